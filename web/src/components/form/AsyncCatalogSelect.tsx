import { Select, TextInput } from '@mantine/core';
import { Spinner } from '@/components/ui/Spinner';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inCriterion, searchCatalog } from '@/api/catalog';
import { codesNamed } from '@/i18n/catalogNames';
import type { CatalogItem, Criterion } from '@/api/types';
import { inputProps } from './fieldProps';
import type { FieldBinding } from './useField';
import { recentValues, rememberValue } from './recentValues';

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
  /** The field's key among the user's recent values (recentValues.fieldKey), offered first. */
  recentKey?: string;
}

export const PAGE_SIZE = 20;

/** A searchable select whose options come from the catalog service as the user types. */
export function AsyncCatalogSelect({ binding, label, catalog, searchCriteria, criteria = [], toOption, selected, onSelect, recentKey }: AsyncCatalogSelectProps) {
  const { t } = useTranslation();
  // the select sets its search text to the chosen option's label at mount: start with it
  const [search, setSearch] = useState(() => selected?.label ?? '');
  const [opened, setOpened] = useState(false);
  const typed = selected && search === selected.label ? '' : search.trim();
  const [debounced] = useDebouncedValue(typed, 250);
  // a name typed in the user's language is found by its code where the app names the codes
  const localCodes = useMemo(() => (debounced ? codesNamed(catalog, debounced) : []), [catalog, debounced]);
  const query = useQuery({
    queryKey: ['catalog', catalog, criteria, debounced, localCodes],
    queryFn: ({ signal }) =>
      searchCatalog(
        catalog,
        { criteria: [...criteria, ...(localCodes.length > 0 ? [inCriterion('code', localCodes)] : debounced ? searchCriteria(debounced) : [])], size: PAGE_SIZE },
        signal,
      ),
    enabled: opened && binding.editable,
    staleTime: 5 * 60_000,
  });
  // the user's recent values, asked of the catalog with the field's criteria: only those the
  // field still allows are offered, with their names as the catalog has them today
  const recentCodes = useMemo(() => (opened && recentKey && !typed ? recentValues(recentKey).map((item) => item.code) : []), [opened, recentKey, typed]);
  const recentQuery = useQuery({
    queryKey: ['catalog', catalog, criteria, 'recent', recentCodes],
    queryFn: ({ signal }) => searchCatalog(catalog, { criteria: [...criteria, inCriterion('code', recentCodes)], size: recentCodes.length }, signal),
    enabled: opened && binding.editable && recentCodes.length > 0,
    staleTime: 5 * 60_000,
  });
  // until the search for what was typed answers, the previous answer is not offered
  const pending = typed !== debounced || query.isFetching;
  const options = (pending ? [] : (query.data?.items ?? [])).map(toOption);
  const recent = recentCodes.flatMap((code) => recentQuery.data?.items.find((item) => item.code === code) ?? []).map(toOption);
  // the chosen option keeps its label from the document: a changing label makes the select
  // reset what the user is typing
  const held = selected ? [selected] : [];
  const others = options.filter((o) => o.value !== selected?.value && !recent.some((r) => r.value === o.value));
  // while the user searches, the matches come first (the arrow down takes the first of them)
  const data = typed ? [...others, ...held] : [...held, ...recent.filter((o) => o.value !== selected?.value), ...others];
  const plain = (list: CatalogOption[]) => list.map(({ value, label: optionLabel }) => ({ value, label: optionLabel }));
  const shown =
    recent.length > 0 && !typed
      ? [
          ...plain(held),
          { group: t('catalog.recent'), items: plain(recent.filter((o) => o.value !== selected?.value)) },
          { group: t('catalog.all'), items: plain(others) },
        ].filter((entry) => !('items' in entry) || entry.items.length > 0)
      : plain(data);

  if (binding.readOnly) {
    // view and history: nothing to choose; a plain read-only input is much lighter than a select
    return <TextInput {...inputProps(binding, label)} value={selected?.label ?? ''} />;
  }
  return (
    <Select
      {...inputProps(binding, label)}
      searchable
      // the first match is highlighted when the answer to what was typed arrives, so that Enter
      // takes it: the select highlights on a change of the search only, and the answer comes
      // later; this flag turns on at that moment, which runs the select's own highlighting
      selectFirstOptionOnChange={typed !== '' && !pending && options.length > 0}
      // opened by a click, typing or the arrow keys; not by focus alone (focus coming back
      // from a dialog, such as 'Confirm Change', would reopen the list just chosen from)
      openOnFocus={false}
      clearable={binding.editable}
      data={shown}
      allowDeselect={false}
      value={selected?.value ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      onDropdownOpen={() => setOpened(true)}
      onDropdownClose={() => setOpened(false)}
      nothingFoundMessage={pending ? t('common.loading') : t('catalog.nothingFound')}
      rightSection={pending && opened ? <Spinner size="xs" /> : undefined}
      placeholder={binding.editable ? t('catalog.typeToSearch') : undefined}
      onChange={(value) => {
        const option = data.find((o) => o.value === value);
        if (option && recentKey) rememberValue(recentKey, { code: option.item.code, name: option.item.name });
        onSelect(option ? option.item : null);
      }}
      // picking the option the select already holds changes no value, so neither onChange nor
      // the select resets the input: what was typed ('MD') would stay beside the held option
      onOptionSubmit={(value) => {
        const option = data.find((o) => o.value === value);
        if (option) setSearch(option.label);
      }}
      // a closed dropdown is not rendered: a form has dozens of selects
      comboboxProps={{ withinPortal: true, keepMounted: false }}
    />
  );
}
