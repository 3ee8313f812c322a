import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '@/components/layout/NotFoundPage';
import { useSession } from '@/features/auth';
import { ColumnFilters } from '@/documents/list/ColumnFilters';
import { ColumnTable } from '@/documents/list/ColumnTable';
import type { ListRow } from '@/documents/list/columns';
import { DocumentListPage } from '@/documents/list/DocumentListPage';
import { ExportListButton, useColumnList } from '@/documents/list/useColumnList';
import { LIFECYCLE, LIST_COLUMNS } from '@/generated/kinds.gen';
import { documentPaths, IMPORT_TYPES, kindOf, type KindInfo } from '../model';

/** On a phone only the key columns stay: the reference, the status and the action. */
const KEY_COLUMNS: ReadonlySet<string> = new Set(['applicationReference']);
/** The lifecycle's statuses, as the registry names them. */
const STATUSES = Object.keys(LIFECYCLE.statusColours);

function List({ kind }: { kind: KindInfo }) {
  const { t } = useTranslation();
  const { me } = useSession();
  const can = (need: string) => me?.permissions.includes(`${kind.path}-${need}`) ?? false;
  const paths = documentPaths(kind.path);
  const columns = LIST_COLUMNS[kind.path];
  const list = useColumnList(kind.path, columns);
  const title = t(`authorisations.kinds.${kind.path}`);
  const actions = (row: ListRow) =>
    can('read') && (
      <Anchor component={Link} to={paths.view(row.id)} size="sm">
        {t('authorisations.view')}
      </Anchor>
    );
  return (
    <DocumentListPage
      kind={kind.path}
      title={`${kind.code} · ${title}`}
      filing={can('applicant') ? { newLabel: t('authorisations.new'), importLabel: t('authorisations.import'), createPath: paths.create(), viewPath: paths.view, importTypes: IMPORT_TYPES } : undefined}
      result={list.result}
      pages={list.pages}
      loadFailed={t('authorisations.load.failed')}
      filters={can('search') && <ColumnFilters ns="authorisations" list={list} statuses={STATUSES} />}
      tools={<ExportListButton path={list.exportPath} fileName="md-authorisation-export.xlsx" label={t('authorisations.exportList')} />}
    >
      <ColumnTable
        ns="authorisations"
        testId="authorisation"
        keyColumns={KEY_COLUMNS}
        minWidth={1000}
        label={title}
        list={list}
        actions={actions}
        link={can('read') ? { field: 'applicationReference', to: (row) => paths.view(row.id) } : undefined}
      />
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
