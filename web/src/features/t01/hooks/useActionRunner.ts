import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '@/api/client';
import type { DocumentAction, DocumentMeta } from '@/api/types';
import type { DocumentFormController } from '@/components/form';
import { executeAction } from '@/documents/api';
import { useDocumentActions, type DocumentRoutes } from '@/documents/hooks/useDocumentActions';
import { useNotifyResult } from '@/documents/hooks/useNotifyResult';
import { notify } from '@/lib/notify';
import { printTad } from '../api/printTad';
import { actionBody, actionScreen, navigationTarget, t01Paths, type T01Screen } from '../model';
import { BrowserTadError, NoTadCopyError } from '../print/errors';
import { FORM_ACTIONS, SUBMIT_ACTIONS, dialogBody, isDialogAction, type MovementInput } from '../movement';
import { errorText } from '@/i18n/texts';

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

const T01_ROUTES: DocumentRoutes = { list: t01Paths.list, view: t01Paths.view, navigationTarget, actionScreen };

/** The declaration's actions: the generic ones (documents/), plus printing the TAD and the movement steps' dialogs. */
export function useActionRunner({ screen, meta, form, reload, openImport, fromActionRoute }: ActionRunnerOptions): ActionRunner {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const notifyResult = useNotifyResult();
  const [pendingStep, setPendingStep] = useState<DocumentAction | null>(null);
  const [stepError, setStepError] = useState<string | null>(null);
  const documentActions = useDocumentActions({
    screen,
    meta,
    form,
    routes: T01_ROUTES,
    reload,
    openImport,
    submitActions: SUBMIT_ACTIONS,
    downloadName: (action) => {
      const lrn = typeof form.document.lrn === 'string' ? form.document.lrn : meta.id;
      return `t01-${lrn ?? 'declaration'}.${action.url?.includes('format=xml') ? 'xml' : 'json'}`;
    },
  });
  const { setBusy, setStale, handleError } = documentActions;

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
        setStale(errorText(error));
      } else {
        if (isApiError(error) && error.violations.length > 0 && screen !== 'view') form.showViolations(error.violations);
        setStepError(errorText(error));
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
      const printed = await printTad(action, i18n.language, typeof form.document.mrn === 'string' ? form.document.mrn : null);
      if (printed.businessContinuity) notify({ color: 'yellow', title: t('t01.print.businessContinuityTitle'), message: t('t01.print.businessContinuity') });
    } catch (error) {
      if (error instanceof NoTadCopyError) notify({ color: 'red', title: t('t01.print.unreachableTitle'), message: t('t01.print.noCopy') });
      else if (error instanceof BrowserTadError) {
        // what went wrong in the browser's renderer is for the log, not for the user
        console.error('the TAD could not be rendered in the browser:', error.message);
        notify({ color: 'red', title: t('t01.print.unreachableTitle'), message: t('t01.print.browserFailed') });
      }
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
    documentActions.run(action);
  };

  return {
    busy: documentActions.busy,
    stale: documentActions.stale,
    pendingDelete: documentActions.pendingDelete,
    run,
    confirmDelete: documentActions.confirmDelete,
    cancelDelete: documentActions.cancelDelete,
    pendingStep,
    stepError,
    confirmStep: (input) => {
      if (pendingStep) void step(pendingStep, input);
    },
    cancelStep: () => setPendingStep(null),
  };
}
