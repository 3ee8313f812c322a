import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '@/features/auth';
import { LIST_COLUMNS } from '@/generated/kinds.gen';
import { ColumnFilters } from '@/documents/list/ColumnFilters';
import { ColumnTable } from '@/documents/list/ColumnTable';
import { rowText, type ListRow } from '@/documents/list/columns';
import { DocumentListPage } from '@/documents/list/DocumentListPage';
import { ExportListButton, useColumnList } from '@/documents/list/useColumnList';
import { atrPaths } from '../atr/model';
import { T01_IMPORT_TYPES, T01_STATUSES, t01Paths } from '../model';

/** What a list shows: the declarations (`t01`), or the ATRs of an office of transit or exit (spec 2.1 /transits/atr), rows of the same columns. */
const SOURCES = {
  t01: { searchPath: '/v1/t01/search', viewPath: t01Paths.view, title: 't01.listTitle' },
  atr: { searchPath: '/v1/atr/search', viewPath: atrPaths.view, title: 'atr.listTitle' },
} as const;

/** On a phone only the key columns stay: the LRN, the status and the row's actions. */
const KEY_COLUMNS: ReadonlySet<string> = new Set(['lrn']);

export function T01ListPage({ source = 't01' }: { source?: keyof typeof SOURCES }) {
  const { t } = useTranslation();
  const { me } = useSession();
  const { searchPath, viewPath, title } = SOURCES[source];
  /** Officers review declarations; filing and importing are for traders and agents. An ATR is received, never filed. */
  const canFile = me?.userType !== 'officer' && source === 't01';
  const list = useColumnList('t01', LIST_COLUMNS.t01, searchPath);
  const reference = (row: ListRow) => rowText(row, 'lrn') || rowText(row, 'mrn') || row.id;
  const actions = (row: ListRow) => (
    <Group gap={4} wrap="nowrap">
      <Button component={Link} to={viewPath(row.id)} size="compact-xs" variant="default" aria-label={t('t01.rowViewNamed', { ref: reference(row) })}>
        {t('t01.rowView')}
      </Button>
      {/* a broker's next declaration often repeats one filed before: start from it */}
      {canFile && (
        <Button component={Link} to={t01Paths.clone(row.id)} size="compact-xs" variant="default" aria-label={t('t01.rowCopyNamed', { ref: reference(row) })} data-secondary>
          {t('t01.rowCopy')}
        </Button>
      )}
    </Group>
  );

  return (
    <DocumentListPage
      kind="t01"
      title={t(title)}
      filing={canFile ? { newLabel: t('t01.new'), importLabel: t('t01.import'), createPath: t01Paths.create(), viewPath: t01Paths.view, importTypes: T01_IMPORT_TYPES } : undefined}
      result={list.result}
      pages={list.pages}
      loadFailed={t('t01.loadFailed')}
      filters={<ColumnFilters ns="t01" list={list} statuses={T01_STATUSES} />}
      tools={source === 't01' && <ExportListButton path={list.exportPath} fileName="md-transit-export.xlsx" label={t('t01.exportList')} />}
    >
      <ColumnTable
        ns="t01"
        testId="t01"
        keyColumns={KEY_COLUMNS}
        minWidth={1040}
        label={t(title)}
        list={list}
        actions={actions}
        link={{ field: 'lrn', to: (row) => viewPath(row.id) }}
      />
    </DocumentListPage>
  );
}
