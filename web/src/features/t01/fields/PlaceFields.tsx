import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form';
import { FieldGrid } from '@/documents/fields/FieldGrid';
import { Block } from '@/documents/fields/Block';
import { CountrySelect } from '@/documents/fields/CountrySelect';
import { UnLocodeSelect } from './UnLocodeSelect';

/** A place of loading or unloading: UN/LOCODE, or country and location (CC015C). */
export function PlaceFields({ pointer, title }: { pointer: string; title: string }) {
  const { t } = useTranslation();
  return (
    <Block pointer={pointer} title={title}>
      <FieldGrid>
        <UnLocodeSelect pointer={`${pointer}/unCode`} label={t('t01.places.unLocode')} />
        <CountrySelect pointer={`${pointer}/country`} label={t('t01.places.country')} />
        <TextField pointer={`${pointer}/location`} label={t('t01.places.location')} />
      </FieldGrid>
    </Block>
  );
}
