import { Alert, Button, Stack, Tabs, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Me } from '@/api/types';
import { DocumentFormProvider, ErrorSummary, useDocumentFormStore } from '@/components/form';
import { HistoryBanner } from '@/components/layout/HistoryBanner';
import { PageTitle } from '@/components/layout/PageTitle';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { ActionsBar } from '@/documents/components/ActionsBar';
import { ActionsHistoryTab } from '@/documents/components/ActionsHistoryTab';
import { DocumentHeading } from '@/documents/components/DocumentHeading';
import type { DocumentNavigationState, LoadedDocument } from '@/documents/envelope';
import { useDocumentActions } from '@/documents/hooks/useDocumentActions';
import { useConfirmRemoval } from '@/documents/hooks/useConfirmRemoval';
import { useImportDialog } from '@/documents/hooks/useImportDialog';
import { ImportDialog } from '@/documents/components/ImportDialog';
import { engineContext } from '@/rules/context';
import type { FormEngine } from '@/rules/types';
import type { EngineStatus } from '@/rules/useRuleEngine';
import { AccessCodesView } from '../cards/AccessCodesCard';
import { AttachmentsCard } from '../cards/AttachmentsCard';
import { BalancePanel } from '../cards/BalancePanel';
import { AmountCard, CommoditiesCard, CountriesCard, GuarantorCard, HolderCard, OfficeCard, OfficesCard, ReferenceCard } from '../cards/GuaranteeCards';
import { InfoHeader } from '../cards/InfoHeader';
import { G01_ROUTES } from '../routes';
import { G01_IMPORT_TYPES, SUBMIT_ACTIONS, g01Paths, type G01Screen } from '../model';

export interface G01FormProps {
  screen: G01Screen;
  loaded: LoadedDocument;
  me: Me;
  engine: FormEngine;
  engineStatus: EngineStatus;
  reload(): void;
  /** Opened by `delete/{id}`: the deletion is asked at once. */
  askDelete?: boolean;
  /** Opened by `actions/{id}`: the Actions And Versions tab is shown first. */
  showActions?: boolean;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The guarantee application (new, view, modify, history): the sections of section 2, two tabs in view mode. */
export function G01Form({ screen, loaded, me, engine, engineStatus, reload, askDelete, showActions }: G01FormProps) {
  const { t, i18n } = useTranslation();
  const { meta, mode } = loaded;
  const ctx = useMemo(() => engineContext(mode, me, i18n.language), [mode, me, i18n.language]);
  const location = useLocation();
  const [initialServerViolations] = useState(() => (location.state as DocumentNavigationState | null)?.violations ?? []);
  // section 4: the engine clears what a changed type, simplification or national-only no longer allows
  const confirmRemoval = useConfirmRemoval([
    { changed: '/guaranteeType', message: t('g01.confirmChange.guaranteeType') },
    { changed: '/simplification', message: t('g01.confirmChange.simplification') },
    { changed: '/nationalGuarantee', message: t('g01.confirmChange.nationalGuarantee') },
  ]);
  const store = useDocumentFormStore({ kind: 'g01', mode, engine, ctx, initialDocument: loaded.declaration, confirmRemoval, initialServerViolations });
  const form = store.controller;
  const importDialog = useImportDialog(g01Paths.view);
  const actions = useDocumentActions({
    screen,
    meta,
    form,
    routes: G01_ROUTES,
    reload,
    openImport: importDialog.open,
    submitActions: SUBMIT_ACTIONS,
    downloadName: () => `g01-${text(loaded.declaration.grn) ?? meta.id ?? 'guarantee'}.json`,
  });
  const readOnlyScreen = mode === 'view' || mode === 'history';
  const deleteAction = askDelete ? meta.actions.find((a) => a.name === 'delete') : undefined;
  const { run } = actions;
  useEffect(() => {
    if (deleteAction) run(deleteAction);
    // once, for the route the screen was opened by
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const doc = loaded.declaration;
  const grn = text(doc.grn);

  return (
    <DocumentFormProvider store={store}>
      <Stack gap="sm">
        <PageTitle
          title={<DocumentHeading kind="g01" title={t(`g01.modes.${mode}`)} reference={grn ?? null} status={meta.documentStatus} />}
          actions={<ActionsBar kind="g01" actions={meta.actions} screen={screen} hasId={!!meta.id} busy={actions.busy} onRun={actions.run} />}
        />
        {mode === 'history' && meta.id && <HistoryBanner version={meta.version} currentTo={g01Paths.view(meta.id)} />}
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
        <InfoHeader grn={grn} acceptanceDate={text(doc.acceptanceDate)} masterCode={text(doc.masterCode)} />
        <ErrorSummary />
        <Tabs defaultValue={showActions && meta.id ? 'history' : 'application'} keepMounted={false}>
          <Tabs.List mb="sm">
            <Tabs.Tab value="application">{t('g01.tabs.application')}</Tabs.Tab>
            {readOnlyScreen && meta.id && <Tabs.Tab value="history">{t('g01.tabs.actionsVersions')}</Tabs.Tab>}
          </Tabs.List>
          <Tabs.Panel value="application">
            <OfficeCard />
            <HolderCard me={me} />
            <ReferenceCard />
            <GuarantorCard />
            <AmountCard />
            <OfficesCard />
            <CommoditiesCard />
            <CountriesCard />
            <AttachmentsCard documentId={meta.id} />
            {readOnlyScreen && <AccessCodesView />}
            {readOnlyScreen && meta.id && <BalancePanel id={meta.id} grn={grn} />}
          </Tabs.Panel>
          {readOnlyScreen && meta.id && (
            <Tabs.Panel value="history">
              <ActionsHistoryTab kind="g01" meta={meta} versionPath={g01Paths.version} />
            </Tabs.Panel>
          )}
        </Tabs>
      </Stack>
      <ConfirmDialog
        opened={actions.pendingDelete !== null}
        title={t('g01.confirmDeleteTitle')}
        message={t('g01.confirmDelete')}
        confirmLabel={t('common.delete')}
        danger
        onConfirm={actions.confirmDelete}
        onCancel={actions.cancelDelete}
      />
      <ImportDialog kind="g01" types={G01_IMPORT_TYPES} {...importDialog.dialog} />
    </DocumentFormProvider>
  );
}
