import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateOr } from '@/i18n';
import { statusColour } from './statusColours';

/** A document's status as a coloured chip, labelled by the kind's status names. */
export function StatusChip({ kind, status }: { kind: string; status: string }) {
  useTranslation();
  return (
    <Badge color={statusColour(kind, status)} variant="filled" radius="sm" tt="none" data-status={status}>
      {translateOr(`${kind}.status.${status}`, status)}
    </Badge>
  );
}
