import { containsCriterion } from '@/api/catalog';
import type { CatalogItem, Criterion } from '@/api/types';
import { AsyncCatalogSelect, type CatalogOption } from './AsyncCatalogSelect';
import type { BaseFieldProps } from './fieldProps';
import { useField } from './useField';

export interface CatalogSelectProps extends BaseFieldProps {
  catalog: string;
  /** Fixed criteria, e.g. `flagCriterion('countryNcts')`. */
  criteria?: Criterion[];
}

export function catalogLabel(item: { code: string; name?: string | null }): string {
  return item.name ? `${item.code} - ${item.name}` : item.code;
}

const toOption = (item: CatalogItem): CatalogOption => ({ value: item.code, label: catalogLabel(item), item });
const byName = (typed: string) => [containsCriterion('name', typed)];

/** Stores the whole catalog item ({code, name, ...flags}) at the pointer; shows "code - name". */
export function CatalogSelect({ pointer, label, disabled, catalog, criteria }: CatalogSelectProps) {
  const field = useField<CatalogItem>(pointer, { disabled });
  if (field.hidden) return null;
  return (
    <AsyncCatalogSelect
      binding={field}
      label={label}
      catalog={catalog}
      criteria={criteria}
      searchCriteria={byName}
      toOption={toOption}
      selected={field.value?.code ? toOption(field.value) : null}
      onSelect={(item) => field.onChange(item ?? undefined)}
    />
  );
}
