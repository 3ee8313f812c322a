import { containsCriterion } from '@/api/catalog';
import type { CatalogItem } from '@/api/types';
import { catalogSearchCriteria } from '@/components/form/CatalogSelect';
import { RefSelect } from '@/documents/fields/RefSelect';

/** A UN/LOCODE is 2 letters of country and 3 of place ("MDKIV"): typed so, it is a code. */
export function unLocodeSearch(typed: string) {
  return /^[A-Za-z]{2}[A-Za-z0-9]{3}$/.test(typed.trim()) ? [containsCriterion('code', typed.trim().toUpperCase())] : catalogSearchCriteria(typed);
}

const codeRef = (item: CatalogItem): CatalogItem => (item.name ? { code: item.code, name: item.name } : { code: item.code });

/** A place by its UN/LOCODE (catalog "UN locations"), searched by code or by name. */
export function UnLocodeSelect({ pointer, label }: { pointer: string; label: string }) {
  return <RefSelect pointer={pointer} label={label} catalog="un-locode" toRef={codeRef} searchCriteria={unLocodeSearch} />;
}
