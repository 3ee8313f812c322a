import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, filterCriteria } from './listQuery';

describe('the declarations list filters', () => {
  it('filter by a part of the MRN, in capitals, and by the office of destination', () => {
    expect(filterCriteria({ ...EMPTY_FILTERS, mrn: ' 26md10 ', officeOfDestination: 'ro' })).toEqual([
      { fieldName: 'mrn', operation: 'CONTAINS', dataType: 'TEXT', values: ['26MD10'] },
      { fieldName: 'officeOfDestination', operation: 'CONTAINS', dataType: 'TEXT', values: ['RO'] },
    ]);
  });

  it('filter by the days of the last change, the whole of the last day included', () => {
    const [range] = filterCriteria({ ...EMPTY_FILTERS, updatedFrom: '2026-11-02', updatedTo: '2026-11-03' });
    expect(range).toEqual({
      fieldName: 'updatedAt',
      operation: 'BETWEEN',
      dataType: 'TEXT',
      values: [String(new Date(2026, 10, 2).getTime()), String(new Date(2026, 10, 4).getTime() - 1)],
    });
  });

  it('leave a range open on the side not given', () => {
    const [since] = filterCriteria({ ...EMPTY_FILTERS, updatedFrom: '2026-11-02' });
    expect(since!.values[0]).toBe(String(new Date(2026, 10, 2).getTime()));
    expect(Number(since!.values[1])).toBeGreaterThan(Date.UTC(9999, 0, 1));
    const [until] = filterCriteria({ ...EMPTY_FILTERS, updatedTo: '2026-11-02' });
    expect(until!.values[0]).toBe('0');
  });

  it('ask for nothing when no filter is set', () => {
    expect(filterCriteria(EMPTY_FILTERS)).toEqual([]);
  });
});
