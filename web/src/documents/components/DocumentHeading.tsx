import { Group, Text } from '@mantine/core';
import { StatusChip } from './StatusChip';

/** A document screen's title: what the screen is, the reference (LRN, MRN, GRN) and the status chip. */
export function DocumentHeading({ kind, title, reference, status }: { kind: string; title: string; reference: string | null; status: string }) {
  return (
    <Group gap="sm" component="span">
      <span>{title}</span>
      {reference && (
        <Text span fw={400} size="lg">
          {reference}
        </Text>
      )}
      <StatusChip kind={kind} status={status} />
    </Group>
  );
}
