import type { SortDirection } from '@/api/types';

/** A list's order: a column and a direction (the `sort` of GET /v1/{kind}/search). */
export interface ListSort<F extends string = string> {
  field: F;
  direction: SortDirection;
}

/**
 * Clicking a header: the same column flips; a new one sorts ascending, except the columns
 * read newest first (dates), which start descending.
 */
export function nextSort<F extends string>(current: ListSort<F>, field: F, descendingFirst: readonly F[]): ListSort<F> {
  if (current.field === field) return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { field, direction: descendingFirst.includes(field) ? 'desc' : 'asc' };
}
