import { describe, expect, it } from 'vitest';
import { tadFileName } from './printTad';

describe('the TAD file', () => {
  it('is named after the MRN, the document only when there is none', () => {
    expect(tadFileName('26MD1001000000001A', 'x')).toBe('TAD-26MD1001000000001A.pdf');
    expect(tadFileName(null, 'doc-1')).toBe('TAD-doc-1.pdf');
    expect(tadFileName('', 'a"b/c')).toBe('TAD-abc.pdf');
  });
});
