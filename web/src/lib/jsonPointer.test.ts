import { describe, expect, it } from 'vitest';
import { getAt, isWithin, joinPointer, parsePointer, removeAt, setAt } from './jsonPointer';

describe('JSON Pointer', () => {
  it('parses escaped tokens', () => {
    expect(parsePointer('/a~1b/c~0d/0')).toEqual(['a/b', 'c~d', '0']);
    expect(joinPointer('/x', 'a/b', 2)).toBe('/x/a~1b/2');
  });

  it('reads nested values and arrays', () => {
    const doc = { guarantees: [{ type: { code: '1' } }] };
    expect(getAt(doc, '/guarantees/0/type/code')).toBe('1');
    expect(getAt(doc, '/guarantees/3/type')).toBeUndefined();
  });

  it('sets immutably, creating parents', () => {
    const doc = { a: { b: 1 }, keep: { x: 1 } };
    const next = setAt(doc, '/a/c/0/d', 'v');
    expect(next).toEqual({ a: { b: 1, c: [{ d: 'v' }] }, keep: { x: 1 } });
    expect(doc).toEqual({ a: { b: 1 }, keep: { x: 1 } });
    expect(next.keep).toBe(doc.keep);
  });

  it('removes members and array elements with undefined', () => {
    expect(setAt({ a: 1, b: 2 }, '/a', undefined)).toEqual({ b: 2 });
    expect(removeAt({ l: [1, 2, 3] }, '/l/1')).toEqual({ l: [1, 3] });
  });

  it('knows what lies within a pointer', () => {
    expect(isWithin('/guarantees/0/grn', '/guarantees')).toBe(true);
    expect(isWithin('/guaranteesX', '/guarantees')).toBe(false);
  });
});
