import { describe, expect, it } from 'vitest';
import { applyPatches, diffJson, jsonEqual } from './jsonPatch';
import { setAt } from './jsonPointer';

describe('JSON patches', () => {
  it('diffs leaves, removals, additions and odd keys, and applies back to an equal value', () => {
    const a = { lrn: 'L', n: 1, gone: true, list: [{ s: 1 }, { s: 2 }], 'a/b~c': { x: 1 } };
    const b = { lrn: 'L2', n: 1, list: [{ s: 1 }, { s: 3, t: 'new' }], 'a/b~c': { x: 2 }, added: [1] };
    const patches = diffJson(a, b);
    expect(patches).toEqual([
      { pointer: '/gone' },
      { pointer: '/lrn', value: 'L2' },
      { pointer: '/list/1/s', value: 3 },
      { pointer: '/list/1/t', value: 'new' },
      { pointer: '/a~1b~0c/x', value: 2 },
      { pointer: '/added', value: [1] },
    ]);
    expect(applyPatches(a, patches)).toEqual(b);
  });

  it('sends a list whose length changed whole (its rows may have shifted)', () => {
    expect(diffJson({ rows: [1, 2, 3] }, { rows: [1, 3] })).toEqual([{ pointer: '/rows', value: [1, 3] }]);
  });

  it('walks nothing that is shared: a change in one of 10,000 items is one patch', () => {
    const houses = Array.from({ length: 1000 }, (_, h) => ({ sequence: h + 1, houseItems: Array.from({ length: 10 }, (_, i) => ({ sequence: i + 1, grossMass: 1 })) }));
    const doc = { houseConsignments: houses };
    const changed = setAt(doc, '/houseConsignments/500/houseItems/3/grossMass', 2);
    expect(changed.houseConsignments[499]).toBe(doc.houseConsignments[499]);
    expect(diffJson(doc, changed)).toEqual([{ pointer: '/houseConsignments/500/houseItems/3/grossMass', value: 2 }]);
  });

  it('compares deeply, ignoring members that are undefined', () => {
    expect(jsonEqual({ a: [1, { b: 2 }], c: undefined }, { a: [1, { b: 2 }] })).toBe(true);
    expect(jsonEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] })).toBe(false);
    expect(jsonEqual([1], { 0: 1 })).toBe(false);
    expect(jsonEqual(null, {})).toBe(false);
  });

  it('removes a row at an index as setAt does', () => {
    expect(applyPatches({ rows: ['a', 'b', 'c'] }, [{ pointer: '/rows/1' }])).toEqual({ rows: ['a', 'c'] });
  });
});
