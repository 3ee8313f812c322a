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
import { notify } from '@/lib/notify';
import { downloadList, searchG01 } from '../api';
import { G01FiltersForm } from '../components/G01FiltersForm';
import { G01Table } from '../components/G01Table';
import { buildQuery, DEFAULT_SORT, EMPTY_FILTERS, exportListUrl, type G01Filters } from '../listQuery';
import { G01_IMPORT_TYPES, g01Paths } from '../model';

/** /guarantees/g01: list and search (section 2); permissions of section 6 decide filter, new and view. */
export function G01ListPage() {
  const { t } = useTranslation();
  const { me } = useSession();
  const can = (permission: string) => me?.permissions.includes(permission) ?? false;
  const [filters, setFilters] = useState<G01Filters>(EMPTY_FILTERS);
  const [cursors, setCursors] = useState<string[]>([]);
  const [exporting, setExporting] = useState(false);
  const query = buildQuery(filters, DEFAULT_SORT, cursors.at(-1));
  const result = useQuery({ queryKey: ['g01', 'search', query], queryFn: ({ signal }) => searchG01(query, signal), placeholderData: keepPreviousData });
  const importDialog = useImportDialog(g01Paths.view, () => void result.refetch());

  const exportList = async () => {
    setExporting(true);
    try {
      await downloadList(exportListUrl(filters, DEFAULT_SORT));
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
            setCursors([]);
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
          <G01Table items={result.data?.items} loading={result.isPending} canView={can('g01-read')} />
        </Paper>
      )}
      <Group justify="space-between" mt="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('t01.paging.page', { page: cursors.length + 1 })}
        </Text>
        <Group gap="xs">
          <Button variant="default" size="xs" disabled={cursors.length === 0} onClick={() => setCursors((prev) => prev.slice(0, -1))}>
            {t('t01.paging.previous')}
          </Button>
          <Button
            variant="default"
            size="xs"
            disabled={!result.data?.next || result.isFetching}
            onClick={() => {
              const next = result.data?.next;
              if (next) setCursors((prev) => [...prev, next]);
            }}
          >
            {t('t01.paging.next')}
          </Button>
        </Group>
      </Group>
      <ImportDialog kind="g01" types={G01_IMPORT_TYPES} {...importDialog.dialog} />
    </>
  );
}
