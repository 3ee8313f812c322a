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
