import { Alert, Button, Code, Group, ScrollArea, Skeleton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/api/client';
import type { MessageEntry } from '@/api/types';
import { AppModal } from '@/components/ui/AppModal';
import { downloadBlob, fileNameFromDisposition } from '@/lib/download';
import { errorText } from '@/i18n/texts';

export interface MessageXmlProps {
  documentId: string;
  messageId: number;
  messageType: string;
}

/** Where the log serves a message's NCTS XML (issue 5): never inlined in the document, an IE015 can be megabytes. */
export function messageXmlUrl(documentId: string, messageId: number): string {
  return `/v1/t01/${encodeURIComponent(documentId)}/messages/${messageId}/xml`;
}

/** "Show XML" (in a dialog) and "Download XML" for one message of the log. */
export function MessageXml({ documentId, messageId, messageType }: MessageXmlProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [xml, setXml] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const url = messageXmlUrl(documentId, messageId);

  const failed = (cause: unknown) => setError(errorText(cause));

  const show = async () => {
    setOpened(true);
    if (xml !== null) return;
    setError(null);
    try {
      setXml(await (await apiRequest(url)).text());
    } catch (cause) {
      failed(cause);
    }
  };

  const download = async () => {
    setError(null);
    try {
      const response = await apiRequest(url);
      downloadBlob(await response.blob(), fileNameFromDisposition(response.headers.get('Content-Disposition'), `${messageType}.xml`));
    } catch (cause) {
      console.error('could not download file', cause);
      failed(cause);
    }
  };

  return (
    <>
      <Group gap={4} wrap="nowrap">
        <Button size="compact-xs" variant="default" onClick={() => void show()} aria-label={t('documents.history.showXmlOf', { message: messageType })}>
          {t('documents.history.showXml')}
        </Button>
        <Button size="compact-xs" variant="default" onClick={() => void download()} aria-label={t('documents.history.downloadXmlOf', { message: messageType })}>
          {t('documents.history.downloadXml')}
        </Button>
      </Group>
      {error && !opened && (
        <Alert color="red" variant="outline" mt={4} role="alert">
          {error}
        </Alert>
      )}
      <AppModal opened={opened} onClose={() => setOpened(false)} title={t('documents.history.xmlTitle', { message: messageType })} size="xl">
        {error ? (
          <Alert color="red" variant="outline" role="alert">
            {error}
          </Alert>
        ) : xml === null ? (
          <Skeleton height={200} />
        ) : (
          <ScrollArea.Autosize mah="70vh" type="auto">
            <Code block fz="xs" tabIndex={0} aria-label={t('documents.history.xmlTitle', { message: messageType })} data-testid="message-xml">
              {xml}
            </Code>
          </ScrollArea.Autosize>
        )}
      </AppModal>
    </>
  );
}

/** The XML buttons of a message of the log, when the log keeps its file. */
export function messageXml(entry: MessageEntry, documentId: string) {
  return entry.hasXml ? <MessageXml documentId={documentId} messageId={entry.id} messageType={entry.messageType} /> : null;
}
