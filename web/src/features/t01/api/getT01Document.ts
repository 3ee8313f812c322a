import { apiFetch } from '@/api/client';
import type { T01DocumentResponse } from '@/api/types';

const enc = encodeURIComponent;

/** Blank declaration with defaults, documentStatus NEW and version 0. */
export function getT01Info(signal?: AbortSignal) {
  return apiFetch<T01DocumentResponse>('/v1/t01/info', { signal });
}

export function getT01Document(id: string, signal?: AbortSignal) {
  return apiFetch<T01DocumentResponse>(`/v1/t01/${enc(id)}/document`, { signal });
}

/** An old version (version < currentVersion). */
export function getT01History(id: string, version: number, signal?: AbortSignal) {
  return apiFetch<T01DocumentResponse>(`/v1/t01/document/history/${enc(id)}/${version}`, { signal });
}

/** Data of a new declaration prefilled from `id` (no id, LRN or MRN). */
export function getT01Clone(id: string, signal?: AbortSignal) {
  return apiFetch<T01DocumentResponse>(`/v1/t01/${enc(id)}/clone/document`, { signal });
}
