import { Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ScrollRegion } from '@/components/ui/ScrollRegion';

export interface LogSectionProps {
  title: string;
  /** Shown instead of the table when there is nothing to list. */
  emptyText: string;
  empty: boolean;
  /** The table's width below which it scrolls sideways (narrow screens). */
  minWidth: number;
  children: ReactNode;
}

/** A titled table of the declaration's record (versions, actions, messages, time limits), or a line saying it is empty. */
export function LogSection({ title, emptyText, empty, minWidth, children }: LogSectionProps) {
  return (
    <Paper withBorder p="sm">
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      {empty ? (
        <Text size="sm">{emptyText}</Text>
      ) : (
        <ScrollRegion label={title} minWidth={minWidth}>
          {children}
        </ScrollRegion>
      )}
    </Paper>
  );
}
