import { apiFetch } from '@/api/client';
import type { SignInOptions } from '@/api/types';

/** How one may sign in here: local accounts, the national SSO, or both. */
export function getSignInOptions(): Promise<SignInOptions> {
  return apiFetch<SignInOptions>('/v1/auth/options', { skipAuthRedirect: true });
}

/** Where the browser starts a sign-in through the SSO, coming back to `next`. */
export function ssoStartUrl(next: string): string {
  return `/v1/auth/sso?${new URLSearchParams({ next }).toString()}`;
}

/** The SSO's own logout (after the portal's session has ended). */
export const SSO_LOGOUT_URL = '/v1/auth/sso/logout';
