import { describe, expect, it } from 'vitest';
import { catalogSearchCriteria, choiceCriteria, toRef } from './CatalogSelect';

describe('catalog search criteria', () => {
  it('searches names for words and codes for code-like text', () => {
    expect(catalogSearchCriteria('Chisinau')).toEqual([{ fieldName: 'name', operation: 'CONTAINS', dataType: 'TEXT', values: ['Chisinau'] }]);
    expect(catalogSearchCriteria('md1001')).toEqual([{ fieldName: 'code', operation: 'CONTAINS', dataType: 'TEXT', values: ['MD1001'] }]);
    expect(catalogSearchCriteria('TIR')[0].fieldName).toBe('code');
    expect(catalogSearchCriteria('ro')[0].fieldName).toBe('name');
  });

  it("turns the engine's narrowed choices into criteria", () => {
    expect(choiceCriteria({ only: ['B'] })).toEqual([{ fieldName: 'code', operation: 'IN', dataType: 'TEXT', values: ['B'] }]);
    expect(choiceCriteria({ exclude: ['AD', 'SM'] })).toEqual([{ fieldName: 'code', operation: 'NIN', dataType: 'TEXT', values: ['AD', 'SM'] }]);
    expect(choiceCriteria(undefined)).toEqual([]);
  });

  it("passes the engine's catalog criteria along with their values as text", () => {
    const criteria = [
      { fieldName: 'countryCode', operation: 'EQ', dataType: 'TEXT', values: ['MD'] },
      { fieldName: 'guarantee', operation: 'EQ', dataType: 'BOOLEAN', values: [true] },
    ];
    expect(choiceCriteria({ criteria })).toEqual([
      { fieldName: 'countryCode', operation: 'EQ', dataType: 'TEXT', values: ['MD'] },
      { fieldName: 'guarantee', operation: 'EQ', dataType: 'BOOLEAN', values: ['true'] },
    ]);
  });

  it('keeps only the members of the document reference type', () => {
    const office = { code: 'MD100100', name: 'Chisinau', city: 'Chisinau', departure: true };
    expect(toRef(office, ['code', 'name'])).toEqual({ code: 'MD100100', name: 'Chisinau' });
    const country = { code: 'MD', name: 'Moldova', countryNcts: true, secArea: false, regime: 'OTH' };
    expect(toRef(country, ['code', 'name', 'countryNcts', 'secArea'])).toEqual({ code: 'MD', name: 'Moldova', countryNcts: true, secArea: false });
  });
});
