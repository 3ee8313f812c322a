import { useTranslation } from 'react-i18next';
import { FormCard } from '@/components/form';
import { ReadOnlyValue } from '@/documents/fields/ReadOnlyValue';
import { FieldGrid } from '@/documents/fields/FieldGrid';

export const TRANSIT_OPERATION_POINTERS = ['/applicationSubmissionDateTime', '/registrationReference', '/storageReference', '/decisionReference', '/ca'];

/**
 * Card 2: the transit operation of an amendment of type 0 "Other" (spec 2.3: collapsed, shown
 * for other amendments only). The spec names no fields for it: it shows what identifies the
 * movement being amended (submission time and the reference segments of spec 3.1); the data
 * being amended stays in the other cards.
 */
export function TransitOperationCard() {
  const { t } = useTranslation();
  return (
    <FormCard number={2} title={t('t01.cards.transitOperation')} pointers={TRANSIT_OPERATION_POINTERS} defaultExpanded={false}>
      <FieldGrid>
        <ReadOnlyValue pointer="/applicationSubmissionDateTime" label={t('t01.operation.submittedAt')} />
        <ReadOnlyValue pointer="/registrationReference/reference" label={t('t01.operation.registrationReference')} />
        <ReadOnlyValue pointer="/storageReference/reference" label={t('t01.operation.storageReference')} />
        <ReadOnlyValue pointer="/decisionReference/reference" label={t('t01.operation.decisionReference')} />
        <ReadOnlyValue pointer="/ca/reference" label={t('t01.operation.caReference')} />
      </FieldGrid>
    </FormCard>
  );
}
