import { containsCriterion, inCriterion } from '@/api/catalog';
import type { CatalogItem } from '@/api/types';
import { AsyncCatalogSelect, type CatalogOption } from './AsyncCatalogSelect';
import { useFormStore } from './DocumentFormContext';
import type { BaseFieldProps } from './fieldProps';
import { useField, useFormValue } from './useField';
import { fieldKey } from './recentValues';

export interface EoriFinderProps extends BaseFieldProps {
  /** When given, only these EORI numbers can be chosen (the user's own plus linked ones). */
  allowedEoris?: string[];
}

type PartyValue = Record<string, unknown> & { EORINumber?: string; name?: string };

const eoriOf = (item: CatalogItem): string => (typeof item.EORINumber === 'string' ? item.EORINumber : item.code);

function toOption(item: CatalogItem): CatalogOption {
  const eori = eoriOf(item);
  return { value: eori, label: item.name ? `${eori} - ${item.name}` : eori, item };
}

/** What was typed looks like an EORI (country code then a digit): search numbers, else names. */
function searchCriteria(typed: string) {
  return /^[A-Za-z]{2}\d/.test(typed) ? [containsCriterion('EORINumber', typed.toUpperCase())] : [containsCriterion('name', typed)];
}

/** The party after choosing `item`: its EORI, name and AEO flag (the rest stays as typed). */
export function partyFrom(item: CatalogItem, current: PartyValue | undefined): PartyValue {
  const next: PartyValue = { ...current, EORINumber: eoriOf(item) };
  if (item.name) next.name = item.name;
  if (typeof item.aeo === 'boolean') next.aeoAuthorised = item.aeo;
  return next;
}

/**
 * Finds an economic operator in the `eori` catalog (on EORINumber and name) and fills the
 * party at `pointer`.
 */
export function EoriFinder({ pointer, label, disabled, allowedEoris }: EoriFinderProps) {
  const store = useFormStore();
  const party = useFormValue<PartyValue>(pointer);
  const field = useField<string>(`${pointer}/EORINumber`, { disabled });
  if (field.hidden) return null;
  const selected = field.value ? toOption({ code: field.value, EORINumber: field.value, name: party?.name }) : null;
  return (
    <AsyncCatalogSelect
      binding={field}
      label={label}
      catalog="eori"
      criteria={allowedEoris ? [inCriterion('EORINumber', allowedEoris)] : []}
      searchCriteria={searchCriteria}
      toOption={toOption}
      selected={selected}
      onSelect={(item) => (item ? store.change(pointer, partyFrom(item, party)) : field.onChange(undefined))}
      recentKey={fieldKey(pointer)}
    />
  );
}
