import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CatalogSelect, DateTimeField, FormCard, ListField } from '@/components/form';
import { COUNTRY_REF_FIELDS, NCTS_COUNTRIES, officeCriteria } from '@/features/catalog/filters';
import { FieldGrid } from './FieldGrid';

export const PLACES_POINTERS = [
  '/departureCountry',
  '/destinationCountry',
  '/dispatch',
  '/departureOffice',
  '/destinationOffice',
  '/routingCountries',
  '/transitOffices',
  '/exitOffices',
];

/** Card 6: countries, offices of departure/destination, routing, transit and exit offices. */
export function CountriesOfficesCard() {
  const { t } = useTranslation();
  return (
    <FormCard number={6} title={t('t01.cards.countriesOffices')} pointers={PLACES_POINTERS}>
      <Stack gap="md">
        <FieldGrid>
          <CatalogSelect pointer="/departureCountry" label={t('t01.places.departureCountry')} catalog="country" refFields={COUNTRY_REF_FIELDS} criteria={NCTS_COUNTRIES} />
          <CatalogSelect pointer="/destinationCountry" label={t('t01.places.destinationCountry')} catalog="country" refFields={COUNTRY_REF_FIELDS} criteria={NCTS_COUNTRIES} />
          <CatalogSelect pointer="/dispatch/country" label={t('t01.places.dispatchCountry')} catalog="country" refFields={COUNTRY_REF_FIELDS} />
          <CatalogSelect pointer="/departureOffice" label={t('t01.places.departureOffice')} catalog="customs-office" criteria={officeCriteria('departure')} />
          <CatalogSelect
            pointer="/destinationOffice"
            label={t('t01.places.destinationOffice')}
            catalog="customs-office"
            criteria={officeCriteria('destination')}
          />
        </FieldGrid>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          <ListField
            pointer="/routingCountries"
            label={t('t01.places.routingCountries')}
            itemLabel={t('t01.places.routingCountry')}
            max={99}
            keepOne
            renderItem={(itemPointer) => (
              <CatalogSelect pointer={`${itemPointer}/country`} label={t('t01.places.country')} catalog="country" refFields={COUNTRY_REF_FIELDS} criteria={NCTS_COUNTRIES} />
            )}
          />
          <ListField
            pointer="/transitOffices"
            label={t('t01.places.transitOffices')}
            itemLabel={t('t01.places.transitOffice')}
            max={9}
            renderItem={(itemPointer) => (
              <Stack gap="xs">
                <CatalogSelect
                  pointer={`${itemPointer}/customsOffice`}
                  label={t('t01.places.customsOffice')}
                  catalog="customs-office"
                  criteria={officeCriteria('transit')}
                />
                <DateTimeField pointer={`${itemPointer}/arrivalDateAndTimeEstimated`} label={t('t01.fields.arrivalDateAndTimeEstimated')} />
              </Stack>
            )}
          />
          <ListField
            pointer="/exitOffices"
            label={t('t01.places.exitOffices')}
            itemLabel={t('t01.places.exitOffice')}
            max={9}
            renderItem={(itemPointer) => (
              <CatalogSelect pointer={`${itemPointer}/customsOffice`} label={t('t01.places.customsOffice')} catalog="customs-office" criteria={officeCriteria('exit')} />
            )}
          />
        </SimpleGrid>
      </Stack>
    </FormCard>
  );
}
