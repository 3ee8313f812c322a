import { apiUpload, type UploadProgress } from '@/api/client';
import type { ActionResult } from '@/api/types';

/**
 * The file types an import reads: an exported document (JSON, every kind) or an NCTS message
 * (XML: t01's IE015). Each kind says which it takes.
 */
export type ImportFileType = 'json' | 'xml';

export const IMPORT_CONTENT_TYPES: Record<ImportFileType, string> = {
  json: 'application/json',
  xml: 'application/xml',
};

const EXTENSIONS: Record<ImportFileType, string> = { json: '.json', xml: '.xml' };
const MIME_TYPES: Record<ImportFileType, string[]> = { json: ['application/json'], xml: ['application/xml', 'text/xml'] };

/** The file input's `accept`: the extensions, then the MIME types, of the kind's file types. */
export function acceptOf(types: readonly ImportFileType[]): string {
  return [...types.map((type) => EXTENSIONS[type]), ...types.flatMap((type) => MIME_TYPES[type])].join(',');
}

/** The import type of a chosen file, by its extension (or its MIME type); null for anything else. */
export function importFileType(file: { name: string; type: string }): ImportFileType | null {
  const name = file.name.toLowerCase();
  if (name.endsWith('.json')) return 'json';
  if (name.endsWith('.xml')) return 'xml';
  if (MIME_TYPES.json.includes(file.type)) return 'json';
  if (MIME_TYPES.xml.includes(file.type)) return 'xml';
  return null;
}

/** The import type by the first non-blank character of a file's beginning, as the server decides it. */
export function sniffImportType(head: string): ImportFileType | null {
  const first = head.replace(/^\uFEFF/, '').trimStart().charAt(0);
  if (first === '{') return 'json';
  if (first === '<') return 'xml';
  return null;
}

/** POST /v1/{kind}/import: the file as it is, with its content type; answers with the new document's id. */
export function importDocument(kind: string, file: Blob, type: ImportFileType, onProgress?: (progress: UploadProgress) => void): Promise<ActionResult> {
  return apiUpload<ActionResult>(`/v1/${encodeURIComponent(kind)}/import`, file, IMPORT_CONTENT_TYPES[type], onProgress);
}
