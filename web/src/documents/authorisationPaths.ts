const enc = encodeURIComponent;

/** The screens of an authorisation kind (authorisations.md section 2), by the kind's path segment. */
export function authorisationPaths(kind: string) {
  return {
    list: () => `/authorisations/${kind}`,
    create: () => `/authorisations/${kind}/new`,
    view: (id: string) => `/authorisations/${kind}/view/${enc(id)}`,
    version: (id: string, version: number) => `/authorisations/${kind}/view/${enc(id)}?version=${version}`,
    action: (name: string, id: string) => `/authorisations/${kind}/${name}/${enc(id)}`,
  };
}
