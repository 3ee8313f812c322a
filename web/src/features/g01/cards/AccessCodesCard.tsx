import { Select, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CheckboxField, DateField, DecimalField, FormCard, ListField, SecretField, fieldId, useField, useFormSelector, type DocumentFormController } from '@/components/form';
import { FieldGrid } from '@/documents/fields/FieldGrid';
import { PartyFields } from '@/documents/fields/PartyFields';
import { maskCode } from '../model';

export const RESTRICTION_TYPES = ['EORI', 'DATE', 'AMOUNT', 'UNLIMITED', 'ALL'] as const;

interface AccessCodeRow {
  restrictionType?: string;
  singleUse?: boolean;
  beneficiary?: { EORINumber?: string; name?: string };
  startDate?: string;
  endDate?: string;
  amountLimit?: number | string;
  accessCode?: string;
}

/** The restriction type: a change clears the fields it does not keep (the engine's normalise). */
function RestrictionSelect({ pointer }: { pointer: string }) {
  const { t } = useTranslation();
  const field = useField<string>(pointer);
  if (field.hidden) return null;
  return (
    <Select
      id={fieldId(pointer)}
      label={t('g01.codes.restrictionType')}
      data={RESTRICTION_TYPES.map((value) => ({ value, label: t(`g01.codes.restrictions.${value}`) }))}
      value={field.value ?? null}
      onChange={(value) => field.onChange(value ?? undefined)}
      required={field.required}
      disabled={field.disabled}
      error={field.error}
    />
  );
}

function AccessCodeFields({ pointer }: { pointer: string }) {
  const { t } = useTranslation();
  return (
    <FieldGrid>
      <SecretField pointer={`${pointer}/accessCode`} label={t('g01.codes.accessCode')} />
      <RestrictionSelect pointer={`${pointer}/restrictionType`} />
      <CheckboxField pointer={`${pointer}/singleUse`} label={t('g01.codes.singleUse')} />
      <DecimalField pointer={`${pointer}/amountLimit`} label={t('g01.codes.amountLimit')} />
      <DateField pointer={`${pointer}/startDate`} label={t('g01.codes.startDate')} />
      <DateField pointer={`${pointer}/endDate`} label={t('g01.codes.endDate')} />
      <PartyFields pointer={`${pointer}/beneficiary`} title={t('g01.codes.beneficiary')} order={5} withAddress={false} />
    </FieldGrid>
  );
}

/** The Manage Access Codes form (kind g01-access-codes): the master code and the list, always editable. */
export function AccessCodesEditor() {
  const { t } = useTranslation();
  return (
    <FormCard number={1} title={t('g01.cards.accessCodes')} pointers={['/masterCode', '/accessCodes']}>
      <Stack gap="md">
        <FieldGrid>
          <SecretField pointer="/masterCode" label={t('g01.fields.masterCode')} />
        </FieldGrid>
        <ListField pointer="/accessCodes" label={t('g01.cards.accessCodes')} itemLabel={t('g01.codes.item')} renderItem={(item) => <AccessCodeFields pointer={item} />} />
        <NoCodes />
      </Stack>
    </FormCard>
  );
}

const NO_CODES: AccessCodeRow[] = [];
/** Module-level (stable) selector; one empty list, so that an empty document does not re-render on each read. */
const selectCodes = (form: DocumentFormController) => (form.document.accessCodes as AccessCodeRow[] | undefined) ?? NO_CODES;

function NoCodes() {
  const { t } = useTranslation();
  const codes = useFormSelector(selectCodes);
  return codes.length === 0 ? (
    <Text size="sm" role="status">
      {t('g01.codes.none')}
    </Text>
  ) : null;
}

/** The access codes of the guarantee in view mode: the codes themselves stay masked. */
export function AccessCodesView() {
  const { t } = useTranslation();
  const codes = useFormSelector(selectCodes);
  return (
    <FormCard number={9} title={t('g01.cards.accessCodes')} pointers={['/accessCodes']}>
      {codes.length === 0 ? (
        <Text size="sm">{t('g01.codes.none')}</Text>
      ) : (
        <Table fz="sm" striped data-testid="access-codes-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('g01.codes.accessCode')}</Table.Th>
              <Table.Th>{t('g01.codes.restrictionType')}</Table.Th>
              <Table.Th>{t('g01.codes.singleUse')}</Table.Th>
              <Table.Th>{t('g01.codes.beneficiary')}</Table.Th>
              <Table.Th>{t('g01.codes.startDate')}</Table.Th>
              <Table.Th>{t('g01.codes.endDate')}</Table.Th>
              <Table.Th>{t('g01.codes.amountLimit')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {codes.map((code, index) => (
              <Table.Tr key={index}>
                <Table.Td>{maskCode(code.accessCode)}</Table.Td>
                <Table.Td>{code.restrictionType}</Table.Td>
                <Table.Td>{code.singleUse ? t('common.yes') : t('common.no')}</Table.Td>
                <Table.Td>{code.beneficiary?.EORINumber}</Table.Td>
                <Table.Td>{code.startDate}</Table.Td>
                <Table.Td>{code.endDate}</Table.Td>
                <Table.Td>{code.amountLimit}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </FormCard>
  );
}
