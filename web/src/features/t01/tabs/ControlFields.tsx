import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CatalogSelect, CheckboxField, ListField, TextField } from '@/components/form';
import { FieldGrid } from '@/documents/fields/FieldGrid';

export const CONTROL_RESULT_POINTERS = ['/controlResult', '/reportDiscrepancy', '/otherThingsToReport', '/controlResults', '/controlDecision'];

/** A list of controls, each a control type and its text: the decision's and the results' (spec 3.6). */
function ControlsList({ pointer, label, itemLabel }: { pointer: string; label: string; itemLabel: string }) {
  const { t } = useTranslation();
  return (
    <ListField
      pointer={pointer}
      label={label}
      // each list names its own rows: 'Control carried out 1', not a second 'Control 1'
      itemLabel={itemLabel}
      max={99}
      renderItem={(p) => (
        <FieldGrid cols={2}>
          <CatalogSelect pointer={`${p}/type`} label={t('t01.control.type')} catalog="control-type" />
          <TextField pointer={`${p}/text`} label={t('t01.control.text')} />
        </FieldGrid>
      )}
    />
  );
}

/** The officer's control result and the controls carried out (spec 3.1, 3.6, 4.4, 5.1). */
export function ControlResultsFields() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <FieldGrid>
        <CatalogSelect pointer="/controlResult" label={t('t01.control.result')} catalog="control-result" />
        <TextField pointer="/otherThingsToReport" label={t('t01.control.otherThingsToReport')} />
      </FieldGrid>
      <CheckboxField pointer="/reportDiscrepancy" label={t('t01.control.reportDiscrepancy')} />
      <ControlsList pointer="/controlResults" label={t('t01.control.controls')} itemLabel={t('t01.control.resultItem')} />
    </Stack>
  );
}

/** The IE060 decision control: notification type, controls, requested documents (spec 3.6, 5.1). */
export function ControlDecisionFields() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <FieldGrid>
        <CatalogSelect pointer="/controlDecision/notificationType" label={t('t01.control.notificationType')} catalog="notification-type" />
      </FieldGrid>
      <ControlsList pointer="/controlDecision/typeOfControls" label={t('t01.control.typeOfControls')} itemLabel={t('t01.control.decisionItem')} />
      <ListField
        pointer="/controlDecision/requestedDocuments"
        label={t('t01.control.requestedDocuments')}
        itemLabel={t('t01.control.requestedDocument')}
        max={99}
        renderItem={(p) => (
          <FieldGrid cols={2}>
            <CatalogSelect pointer={`${p}/documentType`} label={t('t01.control.documentType')} catalog="requested-document-type" />
            <TextField pointer={`${p}/description`} label={t('t01.control.description')} />
          </FieldGrid>
        )}
      />
    </Stack>
  );
}
