import { apiUpload, type UploadProgress } from '@/api/client';
import type { ActionResult } from '@/api/types';

/** The file types the import reads: our exported JSON, or the NCTS IE015 (CC015C) XML. */
export type ImportFileType = 'json' | 'xml';

export const IMPORT_CONTENT_TYPES: Record<ImportFileType, string> = {
  json: 'application/json',
  xml: 'application/xml',
};

/** The import type of a chosen file, by its extension (or its MIME type); null for anything else. */
export function importFileType(file: { name: string; type: string }): ImportFileType | null {
  const name = file.name.toLowerCase();
  if (name.endsWith('.json')) return 'json';
  if (name.endsWith('.xml')) return 'xml';
  if (file.type === 'application/json') return 'json';
  if (file.type === 'application/xml' || file.type === 'text/xml') return 'xml';
  return null;
}

/** The import type by the first non-blank character of a file's beginning, as the server decides it. */
export function sniffImportType(head: string): ImportFileType | null {
  const first = head.replace(/^\uFEFF/, '').trimStart().charAt(0);
  if (first === '{') return 'json';
  if (first === '<') return 'xml';
  return null;
}

/** Posts the file as it is, with its content type; answers with the new declaration's id. */
export function importT01(file: Blob, type: ImportFileType, onProgress?: (progress: UploadProgress) => void): Promise<ActionResult> {
  return apiUpload<ActionResult>('/v1/t01/import', file, IMPORT_CONTENT_TYPES[type], onProgress);
}
