import { useQuery } from '@tanstack/react-query';
import { inCriterion, searchCatalog } from '@/api/catalog';
import { translateOr } from '@/i18n';

/**
 * A supplementary unit of the Combined Nomenclature (as the CN data names it: PST, L_ALC_100PCT,
 * …) in words with its tariff symbol, in the user's language; an unknown one as it is.
 */
export function supplementaryUnitName(code: string): string {
  return translateOr(`t01.items.suppUnits.${code}`, code);
}

/**
 * The supplementary unit the CN asks for under an item's HS subheading and CN code: `undefined`
 * while unknown (no full code, or not loaded yet), `null` when that CN code has none.
 */
export function useSupplementaryUnit(hsCode: string | undefined, cnCode: string | undefined): string | null | undefined {
  const code = hsCode && cnCode && /^\d{6}$/.test(hsCode) && /^\d{2}$/.test(cnCode) ? hsCode + cnCode : null;
  const found = useQuery({
    queryKey: ['cn-code', code],
    enabled: code !== null,
    staleTime: Infinity,
    queryFn: ({ signal }) => searchCatalog('cn-code', { criteria: [inCriterion('code', [code ?? ''])], page: 0, size: 1 }, signal),
  });
  if (!code || !found.data) return undefined;
  const line = found.data.items[0];
  if (!line) return undefined;
  return typeof line.supplementaryUnit === 'string' ? line.supplementaryUnit : null;
}
