import { Box, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormValue } from '@/components/form';
import { ScrollRegion } from '@/components/ui/ScrollRegion';
import { ControlDecisionFields, ControlResultsFields } from './ControlFields';

type RiskRule = { sequence?: number; code?: string; description?: string; riskColor?: string };

const COLORS: Record<string, string> = { GREEN: 'green.7', YELLOW: 'yellow.5', ORANGE: 'orange.6', RED: 'red.7', NO_COLOR: 'gray.4' };

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="sm" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** A risk colour: its name in the text colour, beside a swatch (the colour is not the only cue). */
function RiskColor({ color }: { color: string | undefined }) {
  const { t } = useTranslation();
  if (!color) return <Text span>—</Text>;
  return (
    <Text span style={{ whiteSpace: 'nowrap' }}>
      <Box component="span" aria-hidden display="inline-block" w={10} h={10} mr={4} bg={COLORS[color] ?? 'gray.4'} bd="1px solid gray.7" style={{ borderRadius: 2 }} />
      {t(`t01.risk.colors.${color as 'GREEN'}`, { defaultValue: color })}
    </Text>
  );
}

function RiskRules({ side }: { side: 'departure' | 'destination' }) {
  const { t } = useTranslation();
  const rules = useFormValue<RiskRule[]>(`/${side}RiskRules`) ?? [];
  const initial = useFormValue<string>(`/initial${side === 'departure' ? 'Departure' : 'Destination'}RiskColor`);
  const final = useFormValue<string>(`/final${side === 'departure' ? 'Departure' : 'Destination'}RiskColor`);
  const title = t(side === 'departure' ? 't01.risk.departure' : 't01.risk.destination');
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      <Text size="sm">
        {t('t01.risk.initialColor')}: <RiskColor color={initial} /> · {t('t01.risk.finalColor')}: <RiskColor color={final} />
      </Text>
      {rules.length === 0 ? (
        <Text size="sm">{t('t01.risk.noRules')}</Text>
      ) : (
        <ScrollRegion label={title} minWidth={480}>
          <Table fz="sm" striped data-testid={`${side}-risk-rules`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('rows.number')}</Table.Th>
                <Table.Th scope="col">{t('t01.risk.code')}</Table.Th>
                <Table.Th scope="col">{t('t01.risk.description')}</Table.Th>
                <Table.Th scope="col">{t('t01.risk.color')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rules.map((rule, index) => (
                <Table.Tr key={index}>
                  <Table.Td>{rule.sequence ?? index + 1}</Table.Td>
                  <Table.Td>{rule.code}</Table.Td>
                  <Table.Td>{rule.description}</Table.Td>
                  <Table.Td>
                    <RiskColor color={rule.riskColor} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
    </Stack>
  );
}

/** Tab "Control and Risk Results" (view mode, spec 2.3): IE060 decision, control results, risk analysis. */
export function ControlRiskTab() {
  const { t } = useTranslation();
  const decision = useFormValue<unknown>('/controlDecision');
  return (
    <Stack gap="md">
      {decision !== undefined && (
        <Panel title={t('t01.control.decisionTitle')}>
          <ControlDecisionFields />
        </Panel>
      )}
      <Panel title={t('t01.control.resultsTitle')}>
        <ControlResultsFields />
      </Panel>
      <Panel title={t('t01.risk.title')}>
        <Stack gap="md">
          <RiskRules side="departure" />
          <RiskRules side="destination" />
        </Stack>
      </Panel>
    </Stack>
  );
}
