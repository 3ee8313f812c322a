import { inputProps, type BaseFieldProps } from './fieldProps';
import { LocalDateInput } from './LocalDateInput';
import { useField } from './useField';

/** YYYY-MM-DD, shown and typed as the user's language writes a day. */
export function DateField({ pointer, label, description, disabled }: BaseFieldProps) {
  const field = useField<string>(pointer, { disabled });
  if (field.hidden) return null;
  return (
    <LocalDateInput {...inputProps(field, label, description)} value={field.value} onChange={field.onChange} />
  );
}

/** YYYY-MM-DDTHH:mm:ss, shown and typed as the user's language writes a day and time. */
export function DateTimeField({ pointer, label, description, disabled }: BaseFieldProps) {
  const field = useField<string>(pointer, { disabled });
  if (field.hidden) return null;
  return (
    <LocalDateInput {...inputProps(field, label, description)} withTime value={field.value} onChange={field.onChange} />
  );
}
