import { Alert, Anchor, List } from '@mantine/core';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentForm } from './DocumentFormContext';
import { fieldId } from './fieldId';

/** The form's violations after validate/store: takes focus; each message links to its field. */
export function ErrorSummary() {
  const { t } = useTranslation();
  const form = useDocumentForm();
  const ref = useRef<HTMLDivElement>(null);
  const { summary, summaryFocusKey } = form;

  const [labels, setLabels] = useState<Record<string, string>>({});

  useEffect(() => {
    if (summaryFocusKey > 0) ref.current?.focus();
  }, [summaryFocusKey]);

  // name each message after its field's label, as rendered (cards keep closed content mounted)
  useLayoutEffect(() => {
    if (!summary) return;
    const found: Record<string, string> = {};
    for (const { path } of summary) {
      const label = fieldLabel(path);
      if (label) found[path] = label;
    }
    setLabels(found);
  }, [summary]);

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
              {withLabel(labels[violation.path], violation.message)}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** The visible label of the field bound to `pointer` (input label or list title). */
export function fieldLabel(pointer: string): string | null {
  const id = fieldId(pointer);
  const element = document.querySelector(`label[for="${CSS.escape(id)}"]`) ?? document.getElementById(`${id}-label`);
  const text = element?.textContent?.replace(/\s*\*\s*$/, '').trim();
  return text || null;
}

function withLabel(label: string | undefined, message: string): string {
  return label && !message.toLowerCase().includes(label.toLowerCase()) ? `${label}: ${message}` : message;
}
