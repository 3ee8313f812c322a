import { Alert, Button, Group, Paper, PasswordInput, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSelector } from '@/components/form';
import { ScrollRegion } from '@/components/ui/ScrollRegion';
import { currencyCode, getBalance, queryBalance } from '@/api/guaranteeBalance';
import { useBalanceCheck } from '@/documents/hooks/useBalanceCheck';

/**
 * The guarantee's balance and account summaries (every movement with its amount, date and MRN),
 * and "Check balance": an IE034/IE037-style query answered at once.
 */
export function BalancePanel({ id, grn }: { id: string; grn?: string }) {
  const { t } = useTranslation();
  const [accessCode, setAccessCode] = useState('');
  // an access code as the guarantee's own are limited (the rule crate's table)
  const codeLength = useFormSelector((form) => form.limits['/accessCodes/*/accessCode']?.maxLength);
  const { balance, error, busy, check: ask } = useBalanceCheck();
  const check = () => ask(() => (grn && accessCode ? queryBalance(grn, accessCode) : getBalance(id)));

  const currency = balance ? currencyCode(balance.currency) : '';
  return (
    <Paper withBorder p="sm" data-testid="g01-balance">
      <Title order={2} size="h4" mb="xs">
        {t('g01.balance.title')}
      </Title>
      <Group align="flex-end" gap="xs" mb="sm">
        {grn && <PasswordInput label={t('g01.balance.accessCode')} description={t('g01.balance.accessCodeHelp')} maxLength={codeLength} value={accessCode} onChange={(e) => setAccessCode(e.currentTarget.value)} w={220} />}
        <Button onClick={() => void check()} loading={busy} data-action="check-balance">
          {t('documents.balance.check')}
        </Button>
      </Group>
      {error && (
        <Alert color="red" variant="outline" role="alert" mb="sm">
          {error}
        </Alert>
      )}
      {balance && (
        <>
          <Text size="sm" mb="xs" aria-live="polite" data-testid="balance-amount">
            {t('g01.balance.summary', { amount: `${balance.amount} ${currency}`, balance: `${balance.balance} ${currency}` })}
          </Text>
          {balance.accountSummaries.length === 0 ? (
            <Text size="sm">{t('g01.balance.none')}</Text>
          ) : (
            <ScrollRegion label={t('g01.balance.summaries')} minWidth={520}>
              <Table fz="sm" striped data-testid="account-summaries">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('g01.balance.mrn')}</Table.Th>
                    <Table.Th>{t('g01.balance.operation')}</Table.Th>
                    <Table.Th>{t('g01.balance.amount')}</Table.Th>
                    <Table.Th>{t('g01.balance.date')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {balance.accountSummaries.map((row, index) => (
                    <Table.Tr key={`${row.mrn}-${index}`}>
                      <Table.Td>{row.mrn}</Table.Td>
                      <Table.Td>{row.operation}</Table.Td>
                      <Table.Td>{`${row.amount ?? ''} ${currencyCode(row.currency) || currency}`}</Table.Td>
                      <Table.Td>{row.date}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollRegion>
          )}
        </>
      )}
    </Paper>
  );
}
