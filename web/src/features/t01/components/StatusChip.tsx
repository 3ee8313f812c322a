import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateOr } from '@/i18n';

/**
 * Badge colours, each with white text at a contrast of at least 4.5:1 (WCAG AA for the 11px
 * label): Mantine's green.9 (4.37) and orange.9 (4.30) fall short, so those two are darker.
 */
const GREEN = '#237032';
const ORANGE = '#b03a0a';
const COLORS: Record<string, string> = {
  NEW: 'gray.7',
  STORED: 'gray.7',
  SUBMITTED: 'blue.9',
  PRE_LODGED: 'blue.9',
  ACCEPTED: 'cyan.9',
  GUARANTEE_REGISTERED: 'cyan.9',
  MOVEMENT_RELEASED: GREEN,
  ARRIVED: 'teal.9',
  ARRIVAL_ACCEPTED: 'teal.9',
  GOODS_RELEASED: GREEN,
  UNDER_CONTROL: ORANGE,
  UNDER_RELEASE_REQUEST: ORANGE,
  GUARANTEE_UNDER_AMENDMENT: ORANGE,
  NOT_RELEASED: 'red.9',
  REJECTED: 'red.9',
  CANCELED: 'dark.7',
  IDLE: 'gray.7',
  NCF_REGISTERED: 'grape.9',
};

export function StatusChip({ status }: { status: string }) {
  useTranslation();
  return (
    <Badge color={COLORS[status] ?? 'gray.7'} variant="filled" radius="sm" tt="none" data-status={status}>
      {translateOr(`t01.status.${status}`, status)}
    </Badge>
  );
}
