import { Checkbox } from '@mantine/core';
import type { BaseFieldProps } from './fieldProps';
import { useField } from './useField';

export function CheckboxField({ pointer, label, description, disabled }: BaseFieldProps) {
  const field = useField<boolean>(pointer, { disabled });
  if (field.hidden) return null;
  return (
    <Checkbox
      id={field.id}
      label={label}
      description={description}
      checked={field.value === true}
      disabled={!field.editable}
      error={field.error}
      aria-required={field.required || undefined}
      onChange={(event) => field.onChange(event.currentTarget.checked)}
    />
  );
}
