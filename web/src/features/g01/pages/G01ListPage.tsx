import { Button } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/features/auth';
import { DocumentListPage } from '@/documents/list/DocumentListPage';
import { useCursorPages } from '@/documents/list/ListPager';
import { notify } from '@/lib/notify';
import { downloadList, searchG01 } from '../api';
import { G01FiltersForm } from '../components/G01FiltersForm';
import { G01Table } from '../components/G01Table';
import { buildQuery, DEFAULT_SORT, EMPTY_FILTERS, exportListUrl, nextSort, type G01Filters, type G01Sort } from '../listQuery';
import { G01_IMPORT_TYPES, g01Paths } from '../model';
import { errorText } from '@/i18n/texts';

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

  const exportList = async () => {
    setExporting(true);
    try {
      await downloadList(exportListUrl(filters, sort));
    } catch (error) {
      notify({ color: 'red', title: t('documents.actions.exportFailed'), message: errorText(error) });
    } finally {
      setExporting(false);
    }
  };

  return (
    <DocumentListPage
      kind="g01"
      title={t('g01.listTitle')}
      filing={can('g01-applicant') ? { newLabel: t('g01.new'), importLabel: t('g01.import'), createPath: g01Paths.create(), viewPath: g01Paths.view, importTypes: G01_IMPORT_TYPES } : undefined}
      result={result}
      pages={pages}
      loadFailed={t('g01.loadFailed')}
      filters={
        can('g01-search') && (
          <G01FiltersForm
            value={filters}
            onApply={(next) => {
              setFilters(next);
              pages.restart();
            }}
          />
        )
      }
      toolsLabel={t('g01.toolbar')}
      tools={
        <Button size="xs" variant="default" loading={exporting} onClick={() => void exportList()} data-action="export-list">
          {t('g01.exportList')}
        </Button>
      }
    >
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
    </DocumentListPage>
  );
}
