import { describe, expect, it } from 'vitest';
import { DOCUMENT_NAV, LIFECYCLE, LIST_COLUMNS } from '@/generated/kinds.gen';
import { T01_STATUSES } from '@/features/t01/model';
import { en } from '@/i18n/en';
import { ro } from '@/i18n/ro';
import { ru } from '@/i18n/ru';

/**
 * No raw code reaches a user (issue 18): every status and action the server may name has a name
 * in each language, so that no screen falls back to 'MOVEMENT_RELEASED' or 'decide-favourable'.
 */
describe.each([
  ['en', en],
  ['ro', ro],
  ['ru', ru],
] as const)('in %s', (_, tree) => {
  const names = (table: Record<string, unknown>) => Object.keys(table);

  it("names every status of a declaration", () => {
    expect(T01_STATUSES.filter((status) => !names(tree.t01.status).includes(status))).toEqual([]);
  });

  it('names every entry of the navigation the registry declares', () => {
    expect(DOCUMENT_NAV.filter((entry) => !names(tree.nav).includes(entry.label)).map((entry) => entry.label)).toEqual([]);
  });

  it("names every column of every kind's list (the server's English header is only a fallback)", () => {
    const headers = { t01: tree.t01.columns, g01: tree.g01.columns } as Record<string, Record<string, unknown>>;
    const missing = Object.entries(LIST_COLUMNS).flatMap(([kind, columns]) =>
      columns.filter((c) => !names(headers[kind] ?? tree.authorisations.columns).includes(c.field)).map((c) => `${kind}.${c.field}`),
    );
    expect(missing).toEqual([]);
  });

  it('names every status and lifecycle step of an authorisation', () => {
    expect(Object.keys(LIFECYCLE.statusColours).filter((status) => !names(tree.authorisations.status).includes(status))).toEqual([]);
    expect(Object.keys(LIFECYCLE.stepForms).filter((action) => !names(tree.authorisations.actions).includes(action))).toEqual([]);
  });
});
