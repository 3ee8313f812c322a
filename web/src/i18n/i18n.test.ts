import { describe, expect, it } from 'vitest';
import { en } from './en';
import { ro } from './ro';
import { ru } from './ru';

function keys(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => keys(value, prefix ? `${prefix}.${key}` : key));
}

function values(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  return Object.values(node as object).flatMap(values);
}

const get = (tree: unknown, key: string) => key.split('.').reduce((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree) as string | undefined;

/** A key's plural base (`count` of `count_few`), or null when it is no plural form. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const pluralBase = (key: string) => (PLURAL.test(key) ? key.replace(PLURAL, '') : null);

const LOCALES = { ro, ru } as const;

describe.each(Object.entries(LOCALES))('the %s translation', (language, tree) => {
  const own = keys(tree);

  it("has every key of the English, and no other but its language's plural forms", () => {
    expect(keys(en).filter((key) => !own.includes(key) && !pluralBase(key))).toEqual([]);
    expect(own.filter((key) => get(en, key) === undefined && !pluralBase(key))).toEqual([]);
  });

  it("has every plural form its language asks for (Intl.PluralRules), for each plural of the English", () => {
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const bases = [...new Set(keys(en).map(pluralBase).filter((base): base is string => base !== null))];
    const missing = bases.flatMap((base) => categories.map((category) => `${base}_${category}`)).filter((key) => !own.includes(key));
    expect(missing).toEqual([]);
  });

  it('has no empty text', () => {
    expect(values(tree).filter((text) => text.trim() === '')).toEqual([]);
  });

  it('keeps the interpolation variables of the English text', () => {
    const vars = (text: string | undefined) => (text?.match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const key of own) {
      const english = get(en, key) ?? get(en, `${pluralBase(key)}_other`);
      expect({ key, vars: vars(get(tree, key)) }).toEqual({ key, vars: vars(english) });
    }
  });
});

describe('translations', () => {
  it('write Romanian with comma-below ș ț, not the cedilla forms', () => {
    const all = values(ro).join(' ');
    expect(all).not.toMatch(/[şţŞŢ]/);
    expect(all).toMatch(/[șț]/);
  });

  it('write Russian in Cyrillic: no text left in English words only', () => {
    // a text with Latin words and no Cyrillic was not translated (codes such as MRN, IE015 or T1 may stay)
    const untranslated = keys(ru).filter((key) => {
      const text = get(ru, key)!.replace(/\{\{\w+\}\}/g, '');
      return !/[а-яё]/i.test(text) && /[a-z]{4,}/.test(text);
    });
    expect(untranslated).toEqual([]);
  });
});

describe('the code lists translated in the app', () => {
  it('hold the same catalogs and codes in Romanian and Russian, none left empty', async () => {
    const { TRANSLATED_CATALOGS } = await import('./catalogNames');
    expect(keys(TRANSLATED_CATALOGS.ru).sort()).toEqual(keys(TRANSLATED_CATALOGS.ro).sort());
    expect(values(TRANSLATED_CATALOGS).filter((text) => text.trim() === '')).toEqual([]);
  });

  it("name a code in the user's language, and keep the catalog's name for a code they do not hold", async () => {
    const { default: i18n } = await import('i18next');
    const { catalogLabel } = await import('@/components/form/CatalogSelect');
    await i18n.changeLanguage('ro');
    expect(catalogLabel({ code: '3', name: 'Road transport' }, 'transport-mode')).toBe('3 - Transport rutier');
    expect(catalogLabel({ code: 'ZZ', name: 'Something else' }, 'transport-mode')).toBe('ZZ - Something else');
    await i18n.changeLanguage('en');
    expect(catalogLabel({ code: '3', name: 'Road transport' }, 'transport-mode')).toBe('3 - Road transport');
  });
});
