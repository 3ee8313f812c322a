import i18n from 'i18next';

type Tree = { [key: string]: string | Tree | undefined };

/**
 * The rows of the lists a broker knows by name: 'House consignment 2', not 'houseConsignments 2'.
 * Other lists are named by their label and the row's number.
 */
const ROWS: Record<string, string> = {
  houseConsignments: 't01.houses.item',
  houseItems: 't01.items.item',
};

/** The namespaces a kind's labels live in, most specific first. */
function scopes(kind: string): string[] {
  return [kind, ...(kind === 't01' || kind === 'g01' ? [] : ['authorisations']), 'documents', 'common'];
}

function leaf(tree: Tree | string | undefined, name: string, depth = 0): string | null {
  if (!tree || typeof tree === 'string' || depth > 4) return null;
  const own = tree[name];
  if (typeof own === 'string') return own;
  for (const value of Object.values(tree)) {
    const found = leaf(value, name, depth + 1);
    if (found) return found;
  }
  return null;
}

/** The label the kind's form gives a JSON name, in the user's language; null when it has none. */
export function labelOfName(kind: string, name: string): string | null {
  const bundle = (i18n.getResourceBundle(i18n.resolvedLanguage ?? 'en', 'translation') ?? {}) as Tree;
  for (const scope of scopes(kind)) {
    const found = leaf(bundle[scope], name);
    if (found && !found.includes('{{')) return found;
  }
  return null;
}

/**
 * A place in a kind's document (a JSON Pointer, as the server names where a file does not fit)
 * as the form names it: 'House consignment 1 › Item 3 › Gross mass (kg)'. A name the form
 * does not show is left out (the message names it where it matters: a field the file has that
 * the document does not); nothing named at all is the document itself.
 */
export function placeOf(kind: string, pointer: string): string {
  const segments = pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const parts: string[] = [];
  segments.forEach((segment, i) => {
    if (/^\d+$/.test(segment)) return;
    const index = segments[i + 1];
    if (index !== undefined && /^\d+$/.test(index)) {
      const row = ROWS[segment] ? (i18n.t as unknown as (k: string) => string)(ROWS[segment]) : labelOfName(kind, segment);
      if (row) parts.push(`${row} ${Number(index) + 1}`);
      return;
    }
    const label = labelOfName(kind, segment);
    if (label) parts.push(label);
  });
  return parts.length > 0 ? parts.join(' › ') : i18n.t('documents.importDialog.wholeDocument');
}
