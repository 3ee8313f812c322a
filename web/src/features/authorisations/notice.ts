import { apiRequest } from '@/api/client';
import type { DocumentAction } from '@/api/types';
import { downloadBlob, fileNameFromDisposition } from '@/lib/download';

/** The server's action that prints the decision notice (crates/server/src/authorisation/notice.rs). */
export const PRINT_DECISION = 'print-decision';

/** The notice's language: Romanian on a Romanian screen, English otherwise (the two the server prints). */
export function noticeLanguage(language: string): 'en' | 'ro' {
  return language.toLowerCase().startsWith('ro') ? 'ro' : 'en';
}

/** The action's URL asking for the notice in the screen's language (`?lang=en|ro`). */
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
