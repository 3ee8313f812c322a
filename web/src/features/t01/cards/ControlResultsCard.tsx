import { useTranslation } from 'react-i18next';
import { FormCard } from '@/components/form';
import { CONTROL_RESULT_POINTERS, ControlResultsFields } from '../tabs/ControlFields';

/**
 * Control results mode (spec 2.2): the officer records the result on the Transit Operation
 * tab (the Control and Risk Results tab is for view mode only), in an eleventh card.
 */
export function ControlResultsCard() {
  const { t } = useTranslation();
  return (
    <FormCard number={11} title={t('t01.cards.controlResults')} pointers={CONTROL_RESULT_POINTERS}>
      <ControlResultsFields />
    </FormCard>
  );
}
