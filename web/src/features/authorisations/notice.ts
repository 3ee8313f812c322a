import { apiRequest } from '@/api/client';
import type { DocumentAction } from '@/api/types';
import { downloadBlob, fileNameFromDisposition } from '@/lib/download';

/** The server's action that prints the decision notice (crates/server/src/authorisation/notice.rs). */
export const PRINT_DECISION = 'print-decision';

/** The notice's language: the screen's when the server prints it (English, Romanian, Russian), English otherwise. */
export function noticeLanguage(language: string): 'en' | 'ro' | 'ru' {
  const tag = language.toLowerCase().slice(0, 2);
  return tag === 'ro' || tag === 'ru' ? tag : 'en';
}

/** The action's URL asking for the notice in the screen's language (`?lang=en|ro|ru`). */
export function noticeUrl(url: string, language: string): string {
  const [path, query = ''] = url.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('lang', noticeLanguage(language));
  return `${path}?${params.toString()}`;
}

/** Downloads the decision notice as the server names it (`Decision-<reference>.pdf`). */
export async function downloadDecisionNotice(action: DocumentAction, language: string, reference: string | null): Promise<void> {
  const response = await apiRequest(noticeUrl(action.url!, language));
  const blob = await response.blob();
  downloadBlob(blob, fileNameFromDisposition(response.headers.get('Content-Disposition'), `Decision-${reference ?? 'notice'}.pdf`));
}
