import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { fakeEngine } from '@/testing/fakeEngine';
import { FormHarness } from '@/testing/FormHarness';
import type { DocumentFormController } from './types';
import { ListField, TextField } from './index';

type Row = { sequence?: number; country?: string };

/** Stands in for the engine's 1-based renumbering. */
const renumbering = fakeEngine({
  normalise: (doc) => ({
    document: { ...doc, routingCountries: ((doc.routingCountries as Row[]) ?? []).map((row, i) => ({ ...row, sequence: i + 1 })) },
  }),
});

function renderList(initial: Row[], keepOne = false) {
  let form: DocumentFormController | undefined;
  renderWithProviders(
    <FormHarness engine={renumbering} initialDocument={{ routingCountries: initial }} onController={(c) => (form = c)}>
      <ListField
        pointer="/routingCountries"
        label="Countries of routing"
        itemLabel="Country of routing"
        keepOne={keepOne}
        renderItem={(pointer) => <TextField pointer={`${pointer}/country`} label="Country" />}
      />
    </FormHarness>,
  );
  return () => form!;
}

describe('ListField', () => {
  it('adds an entry, numbered by the engine', async () => {
    const form = renderList([{ sequence: 1, country: 'RO' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Add Country of routing' }));
    expect(form().document.routingCountries).toEqual([{ sequence: 1, country: 'RO' }, { sequence: 2 }]);
    expect(screen.getByRole('group', { name: 'Country of routing 2' })).toBeInTheDocument();
  });

  it('asks before deleting; cancel keeps the entry, confirm removes it and renumbers', async () => {
    const form = renderList([
      { sequence: 1, country: 'RO' },
      { sequence: 2, country: 'HU' },
      { sequence: 3, country: 'AT' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Country of routing 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete Country of routing 1?');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(form().document.routingCountries).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Country of routing 1' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(form().document.routingCountries).toEqual([
      { sequence: 1, country: 'HU' },
      { sequence: 2, country: 'AT' },
    ]);
  });

  it('offers delete only while more than one row exists when keepOne is set', () => {
    renderList([{ sequence: 1, country: 'RO' }], true);
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });
});
