import type { Criterion, SearchQuery } from '@/api/types';
import { nextSort as nextListSort, type ListSort } from '@/documents/list/sort';

/** The list's filters (section 2): customs office code, applicant EORI, GRN, applicant name. */
export interface G01Filters {
  customsOffice: string;
  applicantEori: string;
  grn: string;
  applicantName: string;
}

export const EMPTY_FILTERS: G01Filters = { customsOffice: '', applicantEori: '', grn: '', applicantName: '' };

export type G01SortField =
  | 'customsOffice'
  | 'storageReference'
  | 'applicantEori'
  | 'applicantName'
  | 'grn'
  | 'guaranteeType'
  | 'amount'
  | 'balance'
  | 'endDate'
  | 'updatedAt'
  | 'status';

export type G01Sort = ListSort<G01SortField>;

/** "Default sort: update date, descending." */
export const DEFAULT_SORT: G01Sort = { field: 'updatedAt', direction: 'desc' };
export const PAGE_SIZE = 20;

const contains = (fieldName: string, value: string): Criterion => ({ fieldName, operation: 'CONTAINS', dataType: 'TEXT', values: [value] });

export function filterCriteria(filters: G01Filters): Criterion[] {
  const criteria: Criterion[] = [];
  const office = filters.customsOffice.trim().toUpperCase();
  const eori = filters.applicantEori.trim().toUpperCase();
  const grn = filters.grn.trim().toUpperCase();
  const name = filters.applicantName.trim();
  if (office) criteria.push(contains('customsOffice', office));
  if (eori) criteria.push(contains('applicantEori', eori));
  if (grn) criteria.push(contains('grn', grn));
  if (name) criteria.push(contains('applicantName', name));
  return criteria;
}

/** The `q` of GET /v1/g01/search (keyset paging: `after` is the previous answer's `next`). */
export function buildQuery(filters: G01Filters, sort: G01Sort, after?: string): SearchQuery {
  return { criteria: filterCriteria(filters), sort, page: after ? { size: PAGE_SIZE, after } : { size: PAGE_SIZE } };
}

/** GET /v1/g01/export-list: every row the filter selects (not only the page), in the list's order. */
export function exportListUrl(filters: G01Filters, sort: G01Sort): string {
  return `/v1/g01/export-list?q=${encodeURIComponent(JSON.stringify({ criteria: filterCriteria(filters), sort }))}`;
}

/** Clicking a header (documents/list/sort): the dates start newest first. */
export function nextSort(current: G01Sort, field: G01SortField): G01Sort {
  return nextListSort(current, field, ['updatedAt', 'endDate']);
}
