import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { codesNamed } from './catalogNames';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('a catalog value is found by its name in the user language', () => {
  it('finds Germany as Germania in Romanian and as Германия in Russian, without case or diacritics', async () => {
    await i18n.changeLanguage('ro');
    expect(codesNamed('country', 'germania')).toEqual(['DE']);
    expect(codesNamed('country', 'Româ')).toContain('RO');
    expect(codesNamed('country', 'roma')).toContain('RO');
    await i18n.changeLanguage('ru');
    expect(codesNamed('country', 'герман')).toEqual(['DE']);
  });

  it('leaves codes, short words, English and untranslated catalogs to the catalog service', async () => {
    await i18n.changeLanguage('ro');
    expect(codesNamed('country', 'MD')).toEqual([]);
    expect(codesNamed('country', 'ge')).toEqual([]);
    expect(codesNamed('customs-office', 'Chisinau')).toEqual([]);
    await i18n.changeLanguage('en');
    expect(codesNamed('country', 'Germany')).toEqual([]);
  });
});
