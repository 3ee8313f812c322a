/** Short cell texts of the house and item tables. */

export function codeText(value: unknown): string {
  if (value && typeof value === 'object' && 'code' in value) return String((value as { code: unknown }).code ?? '');
  return '';
}

export function partyText(value: unknown): string {
  if (!value || typeof value !== 'object') return '';
  const party = value as { name?: unknown; EORINumber?: unknown };
  const name = typeof party.name === 'string' ? party.name : '';
  const eori = typeof party.EORINumber === 'string' ? party.EORINumber : '';
  return name && eori ? `${eori} - ${name}` : name || eori;
}

/** One formatter per language: creating an Intl.NumberFormat costs far more than formatting. */
const numberFormats = new Map<string, Intl.NumberFormat>();

export function numberText(value: unknown, language: string): string {
  if (typeof value !== 'number') return typeof value === 'string' ? value : '';
  const locale = language === 'ro' ? 'ro-RO' : 'en-GB';
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 6 });
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function countOf(value: unknown): number {
  return Array.isArray(value) ? value.length : 0;
}

/** The number a row shows: its own (decItmNber, sequence) when the engine set it, else its position. */
export function rowNumber(value: unknown, index: number): number {
  return typeof value === 'number' && value > 0 ? value : index + 1;
}
