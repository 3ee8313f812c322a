/** Lower case without diacritics, for matching what a user typed: 'Lapte și ouă' → 'lapte si oua'; Cyrillic stays Cyrillic. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
