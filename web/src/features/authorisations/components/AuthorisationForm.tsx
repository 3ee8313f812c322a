import { Alert, Button, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { DocumentAction, Me } from '@/api/types';
import { useDocumentFormStore } from '@/components/form';
import { DocumentScreen } from '@/documents/components/DocumentScreen';
import { executeAction } from '@/documents/api';
import { ActionsHistoryTab } from '@/documents/components/ActionsHistoryTab';
import type { DocumentNavigationState, LoadedDocument } from '@/documents/envelope';
import { useConfirmRemoval } from '@/documents/hooks/useConfirmRemoval';
import { useDocumentActions } from '@/documents/hooks/useDocumentActions';
import { useImportDialog } from '@/documents/hooks/useImportDialog';
import { useNotifyResult } from '@/documents/hooks/useNotifyResult';
import { engineContext } from '@/rules/context';
import type { FormEngine } from '@/rules/protocol';
import type { EngineStatus } from '@/rules/useRuleEngine';
import { authorisationPaths, authorisationRoutes, EDITING_ACTIONS, IMPORT_TYPES, isStepForm, SUBMIT_ACTIONS, type AuthorisationScreen, type KindInfo } from '../model';
import { ApplicantSection, AttestationSection, KindSections, MainAccountsSection, SECTIONS } from '../sections';
import { AttachmentsPanel } from './AttachmentsPanel';
import { ProcessNotes, type Note } from './ProcessNotes';
import { StepDialog } from './StepDialog';

export interface AuthorisationFormProps {
  kind: KindInfo;
  screen: AuthorisationScreen;
  loaded: LoadedDocument;
  me: Me;
  engine: FormEngine;
  engineStatus: EngineStatus;
  reload(): void;
  showActions?: boolean;
  /** A requested amendment waits beside the decision: which of the two is shown, and the switch. */
  amendment?: { shown: boolean; toggle(): void };
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The server lets the applicant attach files while it offers these (ServedKind::ATTACHMENT_EDIT_ACTIONS). */
const ATTACHING_ACTIONS = ['store', 'provide-information'];


/** One authorisation application of any kind (new, view, modify, history): the common blocks and the kind's sections. */
export function AuthorisationForm({ kind, screen, loaded, me, engine, engineStatus, reload, showActions, amendment }: AuthorisationFormProps) {
  const { t, i18n } = useTranslation();
  const { meta, mode } = loaded;
  const ctx = useMemo(() => engineContext(mode, me, i18n.language), [mode, me, i18n.language]);
  const location = useLocation();
  const [initialServerViolations] = useState(() => (location.state as DocumentNavigationState | null)?.violations ?? []);
  const confirmRemoval = useConfirmRemoval([{ changed: '/guaranteeIndicator', message: t('authorisations.confirmChange.guaranteeIndicator') }]);
  const store = useDocumentFormStore({ kind: kind.path, mode, engine, ctx, initialDocument: loaded.declaration, confirmRemoval, initialServerViolations });
  const form = store.controller;
  const paths = authorisationPaths(kind.path);
  const importDialog = useImportDialog(paths.view);
  const actions = useDocumentActions({
    screen,
    meta,
    form,
    routes: authorisationRoutes(kind.path),
    reload,
    openImport: importDialog.open,
    submitActions: SUBMIT_ACTIONS,
    downloadName: () => `${kind.path}-${meta.id ?? 'application'}.json`,
  });
  const notifyResult = useNotifyResult();
  const [step, setStep] = useState<DocumentAction | null>(null);
  const [stepBusy, setStepBusy] = useState(false);
  const readOnlyScreen = mode === 'view' || mode === 'history';
  const sectionCount = (SECTIONS[kind.path] ?? []).length;
  const doc = loaded.declaration;
  const reference = text((doc.decision as { referenceNumber?: string } | undefined)?.referenceNumber) ?? text((doc.registrationReference as { reference?: string } | undefined)?.reference);
  const process = doc.process as { notes?: Note[]; acceptanceDue?: string; decisionDue?: string; applicantDue?: string } | undefined;

  const editing = screen === 'modify' ? EDITING_ACTIONS.find((name) => meta.actions.some((a) => a.name === name)) : undefined;
  const run = (action: DocumentAction) => (action.method && isStepForm(action.name) ? setStep(action) : actions.run(action));
  const sendStep = async (action: DocumentAction, body: Record<string, unknown>) => {
    setStepBusy(true);
    try {
      const result = await executeAction(action, { ...body, version: meta.version });
      if (result) notifyResult(result);
      setStep(null);
      reload();
    } finally {
      setStepBusy(false);
    }
  };
  return (
    <DocumentScreen
      kind="authorisations"
      store={store}
      loaded={loaded}
      screen={screen}
      engineStatus={engineStatus}
      reload={reload}
      title={`${kind.code} · ${t(`authorisations.kinds.${kind.path}`)}`}
      reference={reference ?? null}
      actions={{ ...actions, busy: actions.busy ?? (stepBusy ? (step?.name ?? null) : null), run }}
      viewPath={paths.view}
      notices={
        <>
          {process && (process.acceptanceDue || process.decisionDue || process.applicantDue) && (
            <Alert color="blue" variant="light" title={t('authorisations.timeLimits.title')} data-testid="time-limits">
              {(['acceptanceDue', 'decisionDue', 'applicantDue'] as const).map((key) =>
                process[key] ? (
                  <Text key={key} size="sm">
                    {t(`authorisations.timeLimits.${key}`, { date: process[key] })}
                  </Text>
                ) : null,
              )}
            </Alert>
          )}
          {amendment && (
            <Alert color="yellow" variant="light" title={t('authorisations.amendment.title')} data-testid="requested-amendment">
              <Text size="sm" mb="xs">
                {amendment.shown ? t('authorisations.amendment.showing') : t('authorisations.amendment.waiting')}
              </Text>
              <Button size="xs" variant="default" onClick={amendment.toggle}>
                {amendment.shown ? t('authorisations.amendment.showInForce') : t('authorisations.amendment.showRequested')}
              </Button>
            </Alert>
          )}
          {editing && (
            <Alert color="blue" variant="light" data-testid="editing-hint">
              <Text size="sm">{t(`authorisations.editing.${editing}`)}</Text>
            </Alert>
          )}
        </>
      }
      defaultTab={showActions ? 'history' : undefined}
      tabs={[
        {
          value: 'application',
          label: t(`authorisations.tabs.${kind.tab}`),
          panel: (
            <>
              <ApplicantSection kind={kind} me={me} country={me.settings.country} />
              <MainAccountsSection number={2} />
              <KindSections kind={kind} first={3} />
              <AttachmentsPanel kind={kind.path} number={3 + sectionCount} documentId={meta.id} editable={meta.actions.some((a) => ATTACHING_ACTIONS.includes(a.name))} />
              <AttestationSection number={4 + sectionCount} />
            </>
          ),
        },
        {
          value: 'history',
          label: t('authorisations.tabs.actionsVersions'),
          shown: readOnlyScreen && !!meta.id,
          panel: (
            <>
              <ProcessNotes notes={process?.notes ?? []} />
              <ActionsHistoryTab kind="authorisations" meta={meta} versionPath={paths.version} />
            </>
          ),
        },
      ]}
      confirmDelete={{ title: t('authorisations.confirmDeleteTitle'), message: t('authorisations.confirmDelete') }}
      importer={{ types: IMPORT_TYPES, control: importDialog }}
    >
      <StepDialog key={step?.name ?? 'none'} action={step} busy={stepBusy} onSend={sendStep} onCancel={() => setStep(null)} />
    </DocumentScreen>
  );
}
