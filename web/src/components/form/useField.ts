import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { getAt } from '@/lib/jsonPointer';
import type { FieldLimit, FieldLimits, FieldState, Presence } from '@/rules/types';
import { useFormSelector, useFormStore } from './DocumentFormContext';
import { fieldErrorId, fieldId } from './fieldId';
import type { DocumentFormController } from './types';
import { violationText } from '@/i18n/texts';

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
  /** What the value must respect (max length, ...), as the rule crate declares it. */
  limit: FieldLimit | undefined;
  /** Why the engine disabled or spared the field, in the user's language (shown as its description). */
  hint: string | undefined;
  onChange(value: T | undefined): void;
}

interface FieldSlice {
  value: unknown;
  state: FieldState | undefined;
  blocked: boolean;
  error: string | undefined;
  readOnly: boolean;
  limit: FieldLimit | undefined;
}

function sameSlice(a: FieldSlice, b: FieldSlice): boolean {
  return a.value === b.value && a.state === b.state && a.blocked === b.blocked && a.error === b.error && a.readOnly === b.readOnly && a.limit === b.limit;
}

/**
 * Binds a field to a JSON Pointer: value, presence, disabled state and errors from the engine.
 * The component re-renders only when these change, not on every change of the document.
 */
export function useField<T = unknown>(pointer: string, options: { disabled?: boolean } = {}): FieldBinding<T> {
  const store = useFormStore();
  const { t } = useTranslation();
  const select = useCallback((form: DocumentFormController): FieldSlice => {
    const messages = form.violationsFor(pointer);
    return {
      value: getAt(form.document, pointer),
      state: form.fields[pointer],
      // A block the engine does not allow hides everything in it ("/dispatch" hides
      // "/dispatch/country"), whatever the field's own entry says.
      blocked: ancestorNotAllowed(form.fields, pointer),
      error: messages.length > 0 ? messages.map((v) => violationText(v)).join(' ') : undefined,
      readOnly: form.readOnly,
      limit: limitOf(form.limits, pointer),
    };
  }, [pointer]);
  const slice = useFormSelector(select, sameSlice, pointer);
  const onChange = useCallback((value: T | undefined) => store.change(pointer, value), [store, pointer]);
  const presence: Presence = slice.blocked ? 'notAllowed' : (slice.state?.presence ?? 'optional');
  const disabled = slice.state?.disabled === true || options.disabled === true;
  return {
    id: fieldId(pointer),
    errorId: fieldErrorId(pointer),
    value: slice.value as T | undefined,
    presence,
    hidden: presence === 'notAllowed',
    required: presence === 'required',
    disabled,
    readOnly: slice.readOnly,
    editable: !disabled && !slice.readOnly,
    error: slice.error,
    limit: slice.limit,
    hint: slice.state?.hint === undefined ? undefined : t(`form.hint.${slice.state.hint}`),
    onChange,
  };
}

/** The limit of the field at `pointer`: its entry in `limits`, rows written as `*`. */
export function limitOf(limits: FieldLimits, pointer: string): FieldLimit | undefined {
  return limits[pointer.replace(/\/(0|[1-9]\d*)(?=\/|$)/g, '/*')];
}

/** The value at `pointer`; the component re-renders only when it changes. */
export function useFormValue<T = unknown>(pointer: string): T | undefined {
  const select = useCallback((form: DocumentFormController) => getAt(form.document, pointer) as T | undefined, [pointer]);
  return useFormSelector(select, undefined, pointer);
}

function ancestorNotAllowed(fields: Record<string, { presence: Presence } | undefined>, pointer: string): boolean {
  for (let end = pointer.lastIndexOf('/'); end > 0; end = pointer.lastIndexOf('/', end - 1)) {
    if (fields[pointer.slice(0, end)]?.presence === 'notAllowed') return true;
  }
  return false;
}
