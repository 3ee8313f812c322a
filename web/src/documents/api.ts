import { apiFetch, apiRequest } from '@/api/client';
import type { ActionResult, DocumentAction } from '@/api/types';
import { downloadBlob, fileNameFromDisposition } from '@/lib/download';

/** Runs an action with a method: POST sends the document, other methods send nothing. */
export function executeAction(action: DocumentAction, body: unknown): Promise<ActionResult | undefined> {
  const method = (action.method ?? 'POST').toUpperCase();
  return apiFetch<ActionResult | undefined>(action.url!, { method, body: method === 'POST' || method === 'PUT' ? body : undefined });
}

/** A GET action without the action flag (export): downloads the answer as a file. */
export async function downloadAction(action: DocumentAction, fallbackName: string): Promise<void> {
  const response = await apiRequest(action.url!);
  const blob = await response.blob();
  downloadBlob(blob, fileNameFromDisposition(response.headers.get('Content-Disposition'), fallbackName));
}

const enc = encodeURIComponent;

/**
 * GET /v1/{kind}/info: a blank document with the defaults, documentStatus NEW and version 0;
 * or, from a saved template, GET /v1/{kind}/templates/{template}/document (its data, not stored).
 */
export function getDocumentInfo<R>(kind: string, signal?: AbortSignal, template?: string) {
  return apiFetch<R>(template ? `/v1/${kind}/templates/${enc(template)}/document` : `/v1/${kind}/info`, { signal });
}

/** GET /v1/{kind}/{id}/document, or a mode's own reading of it (`/v1/g01/{id}/update/document`). */
export function getDocument<R>(kind: string, id: string, signal?: AbortSignal, mode?: string) {
  return apiFetch<R>(`/v1/${kind}/${enc(id)}${mode ? `/${enc(mode)}` : ''}/document`, { signal });
}

/** An old version (version < currentVersion). */
export function getDocumentHistory<R>(kind: string, id: string, version: number, signal?: AbortSignal) {
  return apiFetch<R>(`/v1/${kind}/document/history/${enc(id)}/${version}`, { signal });
}
