import { apiFetch, apiRequest } from '@/api/client';
import type { Schemas, SearchQuery } from '@/api/types';
import { downloadBlob, fileNameFromDisposition } from '@/lib/download';

/** A row of GET /v1/g01/search: the generic row plus the guarantee's columns (section 2). */
export type G01ListItem = Schemas['G01ListItem'];

export interface G01SearchResponse {
  items: G01ListItem[];
  next?: string | null;
}

export function searchG01(query: SearchQuery, signal?: AbortSignal): Promise<G01SearchResponse> {
  return apiFetch<G01SearchResponse>(`/v1/g01/search?q=${encodeURIComponent(JSON.stringify(query))}`, { signal });
}

/** Downloads the spreadsheet of the rows a filter selects. */
export async function downloadList(url: string): Promise<void> {
  const response = await apiRequest(url);
  downloadBlob(await response.blob(), fileNameFromDisposition(response.headers.get('Content-Disposition'), 'md-guarantee-export.xlsx'));
}
