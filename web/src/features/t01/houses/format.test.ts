import { describe, expect, it } from 'vitest';
import { numberText } from './format';

describe('numberText', () => {
  it('writes numbers as Intl.NumberFormat does for en-GB, ro-RO and ru-RU (at most 6 decimals)', () => {
    const values = [0, 1, 12.5, 999, 1000, 1234, 1234.5678, 12345, 123456.7, 1234567.1234567, -1234.5, -0.5, 0.1 + 0.2, 999999.9999999, 1e20, 25000.05];
    for (const [language, locale] of [
      ['en', 'en-GB'],
      ['ro', 'ro-RO'],
      ['ru', 'ru-RU'],
    ]) {
      const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 6 });
      for (const value of values) expect(numberText(value, language), `${value} in ${locale}`).toBe(intl.format(value));
    }
  });

  it('shows a string as it is and nothing for other values', () => {
    expect(numberText('12.5', 'en')).toBe('12.5');
    expect(numberText(undefined, 'en')).toBe('');
    expect(numberText(null, 'ro')).toBe('');
  });
});
