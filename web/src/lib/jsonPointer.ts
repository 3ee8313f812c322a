/** JSON Pointer (RFC 6901) helpers over plain JSON values. Updates are immutable. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

export function parsePointer(pointer: string): string[] {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) throw new Error(`Invalid JSON Pointer: ${pointer}`);
  return pointer
    .slice(1)
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
}

export function joinPointer(base: string, ...tokens: (string | number)[]): string {
  return base + tokens.map((t) => '/' + String(t).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

export function getAt(doc: unknown, pointer: string): unknown {
  let current: unknown = doc;
  for (const token of parsePointer(pointer)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[token];
  }
  return current;
}

function isIndex(token: string): boolean {
  return /^(0|[1-9]\d*)$/.test(token);
}

function setIn(node: unknown, tokens: string[], value: unknown): unknown {
  const [head, ...rest] = tokens;
  if (head === undefined) return value;
  const container: unknown =
    node !== null && typeof node === 'object' ? node : isIndex(head) ? [] : {};
  const child = setIn((container as Record<string, unknown>)[head], rest, value);
  if (Array.isArray(container)) {
    const copy = [...container];
    if (child === undefined && rest.length === 0) copy.splice(Number(head), 1);
    else copy[Number(head)] = child;
    return copy;
  }
  const copy: Record<string, unknown> = { ...(container as Record<string, unknown>) };
  if (child === undefined) delete copy[head];
  else copy[head] = child;
  return copy;
}

/**
 * Returns a copy of `doc` with `value` at `pointer`; missing parents are created.
 * `undefined` removes the member (or the array element).
 */
export function setAt<T>(doc: T, pointer: string, value: unknown): T {
  return setIn(doc, parsePointer(pointer), value) as T;
}

export function removeAt<T>(doc: T, pointer: string): T {
  return setAt(doc, pointer, undefined);
}

/** True when `pointer` is `prefix` or lies below it. */
export function isWithin(pointer: string, prefix: string): boolean {
  return pointer === prefix || pointer.startsWith(prefix + '/');
}
