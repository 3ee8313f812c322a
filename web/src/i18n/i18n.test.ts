import { describe, expect, it } from 'vitest';
import { en } from './en';
import { ro } from './ro';

function keys(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => keys(value, prefix ? `${prefix}.${key}` : key));
}

function values(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  return Object.values(node as object).flatMap(values);
}

describe('translations', () => {
  it('have the same keys in English and Romanian', () => {
    expect(keys(ro).sort()).toEqual(keys(en).sort());
  });

  it('have no empty Romanian text', () => {
    expect(values(ro).filter((text) => text.trim() === '')).toEqual([]);
  });

  it('write Romanian with comma-below ș ț, not the cedilla forms', () => {
    const all = values(ro).join(' ');
    expect(all).not.toMatch(/[şţŞŢ]/);
    expect(all).toMatch(/[șț]/);
  });

  it('keep the interpolation variables of the English text', () => {
    const vars = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
    const enKeys = keys(en);
    const get = (tree: unknown, key: string) => key.split('.').reduce((node, part) => (node as Record<string, unknown>)[part], tree) as string;
    for (const key of enKeys) expect({ key, vars: vars(get(ro, key)) }).toEqual({ key, vars: vars(get(en, key)) });
  });
});
