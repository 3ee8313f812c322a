import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TextField, useField } from '@/components/form';
import { FieldGrid } from '@/documents/fields/FieldGrid';

/** A Contact {name, phoneNumber, eMailAddress}; hidden while the engine does not allow it. */
export function ContactFields({ pointer, title, order = 3 }: { pointer: string; title: string; order?: 3 | 4 | 5 | 6 }) {
  const { t } = useTranslation();
  const contact = useField(pointer);
  if (contact.hidden) return null;
  return (
    <Stack gap={4} role="group" aria-label={title}>
      <Title order={order} size="h5">
        {title}
      </Title>
      <FieldGrid>
        <TextField pointer={`${pointer}/name`} label={t('t01.contact.name')} />
        <TextField pointer={`${pointer}/phoneNumber`} label={t('t01.contact.phone')} type="tel" />
        <TextField pointer={`${pointer}/eMailAddress`} label={t('t01.contact.email')} type="email" />
      </FieldGrid>
    </Stack>
  );
}
