import { useCallback, useMemo, useRef, useState } from 'react';
import type { Violation } from '@/api/types';
import { isWithin, parsePointer, setAt, type JsonObject } from '@/lib/jsonPointer';
import {
  isEngineFailure,
  type DocumentKind,
  type EngineContext,
  type Evaluation,
  type FormMode,
  type RuleEngine,
} from '@/rules/types';
import { fieldId } from './fieldId';
import { fieldLabel } from './fieldLabel';
import type { DocumentFormController, FormSection, PendingConfirmation, SummaryItem } from './types';

export interface ConfirmRemovalText {
  title: string;
  message: string;
}

export interface DocumentFormOptions {
  kind: DocumentKind;
  mode: FormMode;
  engine: RuleEngine;
  ctx: EngineContext;
  initialDocument: JsonObject;
  /** Asked when a change makes the engine remove data: return a text to confirm first. */
  confirmRemoval?: (changed: string, removed: string[]) => ConfirmRemovalText | null;
  /** Violations already known (e.g. from the server) shown from the start. */
  initialServerViolations?: Violation[];
}

const READ_ONLY_MODES: FormMode[] = ['view', 'history'];
const NO_CHOICES = {};

function evaluate(engine: RuleEngine, kind: DocumentKind, ctx: EngineContext, document: JsonObject, previous?: JsonObject, changed?: string): Evaluation<JsonObject> | null {
  const result = engine.evaluate<JsonObject>({ kind, document, previous, changed, ctx });
  if (isEngineFailure(result)) {
    console.warn('rule engine:', result.error, result.message);
    return null;
  }
  return result;
}

function emptyEvaluation(document: JsonObject): Evaluation<JsonObject> {
  return { document, removed: [], violations: [], fields: {} };
}

/** Focuses the field at `pointer`, else its first field below (a block), else the nearest above. */
function focusElementFor(pointer: string): boolean {
  const prefix = CSS.escape(fieldId(pointer) + '/');
  const below = document.querySelector<HTMLElement>(['input', 'textarea', 'button'].map((tag) => `${tag}[id^="${prefix}"]`).join(', '));
  const exact = document.getElementById(fieldId(pointer));
  if (exact || below) {
    const element = (exact ?? below)!;
    element.focus();
    element.scrollIntoView?.({ block: 'center' });
    return true;
  }
  const tokens = parsePointer(pointer);
  for (let n = tokens.length; n > 0; n--) {
    const candidate = '/' + tokens.slice(0, n).join('/');
    const element = document.getElementById(fieldId(candidate));
    if (element) {
      element.focus();
      element.scrollIntoView?.({ block: 'center' });
      return true;
    }
  }
  return false;
}

export function useDocumentFormController(options: DocumentFormOptions): DocumentFormController {
  const { kind, mode, engine, ctx, confirmRemoval } = options;
  const readOnly = READ_ONLY_MODES.includes(mode);

  const [evaluation, setEvaluation] = useState<Evaluation<JsonObject>>(
    () => evaluate(engine, kind, ctx, options.initialDocument) ?? emptyEvaluation(options.initialDocument),
  );
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [serverViolations, setServerViolations] = useState<Violation[]>(options.initialServerViolations ?? []);
  const [showAll, setShowAll] = useState(false);
  const [summary, setSummary] = useState<SummaryItem[] | null>(() => (options.initialServerViolations?.length ? options.initialServerViolations : null));
  const [summaryFocusKey, setSummaryFocusKey] = useState(0);
  const [pendingConfirmation, setPendingConfirmation] = useState<PendingConfirmation | null>(null);
  const sections = useRef(new Map<string, FormSection>());

  const documentNow = evaluation.document;

  const apply = useCallback((next: Evaluation<JsonObject>, changed?: string) => {
    setEvaluation(next);
    if (changed) {
      setTouched((prev) => new Set(prev).add(changed));
      // a server finding on a field the user has since changed is stale
      setServerViolations((prev) => prev.filter((v) => !isWithin(v.path, changed)));
    }
  }, []);

  const change = useCallback(
    (pointer: string, value: unknown) => {
      if (readOnly) return;
      const previous = documentNow;
      const candidate = setAt(previous, pointer, value);
      // an engine failure keeps what is known about the fields; the server has the last word
      const next = evaluate(engine, kind, ctx, candidate, previous, pointer) ?? { ...evaluation, document: candidate, removed: [] };
      const confirmText = next.removed.length > 0 ? confirmRemoval?.(pointer, next.removed) : null;
      if (confirmText) {
        setPendingConfirmation({
          ...confirmText,
          confirm: () => {
            setPendingConfirmation(null);
            apply(next, pointer);
          },
          // cancel: the previous document stays as it was
          cancel: () => setPendingConfirmation(null),
        });
        return;
      }
      apply(next, pointer);
    },
    [readOnly, documentNow, evaluation, engine, kind, ctx, confirmRemoval, apply],
  );

  const command = useCallback(
    (name: string) => {
      const previous = documentNow;
      const next = evaluate(engine, kind, ctx, previous, previous, name);
      if (next) apply(next);
      return previous;
    },
    [documentNow, engine, kind, ctx, apply],
  );

  const replace = useCallback(
    (doc: JsonObject) => apply(evaluate(engine, kind, ctx, doc) ?? emptyEvaluation(doc)),
    [engine, kind, ctx, apply],
  );

  const violationsFor = useCallback(
    (pointer: string) => {
      const fromServer = serverViolations.filter((v) => v.path === pointer);
      const fromEngine = showAll || touched.has(pointer) ? evaluation.violations.filter((v) => v.path === pointer) : [];
      const seen = new Set<string>();
      return [...fromServer, ...fromEngine].filter((v) => !seen.has(v.message) && !!seen.add(v.message));
    },
    [serverViolations, evaluation.violations, showAll, touched],
  );

  const showViolations = useCallback(
    (fromServer: Violation[]) => {
      setServerViolations(fromServer);
      setShowAll(true);
      const all = [...fromServer];
      for (const v of evaluation.violations) {
        if (!all.some((s) => s.path === v.path && s.message === v.message)) all.push(v);
      }
      setSummary(all.length > 0 ? all.map((v) => ({ ...v, label: fieldLabel(v.path) ?? undefined })) : null);
      setSummaryFocusKey((key) => key + 1);
    },
    [evaluation.violations],
  );

  const focusField = useCallback((pointer: string) => {
    let best: FormSection | undefined;
    let bestLength = -1;
    for (const section of sections.current.values()) {
      for (const prefix of section.prefixes) {
        if (isWithin(pointer, prefix) && prefix.length > bestLength) {
          best = section;
          bestLength = prefix.length;
        }
      }
    }
    best?.open();
    // the section may need a render to show the field
    if (!focusElementFor(pointer)) window.setTimeout(() => focusElementFor(pointer), 60);
  }, []);

  const registerSection = useCallback((id: string, section: FormSection) => {
    sections.current.set(id, section);
    return () => {
      sections.current.delete(id);
    };
  }, []);

  return useMemo(
    () => ({
      mode,
      readOnly,
      document: documentNow,
      fields: evaluation.fields,
      choices: evaluation.choices ?? NO_CHOICES,
      violationsFor,
      change,
      command,
      replace,
      summary,
      summaryFocusKey,
      showViolations,
      engineViolations: evaluation.violations,
      focusField,
      registerSection,
      pendingConfirmation,
    }),
    [mode, readOnly, documentNow, evaluation, violationsFor, change, command, replace, summary, summaryFocusKey, showViolations, focusField, registerSection, pendingConfirmation],
  );
}
