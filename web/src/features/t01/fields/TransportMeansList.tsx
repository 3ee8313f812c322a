import { useTranslation } from 'react-i18next';
import { CatalogSelect, ListField, TextField, useFormValue } from '@/components/form';
import { countryRef, identificationTypeCriteria, officeCriteria } from '@/features/catalog/filters';
import { FieldGrid } from '@/documents/fields/FieldGrid';
import { RefSelect } from '@/documents/fields/RefSelect';

export type TransportList = 'departureTransport' | 'borderTransport';

/**
 * Spec 5.2 multiplicity: departure transport 1, but 3 for inland mode 3 and unlimited for
 * inland mode 2; border transport 9 when transit offices exist, else 1.
 */
export function transportMeansMax(list: TransportList, mode: string | undefined, hasTransitOffices: boolean): number | undefined {
  if (list === 'borderTransport') return hasTransitOffices ? 9 : 1;
  if (mode === '2') return undefined;
  return mode === '3' ? 3 : 1;
}

export interface TransportMeansListProps {
  /** The list's pointer, e.g. `/departureTransport` or `/houseConsignments/0/departureTransport`. */
  pointer: string;
  list: TransportList;
}

type CodeValue = { code?: string } | undefined;

/** Departure (inland) or active border means of transport (spec 3.6, 5.8). */
export function TransportMeansList({ pointer, list }: TransportMeansListProps) {
  const { t } = useTranslation();
  const mode = useFormValue<CodeValue>(list === 'borderTransport' ? '/borderMot' : '/inlandMot')?.code;
  const transitOffices = useFormValue<unknown[]>('/transitOffices');
  const max = transportMeansMax(list, mode, Array.isArray(transitOffices) && transitOffices.length > 0);
  const border = list === 'borderTransport';
  return (
    <ListField
      pointer={pointer}
      label={t(border ? 't01.transport.borderTransport' : 't01.transport.departureTransport')}
      itemLabel={t(border ? 't01.transport.borderMeans' : 't01.transport.departureMeans')}
      max={max}
      renderItem={(itemPointer, index) => (
        <FieldGrid>
          <CatalogSelect
            pointer={`${itemPointer}/idType`}
            label={t('t01.transport.idType')}
            catalog="identification-type"
            criteria={identificationTypeCriteria(list, mode, index)}
          />
          <TextField pointer={`${itemPointer}/identificationNumber`} label={t('t01.transport.identificationNumber')} />
          <RefSelect pointer={`${itemPointer}/nationality`} label={t('t01.transport.nationality')} catalog="nationality" toRef={countryRef} />
          {border && (
            <>
              <CatalogSelect pointer={`${itemPointer}/custOffice`} label={t('t01.transport.custOffice')} catalog="customs-office" criteria={officeCriteria('transitExit')} />
              <TextField pointer={`${itemPointer}/convRefNumber`} label={t('t01.transport.convRefNumber')} />
            </>
          )}
        </FieldGrid>
      )}
    />
  );
}
