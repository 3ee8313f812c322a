import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

/** Dense responsive grid of fields: 1 column on phones, up to 3 on wide screens. */
export function FieldGrid({ children, cols = 3 }: { children: ReactNode; cols?: 2 | 3 | 4 }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: cols }} spacing="sm" verticalSpacing="xs">
      {children}
    </SimpleGrid>
  );
}
