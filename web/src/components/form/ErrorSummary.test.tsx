import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { fakeEngine } from '@/testing/fakeEngine';
import { FormHarness } from '@/testing/FormHarness';
import type { DocumentFormController } from './types';
import { ErrorSummary, FormCard, TextField } from './index';

describe('ErrorSummary', () => {
  it('takes focus on validate, lists each message as a link that opens the card and focuses the field', async () => {
    const engine = fakeEngine({ violations: [{ path: '/consignee/name', rule: 'required', message: 'Consignee name is required' }] });
    let form: DocumentFormController | undefined;
    renderWithProviders(
      <FormHarness engine={engine} onController={(c) => (form = c)}>
        <ErrorSummary />
        <FormCard number={3} title="Actors" pointers={['/consignee']} defaultExpanded={false}>
          <TextField pointer="/consignee/name" label="Consignee name" />
        </FormCard>
      </FormHarness>,
    );
    expect(screen.queryByTestId('error-summary')).not.toBeInTheDocument();

    act(() => form!.showViolations([{ path: '/lrn', rule: 'server', message: 'LRN already used' }]));

    const summary = await screen.findByTestId('error-summary');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(screen.getByRole('link', { name: 'LRN already used' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Consignee name is required' });
    expect(screen.getByRole('button', { name: '3 Actors' })).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(link);

    expect(screen.getByRole('button', { name: '3 Actors' })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByLabelText('Consignee name')).toHaveFocus());
    // and the message is also shown beside the field
    expect(screen.getAllByText('Consignee name is required')).toHaveLength(2);
  });

  it("names a generic message after its field's label", async () => {
    const engine = fakeEngine({ violations: [{ path: '/operationsNumber', rule: 'required', message: 'This field is required' }] });
    let form: DocumentFormController | undefined;
    renderWithProviders(
      <FormHarness engine={engine} onController={(c) => (form = c)}>
        <ErrorSummary />
        <TextField pointer="/operationsNumber" label="Number of operations" />
      </FormHarness>,
    );
    act(() => form!.showViolations([]));
    expect(await screen.findByRole('link', { name: 'Number of operations: This field is required' })).toBeInTheDocument();
  });

  it('shows violations handed over from the previous page, named after their fields', async () => {
    renderWithProviders(
      <FormHarness engine={fakeEngine()} mode="view" serverViolations={[{ path: '/carnetNumber', rule: 'required', message: 'This field is required' }]}>
        <ErrorSummary />
        <TextField pointer="/carnetNumber" label="TIR carnet number" />
      </FormHarness>,
    );
    expect(await screen.findByRole('link', { name: 'TIR carnet number: This field is required' })).toBeInTheDocument();
    expect(screen.getByText('This field is required', { selector: '.mantine-InputWrapper-error' })).toBeInTheDocument();
  });
});
