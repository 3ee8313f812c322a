import i18n from 'i18next';
import type { ActionResult } from '@/api/types';
import { resultText } from '@/i18n/texts';

/** Mantine colour names used for notifications. */
export type NotificationColor = 'blue' | 'red' | 'green' | 'yellow' | 'orange' | 'gray';

export type ResultNotification =
  | { kind: 'message'; color: NotificationColor; message: string }
  | { kind: 'risk'; color: NotificationColor; operation: string; riskColor: string };

const TYPE_COLORS: Record<string, NotificationColor> = { INFO: 'blue', ERROR: 'red', SUCCESS: 'green' };

const RISK_COLORS: Record<string, NotificationColor> = { GREEN: 'green', YELLOW: 'yellow', ORANGE: 'orange', RED: 'red' };

/** Notification colour of a result type: INFO blue, ERROR red, SUCCESS green, default green. */
export function resultColor(type: string | null | undefined): NotificationColor {
  return (type && TYPE_COLORS[type]) || 'green';
}

export function riskNotificationColor(riskColor: string): NotificationColor {
  return RISK_COLORS[riskColor.toUpperCase()] ?? 'gray';
}

/** The second, risk notification is skipped for SELECTED+GREEN and for NO_COLOR (spec 4.2). */
export function showsRiskNotification(operation: string | null | undefined, riskColor: string | null | undefined): boolean {
  if (!riskColor || riskColor === 'NO_COLOR') return false;
  return !(operation === 'SELECTED' && riskColor === 'GREEN');
}

/** The notifications to show for a server action's answer (spec 4.2). */
export function resultNotifications(result: ActionResult): ResultNotification[] {
  const shown: ResultNotification[] = [];
  if (result.message) shown.push({ kind: 'message', color: resultColor(result.type), message: resultText(result) + stillToCorrect(result) });
  if (result.riskColor && showsRiskNotification(result.operation, result.riskColor)) {
    shown.push({ kind: 'risk', color: riskNotificationColor(result.riskColor), operation: result.operation ?? '', riskColor: result.riskColor });
  }
  return shown;
}

/** After a store, what remains to correct before submitting (the summary lists it). */
function stillToCorrect(result: ActionResult): string {
  const count = result.operation === 'STORED' ? (result.violations?.length ?? 0) : 0;
  return count > 0 ? ` ${(i18n.t as unknown as (key: string, options: object) => string)('notify.stillToCorrect', { count })}` : '';
}
