import { apiFetch } from './client';
import type { CatalogSearchRequest, CatalogSearchResponse, Criterion } from './types';

export function searchCatalog(catalog: string, request: CatalogSearchRequest, signal?: AbortSignal): Promise<CatalogSearchResponse> {
  return apiFetch<CatalogSearchResponse>(`/v1/catalogs/${encodeURIComponent(catalog)}/search`, {
    method: 'POST',
    body: request,
    signal,
  });
}

export function containsCriterion(fieldName: string, typed: string): Criterion {
  return { fieldName, operation: 'CONTAINS', dataType: 'TEXT', values: [typed] };
}

export function flagCriterion(fieldName: string, value = true): Criterion {
  return { fieldName, operation: 'EQ', dataType: 'BOOLEAN', values: [String(value)] };
}

export function inCriterion(fieldName: string, values: string[]): Criterion {
  return { fieldName, operation: 'IN', dataType: 'TEXT', values };
}
