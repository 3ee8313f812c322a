import { Select } from '@mantine/core';
import { Spinner } from '@/components/ui/Spinner';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchCatalog } from '@/api/catalog';
import type { CatalogItem, Criterion } from '@/api/types';
import { inputProps } from './fieldProps';
import type { FieldBinding } from './useField';

export interface CatalogOption {
  value: string;
  label: string;
  item: CatalogItem;
}

export interface AsyncCatalogSelectProps {
  binding: FieldBinding<unknown>;
  label: string;
  catalog: string;
  /** Criteria for what the user typed (empty: none). */
  searchCriteria(typed: string): Criterion[];
  /** Fixed criteria added to every search (e.g. a country filter). */
  criteria?: Criterion[];
  toOption(item: CatalogItem): CatalogOption;
  /** The option for the current value, if any. */
  selected: CatalogOption | null;
  onSelect(item: CatalogItem | null): void;
}

export const PAGE_SIZE = 20;

/** A searchable select whose options come from the catalog service as the user types. */
export function AsyncCatalogSelect({ binding, label, catalog, searchCriteria, criteria = [], toOption, selected, onSelect }: AsyncCatalogSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(false);
  const typed = selected && search === selected.label ? '' : search.trim();
  const [debounced] = useDebouncedValue(typed, 250);
  const query = useQuery({
    queryKey: ['catalog', catalog, criteria, debounced],
    queryFn: ({ signal }) =>
      searchCatalog(catalog, { criteria: [...criteria, ...(debounced ? searchCriteria(debounced) : [])], size: PAGE_SIZE }, signal),
    enabled: opened && binding.editable,
    staleTime: 5 * 60_000,
  });
  const options = (query.data?.items ?? []).map(toOption);
  if (selected && !options.some((o) => o.value === selected.value)) options.unshift(selected);

  return (
    <Select
      {...inputProps(binding, label)}
      searchable
      clearable={binding.editable}
      data={options.map(({ value, label: optionLabel }) => ({ value, label: optionLabel }))}
      value={selected?.value ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      onDropdownOpen={() => setOpened(true)}
      onDropdownClose={() => setOpened(false)}
      nothingFoundMessage={query.isFetching ? t('common.loading') : t('catalog.nothingFound')}
      rightSection={query.isFetching ? <Spinner size="xs" /> : undefined}
      placeholder={binding.editable ? t('catalog.typeToSearch') : undefined}
      onChange={(value) => {
        const option = options.find((o) => o.value === value);
        onSelect(option ? option.item : null);
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
