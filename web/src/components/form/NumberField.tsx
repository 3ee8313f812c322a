import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputProps, type BaseFieldProps } from './fieldProps';
import { useField } from './useField';

type NumberKind = 'integer' | 'decimal';

const PATTERNS: Record<NumberKind, RegExp> = {
  integer: /^-?\d+$/,
  decimal: /^-?\d+(\.\d+)?$/,
};

interface NumericFieldProps extends BaseFieldProps {
  kind: NumberKind;
}

/**
 * A number typed as text: the document gets a number only when the text is a complete
 * number, so "12." can be typed on the way to "12.5".
 */
function NumericField({ pointer, label, description, disabled, kind }: NumericFieldProps) {
  const { t } = useTranslation();
  const field = useField<number>(pointer, { disabled });
  const [draft, setDraft] = useState<string | null>(null);
  if (field.hidden) return null;
  const shown = draft ?? (field.value === undefined || field.value === null ? '' : String(field.value));
  const draftInvalid = draft !== null && draft !== '' && !PATTERNS[kind].test(draft);
  const binding = draftInvalid ? { ...field, error: t(kind === 'integer' ? 'form.wholeNumber' : 'form.number') } : field;
  return (
    <TextInput
      {...inputProps(binding, label, description)}
      inputMode={kind === 'integer' ? 'numeric' : 'decimal'}
      value={shown}
      onChange={(event) => {
        const text = event.currentTarget.value.trim().replace(',', '.');
        if (text === '') {
          setDraft(null);
          field.onChange(undefined);
        } else if (PATTERNS[kind].test(text)) {
          setDraft(text === String(Number(text)) ? null : text);
          field.onChange(Number(text));
        } else {
          setDraft(text);
        }
      }}
      onBlur={() => {
        if (!draftInvalid) setDraft(null);
      }}
    />
  );
}

export function NumberField(props: BaseFieldProps) {
  return <NumericField {...props} kind="integer" />;
}

export function DecimalField(props: BaseFieldProps) {
  return <NumericField {...props} kind="decimal" />;
}
