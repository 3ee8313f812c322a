import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { IdleTimeout } from './IdleTimeout';

describe('IdleTimeout', () => {
  it("warns two minutes before expiry and 'Stay signed in' calls the server", async () => {
    const onStay = vi.fn(async () => {});
    renderWithProviders(<IdleTimeout timeoutSeconds={121} onStay={onStay} onExpire={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Your session is about to expire' }, { timeout: 3000 });
    expect(dialog).toHaveTextContent(/signed out in 1[12]\d seconds/);
    await userEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(onStay).toHaveBeenCalledTimes(1);
  });

  it('signs the user out once at expiry', async () => {
    const onExpire = vi.fn();
    renderWithProviders(<IdleTimeout timeoutSeconds={1} onStay={async () => {}} onExpire={onExpire} />);
    await waitFor(() => expect(onExpire).toHaveBeenCalledTimes(1), { timeout: 3000 });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });
});
