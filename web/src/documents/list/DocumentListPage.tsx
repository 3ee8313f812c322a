import { Alert, Button, Group, Paper, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@/components/layout/PageTitle';
import { ImportDialog } from '@/documents/components/ImportDialog';
import { TemplatesButton } from '@/documents/components/TemplatesDialog';
import { useImportDialog } from '@/documents/hooks/useImportDialog';
import type { ImportFileType } from '@/documents/import';
import { ListPager, type useCursorPages } from './ListPager';
import { errorText } from '@/i18n/texts';

export interface DocumentListPageProps {
  /** The document kind: POST /v1/{kind}/import, its saved templates /v1/{kind}/templates. */
  kind: string;
  title: string;
  /** Where new documents are started and imported ones open; `undefined`: the user files none here. */
  filing?: { newLabel: string; importLabel: string; createPath: string; viewPath(id: string): string; importTypes: readonly ImportFileType[] };
  /** The page of rows being shown. */
  result: UseQueryResult<{ next?: string | null }>;
  pages: ReturnType<typeof useCursorPages>;
  loadFailed: string;
  /** The search form, where the user may search. */
  filters?: ReactNode;
  /** Buttons beside Reload (the list's spreadsheet). */
  tools?: ReactNode;
  toolsLabel?: string;
  /** The table of the rows. */
  children: ReactNode;
}

/**
 * The list page every document kind shares (T01, the ATRs, G01, the authorisations): the title
 * with New and Import for those who file, the search form, Reload and the kind's tools, the
 * table or why it could not be loaded, the pager and the import dialog. A kind gives its
 * filters, columns and tools.
 */
export function DocumentListPage({ kind, title, filing, result, pages, loadFailed, filters, tools, toolsLabel, children }: DocumentListPageProps) {
  const { t } = useTranslation();
  const importDialog = useImportDialog(filing?.viewPath ?? (() => ''), () => void result.refetch());
  return (
    <>
      <PageTitle
        title={title}
        actions={
          filing && (
            <>
              <Button variant="default" onClick={importDialog.open} data-action="import">
                {filing.importLabel}
              </Button>
              <TemplatesButton kind={kind} createPath={filing.createPath} />
              <Button component={Link} to={filing.createPath}>
                {filing.newLabel}
              </Button>
            </>
          )
        }
      />
      {filters}
      <Group gap="xs" mb="sm" role="toolbar" aria-label={toolsLabel ?? t('documents.listTools')}>
        <Button size="xs" variant="default" loading={result.isFetching} onClick={() => void result.refetch()}>
          {t('common.reload')}
        </Button>
        {tools}
      </Group>
      {result.isError ? (
        <Alert color="red" variant="outline" title={loadFailed} role="alert">
          <Text size="sm" mb="xs">
            {errorText(result.error)}
          </Text>
          <Button size="xs" variant="default" onClick={() => void result.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : (
        <Paper withBorder>{children}</Paper>
      )}
      <ListPager page={pages.page} onPrevious={pages.previous} next={result.data?.next} onNext={pages.forward} busy={result.isFetching} />
      {filing && <ImportDialog kind={kind} types={filing.importTypes} {...importDialog.dialog} />}
    </>
  );
}
