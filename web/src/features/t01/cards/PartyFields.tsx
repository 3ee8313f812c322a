import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CatalogSelect, EoriFinder, TextField, useField } from '@/components/form';
import { COUNTRY_REF_FIELDS } from '@/features/catalog/filters';
import { FieldGrid } from './FieldGrid';

export interface PartyFieldsProps {
  pointer: string;
  title: string;
  /** Limits the EORI finder (holder: the user's own and linked EORIs). */
  allowedEoris?: string[];
}

/** A Party {EORINumber, name, address} of the declaration. */
export function PartyFields({ pointer, title, allowedEoris }: PartyFieldsProps) {
  const { t } = useTranslation();
  const party = useField(pointer);
  if (party.hidden) return null;
  return (
    <Stack gap={4} role="group" aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      <FieldGrid>
        <EoriFinder pointer={pointer} label={t('t01.party.eori')} allowedEoris={allowedEoris} />
        <TextField pointer={`${pointer}/name`} label={t('t01.party.name')} maxLength={70} />
        <TextField pointer={`${pointer}/address/streetNumber`} label={t('t01.party.street')} maxLength={70} />
        <TextField pointer={`${pointer}/address/postcode`} label={t('t01.party.postcode')} maxLength={17} />
        <TextField pointer={`${pointer}/address/city`} label={t('t01.party.city')} maxLength={35} />
        <CatalogSelect pointer={`${pointer}/address/country`} label={t('t01.party.country')} catalog="country" refFields={COUNTRY_REF_FIELDS} />
      </FieldGrid>
    </Stack>
  );
}
