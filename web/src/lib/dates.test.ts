import { describe, expect, it } from 'vitest';
import { formatDay, formatMoment, formatTimestamp, parseDay } from './dates';

describe('a day as each language writes it', () => {
  it('is written day first: en with slashes, ro and ru with dots', () => {
    expect(formatDay('2026-11-27', 'en')).toBe('27/11/2026');
    expect(formatDay('2026-11-27', 'ro')).toBe('27.11.2026');
    expect(formatDay('2026-11-27', 'ru')).toBe('27.11.2026');
    expect(formatDay('2026-11-27T14:05:09', 'ro')).toBe('27.11.2026 14:05:09');
  });

  it('writes nothing for no value, never a placeholder', () => {
    expect(formatDay(undefined, 'en')).toBe('');
    expect(formatDay('', 'ro')).toBe('');
    expect(formatDay('not a day', 'ru')).toBe('');
  });

  it('is read as typed in any of the three ways, or as ISO when pasted', () => {
    expect(parseDay('27.11.2026')).toBe('2026-11-27');
    expect(parseDay('27/11/2026')).toBe('2026-11-27');
    expect(parseDay(' 1-2-2026 ')).toBe('2026-02-01');
    expect(parseDay('2026-11-27')).toBe('2026-11-27');
  });

  it('is no day when the calendar has none', () => {
    expect(parseDay('31.02.2026')).toBeNull();
    expect(parseDay('12.2026')).toBeNull();
    expect(parseDay('27.11.26')).toBeNull();
    expect(parseDay('27.11.2026 10:00')).toBeNull();
  });

  it('with its time, the seconds :00 when left out', () => {
    expect(parseDay('27.11.2026 9:30', true)).toBe('2026-11-27T09:30:00');
    expect(parseDay('2026-11-27T09:30:15', true)).toBe('2026-11-27T09:30:15');
    expect(parseDay('27.11.2026 24:00', true)).toBeNull();
    expect(parseDay('27.11.2026', true)).toBeNull();
  });
});

describe('a moment in a list or a log', () => {
  it('is written as the language writes a day, with the local time', () => {
    const ms = new Date(2026, 10, 27, 9, 5, 7).getTime();
    expect(formatTimestamp(ms, 'ro')).toBe('27.11.2026 09:05');
    expect(formatTimestamp(ms, 'en')).toBe('27/11/2026 09:05');
    expect(formatMoment(ms, 'ru')).toBe('27.11.2026 09:05:07');
  });
});
