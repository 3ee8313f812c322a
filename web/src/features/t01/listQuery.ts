import type { Criterion, SearchQuery } from '@/api/types';
import { nextSort as nextListSort, type ListSort } from '@/documents/list/sort';

export interface T01Filters {
  lrn: string;
  status: string;
  officeOfDeparture: string;
  holderEori: string;
}

export const EMPTY_FILTERS: T01Filters = { lrn: '', status: '', officeOfDeparture: '', holderEori: '' };

export type T01SortField = 'lrn' | 'mrn' | 'declarationType' | 'holderEori' | 'officeOfDeparture' | 'officeOfDestination' | 'status' | 'updatedAt';

export type T01Sort = ListSort<T01SortField>;

export const DEFAULT_SORT: T01Sort = { field: 'updatedAt', direction: 'desc' };
export const PAGE_SIZE = 20;

const text = (fieldName: string, operation: Criterion['operation'], value: string): Criterion => ({
  fieldName,
  operation,
  dataType: 'TEXT',
  values: [value],
});

export function filterCriteria(filters: T01Filters): Criterion[] {
  const criteria: Criterion[] = [];
  if (filters.lrn.trim()) criteria.push(text('lrn', 'CONTAINS', filters.lrn.trim()));
  if (filters.status) criteria.push(text('status', 'EQ', filters.status));
  if (filters.officeOfDeparture.trim()) criteria.push(text('officeOfDeparture', 'CONTAINS', filters.officeOfDeparture.trim().toUpperCase()));
  if (filters.holderEori.trim()) criteria.push(text('holderEori', 'CONTAINS', filters.holderEori.trim().toUpperCase()));
  return criteria;
}

/** The `q` of GET /v1/t01/search (keyset paging: `after` is the previous answer's `next`). */
export function buildQuery(filters: T01Filters, sort: T01Sort, after?: string): SearchQuery {
  return { criteria: filterCriteria(filters), sort, page: after ? { size: PAGE_SIZE, after } : { size: PAGE_SIZE } };
}

/** Clicking a header (documents/list/sort): the update date starts newest first. */
export function nextSort(current: T01Sort, field: T01SortField): T01Sort {
  return nextListSort(current, field, ['updatedAt']);
}
