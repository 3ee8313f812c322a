import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import type * as OptionsApi from '../api/options';
import { getSignInOptions } from '../api/options';
import { SessionProvider } from '../SessionContext';
import { LoginPage } from './LoginPage';

vi.mock('../api/options', async (importOriginal) => ({
  ...(await importOriginal<typeof OptionsApi>()),
  getSignInOptions: vi.fn(),
}));

const shown = (reason: string) =>
  renderWithProviders(
    <SessionProvider>
      <LoginPage />
    </SessionProvider>,
    { route: `/login?reason=${reason}` },
  );

const configured = (options: { localAccounts: boolean; sso: boolean }) => vi.mocked(getSignInOptions).mockResolvedValue(options);

describe('the sign-in page', () => {
  it('says the user was signed out for inactivity', async () => {
    configured({ localAccounts: true, sso: false });
    shown('inactive');
    expect(await screen.findByText(/You were signed out because you were inactive for a while/)).toBeVisible();
    expect(screen.queryByText('Your session has expired. Please sign in again.')).toBeNull();
  });

  it('says a session expired otherwise', async () => {
    configured({ localAccounts: true, sso: false });
    shown('expired');
    expect(await screen.findByText('Your session has expired. Please sign in again.')).toBeVisible();
  });

  it('offers the SSO and the password form when both are configured', async () => {
    configured({ localAccounts: true, sso: true });
    shown('');
    const button = await screen.findByRole('link', { name: 'Sign in with the national SSO' });
    expect(button).toHaveAttribute('href', '/v1/auth/sso?next=%2F');
    expect(screen.getByText('or with a user name and password')).toBeVisible();
    expect(screen.getByLabelText('User name')).toBeVisible();
    expect(screen.getByLabelText('Password')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  it('offers only the SSO, with no password form, when local accounts are off', async () => {
    configured({ localAccounts: false, sso: true });
    shown('');
    expect(await screen.findByRole('link', { name: 'Sign in with the national SSO' })).toBeVisible();
    expect(screen.queryByLabelText('User name')).toBeNull();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    expect(screen.queryByText('or with a user name and password')).toBeNull();
  });
});
