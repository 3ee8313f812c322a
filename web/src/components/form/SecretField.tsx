import { ActionIcon, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputProps, type BaseFieldProps } from './fieldProps';
import { useField } from './useField';

export type SecretFieldProps = BaseFieldProps;

/**
 * A secret bound to a field (the master access code, an access code): masked in every mode
 * until the holder asks to show it, masked again on a second press. The toggle works in view
 * mode too (a read-only or disabled secret can still be shown to the holder, who alone receives
 * it from the server). The browser is told not to keep it: it is the guarantee's code, not the
 * user's password.
 */
export function SecretField({ pointer, label, description, disabled }: SecretFieldProps) {
  const { t } = useTranslation();
  const field = useField<string>(pointer, { disabled });
  const [shown, setShown] = useState(false);
  if (field.hidden) return null;
  return (
    <TextInput
      {...inputProps(field, label, description)}
      type={shown ? 'text' : 'password'}
      autoComplete="off"
      spellCheck={false}
      value={field.value ?? ''}
      maxLength={field.limit?.maxLength}
      onChange={(event) => field.onChange(event.currentTarget.value === '' ? undefined : event.currentTarget.value)}
      rightSection={
        <ActionIcon size="sm" variant="subtle" color="gray" aria-pressed={shown} aria-label={t(shown ? 'form.hideSecret' : 'form.showSecret', { label })} onClick={() => setShown((s) => !s)}>
          <span aria-hidden>{shown ? '◉' : '○'}</span>
        </ActionIcon>
      }
    />
  );
}
