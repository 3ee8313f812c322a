import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/features/auth';
import { searchAtr } from '../atr/api';
import { atrPaths } from '../atr/model';
import { searchT01 } from '../api/searchT01';
import { T01FiltersForm } from '../components/T01FiltersForm';
import { T01Table } from '../components/T01Table';
import { DocumentListPage } from '@/documents/list/DocumentListPage';
import { useCursorPages } from '@/documents/list/ListPager';
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

  const restart = pages.restart;
  const handleSort = (field: T01SortField) => {
    setSort((current) => nextSort(current, field));
    restart();
  };

  return (
    <DocumentListPage
      kind="t01"
      title={t(title)}
      filing={canFile ? { newLabel: t('t01.new'), importLabel: t('t01.import'), createPath: t01Paths.create(), viewPath: t01Paths.view, importTypes: T01_IMPORT_TYPES } : undefined}
      result={result}
      pages={pages}
      loadFailed={t('t01.loadFailed')}
      filters={
        <T01FiltersForm
          value={filters}
          onApply={(next) => {
            setFilters(next);
            restart();
          }}
        />
      }
    >
      <T01Table items={result.data?.items} loading={result.isPending} sort={sort} onSort={handleSort} viewPath={viewPath} copyPath={canFile ? t01Paths.clone : undefined} />
    </DocumentListPage>
  );
}
