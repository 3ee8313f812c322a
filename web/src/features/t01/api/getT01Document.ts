import { apiFetch } from '@/api/client';
import type { T01DocumentResponse } from '@/api/types';
import { getDocument, getDocumentHistory, getDocumentInfo } from '@/documents/api';

/** Blank declaration with defaults, documentStatus NEW and version 0 (or a saved template's data). */
export function getT01Info(signal?: AbortSignal, template?: string) {
  return getDocumentInfo<T01DocumentResponse>('t01', signal, template);
}

export function getT01Document(id: string, signal?: AbortSignal) {
  return getDocument<T01DocumentResponse>('t01', id, signal);
}

/** An old version (version < currentVersion). */
export function getT01History(id: string, version: number, signal?: AbortSignal) {
  return getDocumentHistory<T01DocumentResponse>('t01', id, version, signal);
}

/** Data of a new declaration prefilled from `id` (no id, LRN or MRN). */
export function getT01Clone(id: string, signal?: AbortSignal) {
  return apiFetch<T01DocumentResponse>(`/v1/t01/${encodeURIComponent(id)}/clone/document`, { signal });
}
