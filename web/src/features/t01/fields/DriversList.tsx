import { useTranslation } from 'react-i18next';
import { ListField, TextField } from '@/components/form';
import { countryRef } from '@/features/catalog/filters';
import { FieldGrid } from '@/documents/fields/FieldGrid';
import { RefSelect } from '@/documents/fields/RefSelect';

/** Drivers (spec 3.6, 5.6: name, identification number and nationality). */
export function DriversList({ pointer }: { pointer: string }) {
  const { t } = useTranslation();
  return (
    <ListField
      pointer={pointer}
      label={t('t01.transport.drivers')}
      itemLabel={t('t01.transport.driver')}
      max={99}
      renderItem={(itemPointer) => (
        <FieldGrid>
          <TextField pointer={`${itemPointer}/name`} label={t('t01.transport.driverName')} />
          <TextField pointer={`${itemPointer}/identificationNumber`} label={t('t01.transport.identificationNumber')} />
          <RefSelect pointer={`${itemPointer}/nationality`} label={t('t01.transport.nationality')} catalog="nationality" toRef={countryRef} />
        </FieldGrid>
      )}
    />
  );
}
