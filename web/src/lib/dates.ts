const pad = (n: number) => String(n).padStart(2, '0');

/** Local date as YYYY-MM-DD. */
export function formatDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Local date and time as YYYY-MM-DDTHH:mm:ss (the spec's working date format). */
export function formatDateTime(date: Date): string {
  return `${formatDate(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** A moment (epoch milliseconds) in local time, as the user's language writes a day, with hours and minutes. */
export function formatTimestamp(ms: number, language: string): string {
  return formatDay(formatDateTime(new Date(ms)), language).slice(0, -3);
}

/** The same with its seconds (a log: who did what and when). */
export function formatMoment(ms: number, language: string): string {
  return formatDay(formatDateTime(new Date(ms)), language);
}

/**
 * One way of writing a day per language (issue 18): `en` as en-GB (27/11/2026), `ro` and `ru`
 * with dots (27.11.2026); the time, where there is one, in 24 hours with seconds. The document
 * keeps ISO 8601 (YYYY-MM-DD, YYYY-MM-DDTHH:mm:ss); only what the user reads and types differs.
 */
const DAY_SEPARATOR: Record<string, string> = { en: '/', ro: '.', ru: '.' };

const separatorOf = (language: string) => DAY_SEPARATOR[language.slice(0, 2)] ?? '/';

/** An ISO day (or date and time) as the user's language writes it; '' for no or a bad value. */
export function formatDay(iso: string | null | undefined, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}:\d{2})(:\d{2})?)?/.exec(iso ?? '');
  if (!match) return '';
  const [, year, month, day, time, seconds] = match;
  const sep = separatorOf(language);
  const date = `${day}${sep}${month}${sep}${year}`;
  return time ? `${date} ${time}${seconds ?? ':00'}` : date;
}

function validDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1000 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * What the user typed as an ISO day (`withTime`: date and time, seconds :00 when left out), or
 * null when it is no day. Day first with dots, slashes or hyphens (27.11.2026, 27/11/2026,
 * 1-2-2026) as every one of the three languages writes it, or ISO (2026-11-27) as pasted.
 */
export function parseDay(text: string, withTime = false): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(trimmed);
  const local = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})(?:[ ,]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(trimmed);
  const parts = iso ? [iso[1], iso[2], iso[3], iso[4], iso[5], iso[6]] : local ? [local[3], local[2], local[1], local[4], local[5], local[6]] : null;
  if (!parts) return null;
  const [year, month, day, hours, minutes, seconds] = parts.map((part) => (part === undefined ? undefined : Number(part)));
  if (!validDay(year!, month!, day!)) return null;
  const date = `${year}-${pad(month!)}-${pad(day!)}`;
  if (!withTime) return hours === undefined ? date : null;
  if (hours === undefined) return null;
  if (hours > 23 || minutes! > 59 || (seconds ?? 0) > 59) return null;
  return `${date}T${pad(hours)}:${pad(minutes!)}:${pad(seconds ?? 0)}`;
}
