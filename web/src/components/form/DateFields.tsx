import { TextInput } from '@mantine/core';
import { inputProps, type BaseFieldProps } from './fieldProps';
import { useField } from './useField';

/** YYYY-MM-DD. */
export function DateField({ pointer, label, description, disabled }: BaseFieldProps) {
  const field = useField<string>(pointer, { disabled });
  if (field.hidden) return null;
  return (
    <TextInput
      {...inputProps(field, label, description)}
      type="date"
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.currentTarget.value || undefined)}
    />
  );
}

/** The browser gives YYYY-MM-DDTHH:mm when the seconds are zero; the document holds seconds. */
export function toDocumentDateTime(value: string): string | undefined {
  if (!value) return undefined;
  return value.length === 16 ? `${value}:00` : value;
}

/** YYYY-MM-DDTHH:mm:ss. */
export function DateTimeField({ pointer, label, description, disabled }: BaseFieldProps) {
  const field = useField<string>(pointer, { disabled });
  if (field.hidden) return null;
  return (
    <TextInput
      {...inputProps(field, label, description)}
      type="datetime-local"
      step={1}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(toDocumentDateTime(event.currentTarget.value))}
    />
  );
}
