import { currentLanguage } from './index';
import ro from './catalogs/ro.json';
import ru from './catalogs/ru.json';

/**
 * The names of the small NCTS code lists a declaration shows on every screen (declaration
 * types, guarantee types, transport modes, ...) in Romanian and Russian. The reference data
 * gives them in English only (RD_NCTS-P5): English comes from the catalog service as it is;
 * a code a table does not hold keeps the catalog's name.
 */
const NAMES: Record<string, Record<string, Record<string, string>>> = { ro, ru };

export function catalogName(catalog: string, code: string, name: string | null | undefined): string | null | undefined {
  return NAMES[currentLanguage()]?.[catalog]?.[code] ?? name;
}

/** The catalogs translated here, for the key check of the languages. */
export const TRANSLATED_CATALOGS = NAMES;
