import type { Criterion, SearchQuery } from '@/api/types';
import { nextSort as nextListSort, type ListSort } from '@/documents/list/sort';

export interface T01Filters {
  mrn: string;
  lrn: string;
  status: string;
  officeOfDeparture: string;
  officeOfDestination: string;
  holderEori: string;
  /** The last change from and until these days (YYYY-MM-DD, the user's own days), either may be empty. */
  updatedFrom: string;
  updatedTo: string;
}

export const EMPTY_FILTERS: T01Filters = { mrn: '', lrn: '', status: '', officeOfDeparture: '', officeOfDestination: '', holderEori: '', updatedFrom: '', updatedTo: '' };

/** The first millisecond of a local day (YYYY-MM-DD), or null for no valid day. */
function dayStartMs(day: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const ms = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).getTime();
  return Number.isFinite(ms) ? ms : null;
}

const DAY_MS = 86_400_000;
/** Beyond any document's time: the open end of a range. */
const FAR_PAST = 0;
const FAR_FUTURE = 253_402_300_799_000; // 9999-12-31T23:59:59Z

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
  // MRNs, offices and EORIs are written in capitals; a broker types or pastes a part of one
  const upper = (value: string) => value.trim().toUpperCase();
  if (filters.mrn.trim()) criteria.push(text('mrn', 'CONTAINS', upper(filters.mrn)));
  if (filters.lrn.trim()) criteria.push(text('lrn', 'CONTAINS', filters.lrn.trim()));
  if (filters.status) criteria.push(text('status', 'EQ', filters.status));
  if (filters.officeOfDeparture.trim()) criteria.push(text('officeOfDeparture', 'CONTAINS', upper(filters.officeOfDeparture)));
  if (filters.officeOfDestination.trim()) criteria.push(text('officeOfDestination', 'CONTAINS', upper(filters.officeOfDestination)));
  if (filters.holderEori.trim()) criteria.push(text('holderEori', 'CONTAINS', upper(filters.holderEori)));
  const from = dayStartMs(filters.updatedFrom);
  const until = dayStartMs(filters.updatedTo);
  if (from !== null || until !== null) {
    // the whole of the last day counts: until its last millisecond
    const range = [from ?? FAR_PAST, until === null ? FAR_FUTURE : until + DAY_MS - 1].map(String);
    criteria.push({ fieldName: 'updatedAt', operation: 'BETWEEN', dataType: 'TEXT', values: range });
  }
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
