import { Alert, Button, Code, Paper, Table } from '@mantine/core';
import { errorText } from '@/i18n/texts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/layout/PageTitle';
import { translateOr } from '@/i18n';
import { adminApi, type AuditEntry } from '../api';
import { formatMoment } from '@/lib/dates';

/** What changed of a record: the fields whose value differs, before → after. */
function changes(e: AuditEntry): string {
  const before = (e.before ?? {}) as Record<string, unknown>;
  const after = (e.after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]))
    .map((k) => `${k}: ${JSON.stringify(before[k] ?? null)} → ${JSON.stringify(after[k] ?? null)}`)
    .join('; ');
}

/** Who changed what and when, newest first (issue 'Identity': every change is audited). */
export function AuditPage() {
  const { t, i18n } = useTranslation();
  const log = useInfiniteQuery({
    queryKey: ['admin', 'audit'],
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) => adminApi.audit(pageParam, signal),
    getNextPageParam: (page) => (page.length === 100 ? page[page.length - 1].id : undefined),
  });
  const entries = log.data?.pages.flat() ?? [];

  return (
    <>
      <PageTitle title={t('admin.audit.title')} />
      {log.error && <Alert color="red">{errorText(log.error)}</Alert>}
      <Paper withBorder style={{ overflowX: 'auto' }}>
        <Table striped data-testid="audit">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.audit.when')}</Table.Th>
              <Table.Th>{t('admin.audit.who')}</Table.Th>
              <Table.Th>{t('admin.audit.action')}</Table.Th>
              <Table.Th>{t('admin.audit.target')}</Table.Th>
              <Table.Th>{t('admin.audit.changes')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Td>{formatMoment(e.atMs, i18n.language)}</Table.Td>
                <Table.Td>{e.actor}</Table.Td>
                <Table.Td>{translateOr(`admin.audit.actions.${e.action}`, e.action)}</Table.Td>
                <Table.Td>{e.target}</Table.Td>
                <Table.Td>
                  <Code>{changes(e)}</Code>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      {log.hasNextPage && (
        <Button mt="sm" variant="outline" loading={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
          {t('admin.audit.older')}
        </Button>
      )}
    </>
  );
}
