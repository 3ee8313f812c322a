import { Alert, Button, Checkbox, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentAction } from '@/api/types';
import { AppModal } from '@/components/ui/AppModal';
import { MOVEMENT } from '@/generated/kinds.gen';
import { translateOr } from '@/i18n';
import { REASON_OPTIONAL, REASON_REQUIRED, RISK_COLORS, inputErrors, stepKey, type MovementInput } from '../movement';

export interface MovementDialogProps {
  action: DocumentAction | null;
  /** The declaration's status: the same action is another step at destination (see `stepKey`). */
  status: string;
  /** An officer's step is recorded by the office; a trader's goes to customs: the words differ. */
  officer?: boolean;
  busy: boolean;
  /** The server's refusal of the last attempt, shown in the dialog. */
  error: string | null;
  onConfirm(input: MovementInput): void;
  onCancel(): void;
}

/**
 * Asks for what a movement action sends beyond the declaration (its reason, the risk colour of
 * a control decision, whether the goods conform at unloading) and confirms it. The same
 * dialog serves every decision: the server says which actions exist, this says what to ask.
 */
export function MovementDialog({ action, status, officer, busy, error, onConfirm, onCancel }: MovementDialogProps) {
  const opened = action !== null;
  return (
    <AppModal opened={opened} onClose={onCancel} title={action ? translateOr(`t01.actions.${action.name}`, action.name) : ''} centered size="lg">
      {action && <MovementForm key={action.name} action={action} status={status} officer={officer} busy={busy} error={error} onConfirm={onConfirm} onCancel={onCancel} />}
    </AppModal>
  );
}

function MovementForm({ action, status, officer, busy, error, onConfirm, onCancel }: Omit<MovementDialogProps, 'action'> & { action: DocumentAction }) {
  const { t } = useTranslation();
  const name = action.name;
  const [input, setInput] = useState<MovementInput>(() => (name === 'unloading-remark' ? { conform: true } : {}));
  const [tried, setTried] = useState(false);
  const errors = inputErrors(name, input);
  // Goods that conform carry no unloading remarks (DDNTA G0205): the discrepancies are asked
  // for only once the box is unticked.
  const asksReason = REASON_REQUIRED.includes(name) || REASON_OPTIONAL.includes(name) || (name === 'unloading-remark' && input.conform === false);
  const asksColour = name === 'control-decision';
  const submit = () => {
    setTried(true);
    if (Object.keys(errors).length === 0) onConfirm(input);
  };
  const reasonError = tried && errors.reason ? t(`t01.movement.reason.${errors.reason}`) : undefined;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
    >
      <Stack gap="sm">
        <Text size="sm">{translateOr(`t01.movement.explain.${stepKey(name, status)}`, t(officer ? 't01.movement.explain.defaultOfficer' : 't01.movement.explain.default'))}</Text>
        {name === 'unloading-remark' && (
          <Checkbox
            label={t('t01.movement.conform')}
            checked={input.conform ?? true}
            onChange={(event) => {
              const conform = event.currentTarget.checked;
              setInput(conform ? { conform } : { ...input, conform });
            }}
          />
        )}
        {asksColour && (
          <Select
            label={t('t01.movement.riskColor')}
            data={RISK_COLORS.map((c) => ({ value: c, label: t(`t01.movement.colors.${c}`) }))}
            value={input.riskColor ?? null}
            onChange={(value) => setInput({ ...input, riskColor: value ?? undefined })}
            clearable
          />
        )}
        {asksReason && (
          <Textarea
            label={name === 'unloading-remark' ? t('t01.movement.discrepancies') : t('t01.movement.reason.label')}
            required={REASON_REQUIRED.includes(name) || (name === 'unloading-remark' && input.conform === false)}
            autosize
            minRows={3}
            maxLength={MOVEMENT.reasonMaxLength}
            value={input.reason ?? ''}
            onChange={(event) => setInput({ ...input, reason: event.currentTarget.value })}
            error={reasonError}
            data-autofocus
          />
        )}
        {error && (
          <Alert color="red" variant="outline" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={busy} data-autofocus={!asksReason || undefined} data-confirm-action={name}>
            {translateOr(`t01.actions.${name}`, name)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
