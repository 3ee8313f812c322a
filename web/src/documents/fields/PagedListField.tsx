import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useCallback, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldId, useFormSection, useFormSelector, useFormStore, type DocumentFormController } from '@/components/form';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { getAt } from '@/lib/jsonPointer';
import { RowPager } from '@/documents/fields/RowPager';
import { violationText } from '@/i18n/texts';

export interface PagedListFieldProps {
  pointer: string;
  /** Name of the list, e.g. "Transport equipment". */
  label: string;
  /** Name of one entry, e.g. "Equipment"; numbered in the UI. */
  itemLabel: string;
  max?: number;
  /** Rows shown at a time. */
  pageSize?: number;
  renderItem(itemPointer: string, index: number): ReactNode;
}

type Row = Record<string, unknown>;

interface Slice {
  count: number;
  rows: Row[];
  required: boolean;
  hidden: boolean;
  editable: boolean;
  error: string | undefined;
}

const same = (a: Slice, b: Slice) =>
  a.count === b.count &&
  a.required === b.required &&
  a.hidden === b.hidden &&
  a.editable === b.editable &&
  a.error === b.error &&
  a.rows.length === b.rows.length &&
  a.rows.every((row, i) => row === b.rows[i]);

/**
 * ListField for the lists that may be long (transport equipment up to 9999, goods references
 * up to 999 per equipment): one page of rows is rendered at a time, the rest is paged. Add
 * goes to the last page; delete asks first and the engine renumbers.
 */
export function PagedListField({ pointer, label, itemLabel, max, pageSize = 10, renderItem }: PagedListFieldProps) {
  const { t } = useTranslation();
  const store = useFormStore();
  const labelId = useId();
  const [page, setPage] = useState(0);
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
        editable: !form.readOnly && state?.disabled !== true,
        error: messages.length > 0 ? messages.map((v) => violationText(v)).join(' ') : undefined,
      };
    },
    [pointer, page, pageSize],
  );
  const slice = useFormSelector(select, same);
  // the error summary shows a row that is on another page
  useFormSection([pointer], (target) => {
    const index = Number(target.slice(pointer.length + 1).split('/')[0]);
    if (Number.isInteger(index) && index >= 0) setPage(Math.floor(index / pageSize));
  });
  if (slice.hidden) return null;
  const pages = Math.max(1, Math.ceil(slice.count / pageSize));
  const canAdd = slice.editable && (max === undefined || slice.count < max);
  const numberOf = (row: Row | undefined, index: number) => (typeof row?.sequence === 'number' && row.sequence > 0 ? row.sequence : index + 1);

  const add = () => {
    store.change(`${pointer}/${slice.count}`, {});
    setPage(Math.floor(slice.count / pageSize));
  };
  const confirmDelete = () => {
    if (deleting === null) return;
    store.change(`${pointer}/${deleting}`, undefined);
    setDeleting(null);
    const remaining = Math.max(1, Math.ceil((slice.count - 1) / pageSize));
    if (page >= remaining) setPage(remaining - 1);
  };

  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId}>
      <Group justify="space-between">
        <Text fw={600} id={labelId}>
          {label}
          {slice.required && <span aria-hidden> *</span>}
          {slice.count > pageSize && (
            <Text span size="sm" fw={400}>
              {' '}
              {t('rows.count', { count: slice.count })}
            </Text>
          )}
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
      {slice.count === 0 && <Text size="sm">{t('list.empty')}</Text>}
      {slice.rows.map((row, offset) => {
        const index = page * pageSize + offset;
        const number = numberOf(row, index);
        return (
          <Paper key={index} withBorder p="sm" radius="sm" aria-label={`${itemLabel} ${number}`} role="group">
            <Group justify="space-between" mb="xs">
              <Text fw={600} size="sm">
                {itemLabel} {number}
              </Text>
              {slice.editable && (
                <Button size="xs" variant="default" c="red.9" onClick={() => setDeleting(index)}>
                  {t('list.delete', { item: `${itemLabel} ${number}` })}
                </Button>
              )}
            </Group>
            {renderItem(`${pointer}/${index}`, index)}
          </Paper>
        );
      })}
      <RowPager list={label} pages={pages} page={page} onPageChange={setPage} />
      {deleting !== null && (
        <ConfirmDialog
          opened
          title={t('list.confirmDeleteTitle')}
          message={t('list.confirmDelete', { item: `${itemLabel} ${numberOf(slice.rows[deleting - page * pageSize], deleting)}` })}
          confirmLabel={t('common.delete')}
          danger
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
        />
      )}
    </Stack>
  );
}
