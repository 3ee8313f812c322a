import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextField, type DocumentFormController } from '@/components/form';
import { fakeEngine } from '@/testing/fakeEngine';
import { FormHarness } from '@/testing/FormHarness';
import { renderWithProviders } from '@/testing/render';
import { PagedListField } from '@/documents/fields/PagedListField';

const renumbering = fakeEngine({
  normalise: (doc) => ({
    document: { ...doc, seals: ((doc.seals as object[] | undefined) ?? []).map((row, i) => ({ ...row, sequence: i + 1 })) },
  }),
});

function renderList(count: number) {
  let form: DocumentFormController | undefined;
  renderWithProviders(
    <FormHarness
      engine={renumbering}
      initialDocument={{ seals: Array.from({ length: count }, (_, i) => ({ sequence: i + 1, identifier: `S${i + 1}` })) }}
      onController={(c) => (form = c)}
    >
      <PagedListField pointer="/seals" label="Seals" itemLabel="Seal" max={999} renderItem={(p) => <TextField pointer={`${p}/identifier`} label="Seal identifier" />} />
    </FormHarness>,
  );
  return () => form!;
}

describe('PagedListField', { timeout: 20_000 }, () => {
  it('renders one page of a long list and pages through it', async () => {
    renderList(999);
    expect(screen.getAllByLabelText('Seal identifier')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(screen.getAllByLabelText('Seal identifier')).toHaveLength(9);
    expect(screen.getByRole('group', { name: 'Seal 999' })).toBeInTheDocument();
  });

  it('asks before deleting, then the engine renumbers', async () => {
    const form = renderList(3);
    await userEvent.click(within(screen.getByRole('group', { name: 'Seal 2' })).getByRole('button', { name: 'Delete Seal 2' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(form().document.seals).toEqual([{ sequence: 1, identifier: 'S1' }, { sequence: 2, identifier: 'S3' }]));
  });

  it('adds at the end and shows its page', async () => {
    const form = renderList(10);
    await userEvent.click(screen.getByRole('button', { name: 'Add Seal' }));
    await waitFor(() => expect(form().document.seals).toHaveLength(11));
    expect(await screen.findByRole('group', { name: 'Seal 11' })).toBeInTheDocument();
  });
});
