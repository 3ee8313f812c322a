/**
 * The JSON text an object was parsed from, kept beside it (a weak map: no property on the
 * object) so that it can be handed on as text: a Web Worker parses 12 MB of text off the main
 * thread, where posting the parsed object would block the page while it is copied.
 */
export interface JsonSource {
  json: string;
  /** Top-level keys of the parsed text that the object does not have. */
  drop: readonly string[];
}

const sources = new WeakMap<object, JsonSource>();

/** Records that `value` is JSON.parse(`json`) without the top-level keys `drop`. */
export function rememberJsonSource<T extends object>(value: T, json: string, drop: readonly string[] = []): T {
  sources.set(value, { json, drop });
  return value;
}

/** The text `value` was parsed from, once (forgotten after: it holds megabytes). */
export function takeJsonSource(value: object): JsonSource | null {
  const source = sources.get(value) ?? null;
  sources.delete(value);
  return source;
}

/** Parses a JsonSource back: the object it stands for. */
export function parseJsonSource<T extends object>(source: JsonSource): T {
  const value = JSON.parse(source.json) as Record<string, unknown>;
  for (const key of source.drop) delete value[key];
  return value as T;
}
