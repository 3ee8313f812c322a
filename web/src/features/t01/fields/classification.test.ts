import { describe, expect, it } from 'vitest';
import { fold } from '@/lib/fold';
import { chaptersMatching, formatSubheading, parentsOf, queryWords } from './classification';

describe('goods classification by words', () => {
  it('searches the words of what was typed, without case or diacritics', () => {
    expect(queryWords('  Lapte și OUĂ, praf ')).toEqual(['lapte', 'si', 'oua', 'praf']);
    expect(queryWords('a b')).toEqual([]);
    expect(fold('Молоко')).toBe('молоко');
  });

  it('finds a chapter by every word of its name in the user language', () => {
    const names = { '04': 'Lapte și produse lactate; ouă de păsări', '19': 'Preparate pe bază de cereale, de făină, de amidon sau de lapte' };
    expect(chaptersMatching(queryWords('lapte'), names)).toEqual(['04', '19']);
    expect(chaptersMatching(queryWords('oua lapte'), names)).toEqual(['04']);
    expect(chaptersMatching(queryWords('cafea'), names)).toEqual([]);
    expect(chaptersMatching(['lapte'], undefined)).toEqual([]);
  });

  it('names the chapter and heading of a subheading and writes it as the tariff does', () => {
    expect(parentsOf('040221')).toEqual(['04', '0402']);
    expect(formatSubheading('040221')).toBe('0402 21');
  });

  it('writes a CN code as the tariff does, in three groups', () => {
    expect(formatSubheading('01012910')).toBe('0101 29 10');
  });
});
