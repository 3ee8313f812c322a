import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useCallback, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldId, useFormSelector, useFormStore, type DocumentFormController } from '@/components/form';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { ScrollRegion } from '@/components/ui/ScrollRegion';
import { getAt, type JsonObject } from '@/lib/jsonPointer';
import { RowPager } from '@/documents/fields/RowPager';
import { violationText } from '@/i18n/texts';

export type Row = Record<string, unknown>;

export interface RowColumn {
  header: string;
  cell(row: Row): ReactNode;
  /** Right-aligned (numbers). */
  numeric?: boolean;
}

export interface RowTableProps {
  /** The list in the document, e.g. `/houseConsignments`. */
  pointer: string;
  /** Name of the list (the table's caption). */
  title: string;
  /** Name of one row, e.g. "House consignment"; numbered in the buttons' names. */
  itemLabel: string;
  /** The number shown for a row (its sequence, or the declaration item number). */
  numberOf(row: Row, index: number): number;
  columns: RowColumn[];
  page: number;
  pageSize: number;
  onPageChange(page: number): void;
  /** The row open in the editor below the table. */
  selected: number | null;
  onSelect(index: number | null): void;
  /** After a row was deleted (to move the selection). */
  onDeleted(index: number): void;
  max: number;
  /** A new row (the engine renumbers it); `count` rows exist, the last of them `previous`. */
  newRow(count: number, previous: Row | undefined): JsonObject;
  /** A copy of `row` to add as the next row (offered on each row when given). */
  duplicate?(row: Row, count: number): JsonObject;
  /** The id of the editor the open buttons control. */
  editorId: string;
  testId?: string;
  /** Minimum width below which the table scrolls horizontally. */
  minWidth?: number;
}

interface Slice {
  count: number;
  rows: Row[];
  required: boolean;
  hidden: boolean;
  error: string | undefined;
}

function sameSlice(a: Slice, b: Slice): boolean {
  return (
    a.count === b.count &&
    a.required === b.required &&
    a.hidden === b.hidden &&
    a.error === b.error &&
    a.rows.length === b.rows.length &&
    a.rows.every((row, i) => row === b.rows[i])
  );
}

export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/**
 * A paged table over a list of the document that may hold thousands of rows: only the rows of
 * the current page are read and rendered (a keystroke elsewhere re-renders it only when one of
 * those rows changed). Rows are opened in an editor below; add, and delete after a
 * confirmation (the engine renumbers what follows).
 */
export function RowTable(props: RowTableProps) {
  const { pointer, title, itemLabel, numberOf, columns, page, pageSize, onPageChange, selected, onSelect, onDeleted, max, newRow, duplicate, editorId, testId, minWidth = 640 } =
    props;
  const { t } = useTranslation();
  const store = useFormStore();
  const labelId = useId();
  const [deleting, setDeleting] = useState<number | null>(null);
  const select = useCallback(
    (form: DocumentFormController): Slice => {
      const list = getAt(form.document, pointer);
      const rows = Array.isArray(list) ? (list as Row[]) : [];
      const state = form.fields[pointer];
      const messages = form.violationsFor(pointer);
      return {
        count: rows.length,
        rows: rows.slice(page * pageSize, (page + 1) * pageSize),
        required: state?.presence === 'required',
        hidden: state?.presence === 'notAllowed',
        error: messages.length > 0 ? messages.map((v) => violationText(v)).join(' ') : undefined,
      };
    },
    [pointer, page, pageSize],
  );
  const slice = useFormSelector(select, sameSlice);
  const editable = useFormSelector(isEditable);
  if (slice.hidden) return null;
  const pages = pageCount(slice.count, pageSize);
  const canAdd = editable && slice.count < max;

  /** Appends `row` and opens it. */
  const append = (row: JsonObject) => {
    const index = slice.count;
    store.change(`${pointer}/${index}`, row);
    onPageChange(Math.floor(index / pageSize));
    onSelect(index);
  };
  const add = () => {
    const list = getAt(store.getSnapshot().document, pointer);
    const previous = Array.isArray(list) && list.length > 0 ? (list[list.length - 1] as Row) : undefined;
    append(newRow(slice.count, previous));
  };

  const confirmDelete = () => {
    if (deleting === null) return;
    const index = deleting;
    setDeleting(null);
    store.change(`${pointer}/${index}`, undefined);
    onDeleted(index);
    const remaining = slice.count - 1;
    if (page > 0 && page >= pageCount(remaining, pageSize)) onPageChange(pageCount(remaining, pageSize) - 1);
  };

  const deletingRow = deleting === null ? undefined : slice.rows[deleting - page * pageSize];
  const deletingNumber = deleting === null ? 0 : deletingRow ? numberOf(deletingRow, deleting) : deleting + 1;

  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600} id={labelId}>
          {title}
          {slice.required && <span aria-hidden> *</span>}{' '}
          <Text span size="sm" fw={400}>
            {t('rows.count', { count: slice.count })}
          </Text>
        </Text>
        {canAdd && (
          <Button size="xs" variant="outline" onClick={add} id={fieldId(pointer)}>
            {t('list.add', { item: itemLabel })}
          </Button>
        )}
      </Group>
      {slice.error && (
        <Text size="sm" c="red.9" role="alert">
          {slice.error}
        </Text>
      )}
      {slice.count === 0 ? (
        <Text size="sm">{t('list.empty')}</Text>
      ) : (
        <ScrollRegion label={title} minWidth={minWidth}>
          <Table fz="sm" verticalSpacing={4} striped aria-labelledby={labelId} data-testid={testId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('rows.number')}</Table.Th>
                {columns.map((column) => (
                  <Table.Th key={column.header} scope="col" ta={column.numeric ? 'right' : undefined}>
                    {column.header}
                  </Table.Th>
                ))}
                {editable && <Table.Th scope="col">{t('rows.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {slice.rows.map((row, offset) => {
                const index = page * pageSize + offset;
                const number = numberOf(row, index);
                const open = selected === index;
                return (
                  <Table.Tr key={index} data-testid={testId ? `${testId}-row` : undefined} aria-current={open ? 'true' : undefined} bg={open ? 'blue.0' : undefined}>
                    <Table.Th scope="row">
                      <Button
                        size="compact-sm"
                        variant={open ? 'filled' : 'light'}
                        aria-expanded={open}
                        aria-controls={open ? editorId : undefined}
                        aria-label={t(open ? 'rows.closeNamed' : 'rows.openNamed', { item: `${itemLabel} ${number}` })}
                        title={t(open ? 'rows.close' : editable ? 'rows.edit' : 'rows.view')}
                        onClick={() => onSelect(open ? null : index)}
                        leftSection={<span aria-hidden>{open ? '▾' : '▸'}</span>}
                      >
                        {number}
                      </Button>
                    </Table.Th>
                    {columns.map((column) => (
                      <Table.Td key={column.header} ta={column.numeric ? 'right' : undefined}>
                        {column.cell(row)}
                      </Table.Td>
                    ))}
                    {editable && (
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          {duplicate && canAdd && (
                            <Button size="compact-xs" variant="default" onClick={() => append(duplicate(row, slice.count))} aria-label={t('rows.duplicateNamed', { item: `${itemLabel} ${number}` })}>
                              {t('rows.duplicate')}
                            </Button>
                          )}
                          <Button size="compact-xs" variant="default" c="red.9" onClick={() => setDeleting(index)} aria-label={t('list.delete', { item: `${itemLabel} ${number}` })}>
                            {t('common.delete')}
                          </Button>
                        </Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
      <RowPager list={title} pages={pages} page={page} onPageChange={onPageChange} />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('list.confirmDeleteTitle')}
        message={t('list.confirmDelete', { item: `${itemLabel} ${deletingNumber}` })}
        confirmLabel={t('common.delete')}
        danger
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}

const isEditable = (form: DocumentFormController) => !form.readOnly;
