import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { MovementDialog } from './MovementDialog';

const post = (name: string) => ({ name, method: 'POST', url: `/v1/t01/x/${name}`, action: true });

function open(name: string, status: string, onConfirm = vi.fn(), officer = false) {
  renderWithProviders(<MovementDialog action={post(name)} status={status} officer={officer} busy={false} error={null} onConfirm={onConfirm} onCancel={vi.fn()} />);
  return onConfirm;
}

describe('MovementDialog', () => {
  it("the office of destination's Accept confirms the arrival acceptance (IE043), not an MRN", async () => {
    open('accept', 'ARRIVED');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('unloading permission (IE043)');
    expect(dialog).not.toHaveTextContent('MRN');
  });

  it("the office of departure's Accept confirms the acceptance with its MRN (IE028)", async () => {
    open('accept', 'SUBMITTED');
    expect(await screen.findByRole('dialog')).toHaveTextContent('NCTS allocates its MRN (IE028)');
  });

  it('goods that conform carry no unloading remarks: the discrepancies are asked only once unticked, and dropped when ticked again', async () => {
    const onConfirm = open('unloading-remark', 'ARRIVAL_ACCEPTED');
    const dialog = await screen.findByRole('dialog');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.type(screen.getByRole('textbox'), '2 packages missing');
    await userEvent.click(screen.getByRole('checkbox'));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(dialog.querySelector('[data-confirm-action="unloading-remark"]')!);
    expect(onConfirm).toHaveBeenCalledWith({ conform: true });
  });

  it("speaks to an officer as to an officer: a step the office records, not something sent to customs", async () => {
    open('a-step-without-words-of-its-own', 'ARRIVED', vi.fn(), true);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Confirm to record this step of the movement');
    expect(dialog).not.toHaveTextContent('send this to customs');
  });
});
