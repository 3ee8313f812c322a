import { Table, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ListSort } from './sort';
import classes from './SortHeader.module.css';

export interface SortHeaderProps<F extends string> {
  label: string;
  field: F;
  sort: ListSort<F>;
  onSort(field: F): void;
  /** Hidden on a phone (ScrollRegion): not one of the list's key columns. */
  secondary?: boolean;
}

/** A column header that sorts the list by its column (aria-sort on the active one). */
export function SortHeader<F extends string>({ label, field, sort, onSort, secondary }: SortHeaderProps<F>) {
  const { t } = useTranslation();
  const active = sort.field === field;
  return (
    <Table.Th data-secondary={secondary || undefined} aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}>
      <UnstyledButton className={classes.sort} onClick={() => onSort(field)} title={t('documents.sortBy', { column: label })}>
        {label}
        <span aria-hidden className={classes.arrow}>
          {active ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </UnstyledButton>
    </Table.Th>
  );
}
