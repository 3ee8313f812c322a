import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyCode, queryBalance, type Balance } from '@/api/guaranteeBalance';
import { CatalogSelect, DecimalField, FormCard, ListField, TextField, useField, useFormValue } from '@/components/form';
import { useBalanceCheck } from '@/documents/hooks/useBalanceCheck';
import { GUARANTEE_TYPE_REF_FIELDS, officeCriteria } from '@/features/catalog/filters';
import { FieldGrid } from '@/documents/fields/FieldGrid';

const GUARANTEE_TYPE = /^\/guarantees\/\d+\/type$/;

/** A change of a guarantee's type (it may discard the filled references: spec 4.4). */
export function isGuaranteeTypeChange(pointer: string): boolean {
  return GUARANTEE_TYPE.test(pointer);
}

/**
 * "Check balance" of a reference with a GRN and an access code: the IE034/IE037-style query,
 * answered at once; the balance, or the server's refusal (the NCTS reason), beside the reference.
 */
function ReferenceBalance({ pointer }: { pointer: string }) {
  const { t } = useTranslation();
  const grn = useFormValue<string>(`${pointer}/grn`)?.trim();
  const accessCode = useFormValue<string>(`${pointer}/accessCode`)?.trim();
  const { busy, balance, error, check } = useBalanceCheck();
  const currency = useField<{ code?: string } | undefined>(`${pointer}/currency`);
  // the answer belongs to the GRN and code it was asked for: edited, it is forgotten
  const [asked, setAsked] = useState<string | null>(null);
  const [defaulted, setDefaulted] = useState<string | null>(null);
  const current = !!grn && !!accessCode && asked === `${grn}/${accessCode}`;
  /**
   * Once the server names the guarantee of this GRN, the reference's currency defaults to the
   * guarantee's (an amount in another currency cannot be covered: G09).
   */
  const defaultCurrency = (answer: Balance): Balance => {
    const theirs = currencyCode(answer.currency);
    if (theirs && answer.grn === grn && currency.editable && currency.value?.code !== theirs) {
      currency.onChange({ code: theirs });
      setDefaulted(theirs);
    } else {
      setDefaulted(null);
    }
    return answer;
  };
  if (!grn || !accessCode) return null;
  return (
    <Group gap="sm" align="center" data-testid="reference-balance">
      <Button
        size="xs"
        variant="default"
        loading={busy}
        data-action="check-balance"
        aria-label={t('documents.balance.checkOf', { grn })}
        onClick={() => {
          setAsked(`${grn}/${accessCode}`);
          void check(() => queryBalance(grn, accessCode).then(defaultCurrency));
        }}
      >
        {t('documents.balance.check')}
      </Button>
      <div aria-live="polite">
        {current && balance && (
          <Text size="sm" fw={600} data-testid="balance-amount">
            {t('documents.balance.available', { balance: balance.balance, currency: currencyCode(balance.currency) })}
          </Text>
        )}
        {current && balance && defaulted && (
          <Text size="sm" data-testid="currency-defaulted">
            {t('documents.balance.currencyDefaulted', { currency: defaulted })}
          </Text>
        )}
        {current && error && (
          <Text size="sm" c="red.9" role="alert">
            {error}
          </Text>
        )}
      </div>
    </Group>
  );
}

function GuaranteeReference({ pointer }: { pointer: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <FieldGrid>
        <TextField pointer={`${pointer}/grn`} label={t('t01.guarantees.grn')} />
        <TextField pointer={`${pointer}/accessCode`} label={t('t01.guarantees.accessCode')} />
        <DecimalField pointer={`${pointer}/coveredAmount`} label={t('t01.guarantees.coveredAmount')} />
        <CatalogSelect pointer={`${pointer}/currency`} label={t('t01.guarantees.currency')} catalog="currency" />
        <CatalogSelect
          pointer={`${pointer}/customsOfficeOfGuarantee`}
          label={t('t01.guarantees.office')}
          catalog="customs-office"
          criteria={officeCriteria('guarantee')}
        />
      </FieldGrid>
      <ReferenceBalance pointer={pointer} />
    </Stack>
  );
}

function Guarantee({ pointer }: { pointer: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <FieldGrid>
        <CatalogSelect pointer={`${pointer}/type`} label={t('t01.guarantees.type')} catalog="guarantee-type" refFields={GUARANTEE_TYPE_REF_FIELDS} />
        <TextField pointer={`${pointer}/referenceNumber`} label={t('t01.guarantees.referenceNumber')} />
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
