import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateOr } from '@/i18n';

const COLORS: Record<string, string> = {
  NEW: 'gray',
  STORED: 'gray',
  SUBMITTED: 'blue',
  PRE_LODGED: 'blue',
  ACCEPTED: 'cyan',
  GUARANTEE_REGISTERED: 'cyan',
  MOVEMENT_RELEASED: 'green',
  ARRIVED: 'teal',
  ARRIVAL_ACCEPTED: 'teal',
  GOODS_RELEASED: 'green',
  UNDER_CONTROL: 'orange',
  UNDER_RELEASE_REQUEST: 'orange',
  GUARANTEE_UNDER_AMENDMENT: 'orange',
  NOT_RELEASED: 'red',
  REJECTED: 'red',
  CANCELED: 'dark',
  IDLE: 'gray',
  NCF_REGISTERED: 'grape',
};

export function StatusChip({ status }: { status: string }) {
  useTranslation();
  return (
    <Badge color={`${COLORS[status] ?? 'gray'}.9`} variant="filled" radius="sm" tt="none" data-status={status}>
      {translateOr(`t01.status.${status}`, status)}
    </Badge>
  );
}
