import { apiFetch } from '@/api/client';
import type { SearchQuery, T01SearchResponse } from '@/api/types';

export function searchT01(query: SearchQuery, signal?: AbortSignal): Promise<T01SearchResponse> {
  return apiFetch<T01SearchResponse>(`/v1/t01/search?q=${encodeURIComponent(JSON.stringify(query))}`, { signal });
}
