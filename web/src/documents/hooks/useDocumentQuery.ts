import { useQuery } from '@tanstack/react-query';
import { perfMark } from '@/lib/perfMark';
import type { LoadedDocument } from '../envelope';

/**
 * The document a screen shows; always fresh (no cache across screens). `load` knows the kind's
 * calls; the key names the kind, the screen, the id and the version shown.
 */
export function useDocumentQuery(kind: string, screen: string, id: string | undefined, version: number | undefined, load: (signal: AbortSignal) => Promise<LoadedDocument>) {
  return useQuery({
    queryKey: [kind, 'document', screen, id ?? null, version ?? null],
    queryFn: async ({ signal }) => {
      const loaded = await load(signal);
      perfMark('vama:document-loaded');
      return loaded;
    },
    gcTime: 0,
    staleTime: 0,
    // a reload shows a new form (keyed by dataUpdatedAt): no deep comparison of megabytes with the old data
    structuralSharing: false,
  });
}

/**
 * The version a view route asks for: the current document when none (or the current one) is
 * asked, else the old version with the current one's version number (for the history banner)
 * and its version list when the old one has none.
 */
export async function withVersion(current: LoadedDocument, version: number | undefined, loadOld: () => Promise<LoadedDocument>): Promise<LoadedDocument> {
  if (version === undefined || version === current.meta.version) return current;
  const old = await loadOld();
  old.meta.currentVersion = current.meta.version;
  old.meta.versions = old.meta.versions.length > 0 ? old.meta.versions : current.meta.versions;
  return old;
}
