import { useQuery } from '@tanstack/react-query';
import { perfMark } from '@/lib/perfMark';
import { getT01Clone, getT01Document, getT01History, getT01Info } from '../api/getT01Document';
import { splitDocument, type LoadedT01, type T01Screen } from '../model';

async function load(screen: T01Screen, id: string | undefined, version: number | undefined, signal: AbortSignal): Promise<LoadedT01> {
  switch (screen) {
    case 'new':
      return splitDocument(await getT01Info(signal), 'new');
    case 'clone':
      return splitDocument(await getT01Clone(id!, signal), 'clone');
    case 'modify':
    case 'modify-stored':
    case 'control-results':
      return splitDocument(await getT01Document(id!, signal), screen);
    case 'view':
    case 'history': {
      const current = splitDocument(await getT01Document(id!, signal), 'view');
      if (version === undefined || version === current.meta.version) return current;
      const old = splitDocument(await getT01History(id!, version, signal), 'history');
      old.meta.currentVersion = current.meta.version;
      old.meta.versions = old.meta.versions.length > 0 ? old.meta.versions : current.meta.versions;
      return old;
    }
  }
}

/** Loads the declaration a screen shows; always fresh (no cache across screens). */
export function useT01Document(screen: T01Screen, id: string | undefined, version: number | undefined) {
  return useQuery({
    queryKey: ['t01', 'document', screen, id ?? null, version ?? null],
    queryFn: async ({ signal }) => {
      const loaded = await load(screen, id, version, signal);
      perfMark('vama:document-loaded');
      return loaded;
    },
    gcTime: 0,
    staleTime: 0,
  });
}
