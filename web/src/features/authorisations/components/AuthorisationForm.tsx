import { Alert, Button, Group, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { DocumentAction, Me } from '@/api/types';
import { useDocumentFormStore } from '@/components/form';
import { visibleActions } from '@/documents/components/ActionsBar';
import { DocumentScreen } from '@/documents/components/DocumentScreen';
import { executeAction } from '@/documents/api';
import { ActionsHistoryTab } from '@/documents/components/ActionsHistoryTab';
import type { DocumentNavigationState, LoadedDocument } from '@/documents/envelope';
import { useConfirmRemoval } from '@/documents/hooks/useConfirmRemoval';
import { useDocumentActions } from '@/documents/hooks/useDocumentActions';
import { useImportDialog } from '@/documents/hooks/useImportDialog';
import { useNotifyResult } from '@/documents/hooks/useNotifyResult';
import { translateOr } from '@/i18n';
import { notify } from '@/lib/notify';
import { engineContext } from '@/rules/context';
import type { FormEngine } from '@/rules/protocol';
import type { EngineStatus } from '@/rules/useRuleEngine';
import { documentPaths, authorisationRoutes, EDITING_ACTIONS, IMPORT_TYPES, isStepForm, SUBMIT_ACTIONS, type AuthorisationScreen, type KindInfo } from '../model';
import { downloadDecisionNotice, PRINT_DECISION } from '../notice';
import { AfterKindSections, ApplicantSection, AttestationSection, KindSections, MainAccountsSection } from '../sections';
import { AttachmentsPanel } from './AttachmentsPanel';
import { ProcessNotes, type Note } from './ProcessNotes';
import { StepDialog } from './StepDialog';
import { TimeLimits, type ProcessTimeLimits } from './TimeLimits';

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
  const paths = documentPaths(kind.path);
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
  const doc = loaded.declaration;
  const reference = text((doc.decision as { referenceNumber?: string } | undefined)?.referenceNumber) ?? text((doc.registrationReference as { reference?: string } | undefined)?.reference);
  const process = doc.process as ({ notes?: Note[] } & ProcessTimeLimits) | undefined;

  const editing = screen === 'modify' ? EDITING_ACTIONS.find((name) => meta.actions.some((a) => a.name === name)) : undefined;
  const run = (action: DocumentAction) => (action.method && isStepForm(action.name) ? setStep(action) : actions.run(action));
  // the decision notice: offered by the server while the decision exists, printed in the screen's language
  const printOffered = meta.actions.some((a) => a.name === PRINT_DECISION && a.url);
  const [printing, setPrinting] = useState(false);
  const print = async (action: DocumentAction) => {
    setPrinting(true);
    try {
      await downloadDecisionNotice(action, i18n.language, reference ?? null);
    } catch (error) {
      console.error('could not print the decision notice', error);
      notify({ color: 'red', title: t('authorisations.notice.failed'), message: error instanceof Error ? error.message : String(error) });
    } finally {
      setPrinting(false);
    }
  };
  const busy = actions.busy ?? (stepBusy ? (step?.name ?? null) : printing ? PRINT_DECISION : null);
  // the server's actions as the generic bar shows them, with the print labelled and run here
  const toolbar = printOffered ? (
    <Group gap="xs" role="toolbar" aria-label={t('authorisations.actions.label')}>
      {visibleActions(meta.actions, screen, !!meta.id).map((action) => {
        const own = action.name === PRINT_DECISION;
        return (
          <Button
            key={action.name}
            size="sm"
            variant="default"
            color={action.name === 'delete' ? 'red.9' : undefined}
            loading={busy === action.name}
            disabled={busy !== null && busy !== action.name}
            onClick={() => (own ? void print(action) : run(action))}
            data-action={action.name}
          >
            {own ? t('authorisations.notice.print') : translateOr(`authorisations.actions.${action.name}`, action.name)}
          </Button>
        );
      })}
    </Group>
  ) : undefined;
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
      actions={{ ...actions, busy, run }}
      toolbar={toolbar}
      viewPath={paths.view}
      templateKind={me.permissions.includes(`${kind.path}-applicant`) ? kind.path : undefined}
      notices={
        <>
          <TimeLimits limits={process} />
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
              <AfterKindSections kind={kind} first={3}>
                {(next) => (
                  <>
                    <AttachmentsPanel kind={kind.path} number={next} documentId={meta.id} editable={meta.actions.some((a) => ATTACHING_ACTIONS.includes(a.name))} />
                    <AttestationSection number={next + 1} />
                  </>
                )}
              </AfterKindSections>
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
