import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { fakeEngine } from '@/testing/fakeEngine';
import { FormHarness } from '@/testing/FormHarness';
import type { DocumentFormController } from './types';
import { TextField } from './index';

const MESSAGE = 'You have changed the Guarantee type that affects the GRN. You will loose the filled Guarantee guaranteeReferencess. Are you sure to proceed?';

/** Changing the type drops the references (what the engine does, spec 4.4). */
const engine = fakeEngine({
  normalise: (doc, request) => {
    if (request.changed !== '/guarantees/0/type/code') return { document: doc };
    const [guarantee] = doc.guarantees as Record<string, unknown>[];
    return { document: { guarantees: [{ ...guarantee, guaranteeReferences: [] }] }, removed: ['/guarantees/0/guaranteeReferences/0'] };
  },
});

function renderForm() {
  let form: DocumentFormController | undefined;
  renderWithProviders(
    <FormHarness
      engine={engine}
      initialDocument={{ guarantees: [{ sequence: 1, type: { code: '1' }, guaranteeReferences: [{ sequence: 1, grn: '24RO000000000001' }] }] }}
      confirmRemoval={(changed) => (changed.startsWith('/guarantees/0/type') ? { title: 'Confirm Change', message: MESSAGE } : null)}
      onController={(c) => (form = c)}
    >
      <TextField pointer="/guarantees/0/type/code" label="Guarantee type" />
    </FormHarness>,
  );
  return () => form!;
}

describe("'Confirm Change' when the engine removes data", () => {
  it('cancel restores the previous document', async () => {
    const form = renderForm();
    await userEvent.type(screen.getByLabelText('Guarantee type'), '0');
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Change' });
    expect(dialog).toHaveTextContent(MESSAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(form().document).toMatchObject({ guarantees: [{ type: { code: '1' }, guaranteeReferences: [{ grn: '24RO000000000001' }] }] });
    expect(screen.getByLabelText('Guarantee type')).toHaveValue('1');
  });

  it('proceed applies the normalised document', async () => {
    const form = renderForm();
    await userEvent.type(screen.getByLabelText('Guarantee type'), '0');
    await userEvent.click(await screen.findByRole('button', { name: 'Proceed' }));
    expect(form().document).toMatchObject({ guarantees: [{ type: { code: '10' }, guaranteeReferences: [] }] });
  });
});
