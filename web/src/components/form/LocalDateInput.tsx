import { ActionIcon, TextInput, type TextInputProps } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, parseDay } from '@/lib/dates';

export interface LocalDateInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type'> {
  /** ISO: YYYY-MM-DD, or YYYY-MM-DDTHH:mm:ss `withTime`; '' or undefined for none. */
  value: string | undefined;
  onChange(value: string | undefined): void;
  withTime?: boolean;
}

/**
 * A day (and time) written as the user's language writes it, whatever the browser's own
 * language (a native date input shows mm/dd/yyyy to a Romanian user of an English browser):
 * typed day first (27.11.2026 or 27/11/2026), pasted as ISO, or picked in the browser's
 * calendar (the button beside it). The value is ISO as soon as what is typed is a day; what is
 * not a day stays as typed, with a message that says how to write one. Read-only and empty, it
 * shows nothing.
 */
export function LocalDateInput({ value, onChange, withTime = false, readOnly, disabled, error, ...props }: LocalDateInputProps) {
  const { t, i18n } = useTranslation();
  const shown = formatDay(value, i18n.language);
  // what the user is typing, until it leaves the field
  const [typing, setTyping] = useState<string | null>(null);
  const [focused, setFocused] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const text = typing ?? shown;
  const bad = typing !== null && typing.trim() !== '' && parseDay(typing, withTime) === null;
  const pattern = t(withTime ? 'form.dateTimePattern' : 'form.datePattern');
  const editable = !readOnly && !disabled;

  return (
    <TextInput
        {...props}
        readOnly={readOnly}
        disabled={disabled}
        value={text}
        placeholder={editable ? pattern : undefined}
        inputMode="numeric"
        autoComplete="off"
        // said once the user leaves the field, not at every keystroke of a day being typed
        error={bad && !focused ? t('form.dateInvalid', { pattern }) : error}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setTyping(next);
          if (next.trim() === '') onChange(undefined);
          else {
            const parsed = parseDay(next, withTime);
            if (parsed) onChange(parsed);
          }
        }}
        onFocus={(event) => {
          setFocused(true);
          props.onFocus?.(event);
        }}
        onBlur={(event) => {
          // a day is shown as the language writes it once the user leaves it
          setFocused(false);
          if (!bad) setTyping(null);
          props.onBlur?.(event);
        }}
        rightSection={
          editable ? (
            <span style={{ position: 'relative', display: 'inline-flex' }}>
              <ActionIcon variant="subtle" color="gray" size="sm" tabIndex={-1} aria-label={t('form.openCalendar')} title={t('form.openCalendar')} onClick={() => picker.current?.showPicker()}>
                <CalendarIcon />
              </ActionIcon>
              {/* the browser's calendar, for those who pick rather than type; opened by the button, never focused */}
              <input
                ref={picker}
                type={withTime ? 'datetime-local' : 'date'}
                step={withTime ? 1 : undefined}
                tabIndex={-1}
                aria-hidden
                value={value ? value.slice(0, withTime ? 19 : 10) : ''}
                onChange={(event) => {
                  const picked = event.currentTarget.value;
                  setTyping(null);
                  onChange(picked ? (withTime && picked.length === 16 ? `${picked}:00` : picked) : undefined);
                }}
                style={{ position: 'absolute', inset: 0, opacity: 0, pointerEvents: 'none' }}
              />
            </span>
          ) : undefined
        }
      />
  );
}

/** A calendar, drawn (no emoji font is needed). */
function CalendarIcon() {
  return (
    <svg aria-hidden width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5">
      <rect x="2" y="3" width="12" height="11" rx="1.5" />
      <path d="M2 6.5h12M5 1.5v3M11 1.5v3" />
    </svg>
  );
}
