import { Button } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FormCard, useDocumentFormStore } from '@/components/form';
import { splitDocument } from '@/documents/envelope';
import { fakeEngine } from '@/testing/fakeEngine';
import { TEST_CTX } from '@/testing/FormHarness';
import { renderWithProviders } from '@/testing/render';
import { DocumentScreen, type ScreenActions } from './DocumentScreen';

const ACTIONS: ScreenActions = { busy: null, stale: null, pendingDelete: null, run() {}, confirmDelete() {}, cancelDelete() {} };

/** A document screen of two tabs: three cards (the second collapsed, one more on demand), then a tab without cards. */
function Screen() {
  const store = useDocumentFormStore({ kind: 't01', mode: 'new', engine: fakeEngine(), ctx: TEST_CTX, initialDocument: {} });
  const [withGuarantee, setWithGuarantee] = useState(false);
  const [loaded] = useState(() => splitDocument({}, 'new'));
  const application = (
    <>
      <Button onClick={() => setWithGuarantee(true)}>show the guarantee</Button>
      <FormCard number={1} title="Header" pointers={['/header']}>
        <p>header fields</p>
      </FormCard>
      {withGuarantee && (
        <FormCard number={2} title="Guarantee" pointers={['/guarantee']}>
          <p>guarantee fields</p>
        </FormCard>
      )}
      <FormCard number={withGuarantee ? 3 : 2} title="Actors" pointers={['/actors']} defaultExpanded={false}>
        <p>actor fields</p>
      </FormCard>
      <FormCard number={withGuarantee ? 4 : 3} title="Documents" pointers={['/documents']}>
        <p>document fields</p>
      </FormCard>
    </>
  );
  return (
    <DocumentScreen
      kind="t01"
      store={store}
      loaded={loaded}
      screen="new"
      reload={() => {}}
      title="Declaration"
      reference={null}
      actions={ACTIONS}
      viewPath={(id) => `/view/${id}`}
      tabs={[
        { value: 'application', label: 'Application', panel: application },
        { value: 'history', label: 'History', panel: <p>the history</p> },
      ]}
    />
  );
}

const original = window.matchMedia;

/** A window `width` pixels wide (the theme's md is 62em, 992px). */
function windowWidth(width: number) {
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*([\d.]+)(em|px)/.exec(query);
    const matches = min ? width >= Number(min[1]) * (min[2] === 'em' ? 16 : 1) : false;
    return { matches, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false };
  }) as typeof window.matchMedia;
}

const contents = () => screen.queryByRole('navigation', { name: 'Contents' });
const entries = () => within(contents()!).getAllByRole('link').map((link) => link.textContent);

describe('DocumentScreen table of contents', () => {
  afterEach(() => {
    window.matchMedia = original;
  });

  describe('at medium width and above', () => {
    beforeEach(() => windowWidth(1366));

    it('lists each card of the current tab with its number and title, in order', async () => {
      const user = userEvent.setup();
      renderWithProviders(<Screen />);
      await waitFor(() => expect(contents()).toBeInTheDocument());
      expect(entries()).toEqual(['1 Header', '2 Actors', '3 Documents']);
      expect(within(contents()!).getByRole('link', { name: '2 Actors' })).toHaveAttribute('href', `#${screen.getByRole('region', { name: '2. Actors' }).id}`);

      // a card shown later takes its place in the page's order, and the others their new numbers
      await user.click(screen.getByRole('button', { name: 'show the guarantee' }));
      await waitFor(() => expect(entries()).toEqual(['1 Header', '2 Guarantee', '3 Actors', '4 Documents']));

      // a tab without cards has no contents
      await user.click(screen.getByRole('tab', { name: 'History' }));
      await waitFor(() => expect(contents()).not.toBeInTheDocument());
      await user.click(screen.getByRole('tab', { name: 'Application' }));
      await waitFor(() => expect(entries()).toEqual(['1 Header', '2 Guarantee', '3 Actors', '4 Documents']));
    });

    it('expands a collapsed card and moves the focus to its heading when a link is activated', async () => {
      const user = userEvent.setup();
      renderWithProviders(<Screen />);
      const toggle = screen.getByRole('button', { name: '2 Actors' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByText('actor fields')).not.toBeInTheDocument();

      await waitFor(() => expect(contents()).toBeInTheDocument());
      const link = within(contents()!).getByRole('link', { name: '2 Actors' });
      link.focus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
      expect(toggle).toHaveFocus();
      expect(screen.getByText('actor fields')).toBeInTheDocument();

      // an open card stays open; the focus goes to its heading all the same
      await user.click(within(contents()!).getByRole('link', { name: '1 Header' }));
      expect(screen.getByRole('button', { name: '1 Header' })).toHaveFocus();
      expect(screen.getByRole('button', { name: '1 Header' })).toHaveAttribute('aria-expanded', 'true');
    });
  });

  it('is not rendered below the md breakpoint', async () => {
    windowWidth(390);
    renderWithProviders(<Screen />);
    expect(screen.getByRole('region', { name: '1. Header' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('region', { name: '3. Documents' })).toBeInTheDocument());
    expect(contents()).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Header/ })).not.toBeInTheDocument();
  });
});
