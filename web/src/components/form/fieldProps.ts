import type { ReactNode } from 'react';
import type { FieldBinding } from './useField';

export interface BaseFieldProps {
  /** JSON Pointer into the document. */
  pointer: string;
  label: string;
  description?: ReactNode;
  /** Disabled in addition to what the engine and the mode say. */
  disabled?: boolean;
}

/** Props shared by every Mantine input bound to a field; the engine's hint describes it when the caller does not. */
export function inputProps(binding: FieldBinding<unknown>, label: string, description?: ReactNode) {
  return {
    id: binding.id,
    label,
    description: description ?? binding.hint,
    withAsterisk: binding.required,
    'aria-required': binding.required || undefined,
    error: binding.error,
    disabled: binding.disabled,
    readOnly: binding.readOnly,
  };
}
