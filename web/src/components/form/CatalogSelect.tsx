import { containsCriterion, inCriterion } from '@/api/catalog';
import type { CatalogItem, Criterion } from '@/api/types';
import type { Choices } from '@/rules/types';
import { useCallback } from 'react';
import { useFormSelector } from './DocumentFormContext';
import type { DocumentFormController } from './types';
import { AsyncCatalogSelect, type CatalogOption } from './AsyncCatalogSelect';
import type { BaseFieldProps } from './fieldProps';
import { limitOf, useField } from './useField';
import { catalogName } from '@/i18n/catalogNames';
import { fieldKey } from './recentValues';

export interface CatalogSelectProps extends BaseFieldProps {
  /** The catalog; by default the one the rule crate's limits name for the reference's code. */
  catalog?: string;
  /** Fixed criteria, e.g. `flagCriterion('countryNcts')`. */
  criteria?: Criterion[];
  /** Members of the catalog item the document keeps (its reference type's fields). */
  refFields?: readonly string[];
}

export const CODE_REF_FIELDS = ['code', 'name'] as const;

/** The catalog item reduced to the document's reference type (the model rejects other members). */
export function toRef(item: CatalogItem, fields: readonly string[]): CatalogItem {
  const ref: CatalogItem = { code: item.code };
  for (const key of fields) if (item[key] !== undefined && item[key] !== null) ref[key] = item[key];
  return ref;
}

/** "code - name"; the name in the user's language where the app translates the catalog. */
export function catalogLabel(item: { code: string; name?: string | null }, catalog?: string): string {
  const name = catalog ? catalogName(catalog, item.code, item.name) : item.name;
  return name ? `${item.code} - ${name}` : item.code;
}

/** A catalog item as an option of the picker of `catalog`. */
export const catalogOption =
  (catalog: string) =>
  (item: CatalogItem): CatalogOption => ({ value: item.code, label: catalogLabel(item, catalog), item });
/** Looks like a code ("MD100100", "T1", "TIR"): search codes; anything else searches names. */
export function looksLikeCode(typed: string): boolean {
  return (/\d/.test(typed) && !/\s/.test(typed)) || /^[A-Z0-9]{1,3}$/.test(typed);
}

export function catalogSearchCriteria(typed: string): Criterion[] {
  return [containsCriterion(looksLikeCode(typed) ? 'code' : 'name', looksLikeCode(typed) ? typed.toUpperCase() : typed)];
}

/** The engine's narrowing of a choice field as catalog criteria. */
export function choiceCriteria(choices: Choices | undefined): Criterion[] {
  if (!choices) return [];
  const criteria: Criterion[] = [];
  if (choices.only) criteria.push(inCriterion('code', choices.only));
  if (choices.exclude?.length) criteria.push({ fieldName: 'code', operation: 'NIN', dataType: 'TEXT', values: choices.exclude });
  // the catalog service takes every value as text ('true' for a BOOLEAN flag)
  for (const c of choices.criteria ?? []) criteria.push({ ...c, values: c.values.map(String) });
  return criteria;
}

/** Stores the catalog item ({code, name, ...the flags the rules need}) at the pointer; shows "code - name". */
export function CatalogSelect({ pointer, label, disabled, catalog, criteria, refFields = CODE_REF_FIELDS }: CatalogSelectProps) {
  const choices = useFormSelector(useCallback((form: DocumentFormController) => form.choices[pointer], [pointer]));
  const bound = useFormSelector(useCallback((form: DocumentFormController) => limitOf(form.limits, `${pointer}/code`)?.catalog, [pointer]));
  // Until the engine's first answer brings the limits, a bound picker waits, disabled.
  const name = catalog ?? bound;
  const field = useField<CatalogItem>(pointer, { disabled: disabled || !name });
  if (field.hidden) return null;
  const narrowed = choiceCriteria(choices);
  const toOption = catalogOption(name ?? '');
  return (
    <AsyncCatalogSelect
      binding={field}
      label={label}
      catalog={name ?? ''}
      criteria={narrowed.length > 0 ? [...(criteria ?? []), ...narrowed] : criteria}
      searchCriteria={catalogSearchCriteria}
      toOption={toOption}
      selected={field.value?.code ? toOption(field.value) : null}
      onSelect={(item) => field.onChange(item ? toRef(item, refFields) : undefined)}
      recentKey={fieldKey(pointer)}
    />
  );
}
