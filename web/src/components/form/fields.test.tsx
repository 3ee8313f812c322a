import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { fakeEngine } from '@/testing/fakeEngine';
import { FormHarness } from '@/testing/FormHarness';
import type { DocumentFormController } from './types';
import { CheckboxField, DecimalField, NumberField, TextField } from './index';

describe('fields bound to a JSON Pointer', () => {
  it('takes each text field\'s maximum length from the limits the engine answers, rows written as *', async () => {
    const engine = fakeEngine({ limits: { '/ucrReference': { maxLength: 35 }, '/houseConsignments/*/consignor/name': { maxLength: 70 } } });
    renderWithProviders(
      <FormHarness engine={engine}>
        <TextField pointer="/ucrReference" label="UCR" />
        <TextField pointer="/houseConsignments/12/consignor/name" label="Consignor name" />
        <TextField pointer="/lrn" label="LRN" />
      </FormHarness>,
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'UCR' })).toHaveAttribute('maxlength', '35'));
    expect(screen.getByRole('textbox', { name: 'Consignor name' })).toHaveAttribute('maxlength', '70');
    expect(screen.getByRole('textbox', { name: 'LRN' })).not.toHaveAttribute('maxlength');
  });

  it('hides a field the engine says is not allowed and marks a required one', async () => {
    const engine = fakeEngine({ fields: { '/carnetNumber': { presence: 'notAllowed' }, '/mrn': { presence: 'required' } } });
    renderWithProviders(
      <FormHarness engine={engine}>
        <TextField pointer="/carnetNumber" label="TIR carnet number" />
        <TextField pointer="/mrn" label="Reference" />
      </FormHarness>,
    );
    // the engine answers asynchronously (a worker in the browser)
    await waitFor(() => expect(screen.queryByLabelText(/TIR carnet number/)).not.toBeInTheDocument());
    const required = screen.getByRole('textbox', { name: /Reference/ });
    expect(required).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('*', { exact: false })).toBeInTheDocument();
  });

  it('hides the fields inside a block the engine does not allow', async () => {
    const engine = fakeEngine({ fields: { '/dispatch': { presence: 'notAllowed' } } });
    renderWithProviders(
      <FormHarness engine={engine}>
        <TextField pointer="/dispatch/country/code" label="Country of dispatch" />
        <TextField pointer="/dispatchNote" label="Note" />
      </FormHarness>,
    );
    await waitFor(() => expect(screen.queryByLabelText('Country of dispatch')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Note')).toBeInTheDocument();
  });

  it('runs the engine with previous and changed, and shows its normalised document', async () => {
    const engine = fakeEngine({ normalise: (doc) => ({ document: { ...doc, carnetNumber: String(doc.carnetNumber ?? '').toUpperCase() } }) });
    let form: DocumentFormController | undefined;
    renderWithProviders(
      <FormHarness engine={engine} initialDocument={{ lrn: 'L1' }} onController={(c) => (form = c)}>
        <TextField pointer="/carnetNumber" label="TIR carnet number" />
      </FormHarness>,
    );
    await userEvent.type(screen.getByLabelText('TIR carnet number'), 'a');
    const last = engine.requests.at(-1)!;
    expect(last.changed).toBe('/carnetNumber');
    expect(last.previous).toMatchObject({ lrn: 'L1' });
    expect(last.document).toMatchObject({ lrn: 'L1', carnetNumber: 'a' });
    expect(form!.document.carnetNumber).toBe('A');
    expect(screen.getByLabelText('TIR carnet number')).toHaveValue('A');
  });

  it('shows the violation at its pointer beside the field once the field was changed', async () => {
    const engine = fakeEngine({
      violations: (doc) => (doc.operationsNumber === -1 ? [{ path: '/operationsNumber', rule: 'min', message: 'Must be at least 0' }] : []),
    });
    renderWithProviders(
      <FormHarness engine={engine}>
        <NumberField pointer="/operationsNumber" label="Number of operations" />
      </FormHarness>,
    );
    const input = screen.getByLabelText('Number of operations');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, '-1');
    const message = await screen.findByText('Must be at least 0');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toContain(message.id);
  });

  it('is disabled in view mode and when the engine disables it', async () => {
    const engine = fakeEngine({ fields: { '/reducedDataset': { presence: 'optional', disabled: true } } });
    renderWithProviders(
      <FormHarness engine={engine}>
        <TextField pointer="/reducedDataset" label="Reduced" />
        <CheckboxField pointer="/guaranteeIndicator" label="Guarantee indicator" />
      </FormHarness>,
    );
    await waitFor(() => expect(screen.getByLabelText('Reduced')).toBeDisabled());
    expect(screen.getByLabelText('Guarantee indicator')).toBeEnabled();
  });

  it('tells why the engine disabled a field, as the field\'s accessible description', async () => {
    const engine = fakeEngine({ fields: { '/dataAccess': { presence: 'optional', disabled: true, hint: 'aeoExempt' } } });
    renderWithProviders(
      <FormHarness engine={engine}>
        <TextField pointer="/dataAccess" label="Access to Data" />
        <TextField pointer="/other" label="Other" />
      </FormHarness>,
    );
    const field = screen.getByLabelText('Access to Data');
    await waitFor(() => expect(field).toBeDisabled());
    expect(field).toHaveAccessibleDescription('Not asked: the applicant is an authorised economic operator (AEO).');
    expect(screen.getByLabelText('Other')).not.toHaveAccessibleDescription();
  });

  it('stores numbers, not text, and keeps a partial decimal while typing', async () => {
    const engine = fakeEngine();
    let form: DocumentFormController | undefined;
    renderWithProviders(
      <FormHarness engine={engine} onController={(c) => (form = c)}>
        <DecimalField pointer="/amount" label="Amount" />
      </FormHarness>,
    );
    const input = screen.getByLabelText('Amount');
    await userEvent.type(input, '12.');
    expect(input).toHaveValue('12.');
    await userEvent.type(input, '5');
    await waitFor(() => expect(form!.document.amount).toBe(12.5));
  });

  it('makes every field read-only in view mode', () => {
    renderWithProviders(
      <FormHarness engine={fakeEngine()} mode="view" initialDocument={{ carnetNumber: 'X' }}>
        <TextField pointer="/carnetNumber" label="TIR carnet number" />
      </FormHarness>,
    );
    const input = screen.getByLabelText('TIR carnet number');
    expect(input).toHaveAttribute('readonly');
    expect(input).toHaveValue('X');
  });
});
