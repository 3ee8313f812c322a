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

/**
 * A number as Intl.NumberFormat(en-GB, ro-RO or ru-RU, at most 6 decimals) writes it: 1,234.5 or
 * 1.234,5. Written out because the first Intl.NumberFormat of a page costs tens of
 * milliseconds (its locale data), in the first render of a big declaration's house table.
 * (It rounds the binary value, Intl the decimal one: they may differ on a 5 in the 7th decimal.)
 */
/** Group and decimal separators as Intl writes them (ru-RU groups with a no-break space). */
const SEPARATORS: Record<string, [string, string]> = { en: [',', '.'], ro: ['.', ','], ru: ['\u00a0', ','] };

export function numberText(value: unknown, language: string): string {
  if (typeof value !== 'number') return typeof value === 'string' ? value : '';
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return String(value);
  const [group, decimal] = SEPARATORS[language.slice(0, 2)] ?? SEPARATORS.en!;
  const [whole, fraction = ''] = Math.abs(value).toFixed(6).replace(/\.?0+$/, '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const sign = value < 0 && (whole !== '0' || fraction !== '') ? '-' : '';
  return sign + grouped + (fraction ? decimal + fraction : '');
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
