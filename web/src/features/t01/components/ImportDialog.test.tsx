import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { ImportDialog } from './ImportDialog';

describe('ImportDialog', () => {
  it("says 'Input file is mandatory' when submitted without a file", async () => {
    const importFile = vi.fn();
    renderWithProviders(<ImportDialog opened onClose={() => {}} onImported={() => {}} importFile={importFile} />);
    expect(await screen.findByRole('dialog', { name: 'Import Application from File' })).toBeInTheDocument();
    const input = screen.getByLabelText(/JSON file/);
    expect(input).toHaveAttribute('accept', '.json,application/json');
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Input file is mandatory')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(importFile).not.toHaveBeenCalled();
  });

  it('posts the text of the chosen file and reports the result', async () => {
    const importFile = vi.fn(async () => ({ id: 'new-id', type: 'SUCCESS' as const, message: 'Imported' }));
    const onImported = vi.fn();
    renderWithProviders(<ImportDialog opened onClose={() => {}} onImported={onImported} importFile={importFile} />);
    const file = new File(['{"lrn":"ABC"}'], 'decl.json', { type: 'application/json' });
    await userEvent.upload(await screen.findByLabelText(/JSON file/), file);
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(onImported).toHaveBeenCalledWith({ id: 'new-id', type: 'SUCCESS', message: 'Imported' }));
    expect(importFile).toHaveBeenCalledWith('{"lrn":"ABC"}');
  });
});
