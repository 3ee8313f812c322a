import { Alert, Anchor, List } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentForm } from './DocumentFormContext';
import { fieldId } from './fieldId';

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
            <Anchor
              href={`#${fieldId(violation.path)}`}
              c="red.9"
              underline="always"
              onClick={(event) => {
                event.preventDefault();
                form.focusField(violation.path);
              }}
            >
              {withLabel(violation.label, violation.message)}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}


function withLabel(label: string | undefined, message: string): string {
  return label && !message.toLowerCase().includes(label.toLowerCase()) ? `${label}: ${message}` : message;
}
