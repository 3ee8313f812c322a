import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { joinPointer } from '@/lib/jsonPointer';
import { fieldId } from './fieldId';
import { useField } from './useField';

export interface ListFieldProps {
  pointer: string;
  /** Name of the list, e.g. "Routing countries". */
  label: string;
  /** Name of one entry, e.g. "Routing country"; numbered in the UI. */
  itemLabel: string;
  max?: number;
  /** Delete is offered only while more than one row exists (routing countries). */
  keepOne?: boolean;
  renderItem(itemPointer: string, index: number): ReactNode;
}

/**
 * An array in the document with add and delete (delete asks first). Sequence numbers are
 * the engine's job: each change goes through it and comes back renumbered.
 */
export function ListField({ pointer, label, itemLabel, max, keepOne, renderItem }: ListFieldProps) {
  const { t } = useTranslation();
  const field = useField<Record<string, unknown>[]>(pointer);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [asked, setAsked] = useState(false);
  if (field.hidden) return null;
  const items = Array.isArray(field.value) ? field.value : [];
  const editable = field.editable;
  const canAdd = editable && (max === undefined || items.length < max);
  const canDelete = editable && (!keepOne || items.length > 1);

  const handleDelete = () => {
    if (deleting === null) return;
    field.onChange(items.filter((_, i) => i !== deleting));
    setDeleting(null);
  };

  return (
    <Stack gap="xs" role="group" aria-labelledby={`${field.id}-label`}>
      <Group justify="space-between">
        <Text fw={600} id={`${field.id}-label`}>
          {label}
          {field.required && <span aria-hidden> *</span>}
        </Text>
        {canAdd && (
          <Button size="xs" variant="outline" onClick={() => field.onChange([...items, {}])} id={fieldId(pointer)}>
            {t('list.add', { item: itemLabel })}
          </Button>
        )}
      </Group>
      {field.error && (
        <Text size="sm" c="red.9" id={field.errorId} role="alert">
          {field.error}
        </Text>
      )}
      {items.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('list.empty')}
        </Text>
      )}
      {items.map((item, index) => {
        const number = typeof item.sequence === 'number' ? item.sequence : index + 1;
        return (
          <Paper key={index} withBorder p="sm" radius="sm" aria-label={`${itemLabel} ${number}`} role="group">
            <Group justify="space-between" mb="xs">
              <Text fw={600} size="sm">
                {itemLabel} {number}
              </Text>
              {canDelete && (
                <Button
                  size="xs"
                  variant="default"
                  c="red.9"
                  onClick={() => {
                    setAsked(true);
                    setDeleting(index);
                  }}
                >
                  {t('list.delete', { item: `${itemLabel} ${number}` })}
                </Button>
              )}
            </Group>
            {renderItem(joinPointer(pointer, index), index)}
          </Paper>
        );
      })}
      {asked && (
        // mounted once first needed (a form has many lists), then kept for its focus return
        <ConfirmDialog
          opened={deleting !== null}
          title={t('list.confirmDeleteTitle')}
          message={t('list.confirmDelete', { item: `${itemLabel} ${deleting === null ? '' : deleting + 1}` })}
          confirmLabel={t('common.delete')}
          danger
          onConfirm={handleDelete}
          onCancel={() => setDeleting(null)}
        />
      )}
    </Stack>
  );
}
