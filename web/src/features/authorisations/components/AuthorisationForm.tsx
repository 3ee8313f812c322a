import { Alert, Button, Stack, Table, Tabs, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { DocumentAction, Me } from '@/api/types';
import { DocumentFormProvider, ErrorSummary, useDocumentFormStore } from '@/components/form';
import { HistoryBanner } from '@/components/layout/HistoryBanner';
import { PageTitle } from '@/components/layout/PageTitle';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { executeAction } from '@/documents/api';
import { ActionsBar } from '@/documents/components/ActionsBar';
import { ActionsHistoryTab } from '@/documents/components/ActionsHistoryTab';
import { DocumentHeading } from '@/documents/components/DocumentHeading';
import { ImportDialog } from '@/documents/components/ImportDialog';
import type { DocumentNavigationState, LoadedDocument } from '@/documents/envelope';
import { useConfirmRemoval } from '@/documents/hooks/useConfirmRemoval';
import { useDocumentActions } from '@/documents/hooks/useDocumentActions';
import { useImportDialog } from '@/documents/hooks/useImportDialog';
import { useNotifyResult } from '@/documents/hooks/useNotifyResult';
import { translateOr } from '@/i18n';
import { engineContext } from '@/rules/context';
import type { FormEngine } from '@/rules/types';
import type { EngineStatus } from '@/rules/useRuleEngine';
import { authorisationPaths, authorisationRoutes, IMPORT_TYPES, isStepForm, SUBMIT_ACTIONS, type AuthorisationScreen, type KindInfo } from '../model';
import { ApplicantSection, AttestationSection, KindSections, MainAccountsSection, SECTIONS } from '../sections';
import { AttachmentsPanel } from './AttachmentsPanel';
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
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The server lets the applicant attach files while it offers these (ServedKind::ATTACHMENT_EDIT_ACTIONS). */
const ATTACHING_ACTIONS = ['store', 'provide-information'];

interface Note {
  action: string;
  at: string;
  text?: string;
  until?: string;
}

/** One authorisation application of any kind (new, view, modify, history): the common blocks and the kind's sections. */
export function AuthorisationForm({ kind, screen, loaded, me, engine, engineStatus, reload, showActions }: AuthorisationFormProps) {
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
    <DocumentFormProvider store={store}>
      <Stack gap="sm">
        <PageTitle
          title={<DocumentHeading kind="authorisations" title={`${kind.code} · ${t(`authorisations.kinds.${kind.path}`)}`} reference={reference ?? null} status={meta.documentStatus} />}
          actions={<ActionsBar kind="authorisations" actions={meta.actions} screen={screen} hasId={!!meta.id} busy={actions.busy ?? (stepBusy ? step?.name ?? null : null)} onRun={run} />}
        />
        {mode === 'history' && meta.id && <HistoryBanner version={meta.version} currentTo={paths.view(meta.id)} />}
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
        <ErrorSummary />
        <Tabs defaultValue={showActions && meta.id ? 'history' : 'application'} keepMounted={false}>
          <Tabs.List mb="sm">
            <Tabs.Tab value="application">{t(`authorisations.tabs.${kind.tab}`)}</Tabs.Tab>
            {readOnlyScreen && meta.id && <Tabs.Tab value="history">{t('authorisations.tabs.actionsVersions')}</Tabs.Tab>}
          </Tabs.List>
          <Tabs.Panel value="application">
            <ApplicantSection kind={kind} me={me} country={me.settings.country} />
            <MainAccountsSection kind={kind} number={2} />
            <KindSections kind={kind} first={3} />
            <AttachmentsPanel kind={kind.path} number={3 + sectionCount} documentId={meta.id} editable={meta.actions.some((a) => ATTACHING_ACTIONS.includes(a.name))} />
            <AttestationSection number={4 + sectionCount} />
          </Tabs.Panel>
          {readOnlyScreen && meta.id && (
            <Tabs.Panel value="history">
              {process?.notes && process.notes.length > 0 && (
                <Table withTableBorder mb="md" data-testid="process-notes">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('authorisations.notes.action')}</Table.Th>
                      <Table.Th>{t('authorisations.notes.at')}</Table.Th>
                      <Table.Th>{t('authorisations.notes.text')}</Table.Th>
                      <Table.Th>{t('authorisations.notes.until')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {process.notes.map((note, i) => (
                      <Table.Tr key={i}>
                        <Table.Td>{translateOr(`authorisations.actions.${note.action}`, note.action)}</Table.Td>
                        <Table.Td>{note.at.replace('T', ' ')}</Table.Td>
                        <Table.Td>{note.text}</Table.Td>
                        <Table.Td>{note.until}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
              <ActionsHistoryTab kind="authorisations" meta={meta} versionPath={paths.version} />
            </Tabs.Panel>
          )}
        </Tabs>
      </Stack>
      <StepDialog key={step?.name ?? 'none'} action={step} busy={stepBusy} onSend={sendStep} onCancel={() => setStep(null)} />
      <ConfirmDialog
        opened={actions.pendingDelete !== null}
        title={t('authorisations.confirmDeleteTitle')}
        message={t('authorisations.confirmDelete')}
        confirmLabel={t('common.delete')}
        danger
        onConfirm={actions.confirmDelete}
        onCancel={actions.cancelDelete}
      />
      <ImportDialog kind={kind.path} types={IMPORT_TYPES} {...importDialog.dialog} />
    </DocumentFormProvider>
  );
}
