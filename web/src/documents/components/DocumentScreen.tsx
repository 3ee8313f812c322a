import { Alert, Button, Stack, Tabs, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentAction } from '@/api/types';
import { DocumentFormProvider, ErrorSummary, FormContents, FormContentsProvider, type DocumentFormStore } from '@/components/form';
import { HistoryBanner } from '@/components/layout/HistoryBanner';
import { PageTitle } from '@/components/layout/PageTitle';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import type { LoadedDocument } from '@/documents/envelope';
import type { PendingConfirmation } from '@/documents/hooks/useDocumentActions';
import type { ImportDialogControl } from '@/documents/hooks/useImportDialog';
import type { ImportFileType } from '@/documents/import';
import type { FormMode } from '@/rules/types';
import type { EngineStatus } from '@/rules/useRuleEngine';
import { ActionsBar } from './ActionsBar';
import classes from './DocumentScreen.module.css';
import { DocumentHeading } from './DocumentHeading';
import { ImportDialog } from './ImportDialog';
import { SaveTemplate } from './SaveTemplate';

/** One tab of a document screen; `shown: false` leaves it out. */
export interface DocumentTab {
  value: string;
  label: string;
  panel: ReactNode;
  shown?: boolean;
}

/** What the screen needs of an action runner (useDocumentActions, or T01's movement runner). */
export interface ScreenActions {
  busy: string | null;
  stale: string | null;
  pendingDelete: DocumentAction | null;
  run(action: DocumentAction): void;
  confirmDelete(): void;
  cancelDelete(): void;
  /** A decisive action waiting for its confirmation (useDocumentActions' `confirmation`). */
  pendingConfirmation?: PendingConfirmation | null;
  confirmAction?(): void;
  cancelAction?(): void;
}

export interface DocumentScreenProps {
  /** The document kind: its texts (`{kind}.*`) and action labels. */
  kind: string;
  store: DocumentFormStore;
  loaded: LoadedDocument;
  /** The form's mode when the screen sets its own (the ATR's steps); the loaded one otherwise. */
  mode?: FormMode;
  screen: string;
  /** Whether the rule engine runs in the browser (when it cannot, the screen says so). */
  engineStatus?: EngineStatus;
  reload(): void;
  /** The heading: the screen's title and the document's reference (LRN, GRN, decision number). */
  title: string;
  reference: string | null;
  actions: ScreenActions;
  /** Buttons of the screen's own instead of the server's actions (a step's send and cancel). */
  toolbar?: ReactNode;
  /** The current version's view, for the banner of an old version. */
  viewPath(id: string): string;
  /** The tabs, the document's own first; or, for a screen of one part (an action's form), its body. */
  tabs?: DocumentTab[];
  body?: ReactNode;
  defaultTab?: string;
  /** What the screen says above the error summary (time limits, refusal reasons, an amendment). */
  notices?: ReactNode;
  /** The delete confirmation's title and message, where the screen offers delete. */
  confirmDelete?: { title: string; message: string };
  /** The API kind whose saved templates the screen offers ('Save as template'), where the user files that kind. */
  templateKind?: string;
  /** The import dialog, where the screen offers import. */
  importer?: { types: readonly ImportFileType[]; control: ImportDialogControl };
  /** The kind's own dialogs (a movement step, a lifecycle step's form). */
  children?: ReactNode;
}

/**
 * The screen every document kind shares (T01, G01, the authorisations): the title with the
 * reference, status and the server's actions, the old-version banner, the engine and stale
 * alerts, the error summary, the tabs, the delete confirmation and the import dialog. A kind
 * gives its cards, tabs and notices; nothing of the shell is written again per kind.
 */
export function DocumentScreen({
  kind,
  store,
  loaded,
  mode: ownMode,
  screen,
  engineStatus,
  reload,
  title,
  reference,
  actions,
  toolbar,
  viewPath,
  tabs,
  body,
  defaultTab,
  notices,
  confirmDelete,
  templateKind,
  importer,
  children,
}: DocumentScreenProps) {
  const { t } = useTranslation();
  const { meta } = loaded;
  const mode = ownMode ?? loaded.mode;
  const readOnlyScreen = mode === 'view' || mode === 'history';
  const shown = (tabs ?? []).filter((tab) => tab.shown !== false);
  // the form's part of the page: the contents list the cards in it (not those of a dialog)
  const [formPart, setFormPart] = useState<HTMLDivElement | null>(null);
  return (
    <DocumentFormProvider store={store}>
      <Stack gap="sm">
        <PageTitle
          title={<DocumentHeading kind={kind} title={title} reference={reference} status={meta.documentStatus} />}
          actions={
            <>
              {toolbar ?? <ActionsBar kind={kind} actions={meta.actions} screen={screen} hasId={!!meta.id} busy={actions.busy} onRun={actions.run} />}
              {templateKind && mode !== 'history' && <SaveTemplate kind={templateKind} document={() => store.controller.document} />}
            </>
          }
        />
        {mode === 'history' && meta.id && <HistoryBanner version={meta.version} currentTo={viewPath(meta.id)} />}
        {engineStatus === 'unavailable' && !readOnlyScreen && (
          <Alert color="blue" variant="outline">
            {t('form.engineUnavailable')}
          </Alert>
        )}
        {actions.stale && (
          <Alert color="red" variant="outline" title={t('documents.actions.staleTitle')} role="alert">
            <Text size="sm" mb="xs">
              {actions.stale}
            </Text>
            <Button size="xs" variant="default" onClick={reload}>
              {t('common.reload')}
            </Button>
          </Alert>
        )}
        {notices}
        <ErrorSummary />
        {/* spec 2 'Tabs and common layout': a table of contents at medium width and above */}
        <FormContentsProvider>
          <div className={classes.layout}>
            <FormContents label={t('form.contents.label')} within={formPart} />
            <div className={classes.form} ref={setFormPart}>
              {tabs ? (
                <Tabs defaultValue={defaultTab && shown.some((tab) => tab.value === defaultTab) ? defaultTab : shown[0]?.value} keepMounted={false}>
                  <Tabs.List mb="sm">
                    {shown.map((tab) => (
                      <Tabs.Tab key={tab.value} value={tab.value}>
                        {tab.label}
                      </Tabs.Tab>
                    ))}
                  </Tabs.List>
                  {shown.map((tab) => (
                    <Tabs.Panel key={tab.value} value={tab.value}>
                      {tab.panel}
                    </Tabs.Panel>
                  ))}
                </Tabs>
              ) : (
                body
              )}
            </div>
          </div>
        </FormContentsProvider>
      </Stack>
      {confirmDelete && (
        <ConfirmDialog
          opened={actions.pendingDelete !== null}
          title={confirmDelete.title}
          message={confirmDelete.message}
          confirmLabel={t('common.delete')}
          danger
          onConfirm={actions.confirmDelete}
          onCancel={actions.cancelDelete}
        />
      )}
      {actions.pendingConfirmation && (
        <ConfirmDialog
          opened
          title={actions.pendingConfirmation.confirmation.title}
          message={actions.pendingConfirmation.confirmation.message}
          confirmLabel={actions.pendingConfirmation.confirmation.confirmLabel}
          busy={actions.busy !== null}
          onConfirm={() => actions.confirmAction?.()}
          onCancel={() => actions.cancelAction?.()}
        />
      )}
      {importer && <ImportDialog kind={kind} types={importer.types} {...importer.control.dialog} />}
      {children}
    </DocumentFormProvider>
  );
}
