import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CatalogSelect, DecimalField, EoriFinder, TextField } from '@/components/form';
import { AddressInputs } from '@/documents/fields/PartyFields';
import { ContactFields } from '../cards/ContactFields';
import { FieldGrid } from '@/documents/fields/FieldGrid';
import { Block } from '@/documents/fields/Block';
import { CountrySelect } from '@/documents/fields/CountrySelect';
import { UnLocodeSelect } from './UnLocodeSelect';

/**
 * Location of goods (spec 3.6, 5.6). The qualifier decides which sub-fields exist; the engine
 * says which (the others are hidden and removed): Y authorisation number and additional
 * identifier, U UN/LOCODE, V customs office, W GNSS coordinates, X economic operator, T or Z
 * address.
 */
export function GoodsLocationFields({ pointer, order = 4 }: { pointer: string; order?: 3 | 4 }) {
  const { t } = useTranslation();
  return (
    <Block pointer={pointer} title={t('t01.location.title')} order={order}>
      <Stack gap="xs">
        <FieldGrid>
          <CatalogSelect pointer={`${pointer}/locationType`} label={t('t01.location.locationType')} catalog="location-type" />
          <CatalogSelect pointer={`${pointer}/qualifier`} label={t('t01.location.qualifier')} catalog="qualifier-of-identification" />
          <CountrySelect pointer={`${pointer}/country`} label={t('t01.location.country')} />
          <TextField pointer={`${pointer}/authorizationNumber`} label={t('t01.location.authorizationNumber')} />
          <TextField pointer={`${pointer}/additionalIdentifier`} label={t('t01.location.additionalIdentifier')} />
          <UnLocodeSelect pointer={`${pointer}/unCode`} label={t('t01.places.unLocode')} />
          <CatalogSelect pointer={`${pointer}/customsOffice`} label={t('t01.location.customsOffice')} catalog="customs-office" />
          <DecimalField pointer={`${pointer}/ngss/latitude`} label={t('t01.location.latitude')} />
          <DecimalField pointer={`${pointer}/ngss/longitude`} label={t('t01.location.longitude')} />
          <EoriFinder pointer={`${pointer}/economicOperator`} label={t('t01.location.economicOperator')} />
        </FieldGrid>
        <Block pointer={`${pointer}/address`} title={t('t01.location.address')} order={order === 3 ? 4 : 5}>
          <FieldGrid>
            <AddressInputs pointer={`${pointer}/address`} withHouseNumber />
          </FieldGrid>
        </Block>
        <ContactFields pointer={`${pointer}/contactPerson`} title={t('t01.location.contactPerson')} order={order === 3 ? 4 : 5} />
      </Stack>
    </Block>
  );
}
