import { describe, expect, it } from 'vitest';
import { LIST_COLUMNS } from '@/generated/kinds.gen';
import { cellValue, criteria, descendingFirst, exportQuery, listQuery, type ListRow } from './columns';
import { nextSort } from './sort';

const AUTHORISATIONS = LIST_COLUMNS.acr;

describe("a list's filters send what each declared column's filter says", () => {
  it('sends codes in capitals, names as typed and the status exactly', () => {
    expect(criteria(AUTHORISATIONS, { applicationReference: ' acr26 ', holderName: 'Vama Demo', status: 'ACTIVE' })).toEqual([
      { fieldName: 'applicationReference', operation: 'CONTAINS', dataType: 'TEXT', values: ['ACR26'] },
      { fieldName: 'holderName', operation: 'CONTAINS', dataType: 'TEXT', values: ['Vama Demo'] },
      { fieldName: 'status', operation: 'EQ', dataType: 'TEXT', values: ['ACTIVE'] },
    ]);
  });

  it('sends nothing for a column the list does not filter (the decision type, the amounts)', () => {
    expect(criteria(AUTHORISATIONS, { decisionType: 'ACR' })).toEqual([]);
    expect(criteria(LIST_COLUMNS.g01, { amount: '100', balance: '5' })).toEqual([]);
  });

  it('sends a range of dates with either end open', () => {
    expect(criteria(AUTHORISATIONS, { 'submissionDate.from': '2026-01-01', 'endDate.to': '2026-12-31' })).toEqual([
      { fieldName: 'submissionDate', operation: 'BETWEEN', dataType: 'TEXT', values: ['2026-01-01', '9999-12-31'] },
      { fieldName: 'endDate', operation: 'BETWEEN', dataType: 'TEXT', values: ['0000-01-01', '2026-12-31'] },
    ]);
  });

  it("sends the declarations' update days as the instants they begin and end at, the whole of the last day included", () => {
    expect(criteria(LIST_COLUMNS.t01, { 'updatedAt.from': '2026-11-02', 'updatedAt.to': '2026-11-03' })).toEqual([
      { fieldName: 'updatedAt', operation: 'BETWEEN', dataType: 'TEXT', values: [String(new Date(2026, 10, 2).getTime()), String(new Date(2026, 10, 4).getTime() - 1)] },
    ]);
    const [since] = criteria(LIST_COLUMNS.t01, { 'updatedAt.from': '2026-11-02' });
    expect(Number(since!.values[1])).toBeGreaterThan(Date.UTC(9999, 0, 1));
    const [until] = criteria(LIST_COLUMNS.t01, { 'updatedAt.to': '2026-11-02' });
    expect(until!.values[0]).toBe('0');
  });

  it("searches an LRN as typed (the trader's own reference) and an MRN or office in capitals", () => {
    expect(criteria(LIST_COLUMNS.t01, { lrn: 'lrn-a1', mrn: ' 26md10 ', officeOfDestination: 'ro' }).map((c) => [c.fieldName, c.values[0]])).toEqual([
      ['lrn', 'lrn-a1'],
      ['mrn', '26MD10'],
      ['officeOfDestination', 'RO'],
    ]);
  });

  it('filters guarantees by the four of guarantee.md section 2: customs office, applicant EORI, GRN and applicant name', () => {
    expect(LIST_COLUMNS.g01.filter((c) => c.filter !== 'none').map((c) => c.field)).toEqual(['customsOffice', 'holderEori', 'holderName', 'grn']);
  });

  it('sends nothing for blank filters', () => {
    expect(criteria(AUTHORISATIONS, { applicationReference: '  ', 'decisionDate.from': '' })).toEqual([]);
  });
});

describe("a list's order and pages", () => {
  it('asks for a page of 20, after the previous page, with the filters', () => {
    const sort = { field: 'updatedAt', direction: 'desc' } as const;
    expect(listQuery(LIST_COLUMNS.g01, { grn: 'x' }, sort, 'cursor')).toEqual({
      criteria: [{ fieldName: 'grn', operation: 'CONTAINS', dataType: 'TEXT', values: ['X'] }],
      sort,
      page: { size: 20, after: 'cursor' },
    });
  });

  it('exports every row the filters select, not only the page, in the order the list shows', () => {
    const q = JSON.parse(decodeURIComponent(exportQuery(LIST_COLUMNS.g01, { grn: 'X' }, { field: 'grn', direction: 'asc' }))) as Record<string, unknown>;
    expect(q).toEqual({ criteria: [{ fieldName: 'grn', operation: 'CONTAINS', dataType: 'TEXT', values: ['X'] }], sort: { field: 'grn', direction: 'asc' } });
  });

  it('sorts a clicked column ascending, its dates newest first, and flips it on a second click', () => {
    const first = descendingFirst(LIST_COLUMNS.g01);
    expect(first).toEqual(['endDate', 'updatedAt']);
    expect(nextSort({ field: 'updatedAt', direction: 'desc' }, 'grn', first)).toEqual({ field: 'grn', direction: 'asc' });
    expect(nextSort({ field: 'grn', direction: 'asc' }, 'grn', first)).toEqual({ field: 'grn', direction: 'desc' });
    expect(nextSort({ field: 'grn', direction: 'asc' }, 'endDate', first)).toEqual({ field: 'endDate', direction: 'desc' });
  });

  it("reads the update time from the row's own member", () => {
    const row: ListRow = { id: 'a', status: 'STORED', updatedAtMs: 5, createdAtMs: 1, lrn: 'L' };
    const column = (field: string) => LIST_COLUMNS.t01.find((c) => c.field === field)!;
    expect(cellValue(row, column('updatedAt'))).toBe(5);
    expect(cellValue(row, column('lrn'))).toBe('L');
  });
});
