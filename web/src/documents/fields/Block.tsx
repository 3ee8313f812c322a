import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useField } from '@/components/form';

export interface BlockProps {
  /** The block's pointer: the engine's presence hides it, marks it required, and its violations show under the title. */
  pointer: string;
  title: string;
  order?: 3 | 4 | 5 | 6;
  children: ReactNode;
}

/** A titled group of fields bound to one object of the document (a place, a location...). */
export function Block({ pointer, title, order = 4, children }: BlockProps) {
  const block = useField(pointer);
  if (block.hidden) return null;
  return (
    <Stack gap={4} role="group" aria-label={title}>
      <Title order={order} size="h5">
        {title}
        {block.required && <span aria-hidden> *</span>}
      </Title>
      {block.error && (
        <Text size="sm" c="red.9" id={block.errorId} role="alert">
          {block.error}
        </Text>
      )}
      {children}
    </Stack>
  );
}
