import type { CatalogItem } from '@/api/types';

/**
 * The values a user picked lately, per field (issue 18, "filing fast"): a broker files the same
 * offices, countries, places, parties, packages and currency all day, so a picker offers them
 * first. Kept in this browser for the signed-in user only (a shared computer keeps each user's
 * apart), at most [MAX_PER_FIELD] per field and [MAX_FIELDS] fields.
 */
const STORAGE_KEY = 'vama.recent.v1';
export const MAX_PER_FIELD = 5;
const MAX_FIELDS = 300;

type Recents = Record<string, CatalogItem[]>;

let owner: string | null = null;

/** Whose values are remembered and offered: the signed-in user's (null: nobody's). */
export function setRecentOwner(username: string | null): void {
  owner = username;
}

/** A field's key: its pointer without row numbers (every item's package type is one field). */
export function fieldKey(pointer: string): string {
  return pointer.replace(/\/\d+(?=\/|$)/g, '/*');
}

function storageKey(): string | null {
  return owner ? `${STORAGE_KEY}.${owner}` : null;
}

function load(): Recents {
  const key = storageKey();
  if (!key) return {};
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(key) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Recents) : {};
  } catch {
    return {};
  }
}

/** The values picked lately in the field `key`, the latest first. */
export function recentValues(key: string): CatalogItem[] {
  const values = load()[key];
  return Array.isArray(values) ? values.filter((item) => item && typeof item.code === 'string') : [];
}

/** Remembers `item` as the latest value of the field `key`. */
export function rememberValue(key: string, item: CatalogItem): void {
  const storage = storageKey();
  if (!storage) return;
  const recents = load();
  const values = [item, ...(recents[key] ?? []).filter((other) => other.code !== item.code)].slice(0, MAX_PER_FIELD);
  // the field used last goes last: the oldest fields are dropped first
  delete recents[key];
  recents[key] = values;
  const keys = Object.keys(recents);
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_FIELDS))) delete recents[old];
  try {
    window.localStorage.setItem(storage, JSON.stringify(recents));
  } catch {
    // storage full or off (private mode): the picker works without
  }
}
