import { useTranslation } from 'react-i18next';
import { CatalogSelect, CheckboxField, DateField, DateTimeField, FormCard, NumberField, TextField } from '@/components/form';
import { AmendmentTypeField } from '../fields/AmendmentTypeField';
import { FieldGrid } from '@/documents/fields/FieldGrid';

export const HEADER_POINTERS = [
  '/amendmentType',
  '/lrn',
  '/mrn',
  '/declarationType',
  '/addDecType',
  '/declarationTypeSecurity',
  '/reducedDataset',
  '/bindingItinerary',
  '/specificCircumstance',
  '/languageAtDeparture',
  '/operationsNumber',
  '/carnetNumber',
  '/dateLimit',
  '/arrivalDateAndTimeEstimated',
  '/presentationOfTheGoodsDateAndTime',
  '/guaranteeIndicator',
];

/** Card 1: the declaration header (spec 3.1). */
export function HeaderCard() {
  const { t } = useTranslation();
  return (
    <FormCard number={1} title={t('t01.cards.header')} pointers={HEADER_POINTERS}>
      <AmendmentTypeField />
      <FieldGrid>
        <TextField pointer="/lrn" label={t('t01.fields.lrn')} readOnlyValue />
        <TextField pointer="/mrn" label={t('t01.fields.mrn')} readOnlyValue />
        <CatalogSelect pointer="/declarationType" label={t('t01.fields.declarationType')} catalog="declaration-type" />
        <CatalogSelect pointer="/addDecType" label={t('t01.fields.addDecType')} catalog="additional-declaration-type" />
        <CatalogSelect pointer="/declarationTypeSecurity" label={t('t01.fields.declarationTypeSecurity')} catalog="security-declaration-type" />
        <CatalogSelect pointer="/reducedDataset" label={t('t01.fields.reducedDataset')} catalog="reduced-dataset" />
        <CatalogSelect pointer="/bindingItinerary" label={t('t01.fields.bindingItinerary')} catalog="binding-itinerary" />
        <CatalogSelect pointer="/specificCircumstance" label={t('t01.fields.specificCircumstance')} catalog="specific-circumstance" />
        <CatalogSelect pointer="/languageAtDeparture" label={t('t01.fields.languageAtDeparture')} catalog="language" />
        <NumberField pointer="/operationsNumber" label={t('t01.fields.operationsNumber')} />
        <TextField pointer="/carnetNumber" label={t('t01.fields.carnetNumber')} />
        <DateField pointer="/dateLimit" label={t('t01.fields.dateLimit')} />
        <DateTimeField pointer="/arrivalDateAndTimeEstimated" label={t('t01.fields.arrivalDateAndTimeEstimated')} />
        <DateTimeField pointer="/presentationOfTheGoodsDateAndTime" label={t('t01.fields.presentationOfTheGoodsDateAndTime')} />
      </FieldGrid>
      <CheckboxField pointer="/guaranteeIndicator" label={t('t01.fields.guaranteeIndicator')} />
    </FormCard>
  );
}
