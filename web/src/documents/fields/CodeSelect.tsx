import { useState } from 'react';
import type { CatalogItem } from '@/api/types';
import { useField } from '@/components/form';
import { AsyncCatalogSelect } from '@/components/form/AsyncCatalogSelect';
import { catalogOption, catalogSearchCriteria } from '@/components/form/CatalogSelect';
import { fieldKey } from '@/components/form/recentValues';

export interface CodeSelectProps {
  pointer: string;
  label: string;
  catalog: string;
  disabled?: boolean;
}


/**
 * A catalog code kept as a plain string in the document (HS code, CUS code). The document has
 * no name: the chosen item's "code - name" stays shown while the form is open.
 */
export function CodeSelect({ pointer, label, catalog, disabled }: CodeSelectProps) {
  const field = useField<string>(pointer, { disabled });
  const [chosen, setChosen] = useState<CatalogItem | null>(null);
  if (field.hidden) return null;
  const toOption = catalogOption(catalog);
  const selected = field.value ? toOption(chosen?.code === field.value ? chosen : { code: field.value }) : null;
  return (
    <AsyncCatalogSelect
      binding={field}
      label={label}
      catalog={catalog}
      searchCriteria={catalogSearchCriteria}
      toOption={toOption}
      selected={selected}
      onSelect={(item) => {
        setChosen(item);
        field.onChange(item ? item.code : undefined);
      }}
      recentKey={fieldKey(pointer)}
    />
  );
}
