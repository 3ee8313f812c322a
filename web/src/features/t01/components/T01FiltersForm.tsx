import { Button, Collapse, Group, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translateOr } from '@/i18n';
import { EMPTY_FILTERS, type T01Filters } from '../listQuery';
import { T01_STATUSES } from '../model';
import { LocalDateInput } from '@/components/form/LocalDateInput';

export interface T01FiltersFormProps {
  value: T01Filters;
  onApply(filters: T01Filters): void;
}

export function T01FiltersForm({ value, onApply }: T01FiltersFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  // phones: the filters fold away behind a button so the list stays in view
  const narrow = useMediaQuery('(max-width: 36em)') ?? false;
  const [shown, setShown] = useState(false);
  const set = (key: keyof T01Filters) => (next: string) => setDraft((prev) => ({ ...prev, [key]: next }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };

  return (
    <Paper withBorder p="sm" mb="sm" component="form" onSubmit={handleSubmit} role="search" aria-label={t('t01.filters.title')}>
      {narrow && (
        <Button variant="default" size="xs" fullWidth aria-expanded={shown} aria-controls="t01-filters" onClick={() => setShown((open) => !open)}>
          {t('t01.filters.title')}
        </Button>
      )}
      <Collapse expanded={!narrow || shown} id="t01-filters">
        <div style={{ paddingTop: narrow ? 8 : 0 }}>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
            <TextInput label={t('t01.filters.mrn')} value={draft.mrn} onChange={(e) => set('mrn')(e.currentTarget.value)} />
            <TextInput label={t('t01.filters.lrn')} value={draft.lrn} onChange={(e) => set('lrn')(e.currentTarget.value)} />
            <Select
              label={t('t01.filters.status')}
              placeholder={t('t01.filters.anyStatus')}
              clearable
              value={draft.status || null}
              onChange={(status) => set('status')(status ?? '')}
              data={T01_STATUSES.map((status) => ({ value: status, label: translateOr(`t01.status.${status}`, status) }))}
            />
            <TextInput label={t('t01.filters.officeDeparture')} value={draft.officeOfDeparture} onChange={(e) => set('officeOfDeparture')(e.currentTarget.value)} />
            <TextInput label={t('t01.filters.officeDestination')} value={draft.officeOfDestination} onChange={(e) => set('officeOfDestination')(e.currentTarget.value)} />
            <TextInput label={t('t01.filters.holderEori')} value={draft.holderEori} onChange={(e) => set('holderEori')(e.currentTarget.value)} />
            <LocalDateInput label={t('t01.filters.updatedFrom')} value={draft.updatedFrom} onChange={(day) => set('updatedFrom')(day ?? '')} />
            <LocalDateInput label={t('t01.filters.updatedTo')} value={draft.updatedTo} onChange={(day) => set('updatedTo')(day ?? '')} />
          </SimpleGrid>
          <Group justify="flex-end" mt="sm" gap="xs">
            <Button
              variant="default"
              onClick={() => {
                setDraft(EMPTY_FILTERS);
                onApply(EMPTY_FILTERS);
              }}
            >
              {t('t01.filters.clear')}
            </Button>
            <Button type="submit">{t('t01.filters.apply')}</Button>
          </Group>
        </div>
      </Collapse>
    </Paper>
  );
}
