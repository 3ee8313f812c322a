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

/** The print action (spec 2.1 "print produces a PDF"): the TAD in the user's language, opened in a new window. */
export async function printTad(action: DocumentAction, locale: string): Promise<void> {
  // opened at once, inside the click, so that no pop-up blocker stops it; filled when the PDF arrives
  const target = window.open('', '_blank');
  try {
    const url = action.url!.replace(/\/[a-z]{2}\/print-tad$/, `/${locale === 'ro' ? 'ro' : 'en'}/print-tad`);
    const response = await apiRequest(url, { method: 'POST', body: {} });
    const pdf = URL.createObjectURL(await response.blob());
    if (target) target.location.href = pdf;
    else window.location.assign(pdf);
  } catch (error) {
    target?.close();
    throw error;
  }
}
