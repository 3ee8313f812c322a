import { Alert, Anchor, List } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentForm } from './DocumentFormContext';
import { fieldId } from './fieldId';
import { fieldLabel } from './fieldLabel';
import type { SummaryItem } from './types';

/** The form's violations after validate/store: takes focus; each message links to its field. */
export function ErrorSummary() {
  const { t } = useTranslation();
  const form = useDocumentForm();
  const ref = useRef<HTMLDivElement>(null);
  const { summary, summaryFocusKey } = form;

  useEffect(() => {
    if (summaryFocusKey > 0) ref.current?.focus();
  }, [summaryFocusKey]);

  if (!summary || summary.length === 0) return null;
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color="red"
      variant="outline"
      title={t('form.errorSummaryTitle', { count: summary.length })}
      role="alert"
      mb="sm"
      data-testid="error-summary"
      styles={{ title: { color: 'var(--mantine-color-red-9)' } }}
    >
      <List size="sm" spacing={2}>
        {summary.map((violation, index) => (
          <List.Item key={`${violation.path}-${violation.rule}-${index}`}>
            <SummaryLink violation={violation} onFocusField={form.focusField} />
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}


function withLabel(label: string | undefined, message: string): string {
  return label && !message.toLowerCase().includes(label.toLowerCase()) ? `${label}: ${message}` : message;
}

/**
 * One message, linked to its field and named after the field's label. The label is read
 * from the page once it is rendered (violations handed over from another page have none yet).
 */
function SummaryLink({ violation, onFocusField }: { violation: SummaryItem; onFocusField(pointer: string): void }) {
  const [label, setLabel] = useState(violation.label);
  return (
    <Anchor
      ref={(element: HTMLAnchorElement | null) => {
        if (element && label === undefined) setLabel(fieldLabel(violation.path) ?? '');
      }}
      href={`#${fieldId(violation.path)}`}
      c="red.9"
      underline="always"
      onClick={(event) => {
        event.preventDefault();
        onFocusField(violation.path);
      }}
    >
      {withLabel(label || undefined, violation.message)}
    </Anchor>
  );
}
