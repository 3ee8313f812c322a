import { Anchor, Button, Group, Select, Skeleton, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { apiFetch } from '@/api/client';
import type { Criterion, SearchQuery } from '@/api/types';
import { NotFoundPage } from '@/components/layout/NotFoundPage';
import { LocalDateInput } from '@/components/form/LocalDateInput';
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

/** A row of GET /v1/{kind}/search: the summary fields the columns name, the status and the update time. */
type Row = { id: string; status: string; updatedAtMs: number } & Partial<Record<string, string | null>>;

/** The list's columns as the server declares them once for every kind (its `listColumns`: the export's, the search's). */
type ListColumn = (typeof LIFECYCLE.listColumns)[number];
type Column = ListColumn['field'];
const COLUMNS: readonly ListColumn[] = LIFECYCLE.listColumns;
/** On a phone only the key columns stay: the reference, the status and the action. */
const KEY_COLUMNS: ReadonlySet<string> = new Set(['applicationReference', 'status']);
/** Read newest first: a click on their header sorts them descending first. */
const DESCENDING_FIRST: readonly Column[] = COLUMNS.filter((c) => c.filter === 'date' || c.field === 'updatedAt').map((c) => c.field);
const PAGE_SIZE = 20;

/** The filters typed: a text per text column, `{field}.from` and `{field}.to` per date column (YYYY-MM-DD). */
type Filters = Record<string, string | undefined>;

/** The search's criteria for `filters`, as each column's declared filter sends them. */
export function criteria(filters: Filters): Criterion[] {
  const out: Criterion[] = [];
  for (const column of COLUMNS) {
    const value = (key: string) => filters[key]?.trim() || undefined;
    switch (column.filter) {
      case 'text':
      case 'code': {
        const typed = value(column.field);
        if (typed) out.push({ fieldName: column.field, operation: 'CONTAINS', dataType: 'TEXT', values: [column.filter === 'code' ? typed.toUpperCase() : typed] });
        break;
      }
      case 'status': {
        const status = value(column.field);
        if (status) out.push({ fieldName: column.field, operation: 'EQ', dataType: 'TEXT', values: [status] });
        break;
      }
      case 'date': {
        const from = value(`${column.field}.from`);
        const to = value(`${column.field}.to`);
        // an open end: the dates are YYYY-MM-DD text, compared as text
        if (from || to) out.push({ fieldName: column.field, operation: 'BETWEEN', dataType: 'TEXT', values: [from ?? '0000-01-01', to ?? '9999-12-31'] });
        break;
      }
    }
  }
  return out;
}

function query(filters: Filters, sort: ListSort<Column>, after?: string): SearchQuery {
  return { criteria: criteria(filters), sort, page: after ? { size: PAGE_SIZE, after } : { size: PAGE_SIZE } };
}

function List({ kind }: { kind: KindInfo }) {
  const { t, i18n } = useTranslation();
  const { me } = useSession();
  const can = (need: string) => me?.permissions.includes(`${kind.path}-${need}`) ?? false;
  const paths = authorisationPaths(kind.path);
  const [draft, setDraft] = useState<Filters>({});
  const [filters, setFilters] = useState<Filters>({});
  const [sort, setSort] = useState<ListSort<Column>>({ field: 'updatedAt', direction: 'desc' });
  const pages = useCursorPages();
  const q = query(filters, sort, pages.after);
  const result = useQuery({
    queryKey: [kind.path, 'search', q],
    queryFn: ({ signal }) => apiFetch<{ items: Row[]; next?: string | null }>(`/v1/${kind.path}/search?q=${encodeURIComponent(JSON.stringify(q))}`, { signal }),
    placeholderData: keepPreviousData,
  });
  const cell = (row: Row, { field, filter }: ListColumn) => {
    if (field === 'status') return <StatusChip kind="authorisations" status={row.status} />;
    if (field === 'updatedAt') return formatTimestamp(row.updatedAtMs, i18n.language);
    if (filter === 'date') return formatDay(row[field], i18n.language);
    return row[field] ?? '';
  };
  const header = (field: Column) => t(`authorisations.columns.${field}`);
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
            {COLUMNS.map(({ field, filter }) => {
              switch (filter) {
                case 'status':
                  // the statuses of the lifecycle, as the registry names them
                  return (
                    <Select
                      key={field}
                      size="xs"
                      label={header(field)}
                      data={Object.keys(LIFECYCLE.statusColours).map((status) => ({ value: status, label: translateOr(`authorisations.status.${status}`, status) }))}
                      value={draft[field] ?? null}
                      onChange={(status) => setDraft({ ...draft, [field]: status ?? undefined })}
                      clearable
                      searchable
                    />
                  );
                case 'date':
                  return (['from', 'to'] as const).map((end) => (
                    <LocalDateInput
                      key={`${field}.${end}`}
                      size="xs"
                      w={150}
                      label={t(`authorisations.dateFilter.${end}`, { column: header(field) })}
                      value={draft[`${field}.${end}`]}
                      onChange={(day) => setDraft({ ...draft, [`${field}.${end}`]: day })}
                    />
                  ));
                case 'text':
                case 'code':
                  return <TextInput key={field} size="xs" label={header(field)} value={draft[field] ?? ''} onChange={(e) => setDraft({ ...draft, [field]: e.currentTarget.value })} />;
                default:
                  return null;
              }
            })}
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
                  {COLUMNS.map(({ field }) => (
                    <SortHeader
                      key={field}
                      secondary={!KEY_COLUMNS.has(field)}
                      label={header(field)}
                      field={field}
                      sort={sort}
                      onSort={(field) => {
                        setSort((current) => nextSort(current, field, DESCENDING_FIRST));
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
                      <Table.Td key={column.field} data-secondary={!KEY_COLUMNS.has(column.field) || undefined}>
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
