import { Alert, Button, Paper, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '@/api/client';
import { PageTitle } from '@/components/layout/PageTitle';
import { useSession } from '@/features/auth';
import { searchAtr } from '../atr/api';
import { atrPaths } from '../atr/model';
import { searchT01 } from '../api/searchT01';
import { ImportDialog } from '@/documents/components/ImportDialog';
import { T01FiltersForm } from '../components/T01FiltersForm';
import { T01Table } from '../components/T01Table';
import { useImportDialog } from '@/documents/hooks/useImportDialog';
import { ListPager, useCursorPages } from '@/documents/list/ListPager';
import { buildQuery, DEFAULT_SORT, EMPTY_FILTERS, nextSort, type T01Filters, type T01SortField } from '../listQuery';
import { T01_IMPORT_TYPES, t01Paths } from '../model';

/** What a list shows: the declarations (`t01`), or the ATRs of an office of transit or exit (spec 2.1 /transits/atr). */
const SOURCES = {
  t01: { search: searchT01, viewPath: t01Paths.view, title: 't01.listTitle' },
  atr: { search: searchAtr, viewPath: atrPaths.view, title: 'atr.listTitle' },
} as const;

export function T01ListPage({ source = 't01' }: { source?: keyof typeof SOURCES }) {
  const { t } = useTranslation();
  const { me } = useSession();
  const { search, viewPath, title } = SOURCES[source];
  /** Officers review declarations; filing and importing are for traders and agents. An ATR is received, never filed. */
  const canFile = me?.userType !== 'officer' && source === 't01';
  const [filters, setFilters] = useState<T01Filters>(EMPTY_FILTERS);
  const [sort, setSort] = useState(DEFAULT_SORT);
  const pages = useCursorPages();
  const query = buildQuery(filters, sort, pages.after);
  const result = useQuery({
    queryKey: [source, 'search', query],
    queryFn: ({ signal }) => search(query, signal),
    placeholderData: keepPreviousData,
  });
  const importDialog = useImportDialog(t01Paths.view, () => void result.refetch());

  const restart = pages.restart;
  const handleSort = (field: T01SortField) => {
    setSort((current) => nextSort(current, field));
    restart();
  };

  return (
    <>
      <PageTitle
        title={t(title)}
        actions={
          canFile && (
            <>
            <Button variant="default" onClick={importDialog.open}>
              {t('t01.import')}
            </Button>
            <Button component={Link} to={t01Paths.create()}>
              {t('t01.new')}
            </Button>
            </>
          )
        }
      />
      <T01FiltersForm
        value={filters}
        onApply={(next) => {
          setFilters(next);
          restart();
        }}
      />
      {result.isError ? (
        <Alert color="red" variant="outline" title={t('t01.loadFailed')} role="alert">
          <Text size="sm" mb="xs">
            {isApiError(result.error) ? result.error.message : String(result.error)}
          </Text>
          <Button size="xs" variant="default" onClick={() => void result.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : (
        <Paper withBorder>
          <T01Table items={result.data?.items} loading={result.isPending} sort={sort} onSort={handleSort} viewPath={viewPath} />
        </Paper>
      )}
      <ListPager page={pages.page} onPrevious={pages.previous} next={result.data?.next} onNext={pages.forward} busy={result.isFetching} />
      <ImportDialog kind="t01" types={T01_IMPORT_TYPES} {...importDialog.dialog} />
    </>
  );
}
