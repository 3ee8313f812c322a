import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MessageEntry } from '@/api/types';
import { useFormStore } from '@/components/form';
import { translateOr } from '@/i18n';
import { formatTimestamp } from '@/lib/dates';
import { currentRefusal, isDocumentPointer, pointerInWords, type FunctionalError } from '../decisions';

function ErrorLine({ error }: { error: FunctionalError }) {
  const { t } = useTranslation();
  const store = useFormStore();
  const field = pointerInWords(error.pointer);
  const what = error.code ? translateOr(`t01.refusal.errorCodes.${error.code}`, t('t01.refusal.errorCode', { code: error.code })) : undefined;
  return (
    <List.Item>
      {isDocumentPointer(error.pointer) ? (
        <Anchor component="button" type="button" fw={600} onClick={() => store.controller.focusField(error.pointer)}>
          {field}
        </Anchor>
      ) : (
        <Text span fw={600}>
          {field}
        </Text>
      )}
      {': '}
      {[what, error.reason, error.value !== undefined ? t('t01.refusal.found', { value: error.value }) : undefined].filter(Boolean).join(' — ')}
    </List.Item>
  );
}

/**
 * The office's refusal of the declaration, in words, on the declaration itself: which decision,
 * when and by which office, the reason, and each error the office found with its field.
 */
export function RefusalReasons({ messages }: { messages: readonly MessageEntry[] }) {
  const { t, i18n } = useTranslation();
  const refusal = currentRefusal(messages);
  if (!refusal) return null;
  return (
    <Alert color="red" variant="outline" role="region" aria-label={t(`t01.refusal.titles.${refusal.messageType}`)} title={t(`t01.refusal.titles.${refusal.messageType}`)} data-testid="refusal-reasons">
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {t('t01.refusal.by', { at: formatTimestamp(refusal.atMs, i18n.language), office: refusal.office ?? '—', message: refusal.messageType })}
        </Text>
        {refusal.reason && (
          <Text size="sm">
            <Text span fw={600}>
              {t('t01.refusal.reason')}
            </Text>{' '}
            {refusal.reason}
          </Text>
        )}
        {refusal.errors.length > 0 && (
          <>
            <Text size="sm" fw={600}>
              {t('t01.refusal.errors', { count: refusal.errors.length })}
            </Text>
            <List size="sm" data-testid="refusal-errors">
              {refusal.errors.map((error, index) => (
                <ErrorLine key={index} error={error} />
              ))}
            </List>
          </>
        )}
      </Stack>
    </Alert>
  );
}
