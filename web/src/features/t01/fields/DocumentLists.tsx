import { Divider, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CatalogSelect, DecimalField, ListField, NumberField, TextField, useFormValue } from '@/components/form';
import { additionalInformationCriteria } from '@/features/catalog/filters';
import { FieldGrid } from '@/documents/fields/FieldGrid';

export const DOCUMENT_LISTS = ['previousDoc', 'supportingDoc', 'transportDoc', 'additionalRef', 'additionalInfo'] as const;

export interface DocumentListsProps {
  /** Where the lists live: '' (declaration), a house or an item pointer. */
  base: string;
  /** Additional information codes of this level (spec 7: applyTo GENERAL or ITEM). */
  level: 'GENERAL' | 'ITEM';
}

/**
 * Previous, supporting and transport documents, additional references and additional
 * information (spec 3.1, 3.6, 5.6). One Document type serves the four document lists; each
 * list shows the fields its message data group has, and the engine hides what it does not
 * allow.
 */
export function DocumentLists({ base, level }: DocumentListsProps) {
  const { t } = useTranslation();
  const destinationCommonTransit = useFormValue<boolean>('/destinationCountry/commonTransit') === true;
  const item = level === 'ITEM';
  return (
    <Stack gap="md">
      <ListField
        pointer={`${base}/previousDoc`}
        label={t('t01.documents.previousDoc')}
        itemLabel={t('t01.documents.previousDocItem')}
        max={99}
        renderItem={(p) => (
          <FieldGrid>
            <CatalogSelect pointer={`${p}/docType`} label={t('t01.documents.docType')} catalog="previous-document-type" />
            <TextField pointer={`${p}/reference`} label={t('t01.documents.reference')} />
            {item && (
              <>
                <CatalogSelect pointer={`${p}/packType`} label={t('t01.documents.packType')} catalog="package-type" />
                <NumberField pointer={`${p}/noOfPack`} label={t('t01.documents.noOfPack')} />
                <DecimalField pointer={`${p}/quantity`} label={t('t01.documents.quantity')} />
                <CatalogSelect pointer={`${p}/msrQualifier`} label={t('t01.documents.msrQualifier')} catalog="unit" />
              </>
            )}
            <TextField pointer={`${p}/complement`} label={t('t01.documents.complement')} />
          </FieldGrid>
        )}
      />
      <Divider />
      <ListField
        pointer={`${base}/supportingDoc`}
        label={t('t01.documents.supportingDoc')}
        itemLabel={t('t01.documents.supportingDocItem')}
        max={99}
        renderItem={(p) => (
          <FieldGrid>
            <CatalogSelect pointer={`${p}/docType`} label={t('t01.documents.docType')} catalog="supporting-document-type" />
            <TextField pointer={`${p}/reference`} label={t('t01.documents.reference')} />
            <NumberField pointer={`${p}/itmNber`} label={t('t01.documents.itmNber')} />
            <TextField pointer={`${p}/complement`} label={t('t01.documents.complement')} />
          </FieldGrid>
        )}
      />
      <Divider />
      <ListField
        pointer={`${base}/transportDoc`}
        label={t('t01.documents.transportDoc')}
        itemLabel={t('t01.documents.transportDocItem')}
        max={99}
        renderItem={(p) => (
          <FieldGrid cols={2}>
            <CatalogSelect pointer={`${p}/docType`} label={t('t01.documents.docType')} catalog="transport-document-type" />
            <TextField pointer={`${p}/reference`} label={t('t01.documents.reference')} />
          </FieldGrid>
        )}
      />
      <Divider />
      <ListField
        pointer={`${base}/additionalRef`}
        label={t('t01.documents.additionalRef')}
        itemLabel={t('t01.documents.additionalRefItem')}
        max={99}
        renderItem={(p) => (
          <FieldGrid cols={2}>
            <CatalogSelect pointer={`${p}/docType`} label={t('t01.documents.docType')} catalog="additional-reference-type" />
            <TextField pointer={`${p}/reference`} label={t('t01.documents.reference')} />
          </FieldGrid>
        )}
      />
      <Divider />
      <ListField
        pointer={`${base}/additionalInfo`}
        label={t('t01.documents.additionalInfo')}
        itemLabel={t('t01.documents.additionalInfoItem')}
        max={99}
        renderItem={(p) => (
          <FieldGrid cols={2}>
            <CatalogSelect
              pointer={`${p}/code`}
              label={t('t01.documents.infoCode')}
              catalog="additional-information"
              criteria={additionalInformationCriteria(level, destinationCommonTransit)}
            />
            <TextField pointer={`${p}/text`} label={t('t01.documents.infoText')} />
          </FieldGrid>
        )}
      />
    </Stack>
  );
}
