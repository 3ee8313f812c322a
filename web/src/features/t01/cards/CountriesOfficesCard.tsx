import { SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CatalogSelect, catalogLabel, DateTimeField, FormCard, ListField, useFormValue } from '@/components/form';
import { destinationCountries, officeCriteria, transitCountries } from '@/features/catalog/filters';
import { CountrySelect } from '@/documents/fields/CountrySelect';
import { displayText } from '@/documents/fields/ReadOnlyValue';
import { FieldGrid } from '@/documents/fields/FieldGrid';

/** Routing countries belong to the master consignment's transport information (card 8). */
export const PLACES_POINTERS = ['/departureCountry', '/destinationCountry', '/dispatch', '/departureOffice', '/destinationOffice', '/transitOffices', '/exitOffices'];

type CountryValue = { code?: string; commonTransit?: boolean } | undefined;
type ActualOffice = { sequence?: number; customsOffice?: { code: string; name?: string }; passageDateAndTime?: string };

/** Offices the movement actually passed, with the passage date (spec 3.1), recorded by customs. */
function ActualOffices({ pointer, title }: { pointer: string; title: string }) {
  const { t } = useTranslation();
  const offices = useFormValue<ActualOffice[]>(pointer);
  if (!Array.isArray(offices) || offices.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text fw={600}>{title}</Text>
      <Table fz="sm" withTableBorder aria-label={title}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('t01.places.customsOffice')}</Table.Th>
            <Table.Th scope="col">{t('t01.places.passedAt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {offices.map((office, index) => (
            <Table.Tr key={index}>
              <Table.Td>{office.customsOffice ? catalogLabel(office.customsOffice) : ''}</Table.Td>
              <Table.Td>{displayText(office.passageDateAndTime ?? '')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** Card 6: countries, offices of departure/destination, transit and exit offices. */
export function CountriesOfficesCard() {
  const { t } = useTranslation();
  const declarationType = useFormValue<{ code?: string }>('/declarationType')?.code;
  const departure = useFormValue<CountryValue>('/departureCountry');
  const destination = useFormValue<CountryValue>('/destinationCountry');
  const countries = transitCountries(declarationType);
  return (
    <FormCard number={6} title={t('t01.cards.countriesOffices')} pointers={PLACES_POINTERS}>
      <Stack gap="md">
        <FieldGrid>
          <CountrySelect pointer="/departureCountry" label={t('t01.places.departureCountry')} criteria={countries} />
          <CountrySelect pointer="/destinationCountry" label={t('t01.places.destinationCountry')} criteria={destinationCountries(declarationType, departure?.commonTransit === true)} />
          <CountrySelect pointer="/dispatch/country" label={t('t01.places.dispatchCountry')} />
          <CatalogSelect pointer="/departureOffice" label={t('t01.places.departureOffice')} catalog="customs-office" criteria={officeCriteria('departure', departure?.code)} />
          <CatalogSelect
            pointer="/destinationOffice"
            label={t('t01.places.destinationOffice')}
            catalog="customs-office"
            criteria={officeCriteria('destination', destination?.code)}
          />
        </FieldGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
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
              <Stack gap="xs">
                <CatalogSelect pointer={`${itemPointer}/customsOffice`} label={t('t01.places.customsOffice')} catalog="customs-office" criteria={officeCriteria('exit')} />
                <DateTimeField pointer={`${itemPointer}/arrivalDateAndTimeEstimated`} label={t('t01.fields.arrivalDateAndTimeEstimated')} />
              </Stack>
            )}
          />
        </SimpleGrid>
        <ActualOffices pointer="/actualTransitOffices" title={t('t01.places.actualTransitOffices')} />
        <ActualOffices pointer="/actualExitOffices" title={t('t01.places.actualExitOffices')} />
      </Stack>
    </FormCard>
  );
}
