import { describe, expect, it } from 'vitest';
import { buildQuery, DEFAULT_SORT, EMPTY_FILTERS, exportListUrl, filterCriteria, nextSort } from './listQuery';
import { ACTION_FORM_KIND, actionScreen, g01Paths, maskCode, navigationTarget, screenMode } from './model';

describe('guarantee list (section 2)', () => {
  it('sorts by update date, descending, by default', () => {
    expect(buildQuery(EMPTY_FILTERS, DEFAULT_SORT).sort).toEqual({ field: 'updatedAt', direction: 'desc' });
  });

  it('filters by customs office, applicant EORI, GRN and applicant name', () => {
    const criteria = filterCriteria({ customsOffice: ' md1001 ', applicantEori: 'md123', grn: '26md', applicantName: 'Acme ' });
    expect(criteria.map((c) => [c.fieldName, c.values[0]])).toEqual([
      ['customsOffice', 'MD1001'],
      ['applicantEori', 'MD123'],
      ['grn', '26MD'],
      ['applicantName', 'Acme'],
    ]);
  });

  it('sorts a clicked column ascending (dates newest first), and flips it on a second click', () => {
    expect(nextSort(DEFAULT_SORT, 'grn')).toEqual({ field: 'grn', direction: 'asc' });
    expect(nextSort({ field: 'grn', direction: 'asc' }, 'grn')).toEqual({ field: 'grn', direction: 'desc' });
    expect(nextSort({ field: 'grn', direction: 'asc' }, 'endDate')).toEqual({ field: 'endDate', direction: 'desc' });
    expect(nextSort(DEFAULT_SORT, 'updatedAt')).toEqual({ field: 'updatedAt', direction: 'asc' });
  });

  it('exports the rows in the order the list shows', () => {
    const url = exportListUrl(EMPTY_FILTERS, { field: 'balance', direction: 'asc' });
    const q = JSON.parse(decodeURIComponent(url.split('?q=')[1])) as Record<string, unknown>;
    expect(q.sort).toEqual({ field: 'balance', direction: 'asc' });
  });

  it('exports every row the filter selects, not only the page', () => {
    const url = exportListUrl({ ...EMPTY_FILTERS, grn: 'X' }, DEFAULT_SORT);
    expect(url.startsWith('/v1/g01/export-list?q=')).toBe(true);
    const q = JSON.parse(decodeURIComponent(url.split('?q=')[1])) as Record<string, unknown>;
    expect(q.page).toBeUndefined();
    expect(q.criteria).toEqual([{ fieldName: 'grn', operation: 'CONTAINS', dataType: 'TEXT', values: ['X'] }]);
  });
});

describe('guarantee routes (section 2)', () => {
  it('routes every navigation action to its screen', () => {
    expect(navigationTarget('return-list', 'g1')).toBe('/guarantees/g01');
    expect(navigationTarget('view', 'g1')).toBe('/guarantees/g01/view/g1');
    for (const name of ['modify', 'update', 'modify-code', 'manage-code', 'delete', 'actions', 'withdraw', 'appeal']) {
      expect(navigationTarget(name, 'g1')).toBe(`/guarantees/g01/${name}/g1`);
    }
    expect(navigationTarget('store', 'g1')).toBeNull();
    expect(g01Paths.version('g1', 2)).toBe('/guarantees/g01/view/g1?version=2');
  });

  it('treats modify-code and manage-code as one screen', () => {
    expect(actionScreen('modify-code')).toBe('manage-code');
    expect(actionScreen('manage-code')).toBe('manage-code');
  });

  it('evaluates each action screen with its own engine kind, always editable', () => {
    expect(ACTION_FORM_KIND).toEqual({ update: 'g01-update', 'manage-code': 'g01-access-codes', withdraw: 'g01-action', appeal: 'g01-action' });
    expect(screenMode('manage-code')).toBe('modify');
    expect(screenMode('view')).toBe('view');
  });

  it('masks the master access code until asked', () => {
    expect(maskCode('AB12')).toBe('••••');
    expect(maskCode(undefined)).toBe('');
  });
});
