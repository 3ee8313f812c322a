import { Anchor, Button, Group, Skeleton, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { T01ListItem } from '@/api/types';
import { ScrollRegion } from '@/components/ui/ScrollRegion';
import { formatTimestamp } from '@/lib/dates';
import type { T01Sort, T01SortField } from '../listQuery';
import { t01Paths } from '../model';
import { StatusChip } from '@/documents/components/StatusChip';
import { SortHeader } from '@/documents/list/SortHeader';
import classes from './T01Table.module.css';

export interface T01TableProps {
  items: T01ListItem[] | undefined;
  loading: boolean;
  sort: T01Sort;
  onSort(field: T01SortField): void;
  /** Where a row leads (the declaration's view; the ATR list leads to the record). */
  viewPath?: (id: string) => string;
  /** A new declaration from the row's (clone), for those who file. */
  copyPath?: (id: string) => string;
}

type ColumnKey = 'lrn' | 'mrn' | 'declarationType' | 'holder' | 'officeOfDeparture' | 'officeOfDestination' | 'status' | 'updatedAt';

/** On a phone only the key columns stay (LRN, with the MRN under it, status and the action). */
const KEY_COLUMNS: ReadonlySet<ColumnKey> = new Set(['lrn', 'status']);

const COLUMNS: { key: ColumnKey; sortField: T01SortField }[] = [
  { key: 'lrn', sortField: 'lrn' },
  { key: 'mrn', sortField: 'mrn' },
  { key: 'declarationType', sortField: 'declarationType' },
  { key: 'holder', sortField: 'holderEori' },
  { key: 'officeOfDeparture', sortField: 'officeOfDeparture' },
  { key: 'officeOfDestination', sortField: 'officeOfDestination' },
  { key: 'status', sortField: 'status' },
  { key: 'updatedAt', sortField: 'updatedAt' },
];

export function T01Table({ items, loading, sort, onSort, viewPath = t01Paths.view, copyPath }: T01TableProps) {
  const { t, i18n } = useTranslation();
  return (
    <ScrollRegion label={t('t01.listTitle')} minWidth={960}>
      <Table striped highlightOnHover verticalSpacing={6} horizontalSpacing="xs" fz="sm" data-testid="t01-table">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <SortHeader key={column.key} label={t(`t01.columns.${column.key}`)} field={column.sortField} sort={sort} onSort={onSort} secondary={!KEY_COLUMNS.has(column.key)} />
            ))}
            <Table.Th>
              <Text span size="sm" fw={700}>
                {t('t01.columns.actions')}
              </Text>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading &&
            Array.from({ length: 5 }, (_, row) => (
              <Table.Tr key={row}>
                {Array.from({ length: COLUMNS.length + 1 }, (__, cell) => (
                  <Table.Td key={cell}>
                    <Skeleton height={14} />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          {!loading && items?.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={COLUMNS.length + 1}>
                <Text ta="center" py="md">
                  {t('t01.empty')}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {!loading &&
            items?.map((item) => {
              const ref = item.lrn || item.mrn || item.id;
              return (
                <Table.Tr key={item.id} data-testid="t01-row" data-id={item.id}>
                  <Table.Td>
                    <Anchor component={Link} to={viewPath(item.id)} fz="sm" className={classes.reference}>
                      {item.lrn || t('t01.noLrn')}
                    </Anchor>
                    {item.mrn && (
                      <Text size="xs" hiddenFrom="xs">
                        {item.mrn}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td data-secondary>{item.mrn}</Table.Td>
                  <Table.Td data-secondary>{item.declarationType}</Table.Td>
                  <Table.Td data-secondary>
                    <div>{item.holderEori}</div>
                    {item.holderName && (
                      <Text size="xs" c="dimmed">
                        {item.holderName}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td data-secondary>{item.officeOfDeparture}</Table.Td>
                  <Table.Td data-secondary>{item.officeOfDestination}</Table.Td>
                  <Table.Td>
                    <StatusChip kind="t01" status={item.status} />
                  </Table.Td>
                  <Table.Td data-secondary className={classes.nowrap}>
                    {formatTimestamp(item.updatedAtMs, i18n.language)}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Button component={Link} to={viewPath(item.id)} size="compact-xs" variant="default" aria-label={t('t01.rowViewNamed', { ref })}>
                        {t('t01.rowView')}
                      </Button>
                      {/* a broker's next declaration often repeats one filed before: start from it */}
                      {copyPath && (
                        <Button component={Link} to={copyPath(item.id)} size="compact-xs" variant="default" aria-label={t('t01.rowCopyNamed', { ref })} data-secondary>
                          {t('t01.rowCopy')}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
