import type { DocumentMeta, Violation } from '@/api/types';
import type { JsonObject } from '@/lib/jsonPointer';
import type { FormMode } from '@/rules/types';
import { META_KEYS } from './envelopeKeys.js';

/**
 * The generic document envelope (ARCHITECTURE contract 1): every kind's GET answers its body
 * with these read-only members merged in (the server ignores them when they come back).
 */
export { META_KEYS };

/** A served document as the server answers it: the body plus the envelope. */
export type DocumentResponse = Record<string, unknown> & Partial<Record<(typeof META_KEYS)[number], unknown>>;

export interface LoadedDocument {
  /** The document's body (a declaration, a guarantee...), without the envelope. */
  declaration: JsonObject;
  meta: DocumentMeta;
  mode: FormMode;
}

/** Splits the server's answer into the body and the envelope merged into it. */
export function splitDocument(response: DocumentResponse, mode: FormMode): LoadedDocument {
  const r = response as Partial<DocumentMeta> & Record<string, unknown>;
  const declaration: Record<string, unknown> = { ...response };
  for (const key of META_KEYS) delete declaration[key];
  return {
    declaration: declaration as JsonObject,
    meta: {
      id: r.id ?? null,
      documentStatus: r.documentStatus ?? 'NEW',
      version: r.version ?? 0,
      currentVersion: r.currentVersion ?? r.version ?? 0,
      versions: r.versions ?? [],
      history: r.history ?? [],
      messages: r.messages ?? [],
      timers: r.timers ?? [],
      actions: r.actions ?? [],
    },
    mode,
  };
}

/** What an action with a method sends: the document with its id and the version as loaded. */
export function actionBody(document: JsonObject, meta: DocumentMeta): JsonObject {
  const body: JsonObject = { ...document, version: meta.version, documentStatus: meta.documentStatus };
  if (meta.id) body.id = meta.id;
  return body;
}

/** Router state handed to the view after a store: the violations still to correct. */
export interface DocumentNavigationState {
  violations?: Violation[];
}

/** The optional version of a route (`?version=3` or a path segment); anything else is none. */
export function parseVersion(value: string | null | undefined): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  return Number(value);
}
