import { Anchor, Skeleton, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScrollRegion } from '@/components/ui/ScrollRegion';
import { StatusChip } from '@/documents/components/StatusChip';
import { translateOr } from '@/i18n';
import { formatDay, formatTimestamp } from '@/lib/dates';
import { cellValue, type ListColumn, type ListRow, type ListTexts } from './columns';
import type { ColumnList } from './useColumnList';
import classes from './ColumnTable.module.css';
import { SortHeader } from './SortHeader';

export interface ColumnTableProps {
  /** The texts' namespace (`t01`, `g01`, `authorisations`): the headers (`{ns}.columns.{field}`, else the server's), the statuses and the empty list. */
  ns: ListTexts;
  /** The `data-testid`s: `{testId}-table` and `{testId}-row` (with the row's id in `data-id`). */
  testId: string;
  /** The list: its columns as the server declares them (generated `LIST_COLUMNS`), its rows and order. */
  list: Pick<ColumnList, 'columns' | 'result' | 'sort' | 'sortBy'>;
  /** The columns a phone keeps (with the status and the row's actions); the others are hidden there. */
  keyColumns: ReadonlySet<string>;
  /** Width below which the table scrolls sideways. */
  minWidth: number;
  label: string;
  /** The row's last cell: what the user may do with it (view, copy). */
  actions(row: ListRow): ReactNode;
  /** The column whose value links to the row's document (its reference), where the user may open it. */
  link?: { field: string; to(row: ListRow): string };
}

/**
 * The table every document list shares: one header per declared column (a button that sorts
 * where the list sorts by it), one cell per column as its kind of value shows (a status chip,
 * a day, a time, a text), and the row's actions.
 */
export function ColumnTable({ ns, testId, list, keyColumns, minWidth, label, actions, link }: ColumnTableProps) {
  const { t, i18n } = useTranslation();
  const { columns, sort, sortBy: onSort } = list;
  const rows = list.result.data?.items;
  const loading = list.result.isPending;
  const header = (column: ListColumn) => translateOr(`${ns}.columns.${column.field}`, column.header);
  const secondary = (column: ListColumn) => !keyColumns.has(column.field) && column.field !== 'status';
  const cell = (row: ListRow, column: ListColumn): ReactNode => {
    const value = cellValue(row, column);
    if (column.field === 'status') return <StatusChip kind={ns} status={row.status} />;
    if (column.shows === 'instant') return typeof value === 'number' ? formatTimestamp(value, i18n.language) : '';
    if (column.shows === 'date') return formatDay(typeof value === 'string' ? value : undefined, i18n.language);
    const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
    return link?.field === column.field && text ? (
      <Anchor component={Link} to={link.to(row)} fz="sm">
        {text}
      </Anchor>
    ) : (
      text
    );
  };
  const whole = (column: ListColumn) => (column.field === 'status' || column.shows === 'date' || column.shows === 'instant' ? classes.whole : undefined);
  const span = columns.length + 1;
  return (
    <ScrollRegion label={label} minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing={6} horizontalSpacing={6} fz="sm" data-testid={`${testId}-table`}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) =>
              column.sorted ? (
                <SortHeader key={column.field} label={header(column)} field={column.field} sort={sort} onSort={onSort} secondary={secondary(column)} />
              ) : (
                <Table.Th key={column.field} data-secondary={secondary(column) || undefined}>
                  {header(column)}
                </Table.Th>
              ),
            )}
            <Table.Th>
              <VisuallyHidden>{t('documents.rowActions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading &&
            [1, 2, 3].map((row) => (
              <Table.Tr key={row}>
                <Table.Td colSpan={span}>
                  <Skeleton height={18} />
                </Table.Td>
              </Table.Tr>
            ))}
          {!loading && rows?.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={span}>
                <Text size="sm" ta="center" py="md">
                  {t(`${ns}.empty`)}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {!loading &&
            rows?.map((row) => (
              <Table.Tr key={row.id} data-testid={`${testId}-row`} data-id={row.id}>
                {columns.map((column) => (
                  <Table.Td key={column.field} data-secondary={secondary(column) || undefined} className={whole(column)}>
                    {cell(row, column)}
                  </Table.Td>
                ))}
                <Table.Td className={classes.actions}>{actions(row)}</Table.Td>
              </Table.Tr>
            ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
