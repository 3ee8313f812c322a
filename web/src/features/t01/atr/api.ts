import { apiFetch, apiRequest } from '@/api/client';
import type { ActionResult, SearchQuery, T01DocumentResponse, T01SearchResponse } from '@/api/types';

/** GET /v1/atr/search: the ATRs of the officer's office of transit or exit (same query as the t01 list). */
export function searchAtr(query: SearchQuery, signal?: AbortSignal): Promise<T01SearchResponse> {
  return apiFetch<T01SearchResponse>(`/v1/atr/search?q=${encodeURIComponent(JSON.stringify(query))}`, { signal });
}

/** GET /v1/atr/{id}/document, or an old version through /v1/atr/document/history/{id}/{version} (spec 7). */
export async function getAtrDocument(id: string, version: number | undefined, signal: AbortSignal): Promise<T01DocumentResponse> {
  const path =
    version === undefined
      ? `/v1/atr/${encodeURIComponent(id)}/document`
      : `/v1/atr/document/history/${encodeURIComponent(id)}/${version}`;
  const response = await apiRequest(path, { signal });
  return (await response.json()) as T01DocumentResponse;
}

/** POST /v1/atr/{id}/{action}: a step of the office of transit or exit. */
export function postAtrStep(id: string, action: string, body: unknown): Promise<ActionResult> {
  return apiFetch<ActionResult>(`/v1/atr/${encodeURIComponent(id)}/${action}`, { method: 'POST', body });
}
