import { Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CheckboxField, FormCard, useFormValue } from '@/components/form';
import { ReadOnlyValue } from '@/documents/fields/ReadOnlyValue';
import { FieldGrid } from '@/documents/fields/FieldGrid';
import { PartyFields } from '@/documents/fields/PartyFields';

/** Card 10: arrival at destination (spec 3.6), in view mode when arrival data exists. */
export function ArrivalCard() {
  const { t } = useTranslation();
  const trader = useFormValue<unknown>('/arrival/traderAtDestination');
  return (
    <FormCard number={10} title={t('t01.cards.arrival')} pointers={['/arrival']}>
      <Stack gap="sm">
        <FieldGrid>
          <ReadOnlyValue pointer="/arrival/customsOfficeOfDestinationActual" label={t('t01.arrival.office')} />
          <ReadOnlyValue pointer="/arrival/arrivalDateAndTimeActual" label={t('t01.arrival.arrivedAt')} />
          <ReadOnlyValue pointer="/arrival/arrivalNotificationDateAndTime" label={t('t01.arrival.notifiedAt')} />
        </FieldGrid>
        <Group gap="lg">
          <CheckboxField pointer="/arrival/simplifiedProcedure" label={t('t01.arrival.simplifiedProcedure')} />
          <CheckboxField pointer="/arrival/incidentFlag" label={t('t01.arrival.incidentFlag')} />
        </Group>
        {trader !== undefined && <PartyFields pointer="/arrival/traderAtDestination" title={t('t01.arrival.traderAtDestination')} />}
      </Stack>
    </FormCard>
  );
}
