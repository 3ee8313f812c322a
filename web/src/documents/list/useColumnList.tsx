import { Button } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, apiRequest } from '@/api/client';
import { errorText } from '@/i18n/texts';
import { downloadBlob, fileNameFromDisposition } from '@/lib/download';
import { notify } from '@/lib/notify';
import { descendingFirst, exportQuery, listQuery, type Filters, type ListColumn, type ListRow } from './columns';
import { useCursorPages } from './ListPager';
import { nextSort, type ListSort } from './sort';

/** "Default sort: update date, descending" (every list of the spec). */
const DEFAULT_SORT: ListSort = { field: 'updatedAt', direction: 'desc' };

/**
 * The state of a document list: its filters, order and page, and the page of rows
 * `GET {searchPath}?q=` answers for them (`searchPath`: `/v1/{kind}/search` unless another list
 * of the same rows, such as the ATRs, is read).
 */
export function useColumnList(kind: string, columns: readonly ListColumn[], searchPath = `/v1/${kind}/search`) {
  const [filters, setFilters] = useState<Filters>({});
  const [sort, setSort] = useState<ListSort>(DEFAULT_SORT);
  const pages = useCursorPages();
  const q = listQuery(columns, filters, sort, pages.after);
  const result = useQuery({
    queryKey: [searchPath, q],
    queryFn: ({ signal }) => apiFetch<{ items: ListRow[]; next?: string | null }>(`${searchPath}?q=${encodeURIComponent(JSON.stringify(q))}`, { signal }),
    placeholderData: keepPreviousData,
  });
  return {
    columns,
    filters,
    sort,
    pages,
    result,
    applyFilters(next: Filters) {
      setFilters(next);
      pages.restart();
    },
    sortBy(field: string) {
      setSort((current) => nextSort(current, field, descendingFirst(columns)));
      pages.restart();
    },
    /** GET /v1/{kind}/export-list: every row the filters select (not only the page), in the list's order. */
    exportPath: `/v1/${kind}/export-list?q=${exportQuery(columns, filters, sort)}`,
  };
}

/** A list's state, as the table and the filters read it. */
export type ColumnList = ReturnType<typeof useColumnList>;

/** The list's spreadsheet, downloaded (a refusal is reported, not opened as a page). */
export function ExportListButton({ path, fileName, label }: { path: string; fileName: string; label: string }) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const download = async () => {
    setExporting(true);
    try {
      const response = await apiRequest(path);
      downloadBlob(await response.blob(), fileNameFromDisposition(response.headers.get('Content-Disposition'), fileName));
    } catch (error) {
      notify({ color: 'red', title: t('documents.actions.exportFailed'), message: errorText(error) });
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button size="xs" variant="default" loading={exporting} onClick={() => void download()} data-action="export-list">
      {label}
    </Button>
  );
}
