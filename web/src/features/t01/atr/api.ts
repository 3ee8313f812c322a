import { apiFetch, apiRequest } from '@/api/client';
import type { ActionResult, T01DocumentResponse } from '@/api/types';

/**
 * Where a record is read and its steps posted: the ATR of an office of transit or exit, or the
 * declaration itself (the office of destination registers incidents on it).
 */
export type RecordSource = 'atr' | 't01';

/** GET /v1/{source}/{id}/document, or an old version through /v1/{source}/document/history/{id}/{version} (spec 7). */
export async function getAtrDocument(id: string, version: number | undefined, signal: AbortSignal, source: RecordSource = 'atr'): Promise<T01DocumentResponse> {
  const path =
    version === undefined
      ? `/v1/${source}/${encodeURIComponent(id)}/document`
      : `/v1/${source}/document/history/${encodeURIComponent(id)}/${version}`;
  const response = await apiRequest(path, { signal });
  return (await response.json()) as T01DocumentResponse;
}

/** POST /v1/{source}/{id}/{action}: a step of an office en route. */
export function postAtrStep(id: string, action: string, body: unknown, source: RecordSource = 'atr'): Promise<ActionResult> {
  return apiFetch<ActionResult>(`/v1/${source}/${encodeURIComponent(id)}/${action}`, { method: 'POST', body });
}
