import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppModal } from './AppModal';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** A modal question; focus is trapped inside and Esc cancels. */
export function ConfirmDialog({ opened, title, message, confirmLabel, cancelLabel, danger, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <AppModal opened={opened} onClose={onCancel} title={title} centered>
      <Text mb="lg">{message}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {cancelLabel ?? t('common.cancel')}
        </Button>
        <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={busy} data-autofocus>
          {confirmLabel ?? t('common.confirm')}
        </Button>
      </Group>
    </AppModal>
  );
}
