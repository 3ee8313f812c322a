import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CatalogSelect, FormCard, TextField } from '@/components/form';
import { FieldGrid } from '@/documents/fields/FieldGrid';
import { PartyFields } from '@/documents/fields/PartyFields';

/**
 * The presentation-of-goods notification of the ATR (spec 2.3, 3.6): what the office of transit
 * or exit records when the goods are presented there. Read-only on the record; filled on the
 * ie117 screen, where the MRN and the actual office are the movement's and the officer's.
 */
export function PresentationCard({ number = 11 }: { number?: number }) {
  const { t } = useTranslation();
  const at = '/presentationNotification';
  return (
    <FormCard number={number} title={t('atr.presentation.title')} pointers={[at]}>
      <Stack gap="sm">
        <FieldGrid>
          <TextField pointer={`${at}/transitOperation/mrn`} label={t('atr.presentation.mrn')} disabled />
          <CatalogSelect pointer={`${at}/transitOperation/communicationLanguageAtTransit`} label={t('atr.presentation.language')} catalog="language" />
          <TextField pointer={`${at}/ensOperation/ensmrn`} label={t('atr.presentation.ensmrn')} />
          <CatalogSelect pointer={`${at}/customsOfficeOfTransitActual`} label={t('atr.presentation.office')} catalog="customs-office" disabled />
        </FieldGrid>
        <PartyFields pointer={`${at}/holderOfTheTransitProcedure`} title={t('atr.presentation.holder')} />
        <PartyFields pointer={`${at}/consignment/carrier`} title={t('atr.presentation.carrier')} />
      </Stack>
    </FormCard>
  );
}
