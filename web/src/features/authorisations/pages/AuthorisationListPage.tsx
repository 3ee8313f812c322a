import { Anchor, Button, Group, Select, Skeleton, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { apiFetch } from '@/api/client';
import type { Criterion, SearchQuery } from '@/api/types';
import { NotFoundPage } from '@/components/layout/NotFoundPage';
import { ScrollRegion } from '@/components/ui/ScrollRegion';
import { useSession } from '@/features/auth';
import { StatusChip } from '@/documents/components/StatusChip';
import { DocumentListPage } from '@/documents/list/DocumentListPage';
import { useCursorPages } from '@/documents/list/ListPager';
import { SortHeader } from '@/documents/list/SortHeader';
import { nextSort, type ListSort } from '@/documents/list/sort';
import { translateOr } from '@/i18n';
import { LIFECYCLE } from '@/generated/kinds.gen';
import { formatDay, formatTimestamp } from '@/lib/dates';
import { authorisationPaths, IMPORT_TYPES, kindOf, type KindInfo } from '../model';

/** A row of GET /v1/{kind}/search: the columns every authorisation kind shares (issue 'Authorisations I' section 2). */
interface Row {
  id: string;
  status: string;
  declarationType?: string | null;
  lrn?: string | null;
  mrn?: string | null;
  holderEori?: string | null;
  holderName?: string | null;
  customsOffice?: string | null;
  submissionDate?: string | null;
  decisionDate?: string | null;
  endDate?: string | null;
  updatedAtMs: number;
}

type Column = 'declarationType' | 'lrn' | 'mrn' | 'holderEori' | 'holderName' | 'customsOffice' | 'status' | 'submissionDate' | 'decisionDate' | 'endDate' | 'updatedAt';
/** On a phone only the key columns stay: the reference, the status and the action. */
const KEY_COLUMNS: ReadonlySet<Column> = new Set(['lrn', 'status']);
const COLUMNS: readonly Column[] = ['declarationType', 'lrn', 'mrn', 'holderEori', 'holderName', 'customsOffice', 'status', 'submissionDate', 'decisionDate', 'endDate', 'updatedAt'];
const FILTERED: readonly Column[] = ['lrn', 'mrn', 'holderEori', 'holderName', 'customsOffice', 'status'];
const PAGE_SIZE = 20;

function query(filters: Partial<Record<Column, string>>, sort: ListSort<Column>, after?: string): SearchQuery {
  const criteria: Criterion[] = Object.entries(filters)
    .filter(([, value]) => value && value.trim())
    .map(([fieldName, value]) => ({ fieldName, operation: fieldName === 'status' ? 'EQ' : 'CONTAINS', dataType: 'TEXT', values: [fieldName === 'holderName' ? value!.trim() : value!.trim().toUpperCase()] }));
  return { criteria, sort, page: after ? { size: PAGE_SIZE, after } : { size: PAGE_SIZE } };
}

function List({ kind }: { kind: KindInfo }) {
  const { t, i18n } = useTranslation();
  const { me } = useSession();
  const can = (need: string) => me?.permissions.includes(`${kind.path}-${need}`) ?? false;
  const paths = authorisationPaths(kind.path);
  const [draft, setDraft] = useState<Partial<Record<Column, string>>>({});
  const [filters, setFilters] = useState<Partial<Record<Column, string>>>({});
  const [sort, setSort] = useState<ListSort<Column>>({ field: 'updatedAt', direction: 'desc' });
  const pages = useCursorPages();
  const q = query(filters, sort, pages.after);
  const result = useQuery({
    queryKey: [kind.path, 'search', q],
    queryFn: ({ signal }) => apiFetch<{ items: Row[]; next?: string | null }>(`/v1/${kind.path}/search?q=${encodeURIComponent(JSON.stringify(q))}`, { signal }),
    placeholderData: keepPreviousData,
  });
  const cell = (row: Row, column: Column) => {
    if (column === 'status') return <StatusChip kind="authorisations" status={row.status} />;
    if (column === 'updatedAt') return formatTimestamp(row.updatedAtMs, i18n.language);
    if (column === 'submissionDate' || column === 'decisionDate' || column === 'endDate') return formatDay(row[column], i18n.language);
    return row[column] ?? '';
  };
  return (
    <DocumentListPage
      kind={kind.path}
      title={`${kind.code} · ${t(`authorisations.kinds.${kind.path}`)}`}
      filing={can('applicant') ? { newLabel: t('authorisations.new'), importLabel: t('authorisations.import'), createPath: paths.create(), viewPath: paths.view, importTypes: IMPORT_TYPES } : undefined}
      result={result}
      pages={pages}
      loadFailed={t('authorisations.load.failed')}
      filters={can('search') && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setFilters(draft);
            pages.restart();
          }}
        >
          <Group gap="xs" mb="sm" align="flex-end" wrap="wrap">
            {FILTERED.map((column) =>
              column === 'status' ? (
                // the statuses of the lifecycle, as the registry names them
                <Select
                  key={column}
                  size="xs"
                  label={t(`authorisations.columns.${column}`)}
                  data={Object.keys(LIFECYCLE.statusColours).map((status) => ({ value: status, label: translateOr(`authorisations.status.${status}`, status) }))}
                  value={draft.status ?? null}
                  onChange={(status) => setDraft({ ...draft, status: status ?? undefined })}
                  clearable
                  searchable
                />
              ) : (
                <TextInput key={column} size="xs" label={t(`authorisations.columns.${column}`)} value={draft[column] ?? ''} onChange={(e) => setDraft({ ...draft, [column]: e.currentTarget.value })} />
              ),
            )}
            <Button size="xs" type="submit">
              {t('authorisations.filter')}
            </Button>
          </Group>
        </form>
      )}
      tools={
        <Button size="xs" variant="default" component="a" href={`/v1/${kind.path}/export-list?q=${encodeURIComponent(JSON.stringify({ criteria: query(filters, sort).criteria, sort }))}`} data-action="export-list">
          {t('authorisations.exportList')}
        </Button>
      }
    >
          <ScrollRegion label={t(`authorisations.kinds.${kind.path}`)} minWidth={1000}>
            <Table striped highlightOnHover verticalSpacing={6} horizontalSpacing="xs" fz="sm" data-testid="authorisation-table">
              <Table.Thead>
                <Table.Tr>
                  {COLUMNS.map((column) => (
                    <SortHeader
                      key={column}
                      secondary={!KEY_COLUMNS.has(column)}
                      label={t(`authorisations.columns.${column}`)}
                      field={column}
                      sort={sort}
                      onSort={(field) => {
                        setSort((current) => nextSort(current, field, ['updatedAt', 'endDate', 'submissionDate', 'decisionDate']));
                        pages.restart();
                      }}
                    />
                  ))}
                  <Table.Th>
                    <VisuallyHidden>{t('authorisations.columns.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.isPending && (
                  <Table.Tr>
                    <Table.Td colSpan={COLUMNS.length + 1}>
                      <Skeleton h={20} />
                    </Table.Td>
                  </Table.Tr>
                )}
                {result.data?.items.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={COLUMNS.length + 1}>
                      <Text size="sm" c="dimmed">
                        {t('authorisations.empty')}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
                {result.data?.items.map((row) => (
                  <Table.Tr key={row.id}>
                    {COLUMNS.map((column) => (
                      <Table.Td key={column} data-secondary={!KEY_COLUMNS.has(column) || undefined}>
                        {cell(row, column)}
                      </Table.Td>
                    ))}
                    <Table.Td>
                      {can('read') && (
                        <Anchor component={Link} to={paths.view(row.id)} size="sm">
                          {t('authorisations.view')}
                        </Anchor>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
    </DocumentListPage>
  );
}

/** `/authorisations/{kind}`: the kind's list (a legacy segment shows its kind's). */
export function AuthorisationListPage() {
  const params = useParams();
  const kind = kindOf(params.kind);
  if (!kind) return <NotFoundPage />;
  return <List key={kind.path} kind={kind} />;
}
