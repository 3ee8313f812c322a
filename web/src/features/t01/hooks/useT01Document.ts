import { apiRequest } from '@/api/client';
import type { T01DocumentResponse } from '@/api/types';
import { useDocumentQuery, withVersion } from '@/documents/hooks/useDocumentQuery';
import { rememberJsonSource } from '@/lib/jsonSource';
import { perfMark } from '@/lib/perfMark';
import { getT01Clone, getT01History, getT01Info } from '../api/getT01Document';
import { rememberReleased } from '../print/warm';
import { META_KEYS, splitDocument, type LoadedT01, type T01Screen } from '../model';

/**
 * GET /v1/t01/{id}/document, split for the screen; the declaration keeps the text it was
 * parsed from (lib/jsonSource.ts): the rule worker gets that text, not a copy of the object.
 */
async function getDocument(id: string, mode: LoadedT01['mode'], signal: AbortSignal): Promise<LoadedT01> {
  perfMark('vama:document-request');
  const response = await apiRequest(`/v1/t01/${encodeURIComponent(id)}/document`, { signal });
  const json = await response.text();
  const loaded = splitDocument(JSON.parse(json) as T01DocumentResponse, mode);
  rememberJsonSource(loaded.declaration, json, META_KEYS);
  // a released declaration is kept for printing its TAD while the server cannot be reached
  rememberReleased(loaded, json);
  return loaded;
}

async function load(screen: T01Screen, id: string | undefined, version: number | undefined, signal: AbortSignal): Promise<LoadedT01> {
  switch (screen) {
    case 'new':
      // id: the saved template it starts from, if any
      return splitDocument(await getT01Info(signal, id), 'new');
    case 'clone':
      return splitDocument(await getT01Clone(id!, signal), 'clone');
    case 'modify':
    case 'modify-stored':
    case 'control-results':
      return getDocument(id!, screen, signal);
    case 'view':
    case 'history':
      return withVersion(await getDocument(id!, 'view', signal), version, async () => splitDocument(await getT01History(id!, version!, signal), 'history'));
  }
}

/** Loads the declaration a screen shows; always fresh (no cache across screens). */
export function useT01Document(screen: T01Screen, id: string | undefined, version: number | undefined) {
  return useDocumentQuery('t01', screen, id, version, (signal) => load(screen, id, version, signal));
}
