/**
 * Goods classification by words (issue 18): what the broker types is split into words; a
 * subheading matches when its description holds every word. The HS descriptions are English
 * (the WCO's); the chapters are also named in Romanian and Russian (i18n/catalogs), so a word in
 * those languages finds its chapter, whose subheadings are then listed.
 */

import { fold } from '@/lib/fold';

/** The words searched for: at least two letters or digits each, at most five. */
export function queryWords(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2)
    .slice(0, 5);
}

/** The chapters whose name (in the user's language) holds every word. */
export function chaptersMatching(words: readonly string[], names: Record<string, string> | undefined): string[] {
  if (!names || words.length === 0) return [];
  return Object.entries(names)
    .filter(([, name]) => {
      const folded = fold(name);
      return words.every((word) => folded.includes(word));
    })
    .map(([code]) => code)
    .sort();
}

/** The chapter and heading a 6-digit subheading sits under: '040221' → ['04', '0402']. */
export function parentsOf(code: string): [string, string] {
  return [code.slice(0, 2), code.slice(0, 4)];
}

/** A subheading or a CN code as the tariff writes it: '040221' → '0402 21', '01012910' → '0101 29 10'. */
export function formatSubheading(code: string): string {
  if (code.length === 8) return `${code.slice(0, 4)} ${code.slice(4, 6)} ${code.slice(6)}`;
  return code.length === 6 ? `${code.slice(0, 4)} ${code.slice(4)}` : code;
}
