import { DOCUMENT_KINDS } from '@/generated/kinds.gen';

const enc = encodeURIComponent;

/** Where a kind's screens live (its list), as the registry says (x-vama-documents). */
export function kindRoute(kind: string): string {
  const entry = DOCUMENT_KINDS.find((k) => k.name === kind);
  if (!entry) throw new Error(`'${kind}' is not a kind of the registry`);
  return entry.route;
}

/** The screens every kind has under its route: list, new, view (of a version), an action's. */
export function documentPaths(kind: string) {
  const route = kindRoute(kind);
  return {
    list: () => route,
    create: () => `${route}/new`,
    view: (id: string) => `${route}/view/${enc(id)}`,
    version: (id: string, version: number) => `${route}/view/${enc(id)}?version=${version}`,
    /** The route of an action screen (`modify/{id}`, `actions/{id}`, …). */
    action: (name: string, id: string) => `${route}/${name}/${enc(id)}`,
  };
}
