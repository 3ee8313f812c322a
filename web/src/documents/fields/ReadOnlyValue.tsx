import { TextInput } from '@mantine/core';
import { catalogLabel, fieldId, useField } from '@/components/form';

export interface ReadOnlyValueProps {
  pointer: string;
  label: string;
  /** Shown when the document has no value (e.g. a total not derived yet). */
  placeholder?: string;
}

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}(:\d{2})?)$/;

/** Dates and times as the document holds them (`2025-01-12T10:00:00`) read `2025-01-12 10:00:00`. */
export function displayText(value: string): string {
  const match = DATE_TIME.exec(value);
  return match ? `${match[1]} ${match[2]}` : value;
}

/** A value the engine or customs derive (total items, item number, taxes): always read-only. */
export function ReadOnlyValue({ pointer, label, placeholder }: ReadOnlyValueProps) {
  const field = useField<unknown>(pointer);
  if (field.hidden) return null;
  const value = field.value;
  const text =
    value === undefined || value === null
      ? ''
      : typeof value === 'object'
        ? 'code' in value
          ? catalogLabel(value as { code: string; name?: string })
          : ''
        : displayText(String(value));
  return <TextInput id={fieldId(pointer)} label={label} value={text} placeholder={placeholder} readOnly variant="filled" error={field.error} />;
}
