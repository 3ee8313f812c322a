import { apiFetch } from '@/api/client';

export function logout(): Promise<void> {
  return apiFetch<void>('/v1/auth/logout', { method: 'POST', skipAuthRedirect: true });
}
