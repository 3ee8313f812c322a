import { TextInput } from '@mantine/core';
import { inputProps, type BaseFieldProps } from './fieldProps';
import { useField } from './useField';

/** A text bound to a field; its maximum length is the rule crate's (the engine's `limits`). */
export interface TextFieldProps extends BaseFieldProps {
  /** Always read-only (e.g. LRN, MRN); shown only when it has a value. */
  readOnlyValue?: boolean;
  type?: 'text' | 'email' | 'tel';
}

export function TextField({ pointer, label, description, disabled, readOnlyValue, type = 'text' }: TextFieldProps) {
  const field = useField<string>(pointer, { disabled });
  if (field.hidden || (readOnlyValue && !field.value)) return null;
  return (
    <TextInput
      {...inputProps(field, label, description)}
      type={type}
      readOnly={readOnlyValue || field.readOnly}
      value={field.value ?? ''}
      maxLength={field.limit?.maxLength}
      onChange={(event) => field.onChange(event.currentTarget.value === '' ? undefined : event.currentTarget.value)}
    />
  );
}
