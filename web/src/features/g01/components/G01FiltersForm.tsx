import { Button, Group, Paper, SimpleGrid, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_FILTERS, type G01Filters } from '../listQuery';

const FIELDS = ['customsOffice', 'applicantEori', 'grn', 'applicantName'] as const;

/** The list's filters (section 2), applied on submit (Enter in any field). */
export function G01FiltersForm({ value, onApply }: { value: G01Filters; onApply(filters: G01Filters): void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <Paper withBorder p="sm" mb="sm" component="form" onSubmit={submit} role="search" aria-label={t('g01.filters.label')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        {FIELDS.map((field) => (
          <TextInput key={field} label={t(`g01.filters.${field}`)} value={draft[field]} onChange={(e) => setDraft({ ...draft, [field]: e.currentTarget.value })} />
        ))}
      </SimpleGrid>
      <Group gap="xs" mt="sm">
        <Button type="submit" size="xs">
          {t('g01.filters.apply')}
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => {
            setDraft(EMPTY_FILTERS);
            onApply(EMPTY_FILTERS);
          }}
        >
          {t('g01.filters.clear')}
        </Button>
      </Group>
    </Paper>
  );
}
