import { Alert } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Me } from '@/api/types';
import { useDocumentFormStore, useStoreSelector, type DocumentFormController } from '@/components/form';
import { DocumentScreen } from '@/documents/components/DocumentScreen';
import { engineContext } from '@/rules/context';
import type { FormEngine } from '@/rules/protocol';
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
import { ActionsHistoryTab } from '@/documents/components/ActionsHistoryTab';
import { messageXml } from './MessageXml';
import { MovementDialog } from './MovementDialog';

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
const selectMrn = (form: DocumentFormController) => (typeof form.document.mrn === 'string' ? form.document.mrn : null);
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
  const readOnlyScreen = mode === 'view' || mode === 'history';
  const lrn = useStoreSelector(store, selectLrn);
  // once allocated, the MRN is what the offices and the TAD name the movement by
  const mrn = useStoreSelector(store, selectMrn);
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

  const showTimers = readOnlyScreen && (meta.timers.length > 0 || viewRoute === 'timers');
  return (
    <DocumentScreen
      kind="t01"
      store={store}
      loaded={loaded}
      screen={screen}
      engineStatus={engineStatus}
      reload={reload}
      title={t(`t01.modes.${mode}`)}
      reference={mrn ? t('t01.headingReference', { lrn: lrn ?? '', mrn }) : lrn}
      actions={runner}
      viewPath={t01Paths.view}
      templateKind={me.permissions.includes('t01-applicant') ? 't01' : undefined}
      notices={
        <>
          {routeActionWanted && !routeAction && (
            <Alert color="yellow" variant="outline" role="status" title={t('t01.movement.notNowTitle')}>
              {t('t01.movement.notNow', { action: openAction, status: meta.documentStatus })}
            </Alert>
          )}
          {readOnlyScreen && <RefusalReasons messages={meta.messages} />}
        </>
      }
      defaultTab={viewRoute ?? 'operation'}
      tabs={[
        {
          value: 'operation',
          label: t('t01.tabs.transitOperation'),
          panel: (
            <>
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
            </>
          ),
        },
        { value: 'control', label: t('t01.tabs.controlRisk'), shown: readOnlyScreen && hasControl, panel: <ControlRiskTab /> },
        {
          value: 'history',
          label: t('t01.tabs.actionsHistory'),
          shown: readOnlyScreen && !!meta.id,
          panel: <ActionsHistoryTab kind="t01" meta={meta} versionPath={t01Paths.version} messageFile={messageXml} />,
        },
        { value: 'timers', label: t('t01.tabs.timers'), shown: showTimers, panel: <TimersTab timers={meta.timers} /> },
        { value: 'incidents', label: t('t01.tabs.incidents'), shown: hasIncidents, panel: <IncidentsTab /> },
      ]}
      confirmDelete={{ title: t('t01.actions.confirmDeleteTitle'), message: t('t01.actions.confirmDelete') }}
      importer={{ types: T01_IMPORT_TYPES, control: importDialog }}
    >
      <MovementDialog action={runner.pendingStep} status={meta.documentStatus} officer={me.userType === 'officer'} busy={runner.busy !== null} error={runner.stepError} onConfirm={runner.confirmStep} onCancel={runner.cancelStep} />
    </DocumentScreen>
  );
}
