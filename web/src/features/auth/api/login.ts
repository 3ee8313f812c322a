import { apiFetch } from '@/api/client';
import type { LoginRequest, LoginResponse } from '@/api/types';

export function login(request: LoginRequest): Promise<LoginResponse> {
  return apiFetch<LoginResponse>('/v1/auth/login', { method: 'POST', body: request, skipAuthRedirect: true });
}
