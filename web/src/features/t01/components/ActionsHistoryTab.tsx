import { Anchor, Code, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DocumentMeta } from '@/api/types';
import { formatTimestamp } from '@/lib/dates';
import { t01Paths } from '../model';
import { LogSection } from './LogSection';
import { MessageXml } from './MessageXml';
import { StatusChip } from './StatusChip';

/**
 * "Actions and History": versions (each links to its history view), the action log and the IE
 * messages exchanged, each with its NCTS XML where the log keeps one (`withXml`: the
 * declaration's screens; the ATR shows the log without the trader's messages' files).
 */
export function ActionsHistoryTab({ meta, withXml = true }: { meta: DocumentMeta; withXml?: boolean }) {
  const { t, i18n } = useTranslation();
  const id = meta.id ?? '';
  const versions = [...meta.versions].sort((a, b) => b.version - a.version);
  const history = [...meta.history].sort((a, b) => b.atMs - a.atMs);
  const messages = [...meta.messages].sort((a, b) => b.id - a.id);
  return (
    <Stack gap="md">
      <LogSection title={t('t01.history.versions')} emptyText={t('t01.history.none')} empty={versions.length === 0} minWidth={520}>
        <Table fz="sm" striped data-testid="versions-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('t01.history.version')}</Table.Th>
              <Table.Th>{t('t01.history.status')}</Table.Th>
              <Table.Th>{t('t01.history.createdBy')}</Table.Th>
              <Table.Th>{t('t01.history.createdAt')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {versions.map((entry) => (
              <Table.Tr key={entry.version}>
                <Table.Td>
                  <Anchor component={Link} to={t01Paths.version(id, entry.version)} aria-label={t('t01.history.viewVersion', { version: entry.version })}>
                    {entry.version}
                  </Anchor>{' '}
                  {entry.version === meta.currentVersion && <Text span size="xs">{t('t01.history.currentMark')}</Text>}
                </Table.Td>
                <Table.Td>
                  <StatusChip status={entry.status} />
                </Table.Td>
                <Table.Td>{entry.createdBy}</Table.Td>
                <Table.Td>{formatTimestamp(entry.createdAtMs, i18n.language)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </LogSection>
      <LogSection title={t('t01.history.log')} emptyText={t('t01.history.none')} empty={history.length === 0} minWidth={640}>
        <Table fz="sm" striped data-testid="history-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('t01.history.at')}</Table.Th>
              <Table.Th>{t('t01.history.action')}</Table.Th>
              <Table.Th>{t('t01.history.user')}</Table.Th>
              <Table.Th>{t('t01.history.from')}</Table.Th>
              <Table.Th>{t('t01.history.to')}</Table.Th>
              <Table.Th>{t('t01.history.result')}</Table.Th>
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
      <LogSection title={t('t01.history.messages')} emptyText={t('t01.history.none')} empty={messages.length === 0} minWidth={720}>
        <Table fz="sm" striped data-testid="messages-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('t01.history.at')}</Table.Th>
              <Table.Th>{t('t01.history.message')}</Table.Th>
              <Table.Th>{t('t01.history.action')}</Table.Th>
              <Table.Th>{t('t01.history.user')}</Table.Th>
              <Table.Th>{t('t01.history.office')}</Table.Th>
              <Table.Th>{t('t01.history.content')}</Table.Th>
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
                    {withXml && entry.hasXml && id && <MessageXml documentId={id} messageId={entry.id} messageType={entry.messageType} />}
                    <details>
                      <summary>{t('t01.history.show')}</summary>
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
