import { apiRequest } from '@/api/client';
import type { DocumentAction } from '@/api/types';
import { downloadBlob } from '@/lib/download';
import { printWithFallback, type PrintedTad } from '../print/fallback';
import type { TadLocale } from '../print/protocol';

/** What the TAD's file is called: it names the movement (`TAD-<MRN>.pdf`). */
export function tadFileName(mrn: string | null, id: string): string {
  return `TAD-${(mrn || id).replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
}

/**
 * The print action (spec 2.1 "print produces a PDF"): the TAD in the user's language (English,
 * Romanian or Russian, the languages of the document), downloaded as `TAD-<MRN>.pdf`. When the
 * server cannot be reached, the browser prints it from its copy of the released declaration
 * (business continuity, print/fallback.ts), under the same name.
 */
export async function printTad(action: DocumentAction, locale: string, mrn: string | null): Promise<PrintedTad> {
  const tadLocale: TadLocale = locale === 'ro' || locale === 'ru' ? locale : 'en';
  const url = action.url!.replace(/\/[a-z]{2}\/print-tad$/, `/${tadLocale}/print-tad`);
  const id = decodeURIComponent(/^\/v1\/t01\/([^/]+)\//.exec(url)?.[1] ?? '');
  const printed = await printWithFallback(async () => (await apiRequest(url, { method: 'POST', body: {} })).blob(), id, tadLocale);
  downloadBlob(printed.pdf, tadFileName(mrn, id));
  return printed;
}
