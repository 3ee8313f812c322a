import { Badge, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EoriFinder, TextField, useField } from '@/components/form';
import { CountrySelect } from '@/documents/fields/CountrySelect';
import { FieldGrid } from '@/documents/fields/FieldGrid';

export interface PartyFieldsProps {
  pointer: string;
  title: string;
  /** Limits the EORI finder (holder: the user's own and linked EORIs). */
  allowedEoris?: string[];
  /** Heading level of the title (3 in a card, deeper inside a house or item). */
  order?: 3 | 4 | 5 | 6;
  /** The address block (a supply chain actor has none). */
  withAddress?: boolean;
}

/**
 * A Party {EORINumber, name, address} of the declaration. A party the engine disables (a
 * trader's holder, an agent's own representative: spec 6) disables all its inputs. Its AEO
 * status is shown, never edited: the server sets it from the EORI catalog.
 */
export function PartyFields({ pointer, title, allowedEoris, order = 3, withAddress = true }: PartyFieldsProps) {
  const { t } = useTranslation();
  const party = useField(pointer);
  const aeo = useField<boolean>(`${pointer}/aeoAuthorised`);
  if (party.hidden) return null;
  const disabled = party.disabled;
  return (
    <Stack gap={4} role="group" aria-label={title}>
      <Group gap="xs">
        <Title order={order} size="h5">
          {title}
          {party.required && <span aria-hidden> *</span>}
        </Title>
        {aeo.value === true && (
          // white on teal 9: a contrast of 5:1 (teal on light teal was 4.3)
          <Badge variant="filled" color="teal.9" data-testid={`${pointer}/aeoAuthorised`}>
            {t('documents.party.aeoAuthorised')}
          </Badge>
        )}
      </Group>
      <FieldGrid>
        <EoriFinder pointer={pointer} label={t('documents.party.eori')} allowedEoris={allowedEoris} disabled={disabled} />
        <TextField pointer={`${pointer}/name`} label={t('documents.party.name')} disabled={disabled} />
        {withAddress && <AddressInputs pointer={`${pointer}/address`} disabled={disabled} />}
      </FieldGrid>
    </Stack>
  );
}

/** The inputs of an Address (inside a FieldGrid). */
export function AddressInputs({ pointer, withHouseNumber = false, disabled }: { pointer: string; withHouseNumber?: boolean; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField pointer={`${pointer}/streetNumber`} label={t('documents.party.street')} disabled={disabled} />
      {withHouseNumber && <TextField pointer={`${pointer}/houseNumber`} label={t('documents.party.houseNumber')} disabled={disabled} />}
      <TextField pointer={`${pointer}/postcode`} label={t('documents.party.postcode')} disabled={disabled} />
      <TextField pointer={`${pointer}/city`} label={t('documents.party.city')} disabled={disabled} />
      <CountrySelect pointer={`${pointer}/country`} label={t('documents.party.country')} disabled={disabled} />
    </>
  );
}
