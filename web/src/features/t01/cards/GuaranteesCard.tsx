import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CatalogSelect, DecimalField, FormCard, ListField, TextField } from '@/components/form';
import { GUARANTEE_TYPE_REF_FIELDS, officeCriteria } from '@/features/catalog/filters';
import { FieldGrid } from '@/documents/fields/FieldGrid';

const GUARANTEE_TYPE = /^\/guarantees\/\d+\/type$/;

/** A change of a guarantee's type (it may discard the filled references: spec 4.4). */
export function isGuaranteeTypeChange(pointer: string): boolean {
  return GUARANTEE_TYPE.test(pointer);
}

function GuaranteeReference({ pointer }: { pointer: string }) {
  const { t } = useTranslation();
  return (
    <FieldGrid>
      <TextField pointer={`${pointer}/grn`} label={t('t01.guarantees.grn')} maxLength={24} />
      <TextField pointer={`${pointer}/accessCode`} label={t('t01.guarantees.accessCode')} maxLength={4} />
      <DecimalField pointer={`${pointer}/coveredAmount`} label={t('t01.guarantees.coveredAmount')} />
      <CatalogSelect pointer={`${pointer}/currency`} label={t('t01.guarantees.currency')} catalog="currency" />
      <CatalogSelect
        pointer={`${pointer}/customsOfficeOfGuarantee`}
        label={t('t01.guarantees.office')}
        catalog="customs-office"
        criteria={officeCriteria('guarantee')}
      />
    </FieldGrid>
  );
}

function Guarantee({ pointer }: { pointer: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <FieldGrid>
        <CatalogSelect pointer={`${pointer}/type`} label={t('t01.guarantees.type')} catalog="guarantee-type" refFields={GUARANTEE_TYPE_REF_FIELDS} />
        <TextField pointer={`${pointer}/referenceNumber`} label={t('t01.guarantees.referenceNumber')} maxLength={35} />
      </FieldGrid>
      <ListField
        pointer={`${pointer}/guaranteeReferences`}
        label={t('t01.guarantees.references')}
        itemLabel={t('t01.guarantees.reference')}
        max={99}
        renderItem={(itemPointer) => <GuaranteeReference pointer={itemPointer} />}
      />
    </Stack>
  );
}

/** Card 4: guarantees (max 9) with their references (max 99 each). */
export function GuaranteesCard() {
  const { t } = useTranslation();
  return (
    <FormCard number={4} title={t('t01.cards.guarantees')} pointers={['/guarantees']}>
      <ListField
        pointer="/guarantees"
        label={t('t01.guarantees.list')}
        itemLabel={t('t01.guarantees.item')}
        max={9}
        renderItem={(itemPointer) => <Guarantee pointer={itemPointer} />}
      />
    </FormCard>
  );
}
