import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '@/api/client';
import type { DocumentAction, DocumentMeta } from '@/api/types';
import type { DocumentFormController } from '@/components/form';
import { notify } from '@/lib/notify';
import { downloadAction, executeAction } from '../api';
import { actionBody, type DocumentNavigationState } from '../envelope';
import { useNotifyResult } from './useNotifyResult';
import { errorText } from '@/i18n/texts';

/** How a kind's screens are reached and named; the generic runner knows nothing else of it. */
export interface DocumentRoutes {
  list(): string;
  view(id: string): string;
  /** Route of a navigation-only action, or null when it has none. */
  navigationTarget(name: string, id: string | null | undefined): string | null;
  /** The screen a navigation action leads to (to recognise "the current screen's own action"). */
  actionScreen(name: string): string | null;
}

export interface DocumentActionsOptions {
  screen: string;
  meta: DocumentMeta;
  form: DocumentFormController;
  routes: DocumentRoutes;
  reload(): void;
  openImport(): void;
  /** Actions that are not sent while the rules still find something to correct. */
  submitActions: readonly string[];
  /** The name of a downloaded file when the server's answer names none. */
  downloadName(action: DocumentAction): string;
  /** What a decisive action (an officer's accept, reject, suspend, revoke) asks before it is sent; null sends at once. */
  confirmation?(action: DocumentAction): ActionConfirmation | null;
}

/** The confirmation of a decisive action: the action, its effect and what it tells whom. */
export interface ActionConfirmation {
  title: string;
  message: string;
  confirmLabel: string;
}

/** An action waiting for its confirmation. */
export interface PendingConfirmation {
  action: DocumentAction;
  confirmation: ActionConfirmation;
}

export interface DocumentActions {
  busy: string | null;
  setBusy(name: string | null): void;
  /** The server's message when the document was changed by someone else (409). */
  stale: string | null;
  setStale(message: string | null): void;
  pendingDelete: DocumentAction | null;
  pendingConfirmation: PendingConfirmation | null;
  /** A refused action: a 409 marks the screen stale, violations go beside the fields, the rest is notified. */
  handleError(error: unknown): void;
  run(action: DocumentAction): void;
  confirmDelete(): void;
  cancelDelete(): void;
  confirmAction(): void;
  cancelAction(): void;
}

/**
 * Runs the server-supplied actions of a document screen (ARCHITECTURE contract 3, spec section
 * 7): navigation-only ones navigate, a GET without the action flag downloads, DELETE asks
 * first, the others post the normalised form data and handle the answer (notifications, the
 * new id, violations beside the fields).
 */
export function useDocumentActions({ screen, meta, form, routes, reload, openImport, submitActions, downloadName, confirmation }: DocumentActionsOptions): DocumentActions {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notifyResult = useNotifyResult();
  const [busy, setBusy] = useState<string | null>(null);
  const [stale, setStale] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<DocumentAction | null>(null);
  const [pendingConfirmation, setPendingConfirmation] = useState<PendingConfirmation | null>(null);

  const handleError = (error: unknown) => {
    if (isApiError(error) && error.status === 409) {
      setStale(errorText(error));
      return;
    }
    if (isApiError(error) && error.violations.length > 0) form.showViolations(error.violations);
    notify({ color: 'red', title: t('documents.actions.failed'), message: errorText(error) });
  };

  const send = async (action: DocumentAction) => {
    setBusy(action.name);
    try {
      const result = await executeAction(action, actionBody(form.document, meta));
      if (result) notifyResult(result);
      const violations = result?.violations ?? [];
      const id = result?.id ?? meta.id;
      if (action.method?.toUpperCase() === 'DELETE') {
        void navigate(routes.list());
      } else if (result?.type === 'ERROR' || !result?.id || action.name === 'validate') {
        // validation only (or refused): the findings go to the summary and beside the fields
        form.showViolations(violations);
      } else if (screen === 'view') {
        reload();
      } else if (id) {
        // stored: show the new version; what is still to correct comes along to its summary
        const state: DocumentNavigationState = { violations };
        void navigate(routes.view(id), { state });
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
      await downloadAction(action, downloadName(action));
    } catch (error) {
      console.error('could not download file', error);
      notify({ color: 'red', message: t('documents.actions.exportFailed') });
    } finally {
      setBusy(null);
    }
  };

  const run = (action: DocumentAction) => {
    if (!action.method) {
      if (action.name === 'import') return openImport();
      const target = routes.navigationTarget(action.name, meta.id);
      if (routes.actionScreen(action.name) === screen) return reload();
      if (target) void navigate(target);
      return;
    }
    // an action that posts its own screen's form (a guarantee's update, Manage Access Codes,
    // withdraw) opens that screen first: the form is posted from there, not this screen's
    const own = routes.actionScreen(action.name);
    const ownTarget = own && own !== screen ? routes.navigationTarget(action.name, meta.id) : null;
    if (ownTarget) return void navigate(ownTarget);
    if (action.method.toUpperCase() === 'DELETE') return setPendingDelete(action);
    if (action.method.toUpperCase() === 'GET' && !action.action) return void download(action);
    if (submitActions.includes(action.name) && form.engineViolations.length > 0) return form.showViolations([]);
    const asked = confirmation?.(action);
    if (asked) return setPendingConfirmation({ action, confirmation: asked });
    void send(action);
  };

  return {
    busy,
    setBusy,
    stale,
    setStale,
    pendingDelete,
    handleError,
    run,
    confirmDelete: () => {
      const action = pendingDelete;
      setPendingDelete(null);
      if (action) void send(action);
    },
    cancelDelete: () => setPendingDelete(null),
    pendingConfirmation,
    confirmAction: () => {
      const pending = pendingConfirmation;
      setPendingConfirmation(null);
      if (pending) void send(pending.action);
    },
    cancelAction: () => setPendingConfirmation(null),
  };
}
