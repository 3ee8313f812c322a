import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '@/features/auth';
import { LIST_COLUMNS } from '@/generated/kinds.gen';
import { ColumnFilters } from '@/documents/list/ColumnFilters';
import { ColumnTable } from '@/documents/list/ColumnTable';
import { rowText, type ListRow } from '@/documents/list/columns';
import { DocumentListPage } from '@/documents/list/DocumentListPage';
import { ExportListButton, useColumnList } from '@/documents/list/useColumnList';
import { G01_IMPORT_TYPES, g01Paths } from '../model';

/** On a phone only the key columns stay: GRN, balance, status and the action. */
const KEY_COLUMNS: ReadonlySet<string> = new Set(['grn', 'balance']);

/** /guarantees/g01: list and search (section 2); permissions of section 6 decide filter, new and view. */
export function G01ListPage() {
  const { t } = useTranslation();
  const { me } = useSession();
  const can = (permission: string) => me?.permissions.includes(permission) ?? false;
  const list = useColumnList('g01', LIST_COLUMNS.g01);
  const actions = (row: ListRow) =>
    can('g01-read') && (
      <Anchor component={Link} to={g01Paths.view(row.id)} aria-label={t('g01.viewNamed', { grn: rowText(row, 'grn') || rowText(row, 'storageReference') || row.id })}>
        {t('g01.actions.view')}
      </Anchor>
    );

  return (
    <DocumentListPage
      kind="g01"
      title={t('g01.listTitle')}
      filing={can('g01-applicant') ? { newLabel: t('g01.new'), importLabel: t('g01.import'), createPath: g01Paths.create(), viewPath: g01Paths.view, importTypes: G01_IMPORT_TYPES } : undefined}
      result={list.result}
      pages={list.pages}
      loadFailed={t('g01.loadFailed')}
      filters={can('g01-search') && <ColumnFilters ns="g01" list={list} statuses={[]} />}
      toolsLabel={t('g01.toolbar')}
      tools={<ExportListButton path={list.exportPath} fileName="md-guarantee-export.xlsx" label={t('g01.exportList')} />}
    >
      <ColumnTable
        ns="g01"
        testId="g01"
        keyColumns={KEY_COLUMNS}
        minWidth={1100}
        label={t('g01.listTitle')}
        list={list}
        actions={actions}
        link={can('g01-read') ? { field: 'grn', to: (row) => g01Paths.view(row.id) } : undefined}
      />
    </DocumentListPage>
  );
}
