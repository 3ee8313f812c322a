/**
 * NCTS identifier check digits (NOTES.md 4.1 and 4.2), computed independently of the server:
 * letters valued as in ISO 6346 (multiples of 11 skipped), each character times 2^i, the sum
 * mod 11, then mod 10. The MRN checks its first 17 characters, the GRN its first 16.
 */
export function nctsCheckDigit(prefix: string): number {
  const letters = 'A10B12C13D14E15F16G17H18I19J20K21L23M24N25O26P27Q28R29S30T31U32V34W35X36Y37Z38';
  const value = (c: string) => (/\d/.test(c) ? Number(c) : Number(letters.slice(letters.indexOf(c) + 1, letters.indexOf(c) + 3)));
  const sum = [...prefix].reduce((acc, c, i) => acc + value(c) * 2 ** i, 0);
  return (sum % 11) % 10;
}
