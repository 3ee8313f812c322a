import { notifications } from '@mantine/notifications';
import i18n from 'i18next';
import type { NotificationColor } from './actionResult';

export interface NotifyOptions {
  title?: string;
  message: string;
  color?: NotificationColor;
}

/** A toast; errors stay until closed, the rest close by themselves. */
export function notify({ title, message, color = 'green' }: NotifyOptions): void {
  notifications.show({
    title,
    message,
    color,
    autoClose: color === 'red' ? false : 6000,
    withBorder: true,
    closeButtonProps: { 'aria-label': i18n.t('common.closeNotification') },
  });
}
