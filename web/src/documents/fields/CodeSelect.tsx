import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { inCriterion, searchCatalog } from '@/api/catalog';
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
 * no name: the chosen item's "code - name" stays shown while the form is open, and a code set
 * otherwise (stored, or filled by the classification search) is named by the catalog.
 */
export function CodeSelect({ pointer, label, catalog, disabled }: CodeSelectProps) {
  const field = useField<string>(pointer, { disabled });
  const [chosen, setChosen] = useState<CatalogItem | null>(null);
  const code = field.value;
  const known = chosen?.code === code ? chosen : null;
  const named = useQuery({
    queryKey: ['catalog', catalog, 'named', code],
    queryFn: ({ signal }) => searchCatalog(catalog, { criteria: [inCriterion('code', [code!])], size: 1 }, signal),
    enabled: !!code && !known && !field.hidden,
    staleTime: 5 * 60_000,
  });
  if (field.hidden) return null;
  const toOption = catalogOption(catalog);
  const selected = code ? toOption(known ?? named.data?.items.find((item) => item.code === code) ?? { code }) : null;
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
