import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PageTitleProps {
  title: ReactNode;
  /** Buttons on the right of the title. */
  actions?: ReactNode;
}

export function PageTitle({ title, actions }: PageTitleProps) {
  return (
    <Group justify="space-between" mb="sm" gap="xs">
      <Title order={1} size="h3">
        {title}
      </Title>
      {actions && <Group gap="xs">{actions}</Group>}
    </Group>
  );
}
