import { notifications } from '@mantine/notifications';
import i18n from 'i18next';
import type { NotificationColor } from './actionResult';

export interface NotifyOptions {
  title?: string;
  message: string;
  color?: NotificationColor;
}

/** A toast; errors stay until closed, the rest close by themselves. */
/** Shows a notification; its id, to take it away when it no longer holds (an undo). */
export function notify({ title, message, color = 'green' }: NotifyOptions): string {
  return notifications.show({
    title,
    message,
    color,
    autoClose: color === 'red' ? false : 6000,
    withBorder: true,
    closeButtonProps: { 'aria-label': i18n.t('common.closeNotification') },
  });
}

/** Takes a notification away (what it said no longer holds). */
export function withdrawNotification(id: string): void {
  notifications.hide(id);
}
