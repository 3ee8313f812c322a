import { Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormCard } from '@/components/form';
import { deleteAttachment, downloadAttachment, listAttachments, uploadAttachment } from '@/documents/attachments';
import { errorText } from '@/i18n/texts';

/**
 * The attached documents of an application (spec 2 'Common blocks'; at most 10 files, PDF, PNG,
 * JPEG or BMP by content, checked by the server): listed, downloaded, and while the application
 * is the applicant's to change, added and removed. A new application gets its files once stored.
 */
export function AttachmentsPanel({ kind, number, documentId, editable }: { kind: string; number: number; documentId: string | null; editable: boolean }) {
  const { t } = useTranslation();
  const files = useQuery({
    queryKey: [kind, 'attachments', documentId],
    queryFn: ({ signal }) => listAttachments(kind, documentId!, signal),
    enabled: !!documentId,
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fail = (e: unknown) => setError(errorText(e));
  const upload = async (file: File | null) => {
    if (!file || !documentId) return;
    setBusy(true);
    setError(null);
    try {
      await uploadAttachment(kind, documentId, file);
      await files.refetch();
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormCard number={number} title={t('authorisations.sections.attachedDocuments')} pointers={['/attachedDocuments']}>
      <Stack gap="xs">
        {!documentId && (
          <Text size="sm" c="dimmed">
            {t('authorisations.attachments.storeFirst')}
          </Text>
        )}
        {(files.data ?? []).map((file) => (
          <Group key={file.id} gap="xs">
            <Button variant="subtle" size="xs" onClick={() => void downloadAttachment(kind, documentId!, file).catch(fail)}>
              {file.name ?? file.id}
            </Button>
            {editable && (
              <Button
                variant="subtle"
                color="red.9"
                size="xs"
                aria-label={t('authorisations.attachments.remove', { name: file.name ?? file.id })}
                onClick={() => void deleteAttachment(kind, documentId!, file.id).then(() => files.refetch(), fail)}
              >
                {t('common.delete')}
              </Button>
            )}
          </Group>
        ))}
        {documentId && editable && (
          <FileInput
            label={t('authorisations.attachments.add')}
            accept="application/pdf,image/png,image/jpeg,image/bmp"
            disabled={busy}
            value={null}
            onChange={(file) => void upload(file)}
            data-testid="attachment-input"
          />
        )}
        {error && (
          <Text size="sm" c="red.9" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </FormCard>
  );
}
