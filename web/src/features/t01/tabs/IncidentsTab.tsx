import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CatalogSelect, DateField, ListField, TextField } from '@/components/form';
import { FieldGrid } from '@/documents/fields/FieldGrid';
import { CountrySelect } from '@/documents/fields/CountrySelect';
import { GoodsLocationFields } from '../fields/GoodsLocationFields';
import { TransportEquipmentList } from '../fields/TransportEquipmentList';

/** Tab "Incidents" (spec 2.3: only when incidents exist): what happened during transport. */
export function IncidentsTab() {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" component="section" aria-label={t('t01.tabs.incidents')}>
      <Title order={2} size="h4" mb="xs">
        {t('t01.tabs.incidents')}
      </Title>
      <ListField
        pointer="/incidents"
        // the list under the tab's heading says what it holds, not 'Incidents' a second time
        label={t('t01.incidents.list')}
        itemLabel={t('t01.incidents.item')}
        renderItem={(p) => (
          <Stack gap="sm">
            <FieldGrid>
              <CatalogSelect pointer={`${p}/code`} label={t('t01.incidents.code')} catalog="incident-code" />
              <TextField pointer={`${p}/text`} label={t('t01.incidents.text')} />
            </FieldGrid>
            <FieldGrid>
              <DateField pointer={`${p}/endorsement/date`} label={t('t01.incidents.endorsementDate')} />
              <TextField pointer={`${p}/endorsement/authority`} label={t('t01.incidents.endorsementAuthority')} />
              <TextField pointer={`${p}/endorsement/place`} label={t('t01.incidents.endorsementPlace')} />
              <CountrySelect pointer={`${p}/endorsement/country`} label={t('t01.incidents.endorsementCountry')} />
            </FieldGrid>
            <GoodsLocationFields pointer={`${p}/location`} order={3} />
            <TransportEquipmentList pointer={`${p}/equipment`} />
          </Stack>
        )}
      />
    </Paper>
  );
}
