import { apiFetch, apiRequest } from '@/api/client';
import type { SearchQuery, T01ListItem } from '@/api/types';
import { downloadBlob, fileNameFromDisposition } from '@/lib/download';

/**
 * A row of GET /v1/g01/search: the generic list item plus the guarantee's columns (section 2).
 * Typed here until the lead regenerates the OpenAPI types with the g01 list columns.
 */
export type G01ListItem = T01ListItem & {
  customsOffice?: string | null;
  storageReference?: string | null;
  applicantEori?: string | null;
  applicantName?: string | null;
  guaranteeType?: string | null;
  guaranteeTypeDescription?: string | null;
  amount?: number | string | null;
  balance?: number | string | null;
  currency?: string | null;
  endDate?: string | null;
};

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
