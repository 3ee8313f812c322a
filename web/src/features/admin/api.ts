import { apiFetch, isApiError } from '@/api/client';
import type { components } from '@/api/schema.gen';
import { violationText } from '@/i18n/texts';

type Schemas = components['schemas'];
export type User = Schemas['UserDto'];
export type UserForm = Schemas['UserForm'];
export type NewUserForm = Schemas['NewUserForm'];
export type Representation = Schemas['RepresentationDto'];
export type RepresentationForm = Schemas['RepresentationForm'];
export type AuditEntry = Schemas['AuditDto'];

/** The user types an administrator may give (spec section 6, and the portal's administrators). */
export const USER_TYPES = ['trader', 'agent', 'officer', 'admin'] as const;

export const adminApi = {
  users: (find: string, signal?: AbortSignal) => apiFetch<User[]>(`/v1/admin/users${find ? `?find=${encodeURIComponent(find)}` : ''}`, { signal }),
  user: (id: string, signal?: AbortSignal) => apiFetch<User>(`/v1/admin/users/${encodeURIComponent(id)}`, { signal }),
  create: (form: NewUserForm) => apiFetch<User>('/v1/admin/users', { method: 'POST', body: form }),
  update: (id: number, form: UserForm) => apiFetch<User>(`/v1/admin/users/${id}`, { method: 'PUT', body: form }),
  disable: (id: number, disabled: boolean) => apiFetch<User>(`/v1/admin/users/${id}/${disabled ? 'disable' : 'enable'}`, { method: 'POST' }),
  password: (id: number, password: string) => apiFetch<void>(`/v1/admin/users/${id}/password`, { method: 'POST', body: { password } }),
  links: (signal?: AbortSignal) => apiFetch<Representation[]>('/v1/admin/representations', { signal }),
  link: (form: RepresentationForm) => apiFetch<Representation>('/v1/admin/representations', { method: 'POST', body: form }),
  unlink: (id: number) => apiFetch<void>(`/v1/admin/representations/${id}`, { method: 'DELETE' }),
  audit: (before: number | undefined, signal?: AbortSignal) => apiFetch<AuditEntry[]>(`/v1/admin/audit${before ? `?before=${before}` : ''}`, { signal }),
};

/** The server's findings by field (`/eori` → its message), for the errors beside the fields. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
  return Object.fromEntries(error.violations.map((v) => [v.path, violationText(v)]));
}
