import { Group, Text } from '@mantine/core';
import { StatusChip } from './StatusChip';

/** A declaration screen's title: what the screen is, the reference (LRN or MRN) and the status chip. */
export function DocumentHeading({ title, reference, status }: { title: string; reference: string | null; status: string }) {
  return (
    <Group gap="sm" component="span">
      <span>{title}</span>
      {reference && (
        <Text span fw={400} size="lg">
          {reference}
        </Text>
      )}
      <StatusChip status={status} />
    </Group>
  );
}
