import { apiRequest } from '@/api/client';
import type { DocumentAction } from '@/api/types';
import { printWithFallback, type PrintedTad } from '../print/fallback';

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
