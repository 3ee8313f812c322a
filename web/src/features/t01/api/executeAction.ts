import { apiFetch, apiRequest } from '@/api/client';
import type { ActionResult, DocumentAction } from '@/api/types';
import { downloadBlob, fileNameFromDisposition } from '@/lib/download';
import { printWithFallback, type PrintedTad } from '../print/fallback';

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

/**
 * The print action (spec 2.1 "print produces a PDF"): the TAD in the user's language, opened in
 * a new window. When the server cannot be reached, the browser prints it from its copy of the
 * released declaration (business continuity, print/fallback.ts).
 */
export async function printTad(action: DocumentAction, locale: string): Promise<PrintedTad> {
  // opened at once, inside the click, so that no pop-up blocker stops it; filled when the PDF arrives
  const target = window.open('', '_blank');
  try {
    const tadLocale = locale === 'ro' ? 'ro' : 'en';
    const url = action.url!.replace(/\/[a-z]{2}\/print-tad$/, `/${tadLocale}/print-tad`);
    const id = decodeURIComponent(/^\/v1\/t01\/([^/]+)\//.exec(url)?.[1] ?? '');
    const printed = await printWithFallback(async () => (await apiRequest(url, { method: 'POST', body: {} })).blob(), id, tadLocale);
    const pdf = URL.createObjectURL(printed.pdf);
    if (target) target.location.href = pdf;
    else window.location.assign(pdf);
    return printed;
  } catch (error) {
    target?.close();
    throw error;
  }
}
