import { afterEach, describe, expect, it } from 'vitest';
import { fieldKey, MAX_PER_FIELD, recentValues, rememberValue, setRecentOwner } from './recentValues';

afterEach(() => {
  setRecentOwner(null);
  window.localStorage.clear();
});

describe("a user's recent values", () => {
  it('are kept per field, the latest first, each once', () => {
    setRecentOwner('trader');
    rememberValue('/departureOffice', { code: 'MD100100' });
    rememberValue('/departureOffice', { code: 'MD200200' });
    rememberValue('/departureOffice', { code: 'MD100100' });
    expect(recentValues('/departureOffice').map((item) => item.code)).toEqual(['MD100100', 'MD200200']);
    expect(recentValues('/destinationOffice')).toEqual([]);
  });

  it(`keep at most ${MAX_PER_FIELD} per field`, () => {
    setRecentOwner('trader');
    for (let i = 0; i < MAX_PER_FIELD + 3; i++) rememberValue('/currency', { code: `C${i}` });
    expect(recentValues('/currency')).toHaveLength(MAX_PER_FIELD);
    expect(recentValues('/currency')[0]!.code).toBe(`C${MAX_PER_FIELD + 2}`);
  });

  it("are each user's own on a shared browser, and nobody's when signed out", () => {
    setRecentOwner('trader');
    rememberValue('/currency', { code: 'EUR' });
    setRecentOwner('agent');
    expect(recentValues('/currency')).toEqual([]);
    setRecentOwner(null);
    rememberValue('/currency', { code: 'USD' });
    expect(recentValues('/currency')).toEqual([]);
    setRecentOwner('trader');
    expect(recentValues('/currency')).toEqual([{ code: 'EUR' }]);
  });

  it('name a field by its pointer without the row numbers', () => {
    expect(fieldKey('/houseConsignments/0/houseItems/12/packagings/3/packType')).toBe('/houseConsignments/*/houseItems/*/packagings/*/packType');
  });
});
