import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormCard, useField } from '@/components/form';
import { CONTROL_RESULT_POINTERS, ControlDecisionFields, ControlResultsFields } from '../tabs/ControlFields';

/**
 * Control results mode (spec 2.2): the officer records the result on the Transit Operation
 * tab (the Control and Risk Results tab is for view mode only), in an eleventh card. The
 * departure's results need the IE060 decision they answer (spec 5.1): it is shown here too, so
 * an officer can complete one that is missing. The destination's results (IE018) stand on
 * their own: the rules keep the departure's decision as filed (disabled) and it is not shown.
 */
export function ControlResultsCard() {
  const { t } = useTranslation();
  const decision = useField('/controlDecision');
  return (
    <FormCard number={11} title={t('t01.cards.controlResults')} pointers={CONTROL_RESULT_POINTERS}>
      <Stack gap="lg">
        {!decision.disabled && (
          <Stack gap="sm">
            <Title order={3} size="h4">{t('t01.control.decisionTitle')}</Title>
            <ControlDecisionFields />
          </Stack>
        )}
        <Stack gap="sm">
          <Title order={3} size="h4">{t('t01.control.resultsTitle')}</Title>
          <ControlResultsFields />
        </Stack>
      </Stack>
    </FormCard>
  );
}
