import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateOr } from '@/i18n';
import { statusColour } from './statusColours';

/** A document's status as a coloured chip, labelled by the kind's status names. */
export function StatusChip({ kind, status }: { kind: string; status: string }) {
  useTranslation();
  return (
    // never cut ('Stor…'): a long name wraps inside the chip instead
    <Badge
      color={statusColour(kind, status)}
      variant="filled"
      radius="sm"
      tt="none"
      h="auto"
      py={2}
      styles={{ label: { overflow: 'visible', whiteSpace: 'normal', textOverflow: 'clip', lineHeight: 1.3 } }}
      data-status={status}
    >
      {translateOr(`${kind}.status.${status}`, status)}
    </Badge>
  );
}
