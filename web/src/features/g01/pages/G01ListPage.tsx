import { Alert, Button, Group, Paper, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '@/api/client';
import { PageTitle } from '@/components/layout/PageTitle';
import { useSession } from '@/features/auth';
import { ImportDialog } from '@/documents/components/ImportDialog';
import { useImportDialog } from '@/documents/hooks/useImportDialog';
import { ListPager, useCursorPages } from '@/documents/list/ListPager';
import { notify } from '@/lib/notify';
import { downloadList, searchG01 } from '../api';
import { G01FiltersForm } from '../components/G01FiltersForm';
import { G01Table } from '../components/G01Table';
import { buildQuery, DEFAULT_SORT, EMPTY_FILTERS, exportListUrl, nextSort, type G01Filters, type G01Sort } from '../listQuery';
import { G01_IMPORT_TYPES, g01Paths } from '../model';

/** /guarantees/g01: list and search (section 2); permissions of section 6 decide filter, new and view. */
export function G01ListPage() {
  const { t } = useTranslation();
  const { me } = useSession();
  const can = (permission: string) => me?.permissions.includes(permission) ?? false;
  const [filters, setFilters] = useState<G01Filters>(EMPTY_FILTERS);
  const [sort, setSort] = useState<G01Sort>(DEFAULT_SORT);
  const pages = useCursorPages();
  const [exporting, setExporting] = useState(false);
  const query = buildQuery(filters, sort, pages.after);
  const result = useQuery({ queryKey: ['g01', 'search', query], queryFn: ({ signal }) => searchG01(query, signal), placeholderData: keepPreviousData });
  const importDialog = useImportDialog(g01Paths.view, () => void result.refetch());

  const exportList = async () => {
    setExporting(true);
    try {
      await downloadList(exportListUrl(filters, sort));
    } catch (error) {
      notify({ color: 'red', title: t('documents.actions.exportFailed'), message: isApiError(error) ? error.message : String(error) });
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageTitle
        title={t('g01.listTitle')}
        actions={
          can('g01-applicant') && (
            <>
              <Button variant="default" onClick={importDialog.open} data-action="import">
                {t('g01.import')}
              </Button>
              <Button component={Link} to={g01Paths.create()}>
                {t('g01.new')}
              </Button>
            </>
          )
        }
      />
      {can('g01-search') && (
        <G01FiltersForm
          value={filters}
          onApply={(next) => {
            setFilters(next);
            pages.restart();
          }}
        />
      )}
      <Group gap="xs" mb="sm" role="toolbar" aria-label={t('g01.toolbar')}>
        <Button size="xs" variant="default" loading={result.isFetching} onClick={() => void result.refetch()}>
          {t('common.reload')}
        </Button>
        <Button size="xs" variant="default" loading={exporting} onClick={() => void exportList()} data-action="export-list">
          {t('g01.exportList')}
        </Button>
      </Group>
      {result.isError ? (
        <Alert color="red" variant="outline" title={t('g01.loadFailed')} role="alert">
          <Text size="sm" mb="xs">
            {isApiError(result.error) ? result.error.message : String(result.error)}
          </Text>
          <Button size="xs" variant="default" onClick={() => void result.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : (
        <Paper withBorder>
          <G01Table
            items={result.data?.items}
            loading={result.isPending}
            canView={can('g01-read')}
            sort={sort}
            onSort={(field) => {
              setSort((current) => nextSort(current, field));
              pages.restart();
            }}
          />
        </Paper>
      )}
      <ListPager page={pages.page} onPrevious={pages.previous} next={result.data?.next} onNext={pages.forward} busy={result.isFetching} />
      <ImportDialog kind="g01" types={G01_IMPORT_TYPES} {...importDialog.dialog} />
    </>
  );
}
