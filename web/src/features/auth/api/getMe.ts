import { apiFetch } from '@/api/client';
import type { Me } from '@/api/types';

export function getMe(options: { skipAuthRedirect?: boolean } = {}): Promise<Me> {
  return apiFetch<Me>('/v1/me', options);
}
