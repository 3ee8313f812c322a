import { Button, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/client';
import type { DocumentAction } from '@/api/types';
import { translateOr } from '@/i18n';
import { LIFECYCLE } from '@/generated/kinds.gen';
import { stepFieldsOf, type StepField } from '../model';
import { errorText, violationText } from '@/i18n/texts';
import { LocalDateInput } from '@/components/form/LocalDateInput';

export interface StepDialogProps {
  action: DocumentAction | null;
  busy: boolean;
  onSend(action: DocumentAction, form: Record<string, unknown>): Promise<void>;
  onCancel(): void;
}

/**
 * The form of a lifecycle step (accept, request information, hear, decide, issue, suspend,
 * withdraw, appeal, ...): what the step asks (reasons or grounds, a deadline, days, dates). The
 * server checks every one of them and answers which field is wrong; its message goes beside
 * the field.
 */
export function StepDialog({ action, busy, onSend, onCancel }: StepDialogProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<string, string | number>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  if (!action) return null;
  const fields: readonly StepField[] = stepFieldsOf(action.name) ?? [];
  const set = (field: string, value: string | number) => setValues((v) => ({ ...v, [field]: value }));
  const name = (field: StepField) => (field === 'optionalReasons' ? 'reasons' : field);

  const send = async () => {
    const form: Record<string, unknown> = {};
    for (const field of fields) {
      const value = values[field];
      if (value !== undefined && value !== '') form[name(field)] = value;
    }
    setErrors({});
    try {
      await onSend(action, form);
      setValues({});
    } catch (error) {
      if (isApiError(error) && error.violations.length > 0) {
        setErrors(Object.fromEntries(error.violations.map((v) => [v.path.replace(/^\//, ''), violationText(v)])));
      } else {
        setErrors({ '': errorText(error) });
      }
    }
  };

  const error = (field: StepField) => errors[name(field)];
  return (
    <Modal opened onClose={onCancel} title={translateOr(`authorisations.actions.${action.name}`, action.name)} data-step={action.name}>
      <Stack gap="sm">
        <Text size="sm">{translateOr(`authorisations.confirm.${action.name}`, '')}</Text>
        {fields.map((field) => {
          const label: string = t(`authorisations.step.${field}`);
          switch (field) {
            case 'reasons':
            case 'optionalReasons':
              return (
                <Textarea
                  key={field}
                  label={label}
                  required={field === 'reasons'}
                  maxLength={LIFECYCLE.reasonsMaxLength}
                  autosize
                  minRows={3}
                  value={String(values[field] ?? '')}
                  error={error(field)}
                  onChange={(e) => set(field, e.currentTarget.value)}
                />
              );
            case 'days':
              return <NumberInput key={field} label={label} required min={1} max={LIFECYCLE.extensionDaysMax} value={values[field] ?? ''} error={error(field)} onChange={(v) => set(field, Number(v))} />;
            default:
              return (
                <LocalDateInput
                  key={field}
                  label={label}
                  required={field === 'deadline'}
                  value={typeof values[field] === 'string' ? (values[field] as string) : undefined}
                  error={error(field)}
                  onChange={(day) => set(field, day ?? '')}
                />
              );
          }
        })}
        {errors[''] && (
          <Text size="sm" c="red.9" role="alert">
            {errors['']}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button loading={busy} onClick={() => void send()} data-action={`confirm-${action.name}`}>
            {translateOr(`authorisations.actions.${action.name}`, action.name)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
