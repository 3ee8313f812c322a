import { Anchor, Skeleton, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScrollRegion } from '@/components/ui/ScrollRegion';
import { StatusChip } from '@/documents/components/StatusChip';
import { SortHeader } from '@/documents/list/SortHeader';
import { formatDay, formatTimestamp } from '@/lib/dates';
import type { G01ListItem } from '../api';
import type { G01Sort, G01SortField } from '../listQuery';
import { g01Paths } from '../model';

/** The columns of section 2, each sortable by its own field but the amounts (the store keeps
 * them as exact decimal text, which does not sort as numbers). */
/** On a phone only the key columns stay: GRN, balance, status and the action. */
const KEY_COLUMNS: ReadonlySet<G01SortField> = new Set(['grn', 'balance', 'status']);

const COLUMNS: readonly G01SortField[] = ['customsOffice', 'storageReference', 'applicantEori', 'applicantName', 'grn', 'guaranteeType', 'amount', 'balance', 'endDate', 'updatedAt', 'status'];
const UNSORTED: ReadonlySet<G01SortField> = new Set(['amount', 'balance']);

const money = (value: string | null | undefined) => value ?? '';

export interface G01TableProps {
  items: G01ListItem[] | undefined;
  loading: boolean;
  canView: boolean;
  sort: G01Sort;
  onSort(field: G01SortField): void;
}

/** The guarantee list (section 2 columns, sortable headers); the row action is view (`g01-read`). */
export function G01Table({ items, loading, canView, sort, onSort }: G01TableProps) {
  const { t, i18n } = useTranslation();
  return (
    <ScrollRegion label={t('g01.listTitle')} minWidth={1100}>
      <Table striped highlightOnHover verticalSpacing={6} horizontalSpacing="xs" fz="sm" data-testid="g01-table">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) =>
              UNSORTED.has(column) ? (
                <Table.Th key={column} data-secondary={!KEY_COLUMNS.has(column) || undefined}>
                  {t(`g01.columns.${column}`)}
                </Table.Th>
              ) : (
                <SortHeader key={column} label={t(`g01.columns.${column}`)} field={column} sort={sort} onSort={onSort} secondary={!KEY_COLUMNS.has(column)} />
              ),
            )}
            <Table.Th>{t('g01.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading &&
            [1, 2, 3].map((row) => (
              <Table.Tr key={row}>
                <Table.Td colSpan={COLUMNS.length + 1}>
                  <Skeleton height={18} />
                </Table.Td>
              </Table.Tr>
            ))}
          {!loading && items?.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={COLUMNS.length + 1}>
                <Text size="sm">{t('g01.empty')}</Text>
              </Table.Td>
            </Table.Tr>
          )}
          {items?.map((item) => (
            <Table.Tr key={item.id} data-id={item.id}>
              <Table.Td data-secondary>{item.customsOffice}</Table.Td>
              <Table.Td data-secondary>{item.storageReference}</Table.Td>
              <Table.Td data-secondary>{item.holderEori}</Table.Td>
              <Table.Td data-secondary>{item.holderName}</Table.Td>
              <Table.Td>{item.grn}</Table.Td>
              <Table.Td data-secondary>{item.guaranteeType}</Table.Td>
              <Table.Td data-secondary>{money(item.amount)}</Table.Td>
              <Table.Td>{money(item.balance)}</Table.Td>
              <Table.Td data-secondary>{formatDay(item.endDate, i18n.language)}</Table.Td>
              <Table.Td data-secondary>{formatTimestamp(item.updatedAtMs, i18n.language)}</Table.Td>
              <Table.Td>
                <StatusChip kind="g01" status={item.status} />
              </Table.Td>
              <Table.Td>
                {canView && (
                  <Anchor component={Link} to={g01Paths.view(item.id)} aria-label={t('g01.viewNamed', { grn: item.grn ?? item.storageReference ?? item.id })}>
                    {t('g01.actions.view')}
                  </Anchor>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
