import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '@/api/client';
import type { DocumentAction, DocumentMeta } from '@/api/types';
import type { DocumentFormController } from '@/components/form';
import { notify } from '@/lib/notify';
import { downloadAction, executeAction, printTad } from '../api/executeAction';
import { actionBody, actionScreen, navigationTarget, t01Paths, type T01NavigationState, type T01Screen } from '../model';
import { BrowserTadError, NoTadCopyError } from '../print/errors';
import { FORM_ACTIONS, SUBMIT_ACTIONS, dialogBody, isDialogAction, type MovementInput } from '../movement';
import { useNotifyResult } from './useNotifyResult';

export interface ActionRunnerOptions {
  screen: T01Screen;
  meta: DocumentMeta;
  form: DocumentFormController;
  reload(): void;
  openImport(): void;
  /** The screen was opened by an action route (`cancel/{id}`): once done, go to the view. */
  fromActionRoute?: boolean;
}

export interface ActionRunner {
  busy: string | null;
  /** The server's message when the declaration was changed by someone else (409). */
  stale: string | null;
  pendingDelete: DocumentAction | null;
  /** A movement action waiting for its dialog (reason, risk colour) to be confirmed. */
  pendingStep: DocumentAction | null;
  /** Why the server refused the pending step. */
  stepError: string | null;
  run(action: DocumentAction): void;
  confirmDelete(): void;
  cancelDelete(): void;
  confirmStep(input: MovementInput): void;
  cancelStep(): void;
}

export function useActionRunner({ screen, meta, form, reload, openImport, fromActionRoute }: ActionRunnerOptions): ActionRunner {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const notifyResult = useNotifyResult();
  const [busy, setBusy] = useState<string | null>(null);
  const [stale, setStale] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<DocumentAction | null>(null);
  const [pendingStep, setPendingStep] = useState<DocumentAction | null>(null);
  const [stepError, setStepError] = useState<string | null>(null);

  const handleError = (error: unknown) => {
    if (isApiError(error) && error.status === 409) {
      setStale(error.message);
      return;
    }
    if (isApiError(error) && error.violations.length > 0) form.showViolations(error.violations);
    notify({ color: 'red', title: t('t01.actions.failed'), message: isApiError(error) ? error.message : String(error) });
  };

  const send = async (action: DocumentAction) => {
    setBusy(action.name);
    try {
      const result = await executeAction(action, actionBody(form.document, meta));
      if (result) notifyResult(result);
      const violations = result?.violations ?? [];
      const id = result?.id ?? meta.id;
      if (action.method?.toUpperCase() === 'DELETE') {
        void navigate(t01Paths.list());
      } else if (result?.type === 'ERROR' || !result?.id || action.name === 'validate') {
        // validation only (or refused): the findings go to the summary and beside the fields
        form.showViolations(violations);
      } else if (screen === 'view') {
        reload();
      } else if (id) {
        // stored: show the new version; what is still to correct comes along to its summary
        const state: T01NavigationState = { violations };
        void navigate(t01Paths.view(id), { state });
      }
    } catch (error) {
      handleError(error);
    } finally {
      setBusy(null);
    }
  };

  const download = async (action: DocumentAction) => {
    setBusy(action.name);
    try {
      const lrn = typeof form.document.lrn === 'string' ? form.document.lrn : meta.id;
      await downloadAction(action, `t01-${lrn ?? 'declaration'}.${action.url?.includes('format=xml') ? 'xml' : 'json'}`);
    } catch (error) {
      console.error('could not download file', error);
      notify({ color: 'red', message: t('t01.actions.exportFailed') });
    } finally {
      setBusy(null);
    }
  };

  /** A movement step from its dialog: the declaration goes along only from a form screen. */
  const step = async (action: DocumentAction, input: MovementInput) => {
    setBusy(action.name);
    setStepError(null);
    try {
      const body = screen === 'view' ? dialogBody(meta.version, meta.documentStatus, input) : { ...actionBody(form.document, meta), input };
      const result = await executeAction(action, body);
      setPendingStep(null);
      if (result) notifyResult(result);
      if (screen === 'view' && !fromActionRoute) reload();
      else if (meta.id) void navigate(t01Paths.view(meta.id));
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        setPendingStep(null);
        setStale(error.message);
      } else {
        if (isApiError(error) && error.violations.length > 0 && screen !== 'view') form.showViolations(error.violations);
        setStepError(isApiError(error) ? error.message : String(error));
      }
    } finally {
      setBusy(null);
    }
  };

  const openStep = (action: DocumentAction) => {
    setStepError(null);
    setPendingStep(action);
  };

  const print = async (action: DocumentAction) => {
    setBusy(action.name);
    try {
      const printed = await printTad(action, i18n.language);
      if (printed.businessContinuity) notify({ color: 'yellow', title: t('t01.print.businessContinuityTitle'), message: t('t01.print.businessContinuity') });
    } catch (error) {
      if (error instanceof NoTadCopyError) notify({ color: 'red', title: t('t01.print.unreachableTitle'), message: t('t01.print.noCopy') });
      else if (error instanceof BrowserTadError) notify({ color: 'red', title: t('t01.print.unreachableTitle'), message: t('t01.print.browserFailed', { message: error.message }) });
      else handleError(error);
    } finally {
      setBusy(null);
    }
  };

  const run = (action: DocumentAction) => {
    if (action.name === 'print' && action.url) return void print(action);
    const formScreen = FORM_ACTIONS[action.name];
    if (formScreen && meta.id && formScreen !== screen) return void navigate(t01Paths.action(action.name, meta.id));
    // the control decision carries its risk colour: asked in the dialog, sent with the form
    if (action.name === 'control-decision') return openStep(action);
    if (isDialogAction(action)) return openStep(action);
    if (!action.method) {
      if (action.name === 'import') return openImport();
      const target = navigationTarget(action.name, meta.id);
      if (actionScreen(action.name) === screen) return reload();
      if (target) void navigate(target);
      return;
    }
    if (action.method.toUpperCase() === 'DELETE') return setPendingDelete(action);
    if (action.method.toUpperCase() === 'GET' && !action.action) return void download(action);
    if (SUBMIT_ACTIONS.includes(action.name) && form.engineViolations.length > 0) return form.showViolations([]);
    void send(action);
  };

  return {
    busy,
    stale,
    pendingDelete,
    run,
    confirmDelete: () => {
      const action = pendingDelete;
      setPendingDelete(null);
      if (action) void send(action);
    },
    cancelDelete: () => setPendingDelete(null),
    pendingStep,
    stepError,
    confirmStep: (input) => {
      if (pendingStep) void step(pendingStep, input);
    },
    cancelStep: () => setPendingStep(null),
  };
}
