import { getAt } from '@/lib/jsonPointer';
import type { Presence } from '@/rules/types';
import { useDocumentForm } from './DocumentFormContext';
import { fieldErrorId, fieldId } from './fieldId';

export interface FieldBinding<T> {
  id: string;
  errorId: string;
  value: T | undefined;
  presence: Presence;
  hidden: boolean;
  required: boolean;
  /** The engine (or the caller) disables the field. */
  disabled: boolean;
  /** Read-only mode (view, history): shown as read-only inputs, still readable and focusable. */
  readOnly: boolean;
  /** Neither disabled nor read-only. */
  editable: boolean;
  /** Messages of the violations at this pointer, joined for display. */
  error: string | undefined;
  onChange(value: T | undefined): void;
}

/** Binds a field to a JSON Pointer: value, presence, disabled state and errors from the engine. */
export function useField<T = unknown>(pointer: string, options: { disabled?: boolean } = {}): FieldBinding<T> {
  const form = useDocumentForm();
  const state = form.fields[pointer];
  // A block the engine does not allow hides everything in it ("/dispatch" hides
  // "/dispatch/country"), whatever the field's own entry says.
  const presence: Presence = ancestorNotAllowed(form.fields, pointer) ? 'notAllowed' : (state?.presence ?? 'optional');
  const messages = form.violationsFor(pointer).map((v) => v.message);
  const disabled = state?.disabled === true || options.disabled === true;
  return {
    id: fieldId(pointer),
    errorId: fieldErrorId(pointer),
    value: getAt(form.document, pointer) as T | undefined,
    presence,
    hidden: presence === 'notAllowed',
    required: presence === 'required',
    disabled,
    readOnly: form.readOnly,
    editable: !disabled && !form.readOnly,
    error: messages.length > 0 ? messages.join(' ') : undefined,
    onChange: (value) => form.change(pointer, value),
  };
}

function ancestorNotAllowed(fields: Record<string, { presence: Presence } | undefined>, pointer: string): boolean {
  for (let end = pointer.lastIndexOf('/'); end > 0; end = pointer.lastIndexOf('/', end - 1)) {
    if (fields[pointer.slice(0, end)]?.presence === 'notAllowed') return true;
  }
  return false;
}
