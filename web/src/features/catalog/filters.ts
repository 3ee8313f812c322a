import { flagCriterion } from '@/api/catalog';
import type { CatalogItem, Criterion } from '@/api/types';

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
  | 'country'
  | 'additional-information'
  | 'payment-method'
  | 'package-type'
  | 'dangerous-goods'
  | 'cus-code'
  | 'commodity-code'
  | 'unit'
  | 'previous-document-type'
  | 'supporting-document-type'
  | 'transport-document-type'
  | 'additional-reference-type'
  | 'identification-type'
  | 'transport-actor-role'
  | 'location-type'
  | 'qualifier-of-identification'
  | 'un-locode'
  | 'nationality'
  | 'control-type'
  | 'control-result'
  | 'notification-type'
  | 'incident-code';

export type OfficeRole = 'departure' | 'destination' | 'transit' | 'exit' | 'transitExit' | 'guarantee';

const textEq = (fieldName: string, value: string): Criterion => ({ fieldName, operation: 'EQ', dataType: 'TEXT', values: [value] });
const textNin = (fieldName: string, values: string[]): Criterion => ({ fieldName, operation: 'NIN', dataType: 'TEXT', values });

/**
 * Customs offices with a role flag (e.g. departure=true), in `country` when it is known
 * (spec 7: "Customs offices: by country ..., or flags departure, destination, transit,
 * transitExit").
 */
export function officeCriteria(role: OfficeRole, country?: string | null): Criterion[] {
  const criteria = [flagCriterion(role)];
  if (country) criteria.push(textEq('countryCode', country));
  return criteria;
}

/** Countries known to NCTS (routing countries, departure/destination). */
export const NCTS_COUNTRIES: Criterion[] = [flagCriterion('countryNcts')];

/**
 * Countries a declaration may name for departure, destination and routing (spec 5.2, 7):
 * communityTransit for TIR, countryNcts otherwise.
 */
export function transitCountries(declarationType: string | null | undefined): Criterion[] {
  return declarationType === 'TIR' ? [flagCriterion('communityTransit')] : NCTS_COUNTRIES;
}

/** Spec 7: "AD and SM are excluded as destination when the departure country is a common-transit country". */
export const EXCLUDED_DESTINATIONS = ['AD', 'SM'];

export function destinationCountries(declarationType: string | null | undefined, departureIsCommonTransit: boolean): Criterion[] {
  const criteria = transitCountries(declarationType);
  return departureIsCommonTransit ? [...criteria, textNin('code', EXCLUDED_DESTINATIONS)] : criteria;
}

/** CountryRef: the country flags the rules read (generated schema `CountryRef`). */
export const COUNTRY_REF_FIELDS = ['code', 'name', 'commonTransit', 'communityTransit', 'countryNcts', 'secArea', 'countryCtc', 'addressType'] as const;

/**
 * The country catalog's item as the document's CountryRef. The catalog names the
 * contracting-party flag `ctc`; the document calls it `countryCtc` (spec 3.4).
 */
export function countryRef(item: CatalogItem): CatalogItem {
  const ref: CatalogItem = { code: item.code };
  const source: Record<string, unknown> = { ...item, countryCtc: item.countryCtc ?? item.ctc };
  for (const key of COUNTRY_REF_FIELDS) {
    const value = source[key];
    if (value !== undefined && value !== null) ref[key] = value as never;
  }
  return ref;
}

/** GuaranteeTypeRef (generated schema). */
export const GUARANTEE_TYPE_REF_FIELDS = ['code', 'name', 'withGrn', 'withRfc'] as const;

/** PackageTypeRef: the package kind decides the package number and shipping mark (spec 5.6). */
export const PACKAGE_TYPE_REF_FIELDS = ['code', 'name', 'packageKind'] as const;

/** Spec 7: "Declaration types: itemLevel true for items". */
export const ITEM_DECLARATION_TYPES: Criterion[] = [flagCriterion('itemLevel')];

/**
 * Spec 7: additional information "by applyTo GENERAL or ITEM; 30600 excluded when the
 * destination is in common transit".
 */
export function additionalInformationCriteria(level: 'GENERAL' | 'ITEM', destinationCommonTransit: boolean): Criterion[] {
  const criteria = [textEq('applyTo', level)];
  if (destinationCommonTransit) criteria.push(textNin('code', ['30600']));
  return criteria;
}

/**
 * Spec 7: authorisation types "by code C522 (destination) or C524 (departure, first mandatory
 * entry), else by type DESTINATION or DEPARTURE". A T01 is lodged at departure: its rows
 * offer the departure types, and the first row is C524 while the reduced dataset (which
 * needs one, spec 5.1) is chosen.
 */
export function authorisationTypeCriteria(direction: 'DEPARTURE' | 'DESTINATION', firstMandatory: boolean): Criterion[] {
  if (direction === 'DESTINATION') return [textEq('code', 'C522')];
  if (firstMandatory) return [textEq('code', 'C524')];
  return [textEq('type', direction)];
}

/**
 * Spec 5.8: identification types of a means of transport. Departure (inland) mode 3: code 30
 * for the first means and 31 for the others; modes 1, 2, 3, 4 and 8 (and the border side):
 * codes from ten times the mode to that plus 9. The catalog flags which list a type serves.
 */
export function identificationTypeCriteria(list: 'departureTransport' | 'borderTransport', mode: string | null | undefined, index: number): Criterion[] {
  const criteria = [flagCriterion(list)];
  if (list === 'departureTransport' && mode === '3') {
    criteria.push(textEq('code', index === 0 ? '30' : '31'));
  } else if (mode && ['1', '2', '3', '4', '8'].includes(mode)) {
    const low = Number(mode) * 10;
    criteria.push({ fieldName: 'code', operation: 'BETWEEN', dataType: 'TEXT', values: [String(low), String(low + 9)] });
  }
  return criteria;
}
