import { Stack, Title } from '@mantine/core';
import { useCallback, type ReactNode } from 'react';
import { useFormSelector, type DocumentFormController } from '@/components/form';

export interface SectionProps {
  title: string;
  order: 4 | 5 | 6;
  /** The section is left out when the engine allows none of these fields. */
  pointers: string[];
  children: ReactNode;
}

/** A titled part of a house or item editor; hidden when the engine allows nothing in it. */
export function Section({ title, order, pointers, children }: SectionProps) {
  const key = pointers.join('|');
  const select = useCallback(
    (form: DocumentFormController) => key.split('|').every((pointer) => form.fields[pointer]?.presence === 'notAllowed'),
    [key],
  );
  const empty = useFormSelector(select);
  if (empty) return null;
  return (
    // a group, not a landmark: every house and item has sections of the same names
    <Stack gap="xs" role="group" aria-label={title}>
      <Title order={order} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
