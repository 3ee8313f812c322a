export const DEFAULT_PATH = '/transits/t01';

/** Only same-site paths are followed after sign-in. */
export function safeReturnPath(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/login') ? next : DEFAULT_PATH;
}

export function loginPath(returnTo: string, reason?: 'expired' | 'signed-out'): string {
  const params = new URLSearchParams();
  if (returnTo && returnTo !== DEFAULT_PATH) params.set('next', returnTo);
  if (reason) params.set('reason', reason);
  const query = params.toString();
  return query ? `/login?${query}` : '/login';
}
