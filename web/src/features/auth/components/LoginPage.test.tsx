import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { SessionProvider } from '../SessionContext';
import { LoginPage } from './LoginPage';

const shown = (reason: string) =>
  renderWithProviders(
    <SessionProvider>
      <LoginPage />
    </SessionProvider>,
    { route: `/login?reason=${reason}` },
  );

describe('the sign-in page', () => {
  it('says the user was signed out for inactivity', async () => {
    shown('inactive');
    expect(await screen.findByText(/You were signed out because you were inactive for a while/)).toBeVisible();
    expect(screen.queryByText('Your session has expired. Please sign in again.')).toBeNull();
  });

  it('says a session expired otherwise', async () => {
    shown('expired');
    expect(await screen.findByText('Your session has expired. Please sign in again.')).toBeVisible();
  });
});
