import { getDocument, getDocumentHistory, getDocumentInfo } from '@/documents/api';
import { splitDocument, type DocumentResponse, type LoadedDocument } from '@/documents/envelope';
import { useDocumentQuery, withVersion } from '@/documents/hooks/useDocumentQuery';
import { isActionScreen, screenMode, type G01Screen } from '../model';

async function load(screen: G01Screen, id: string | undefined, version: number | undefined, signal: AbortSignal): Promise<LoadedDocument> {
  // id of a new one: the saved template it starts from, if any
  if (screen === 'new') return splitDocument(await getDocumentInfo<DocumentResponse>('g01', signal, id), 'new');
  // an action screen edits the server's form of that action: GET /v1/g01/{id}/{mode}/document
  if (isActionScreen(screen)) return splitDocument(await getDocument<DocumentResponse>('g01', id!, signal, screen), screenMode(screen));
  if (screen === 'modify') return splitDocument(await getDocument<DocumentResponse>('g01', id!, signal), 'modify');
  const current = splitDocument(await getDocument<DocumentResponse>('g01', id!, signal), 'view');
  return withVersion(current, version, async () => splitDocument(await getDocumentHistory<DocumentResponse>('g01', id!, version!, signal), 'history'));
}

/** The guarantee (or the action form) a screen shows; always fresh. */
export function useG01Document(screen: G01Screen, id: string | undefined, version: number | undefined) {
  return useDocumentQuery('g01', screen, id, version, (signal) => load(screen, id, version, signal));
}
