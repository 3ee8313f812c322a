import { Alert, Button, Stack, Tabs, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Me } from '@/api/types';
import { DocumentFormProvider, ErrorSummary, useDocumentFormStore, useStoreSelector, type DocumentFormController } from '@/components/form';
import { HistoryBanner } from '@/components/layout/HistoryBanner';
import { PageTitle } from '@/components/layout/PageTitle';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { engineContext } from '@/rules/context';
import type { FormEngine } from '@/rules/types';
import type { EngineStatus } from '@/rules/useRuleEngine';
import { ActorsCard } from '../cards/ActorsCard';
import { AuthorisationsCard } from '../cards/AuthorisationsCard';
import { CountriesOfficesCard } from '../cards/CountriesOfficesCard';
import { GuaranteesCard, isGuaranteeTypeChange } from '../cards/GuaranteesCard';
import { ArrivalCard } from '../cards/ArrivalCard';
import { ControlResultsCard } from '../cards/ControlResultsCard';
import { DocumentsCard } from '../cards/DocumentsCard';
import { HeaderCard } from '../cards/HeaderCard';
import { MasterConsignmentCard } from '../cards/MasterConsignmentCard';
import { TransitOperationCard } from '../cards/TransitOperationCard';
import { AMENDMENT_OTHER } from '../fields/AmendmentTypeField';
import { HouseConsignmentsCard } from '../houses/HouseConsignmentsCard';
import { ControlRiskTab } from '../tabs/ControlRiskTab';
import { IncidentsTab } from '../tabs/IncidentsTab';
import { TimersTab } from '../tabs/TimersTab';
import { RefusalReasons } from './RefusalReasons';
import { VIEW_ROUTES, routeActionName } from '../movement';
import { useActionRunner } from '../hooks/useActionRunner';
import { useConfirmRemoval } from '@/documents/hooks/useConfirmRemoval';
import { useImportDialog } from '@/documents/hooks/useImportDialog';
import { T01_IMPORT_TYPES, t01Paths, type LoadedT01, type T01NavigationState, type T01Screen } from '../model';
import { ActionsBar } from '@/documents/components/ActionsBar';
import { ActionsHistoryTab } from '@/documents/components/ActionsHistoryTab';
import { ImportDialog } from '@/documents/components/ImportDialog';
import { messageXml } from './MessageXml';
import { MovementDialog } from './MovementDialog';
import { DocumentHeading } from '@/documents/components/DocumentHeading';

export interface T01FormProps {
  screen: T01Screen;
  loaded: LoadedT01;
  me: Me;
  engine: FormEngine;
  engineStatus: EngineStatus;
  reload(): void;
  /** The action route this screen was opened by (`cancel/{id}`): its dialog opens at once. */
  openAction?: string;
}

const selectLrn = (form: DocumentFormController) => (typeof form.document.lrn === 'string' ? form.document.lrn : null);
const filled = (value: unknown) => (Array.isArray(value) ? value.length > 0 : value !== undefined && value !== null);
const selectOtherAmendment = (form: DocumentFormController) => (form.document.amendmentType as { code?: string } | undefined)?.code === AMENDMENT_OTHER;
const selectHasArrival = (form: DocumentFormController) => filled(form.document.arrival);
const selectHasIncidents = (form: DocumentFormController) => filled(form.document.incidents);
/** Spec 2.3: the tab exists when a control decision, control results or risk rules exist. */
const selectHasControl = (form: DocumentFormController) =>
  ['controlDecision', 'controlResults', 'departureRiskRules', 'destinationRiskRules'].some((key) => filled(form.document[key]));

export function T01Form({ screen, loaded, me, engine, engineStatus, reload, openAction }: T01FormProps) {
  const { t, i18n } = useTranslation();
  const { meta, mode } = loaded;
  const importDialog = useImportDialog(t01Paths.view);
  const ctx = useMemo(() => engineContext(mode, me, i18n.language), [mode, me, i18n.language]);
  // spec 4.4: a new guarantee type drops the filled references
  const confirmRemoval = useConfirmRemoval([{ changed: isGuaranteeTypeChange, message: t('t01.guarantees.changeMessage') }]);
  const location = useLocation();
  const [initialServerViolations] = useState(() => (location.state as T01NavigationState | null)?.violations ?? []);
  // the form's state lives in a store: this component does not re-render on each keystroke
  const store = useDocumentFormStore({ kind: 't01', mode, engine, ctx, initialDocument: loaded.declaration, confirmRemoval, initialServerViolations });
  const form = store.controller;
  const runner = useActionRunner({ screen, meta, form, reload, openImport: importDialog.open, fromActionRoute: openAction !== undefined });
  const isHistory = mode === 'history';
  const readOnlyScreen = mode === 'view' || isHistory;
  const lrn = useStoreSelector(store, selectLrn);
  const otherAmendment = useStoreSelector(store, selectOtherAmendment);
  const hasArrival = useStoreSelector(store, selectHasArrival);
  const hasIncidents = useStoreSelector(store, selectHasIncidents);
  const hasControl = useStoreSelector(store, selectHasControl);
  const viewRoute = openAction ? VIEW_ROUTES[openAction] : undefined;
  const routeActionWanted = openAction && !viewRoute ? routeActionName(openAction, meta.actions.map((a) => a.name)) : undefined;
  const routeAction = routeActionWanted ? meta.actions.find((a) => a.name === routeActionWanted) : undefined;
  const { run } = runner;
  useEffect(() => {
    if (routeAction) run(routeAction);
    // once, for the route the screen was opened by
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <DocumentFormProvider store={store}>
      <Stack gap="sm">
        <PageTitle
          title={<DocumentHeading kind="t01" title={t(`t01.modes.${mode}`)} reference={lrn} status={meta.documentStatus} />}
          actions={<ActionsBar kind="t01" actions={meta.actions} screen={screen} hasId={!!meta.id} busy={runner.busy} onRun={runner.run} />}
        />
        {isHistory && meta.id && <HistoryBanner version={meta.version} currentTo={t01Paths.view(meta.id)} />}
        {engineStatus === 'unavailable' && !readOnlyScreen && (
          <Alert color="blue" variant="outline">
            {t('form.engineUnavailable')}
          </Alert>
        )}
        {runner.stale && (
          <Alert color="red" variant="outline" title={t('documents.actions.staleTitle')} role="alert">
            <Text size="sm" mb="xs">
              {runner.stale}
            </Text>
            <Button size="xs" variant="default" onClick={reload}>
              {t('common.reload')}
            </Button>
          </Alert>
        )}
        {routeActionWanted && !routeAction && (
          <Alert color="yellow" variant="outline" role="status" title={t('t01.movement.notNowTitle')}>
            {t('t01.movement.notNow', { action: openAction, status: meta.documentStatus })}
          </Alert>
        )}
        {readOnlyScreen && <RefusalReasons messages={meta.messages} />}
        <ErrorSummary />
        <Tabs defaultValue={viewRoute ?? 'operation'} keepMounted={false}>
          <Tabs.List mb="sm">
            <Tabs.Tab value="operation">{t('t01.tabs.transitOperation')}</Tabs.Tab>
            {readOnlyScreen && hasControl && <Tabs.Tab value="control">{t('t01.tabs.controlRisk')}</Tabs.Tab>}
            {readOnlyScreen && meta.id && <Tabs.Tab value="history">{t('t01.tabs.actionsHistory')}</Tabs.Tab>}
            {readOnlyScreen && (meta.timers.length > 0 || viewRoute === 'timers') && <Tabs.Tab value="timers">{t('t01.tabs.timers')}</Tabs.Tab>}
            {hasIncidents && <Tabs.Tab value="incidents">{t('t01.tabs.incidents')}</Tabs.Tab>}
          </Tabs.List>
          <Tabs.Panel value="operation">
            <HeaderCard />
            {otherAmendment && <TransitOperationCard />}
            <ActorsCard me={me} />
            <GuaranteesCard />
            <AuthorisationsCard />
            <CountriesOfficesCard />
            <HouseConsignmentsCard />
            <MasterConsignmentCard />
            <DocumentsCard />
            {readOnlyScreen && hasArrival && <ArrivalCard />}
            {mode === 'control-results' && <ControlResultsCard />}
          </Tabs.Panel>
          {readOnlyScreen && hasControl && (
            <Tabs.Panel value="control">
              <ControlRiskTab />
            </Tabs.Panel>
          )}
          {hasIncidents && (
            <Tabs.Panel value="incidents">
              <IncidentsTab />
            </Tabs.Panel>
          )}
          {readOnlyScreen && (meta.timers.length > 0 || viewRoute === 'timers') && (
            <Tabs.Panel value="timers">
              <TimersTab timers={meta.timers} />
            </Tabs.Panel>
          )}
          {readOnlyScreen && meta.id && (
            <Tabs.Panel value="history">
              <ActionsHistoryTab kind="t01" meta={meta} versionPath={t01Paths.version} messageFile={messageXml} />
            </Tabs.Panel>
          )}
        </Tabs>
      </Stack>
      <ConfirmDialog
        opened={runner.pendingDelete !== null}
        title={t('t01.actions.confirmDeleteTitle')}
        message={t('t01.actions.confirmDelete')}
        confirmLabel={t('common.delete')}
        danger
        onConfirm={runner.confirmDelete}
        onCancel={runner.cancelDelete}
      />
      <MovementDialog action={runner.pendingStep} status={meta.documentStatus} busy={runner.busy !== null} error={runner.stepError} onConfirm={runner.confirmStep} onCancel={runner.cancelStep} />
      <ImportDialog kind="t01" types={T01_IMPORT_TYPES} {...importDialog.dialog} />
    </DocumentFormProvider>
  );
}
