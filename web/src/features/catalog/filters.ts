import { flagCriterion } from '@/api/catalog';
import type { Criterion } from '@/api/types';

/** Catalog names used by the forms (crates/catalog registry). */
export type CatalogName =
  | 'declaration-type'
  | 'additional-declaration-type'
  | 'security-declaration-type'
  | 'reduced-dataset'
  | 'binding-itinerary'
  | 'specific-circumstance'
  | 'language'
  | 'container-indicator'
  | 'transport-mode'
  | 'representative-status'
  | 'guarantee-type'
  | 'currency'
  | 'customs-office'
  | 'authorisation-type'
  | 'country';

export type OfficeRole = 'departure' | 'destination' | 'transit' | 'exit' | 'guarantee';

/** Customs offices with a role flag (e.g. departure=true). */
export function officeCriteria(role: OfficeRole): Criterion[] {
  return [flagCriterion(role)];
}

/** Countries known to NCTS (routing countries, departure/destination). */
export const NCTS_COUNTRIES: Criterion[] = [flagCriterion('countryNcts')];

/** CountryRef: the country flags the rules read (generated schema `CountryRef`). */
export const COUNTRY_REF_FIELDS = ['code', 'name', 'commonTransit', 'communityTransit', 'countryNcts', 'secArea'] as const;

/** GuaranteeTypeRef (generated schema). */
export const GUARANTEE_TYPE_REF_FIELDS = ['code', 'name', 'withGrn', 'withRfc'] as const;
