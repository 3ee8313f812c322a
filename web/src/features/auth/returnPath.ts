import { DOCUMENT_NAV } from '@/generated/kinds.gen';

/** Where a user lands by default: the first entry of the navigation (the declarations). */
export const DEFAULT_PATH: string = DOCUMENT_NAV[0].path;

/** Only same-site paths are followed after sign-in. */
export function safeReturnPath(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/login') ? next : DEFAULT_PATH;
}

/** Why the sign-in page is shown: a session that expired, the portal signing out a user left
 * inactive, or a sign-out (of a user who came through the SSO: the page offers the SSO's
 * logout too). */
export type LoginReason = 'expired' | 'inactive' | 'signed-out' | 'signed-out-sso';

export function loginPath(returnTo: string, reason?: LoginReason): string {
  const params = new URLSearchParams();
  if (returnTo && returnTo !== DEFAULT_PATH) params.set('next', returnTo);
  if (reason) params.set('reason', reason);
  const query = params.toString();
  return query ? `/login?${query}` : '/login';
}
