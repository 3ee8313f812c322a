import { Button, Collapse, Group, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalDateInput } from '@/components/form/LocalDateInput';
import { translateOr } from '@/i18n';
import type { Filters, ListColumn, ListTexts } from './columns';
import type { ColumnList } from './useColumnList';

export interface ColumnFiltersProps {
  /** The texts' namespace (`t01`, `g01`, `authorisations`): headers, statuses, the form's title and buttons. */
  ns: ListTexts;
  list: Pick<ColumnList, 'columns' | 'filters' | 'applyFilters'>;
  /** The statuses a status filter offers, in the kind's order. */
  statuses: readonly string[];
}

/**
 * The search form every document list shares: one field per column the server says the list
 * filters, as its filter reads (a part of a text or code, a status, a range of days), applied
 * on submit (Enter in any field). On a phone it folds away behind a button.
 */
export function ColumnFilters({ ns, list, statuses }: ColumnFiltersProps) {
  const { t } = useTranslation();
  const { columns, applyFilters: onApply } = list;
  const [draft, setDraft] = useState<Filters>(list.filters);
  const narrow = useMediaQuery('(max-width: 36em)') ?? false;
  const [shown, setShown] = useState(false);
  const regionId = useId();
  const set = (key: string, typed: string | null | undefined) => setDraft((prev) => ({ ...prev, [key]: typed ?? undefined }));
  const header = (column: ListColumn) => translateOr(`${ns}.columns.${column.field}`, column.header);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const field = (column: ListColumn) => {
    switch (column.filter) {
      case 'text':
      case 'code':
        return <TextInput key={column.field} label={t('documents.filters.contains', { column: header(column) })} value={draft[column.field] ?? ''} onChange={(e) => set(column.field, e.currentTarget.value)} />;
      case 'status':
        return (
          <Select
            key={column.field}
            label={header(column)}
            placeholder={t('documents.filters.anyStatus')}
            data={statuses.map((status) => ({ value: status, label: translateOr(`${ns}.status.${status}`, status) }))}
            value={draft[column.field] ?? null}
            onChange={(status) => set(column.field, status)}
            clearable
            searchable
          />
        );
      case 'date':
      case 'instant':
        return (['from', 'to'] as const).map((end) => (
          <LocalDateInput key={`${column.field}.${end}`} label={t(`documents.filters.${end}`, { column: header(column) })} value={draft[`${column.field}.${end}`]} onChange={(day) => set(`${column.field}.${end}`, day)} />
        ));
      case 'none':
        return null;
    }
  };
  return (
    <Paper withBorder p="sm" mb="sm" component="form" onSubmit={submit} role="search" aria-label={t(`${ns}.filters.title`)}>
      {narrow && (
        <Button variant="default" size="xs" fullWidth aria-expanded={shown} aria-controls={regionId} onClick={() => setShown((open) => !open)}>
          {t(`${ns}.filters.title`)}
        </Button>
      )}
      <Collapse expanded={!narrow || shown} id={regionId}>
        <div style={{ paddingTop: narrow ? 8 : 0 }}>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
            {columns.map(field)}
          </SimpleGrid>
          <Group justify="flex-end" mt="sm" gap="xs">
            <Button
              variant="default"
              onClick={() => {
                setDraft({});
                onApply({});
              }}
            >
              {t(`${ns}.filters.clear`)}
            </Button>
            <Button type="submit">{t(`${ns}.filters.apply`)}</Button>
          </Group>
        </div>
      </Collapse>
    </Paper>
  );
}
