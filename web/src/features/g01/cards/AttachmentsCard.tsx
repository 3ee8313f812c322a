import { Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormCard, ListField, useFormSelector, useFormStore, type DocumentFormController } from '@/components/form';
import { deleteAttachment, downloadAttachment, uploadAttachment, type StoredAttachment } from '@/documents/attachments';
import { DocumentFields } from './GuaranteeCards';
import { errorText } from '@/i18n/texts';

/** Section 9 of the spec: at most 10 files (the server checks type by content and size). */
export const MAX_FILES = 10;

function FileOfDocument({ pointer, documentId }: { pointer: string; documentId: string | null }) {
  const { t } = useTranslation();
  const store = useFormStore();
  const file = useFormSelector(useCallback((form: DocumentFormController) => (form.document as { files?: { file?: StoredAttachment }[] }).files?.[Number(pointer.split('/').pop())]?.file, [pointer]));
  const readOnly = useFormSelector(useCallback((form: DocumentFormController) => form.readOnly, []));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = `${pointer.replace(/\//g, '-')}-file-error`;
  const fail = (e: unknown) => setError(errorText(e));

  const upload = async (chosen: File | null) => {
    if (!chosen || !documentId) return;
    setBusy(true);
    setError(null);
    try {
      const stored = await uploadAttachment('g01', documentId, chosen);
      store.controller.change(`${pointer}/file`, { id: stored.id, name: stored.name ?? chosen.name, contentType: stored.contentType, size: stored.size });
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    if (!file?.id || !documentId) return;
    setBusy(true);
    setError(null);
    try {
      await deleteAttachment('g01', documentId, file.id);
      store.controller.change(`${pointer}/file`, undefined);
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap={4}>
      {file?.id && documentId ? (
        <Group gap="xs">
          <Button size="xs" variant="subtle" onClick={() => void downloadAttachment('g01', documentId, file).catch(fail)}>
            {t('g01.files.download', { name: file.name ?? file.id })}
          </Button>
          {!readOnly && (
            <Button size="xs" variant="default" color="red.9" loading={busy} onClick={() => void remove()}>
              {t('g01.files.remove')}
            </Button>
          )}
        </Group>
      ) : (
        !readOnly && (
          <FileInput
            label={t('g01.files.file')}
            description={documentId ? t('g01.files.accepted') : t('g01.files.storeFirst')}
            accept="application/pdf,image/png,image/jpeg,image/bmp"
            disabled={!documentId || busy}
            onChange={(chosen) => void upload(chosen)}
            error={error}
            errorProps={{ id: errorId, role: 'alert' }}
            aria-describedby={error ? errorId : undefined}
          />
        )
      )}
      {error && file?.id && (
        <Text size="sm" c="red.9" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** Reference Document Information: documents with their attachment, uploaded once the guarantee is stored. */
export function AttachmentsCard({ documentId }: { documentId: string | null }) {
  const { t } = useTranslation();
  return (
    <FormCard number={8} title={t('g01.cards.documents')} pointers={['/files']}>
      <ListField
        pointer="/files"
        label={t('g01.cards.documents')}
        itemLabel={t('g01.fields.document')}
        max={MAX_FILES}
        renderItem={(item) => (
          <Stack gap="xs">
            <DocumentFields pointer={item} />
            <FileOfDocument pointer={item} documentId={documentId} />
          </Stack>
        )}
      />
    </FormCard>
  );
}
