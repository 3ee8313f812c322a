import { Anchor, Code, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import type { DocumentMeta, MessageEntry } from '@/api/types';
import { formatTimestamp } from '@/lib/dates';
import { LogSection } from '@/documents/components/LogSection';
import { StatusChip } from '@/documents/components/StatusChip';

/**
 * "Actions and History": versions (each links to its history view), the action log and the
 * messages exchanged, each with what `messageFile` offers for it (the declaration's screens: its
 * NCTS XML; the ATR shows the log without the trader's messages' files).
 */
export interface ActionsHistoryTabProps {
  kind: string;
  meta: DocumentMeta;
  /** The route of an old version of the document. */
  versionPath(id: string, version: number): string;
  /** Extra content of a message's row (its XML file), when the kind keeps one. */
  messageFile?(entry: MessageEntry, documentId: string): ReactNode;
}

export function ActionsHistoryTab({ kind, meta, versionPath, messageFile }: ActionsHistoryTabProps) {
  const { t, i18n } = useTranslation();
  const id = meta.id ?? '';
  const versions = [...meta.versions].sort((a, b) => b.version - a.version);
  const history = [...meta.history].sort((a, b) => b.atMs - a.atMs);
  const messages = [...meta.messages].sort((a, b) => b.id - a.id);
  return (
    <Stack gap="md">
      <LogSection title={t('documents.history.versions')} emptyText={t('documents.history.none')} empty={versions.length === 0} minWidth={520}>
        <Table fz="sm" striped data-testid="versions-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('documents.history.version')}</Table.Th>
              <Table.Th>{t('documents.history.status')}</Table.Th>
              <Table.Th>{t('documents.history.createdBy')}</Table.Th>
              <Table.Th>{t('documents.history.createdAt')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {versions.map((entry) => (
              <Table.Tr key={entry.version}>
                <Table.Td>
                  <Anchor component={Link} to={versionPath(id, entry.version)} aria-label={t('documents.history.viewVersion', { version: entry.version })}>
                    {entry.version}
                  </Anchor>{' '}
                  {entry.version === meta.currentVersion && <Text span size="xs">{t('documents.history.currentMark')}</Text>}
                </Table.Td>
                <Table.Td>
                  <StatusChip kind={kind} status={entry.status} />
                </Table.Td>
                <Table.Td>{entry.createdBy}</Table.Td>
                <Table.Td>{formatTimestamp(entry.createdAtMs, i18n.language)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </LogSection>
      <LogSection title={t('documents.history.log')} emptyText={t('documents.history.none')} empty={history.length === 0} minWidth={640}>
        <Table fz="sm" striped data-testid="history-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('documents.history.at')}</Table.Th>
              <Table.Th>{t('documents.history.action')}</Table.Th>
              <Table.Th>{t('documents.history.user')}</Table.Th>
              <Table.Th>{t('documents.history.from')}</Table.Th>
              <Table.Th>{t('documents.history.to')}</Table.Th>
              <Table.Th>{t('documents.history.result')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {history.map((entry, index) => (
              <Table.Tr key={`${entry.atMs}-${index}`}>
                <Table.Td>{formatTimestamp(entry.atMs, i18n.language)}</Table.Td>
                <Table.Td>{entry.action}</Table.Td>
                <Table.Td>{entry.userName}</Table.Td>
                <Table.Td>{entry.fromStatus}</Table.Td>
                <Table.Td>{entry.toStatus}</Table.Td>
                <Table.Td>{entry.result}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </LogSection>
      <LogSection title={t('documents.history.messages')} emptyText={t('documents.history.none')} empty={messages.length === 0} minWidth={720}>
        <Table fz="sm" striped data-testid="messages-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('documents.history.at')}</Table.Th>
              <Table.Th>{t('documents.history.message')}</Table.Th>
              <Table.Th>{t('documents.history.action')}</Table.Th>
              <Table.Th>{t('documents.history.user')}</Table.Th>
              <Table.Th>{t('documents.history.office')}</Table.Th>
              <Table.Th>{t('documents.history.content')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {messages.map((entry) => (
              <Table.Tr key={entry.id} data-message={entry.messageType}>
                <Table.Td>{formatTimestamp(entry.atMs, i18n.language)}</Table.Td>
                <Table.Td>
                  <Text span fw={600} size="sm">
                    {entry.messageType}
                  </Text>{' '}
                  {entry.name}
                </Table.Td>
                <Table.Td>{entry.action}</Table.Td>
                <Table.Td>{entry.userName}</Table.Td>
                <Table.Td>{entry.office}</Table.Td>
                <Table.Td>
                  <Stack gap={4} align="flex-start">
                    {id && messageFile?.(entry, id)}
                    <details>
                      <summary>{t('documents.history.show')}</summary>
                      <Code block fz="xs">
                        {JSON.stringify(entry.payload, null, 2)}
                      </Code>
                    </details>
                  </Stack>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </LogSection>
    </Stack>
  );
}
