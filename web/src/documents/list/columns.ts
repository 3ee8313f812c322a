import type { Criterion, SearchQuery } from '@/api/types';
import type { ListColumn } from '@/generated/kinds.gen';
import type { ListSort } from './sort';

export type { ListColumn };

export const PAGE_SIZE = 20;

/** The namespaces of the lists' texts: their column headers, statuses, empty list and filter form. */
export type ListTexts = 't01' | 'g01' | 'authorisations';

/**
 * What the user typed in a list's filters: a text per text, code or status column, and
 * `{field}.from` / `{field}.to` per date or instant column (YYYY-MM-DD, the user's own days).
 */
export type Filters = Readonly<Record<string, string | undefined>>;

/** A row of GET /v1/{kind}/search: what every document has, and the kind's columns by name. */
export type ListRow = { id: string; status: string; updatedAtMs: number; createdAtMs: number } & Readonly<Record<string, unknown>>;

const DAY_MS = 86_400_000;
/** Beyond any document's time: the open ends of a range. */
const FAR_PAST_MS = 0;
const FAR_FUTURE_MS = 253_402_300_799_000; // 9999-12-31T23:59:59Z

/** The first millisecond of a local day (YYYY-MM-DD), or undefined for no valid day. */
function dayStartMs(day: string | undefined): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '');
  if (!match) return undefined;
  const ms = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).getTime();
  return Number.isFinite(ms) ? ms : undefined;
}

/** The search's criteria for `filters`, as each column's declared filter sends them. */
export function criteria(columns: readonly ListColumn[], filters: Filters): Criterion[] {
  const out: Criterion[] = [];
  const typed = (key: string) => filters[key]?.trim() || undefined;
  for (const { field, filter } of columns) {
    const between = (from: string, to: string): Criterion => ({ fieldName: field, operation: 'BETWEEN', dataType: 'TEXT', values: [from, to] });
    switch (filter) {
      case 'text':
      case 'code': {
        const value = typed(field);
        // codes (MRNs, offices, EORI numbers) are written in capitals; a broker types or pastes a part of one
        if (value) out.push({ fieldName: field, operation: 'CONTAINS', dataType: 'TEXT', values: [filter === 'code' ? value.toUpperCase() : value] });
        break;
      }
      case 'status': {
        const value = typed(field);
        if (value) out.push({ fieldName: field, operation: 'EQ', dataType: 'TEXT', values: [value] });
        break;
      }
      case 'date': {
        const from = typed(`${field}.from`);
        const to = typed(`${field}.to`);
        // calendar dates are YYYY-MM-DD text, compared as text
        if (from || to) out.push(between(from ?? '0000-01-01', to ?? '9999-12-31'));
        break;
      }
      case 'instant': {
        const from = dayStartMs(typed(`${field}.from`));
        const until = dayStartMs(typed(`${field}.to`));
        // the whole of the last day counts: until its last millisecond
        if (from !== undefined || until !== undefined) out.push(between(String(from ?? FAR_PAST_MS), String(until === undefined ? FAR_FUTURE_MS : until + DAY_MS - 1)));
        break;
      }
      case 'none':
        break;
    }
  }
  return out;
}

/** The `q` of GET /v1/{kind}/search (keyset paging: `after` is the previous answer's `next`). */
export function listQuery(columns: readonly ListColumn[], filters: Filters, sort: ListSort, after?: string): SearchQuery {
  return { criteria: criteria(columns, filters), sort, page: after ? { size: PAGE_SIZE, after } : { size: PAGE_SIZE } };
}

/** The `q` of GET /v1/{kind}/export-list: every row the filters select, in the list's order. */
export function exportQuery(columns: readonly ListColumn[], filters: Filters, sort: ListSort): string {
  return encodeURIComponent(JSON.stringify({ criteria: criteria(columns, filters), sort }));
}

/** The columns read newest first (dates and instants): a click on their header sorts them descending first. */
export function descendingFirst(columns: readonly ListColumn[]): string[] {
  return columns.filter((c) => c.shows === 'date' || c.shows === 'instant').map((c) => c.field);
}

/** The value of `column` in `row`: the times every document has are its `…Ms` members. */
export function cellValue(row: ListRow, { field }: ListColumn): unknown {
  if (field === 'updatedAt') return row.updatedAtMs;
  if (field === 'createdAt') return row.createdAtMs;
  return row[field];
}

/** The text of `row` under `field` (a reference to name the row by), or '' for none. */
export function rowText(row: ListRow, field: string): string {
  const value = row[field];
  return typeof value === 'string' ? value : '';
}
