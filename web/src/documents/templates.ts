import { apiFetch } from '@/api/client';
import type { Schemas } from '@/api/types';

/** A saved template (no document): `/v1/{kind}/templates`. */
export type TemplateInfo = Schemas['TemplateDto'];

const enc = encodeURIComponent;

/** The user's templates of `kind`, by name. */
export function listTemplates(kind: string, signal?: AbortSignal): Promise<TemplateInfo[]> {
  return apiFetch<TemplateInfo[]>(`/v1/${kind}/templates`, { signal });
}

/** Saves `document` as the user's template `name` (one of that name is replaced). */
export function saveTemplate(kind: string, name: string, document: unknown): Promise<TemplateInfo> {
  return apiFetch<TemplateInfo>(`/v1/${kind}/templates`, { method: 'POST', body: { name, document } });
}

export function deleteTemplate(kind: string, id: string): Promise<void> {
  return apiFetch<void>(`/v1/${kind}/templates/${enc(id)}`, { method: 'DELETE' });
}

/** Where a new document of `createPath` starts from template `id`. */
export function fromTemplatePath(createPath: string, id: string): string {
  return `${createPath}?template=${enc(id)}`;
}

/**
 * The document a route shows: its `:id`, or for a new document the template it starts from
 * (`?template=`), if any.
 */
export function routeDocumentId(screen: string, id: string | undefined, search: URLSearchParams): string | undefined {
  return screen === 'new' ? (search.get('template') ?? undefined) : id;
}
