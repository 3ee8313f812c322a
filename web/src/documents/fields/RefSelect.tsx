import { useCallback } from 'react';
import type { CatalogItem, Criterion } from '@/api/types';
import { useField, useFormSelector, type DocumentFormController } from '@/components/form';
import { AsyncCatalogSelect } from '@/components/form/AsyncCatalogSelect';
import { catalogOption, catalogSearchCriteria, choiceCriteria } from '@/components/form/CatalogSelect';
import { fieldKey } from '@/components/form/recentValues';

export interface RefSelectProps {
  pointer: string;
  label: string;
  catalog: string;
  criteria?: Criterion[];
  disabled?: boolean;
  /** The catalog item as the document keeps it. */
  toRef(item: CatalogItem): CatalogItem;
  /** Criteria for what the user typed (default: codes for code-like input, else names). */
  searchCriteria?(typed: string): Criterion[];
}


/**
 * A catalog select whose document value is built by `toRef` (e.g. a country whose catalog
 * flag names differ from the document's). Narrowed by the engine's choices like CatalogSelect.
 */
export function RefSelect({ pointer, label, catalog, criteria, disabled, toRef, searchCriteria = catalogSearchCriteria }: RefSelectProps) {
  const choices = useFormSelector(useCallback((form: DocumentFormController) => form.choices[pointer], [pointer]));
  const field = useField<CatalogItem>(pointer, { disabled });
  if (field.hidden) return null;
  const toOption = catalogOption(catalog);
  const narrowed = choiceCriteria(choices);
  return (
    <AsyncCatalogSelect
      binding={field}
      label={label}
      catalog={catalog}
      criteria={narrowed.length > 0 ? [...(criteria ?? []), ...narrowed] : criteria}
      searchCriteria={searchCriteria}
      toOption={toOption}
      selected={field.value?.code ? toOption(field.value) : null}
      onSelect={(item) => field.onChange(item ? toRef(item) : undefined)}
      recentKey={fieldKey(pointer)}
    />
  );
}
