import { setAt } from './jsonPointer';

/**
 * One change of a JSON document: the value at `pointer` ('' is the whole document).
 * `value` undefined (or absent) removes the member; at an array index it removes the element
 * (the later ones shift), as `setAt` does.
 */
export interface JsonPatch {
  pointer: string;
  value?: unknown;
}

/** Applies `patches` in order with structural sharing (untouched subtrees keep their identity). */
export function applyPatches<T>(doc: T, patches: readonly JsonPatch[]): T {
  let next = doc;
  for (const patch of patches) next = setAt(next, patch.pointer, patch.value);
  return next;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Deep equality of JSON values; identical subtrees are not walked. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], b[i])) return false;
    return true;
  }
  if (isPlainObject(a)) {
    if (!isPlainObject(b)) return false;
    let count = 0;
    for (const key in a) {
      if (a[key] === undefined) continue;
      count++;
      if (!jsonEqual(a[key], b[key])) return false;
    }
    for (const key in b) if (b[key] !== undefined) count--;
    return count === 0;
  }
  return false;
}

function escapeToken(token: string): string {
  return token.indexOf('~') < 0 && token.indexOf('/') < 0 ? token : token.replace(/~/g, '~0').replace(/\//g, '~1');
}

function diffInto(a: unknown, b: unknown, pointer: string, out: JsonPatch[]): void {
  if (a === b) return;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) {
      // rows added or removed: indices may have shifted, send the list whole
      out.push({ pointer, value: b });
      return;
    }
    for (let i = 0; i < a.length; i++) diffInto(a[i], b[i], `${pointer}/${i}`, out);
    return;
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    for (const key in a) {
      if (a[key] !== undefined && b[key] === undefined) out.push({ pointer: `${pointer}/${escapeToken(key)}` });
    }
    for (const key in b) {
      const value = b[key];
      if (value === undefined) continue;
      const before = a[key];
      if (before === undefined) out.push({ pointer: `${pointer}/${escapeToken(key)}`, value });
      else diffInto(before, value, `${pointer}/${escapeToken(key)}`, out);
    }
    return;
  }
  if (typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b)) return;
  out.push(b === undefined ? { pointer } : { pointer, value: b });
}

/**
 * The patches that turn `a` into `b`: `applyPatches(a, diffJson(a, b))` equals `b`. Identical
 * subtrees (structural sharing) cost nothing; a list whose length changed is sent whole.
 */
export function diffJson(a: unknown, b: unknown): JsonPatch[] {
  const out: JsonPatch[] = [];
  diffInto(a, b, '', out);
  return out;
}
