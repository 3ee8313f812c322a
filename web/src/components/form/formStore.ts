/**
 * The state of a document form outside React: the document (changed at once on each
 * keystroke, with structural sharing), the engine's answers (normalisation patches, violations
 * indexed by pointer, fields, choices), and the queue of evaluations sent to the rule engine
 * host (a Web Worker; in process in tests). Components subscribe to the slices they show
 * (useField, useFormSelector), so a keystroke re-renders its field, not the whole form.
 *
 * Evaluations: one at a time. While one runs, what the user does queues; consecutive changes of
 * the same pointer coalesce into one evaluation (the engine's `changed` names one pointer, and
 * its change rules need it). Invariant: `document` = `confirmed` + the in-flight batch's
 * patches + the queued batches' patches, where `confirmed` is the host's copy. An answer's
 * normalisation patches apply to the document the host evaluated; the queued patches are then
 * replayed on top (so host and page stay equal even when normalisation and typing overlap).
 */
import type { Violation } from '@/api/types';
import { applyPatches, diffJson, jsonEqual, type JsonPatch } from '@/lib/jsonPatch';
import { getAt, isWithin, parsePointer, setAt, type JsonObject } from '@/lib/jsonPointer';
import { takeJsonSource } from '@/lib/jsonSource';
import { perfMark } from '@/lib/perfMark';
import { prunedTo, rowCount } from '@/rules/engineHost';
import { normaliseFocus, rowOf, type EngineConnection, type FormEngine, type HostAnswer, type HostReply, type PreviewAnswer } from '@/rules/protocol';
import { localConnection } from '@/rules/localEngine';
import type { Choices, DocumentKind, EngineContext, FieldLimits, FieldState, FormMode } from '@/rules/types';
import { fieldId } from './fieldId';
import type { DocumentFormController, FormSection, PendingConfirmation, SummaryItem } from './types';

export interface ConfirmRemovalText {
  title: string;
  message: string;
}

export interface DocumentFormOptions {
  kind: DocumentKind;
  mode: FormMode;
  engine: FormEngine;
  ctx: EngineContext;
  initialDocument: JsonObject;
  /** Asked when a change makes the engine remove data: return a text to confirm first. */
  confirmRemoval?: (changed: string, removed: string[]) => ConfirmRemovalText | null;
  /** Violations already known (e.g. from the server) shown from the start. */
  initialServerViolations?: Violation[];
}

const READ_ONLY_MODES: FormMode[] = ['view', 'history'];
const NO_VIOLATIONS: Violation[] = [];

/** The store behind a controller object (snapshots and the live view). */
const STORE = Symbol('DocumentFormStore');

interface Batch {
  seq: number;
  patches: JsonPatch[];
  /** The pointer the user changed, or a command (`#...`). */
  changed?: string;
  command?: boolean;
  /** Pointers whose engine violations show once this batch is answered. */
  touched: string[];
  /** The host's copy after the patches (set when sent). */
  after?: JsonObject;
  /** When the user last added to this batch (performance.now()). */
  lastChange: number;
}

interface State {
  document: JsonObject;
  fields: Record<string, FieldState>;
  choices: Record<string, Choices>;
  limits: FieldLimits;
  violations: Violation[];
  violationIndex: Map<string, Violation[]>;
  serverViolations: Violation[];
  serverIndex: Map<string, Violation[]>;
  touched: ReadonlySet<string>;
  showAll: boolean;
  summary: SummaryItem[] | null;
  summaryFocusKey: number;
  pendingConfirmation: PendingConfirmation | null;
  ready: boolean;
  evaluating: boolean;
  /** Rows whose fields and choices the last answer holds. */
  coveredRows: ReadonlySet<string>;
}

function indexByPath(violations: Violation[]): Map<string, Violation[]> {
  const index = new Map<string, Violation[]>();
  for (const violation of violations) {
    const list = index.get(violation.path);
    if (list) list.push(violation);
    else index.set(violation.path, [violation]);
  }
  return index;
}

/** Server findings first, then the engine's; one per message. */
function mergeViolations(server: Violation[], engine: Violation[]): Violation[] {
  if (engine.length === 0 && server.length <= 1) return server;
  if (server.length === 0 && engine.length <= 1) return engine;
  const seen = new Set<string>();
  return [...server, ...engine].filter((v) => !seen.has(v.message) && !!seen.add(v.message));
}

function summaryOf(server: Violation[], engine: Violation[]): SummaryItem[] | null {
  const seen = new Set<string>();
  const all: SummaryItem[] = [];
  for (const v of [...server, ...engine]) {
    const key = `${v.path}\u0000${v.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    all.push(v);
  }
  return all.length > 0 ? all : null;
}

function focusable(element: Element | null): HTMLElement | null {
  return element instanceof HTMLElement ? element : null;
}

/** The field at `pointer`, else the first field below it (a block). */
function elementAtOrBelow(pointer: string): HTMLElement | null {
  const exact = focusable(document.getElementById(fieldId(pointer)));
  if (exact) return exact;
  const prefix = CSS.escape(fieldId(pointer) + '/');
  return focusable(document.querySelector(['input', 'textarea', 'button'].map((tag) => `${tag}[id^="${prefix}"]`).join(', ')));
}

/** The nearest field above `pointer`. */
function elementAbove(pointer: string): HTMLElement | null {
  const tokens = parsePointer(pointer);
  for (let n = tokens.length - 1; n > 0; n--) {
    const element = focusable(document.getElementById(fieldId('/' + tokens.slice(0, n).join('/'))));
    if (element) return element;
  }
  return null;
}

function focusElement(element: HTMLElement): void {
  element.focus();
  element.scrollIntoView?.({ block: 'center' });
}

const nextFrame = () => new Promise<void>((resolve) => setTimeout(resolve, 16));
const now = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());

/** The longest pause in typing awaited before an evaluation (for slow, big documents). */
const MAX_QUIET_MS = 300;

/** Documents with fewer rows (house consignments and items) get no previews: a whole evaluation is quick. */
const PREVIEW_ROWS = 200;

/** Rows (a house consignment and each of its items) per part of a big document sent to the host. */
const PART_ROWS = 500;

function rowsOf(house: unknown): number {
  const items = house !== null && typeof house === 'object' ? (house as { houseItems?: unknown }).houseItems : undefined;
  return 1 + (Array.isArray(items) ? items.length : 0);
}

/** Runs `fn` once the browser has painted (or after 100 ms in a tab that does not paint). */
function afterPaint(fn: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    fn();
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, 100);
}

export class DocumentFormStore {
  readonly mode: FormMode;
  readonly readOnly: boolean;
  /** A controller whose properties always read the current state (for event handlers). */
  readonly controller: DocumentFormController;

  private options: DocumentFormOptions;
  private state: State;
  private snapshot: DocumentFormController | null = null;
  private readonly listeners = new Set<() => void>();
  private readonly pointerListeners = new Map<() => void, string>();
  /** Listeners wait for the next frame (see setState). */
  private deferred = false;
  private readonly sections = new Map<string, FormSection>();

  private connection: EngineConnection | null = null;
  private unsubscribe: (() => void) | null = null;
  private session = 0;
  private seq = 0;
  /** The host's copy of the document. */
  private confirmed: JsonObject;
  private inFlight: Batch | null = null;
  private queue: Batch[] = [];
  /** An answer waiting for the user's 'Confirm Change'. */
  private held: { batch: Batch; answer: HostAnswer } | null = null;
  private readonly focusCounts = new Map<string, number>();
  private focusScheduled = false;
  private lastFocus = '';
  private settledWaiters: (() => void)[] = [];
  private summaryStale = false;
  private revealToken = 0;
  /** How long the host took for the last evaluation: big documents wait for a pause in typing. */
  private lastEvaluationMs = 0;
  private pumpTimer: ReturnType<typeof setTimeout> | null = null;
  /** The last preview asked for (see protocol.ts `preview`). */
  private previewId = 0;
  /** Rows in focus whose fields come from a preview, not yet from an answer. */
  private previewRows = new Set<string>();
  /** The page's fields are not the host's last answer's: the next request asks for them whole. */
  private previewMerged = false;
  /** The violationsFor of the current violation state (kept while it does not change). */
  private violationsForFn: ((pointer: string) => Violation[]) | null = null;
  private rowReadyFn: { ready: boolean; rows: ReadonlySet<string>; fn: (pointer: string) => boolean } | null = null;

  /** The document kind the form edits (`t01`, `g01`, `g01-update`...): its wording may differ. */
  get kind(): DocumentKind {
    return this.options.kind;
  }

  constructor(options: DocumentFormOptions) {
    this.options = options;
    this.mode = options.mode;
    this.readOnly = READ_ONLY_MODES.includes(options.mode);
    this.confirmed = options.initialDocument;
    const server = options.initialServerViolations ?? [];
    this.state = {
      document: options.initialDocument,
      fields: {},
      choices: {},
      limits: {},
      violations: NO_VIOLATIONS,
      violationIndex: new Map(),
      serverViolations: server,
      serverIndex: indexByPath(server),
      touched: new Set(),
      showAll: false,
      summary: server.length > 0 ? server : null,
      summaryFocusKey: 0,
      pendingConfirmation: null,
      ready: false,
      evaluating: true,
      coveredRows: new Set(),
    };
    this.controller = this.liveController();
  }

  // ---- subscription -------------------------------------------------------------------

  /** Listens to every change (components that read several parts of the form). */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /**
   * Listens to changes for the field at `pointer`. When the user changes a field, the
   * listeners of that field (and of the pointers above and below it) run at once, so the
   * keystroke paints in the same frame; every other listener runs after that frame.
   */
  subscribeAt(pointer: string): (listener: () => void) => () => void {
    return (listener) => {
      this.pointerListeners.set(listener, pointer);
      return () => {
        this.pointerListeners.delete(listener);
      };
    };
  }

  /** An immutable controller of the current state (a new object after each change). */
  getSnapshot = (): DocumentFormController => {
    if (!this.snapshot) this.snapshot = this.buildSnapshot();
    return this.snapshot;
  };

  /** Applies `patch`; `changed` (a user's edit) lets listeners away from that pointer wait a frame. */
  private setState(patch: Partial<State>, changed?: string): void {
    const violationsChanged =
      (patch.violationIndex && patch.violationIndex !== this.state.violationIndex) ||
      (patch.serverIndex && patch.serverIndex !== this.state.serverIndex) ||
      (patch.touched && patch.touched !== this.state.touched) ||
      (patch.showAll !== undefined && patch.showAll !== this.state.showAll);
    this.state = { ...this.state, ...patch };
    if (violationsChanged) this.violationsForFn = null;
    this.snapshot = null;
    if (changed === undefined) {
      this.deferred = false;
      for (const listener of [...this.pointerListeners.keys()]) listener();
      for (const listener of [...this.listeners]) listener();
      return;
    }
    for (const [listener, pointer] of [...this.pointerListeners]) {
      if (isWithin(pointer, changed) || isWithin(changed, pointer)) listener();
    }
    this.deferNotify();
  }

  /** Runs every listener once the browser has painted (coalesced). */
  private deferNotify(): void {
    if (this.deferred) return;
    this.deferred = true;
    afterPaint(() => {
      if (!this.deferred) return; // a full notification ran meanwhile
      this.deferred = false;
      for (const listener of [...this.pointerListeners.keys()]) listener();
      for (const listener of [...this.listeners]) listener();
    });
  }

  private violationsForState(): (pointer: string) => Violation[] {
    if (!this.violationsForFn) {
      const { serverIndex, violationIndex, showAll, touched } = this.state;
      this.violationsForFn = (pointer: string) => {
        const server = serverIndex.get(pointer) ?? NO_VIOLATIONS;
        const engine = showAll || touched.has(pointer) ? (violationIndex.get(pointer) ?? NO_VIOLATIONS) : NO_VIOLATIONS;
        return mergeViolations(server, engine);
      };
    }
    return this.violationsForFn;
  }

  private rowReadyForState(): (pointer: string) => boolean {
    const { ready, coveredRows } = this.state;
    if (!this.rowReadyFn || this.rowReadyFn.ready !== ready || this.rowReadyFn.rows !== coveredRows) {
      const fn = (pointer: string) => {
        const row = rowOf(pointer);
        return ready && (row === null || coveredRows.has(row));
      };
      this.rowReadyFn = { ready, rows: coveredRows, fn };
    }
    return this.rowReadyFn.fn;
  }

  private buildSnapshot(): DocumentFormController {
    const s = this.state;
    const controller: DocumentFormController & { [STORE]: DocumentFormStore } = {
      [STORE]: this,
      mode: this.mode,
      readOnly: this.readOnly,
      document: s.document,
      fields: s.fields,
      choices: s.choices,
      limits: s.limits,
      violationsFor: this.violationsForState(),
      change: this.change,
      command: this.command,
      replace: this.replace,
      summary: s.summary,
      summaryFocusKey: s.summaryFocusKey,
      showViolations: this.showViolations,
      engineViolations: s.violations,
      focusField: this.focusField,
      registerSection: this.registerSection,
      pendingConfirmation: s.pendingConfirmation,
      ready: s.ready,
      evaluating: s.evaluating,
      addFocusRow: this.addFocusRow,
      isRowReady: this.rowReadyForState(),
      whenSettled: this.whenSettled,
    };
    return controller;
  }

  private liveController(): DocumentFormController {
    const live = { [STORE]: this } as unknown as DocumentFormController;
    const keys: (keyof DocumentFormController)[] = [
      'mode',
      'readOnly',
      'document',
      'fields',
      'choices',
      'limits',
      'violationsFor',
      'change',
      'command',
      'replace',
      'summary',
      'summaryFocusKey',
      'showViolations',
      'engineViolations',
      'focusField',
      'registerSection',
      'pendingConfirmation',
      'ready',
      'evaluating',
      'addFocusRow',
      'isRowReady',
      'whenSettled',
    ];
    for (const key of keys) Object.defineProperty(live, key, { enumerable: true, get: () => this.getSnapshot()[key] });
    return live;
  }

  // ---- engine connection --------------------------------------------------------------

  /** Updates what may change between renders (the confirmation text, the context). */
  setOptions(options: DocumentFormOptions): void {
    const reopen = options.engine !== this.options.engine || !jsonEqual(options.ctx, this.options.ctx);
    this.options = options;
    if (reopen && this.connection) {
      this.disconnect();
      this.connect();
    }
  }

  /** Opens a session on the engine host with the current document; returns the disconnect. */
  connect = (): (() => void) => {
    const engine = this.options.engine;
    const connection = 'remote' in engine ? engine.connect() : localConnection(engine);
    this.connection = connection;
    this.session = connection.newSession();
    this.unsubscribe = connection.onAnswer(this.onAnswer);
    // the host starts from what the page shows; queued work is in it already
    this.queue = [];
    this.held = null;
    this.confirmed = this.state.document;
    const seq = this.seq++;
    this.inFlight = { seq, patches: [], touched: [], after: this.confirmed, lastChange: now() };
    this.lastFocus = this.focusList().join('\n');
    this.sendOpen(connection, this.session);
    if (this.state.pendingConfirmation) this.setState({ pendingConfirmation: null, evaluating: true });
    else if (!this.state.evaluating) this.setState({ evaluating: true });
    return this.disconnect;
  };

  /**
   * Sends the document to the host. A big one goes after the page's first paint: as the JSON
   * text it was loaded from when the page has it (see lib/jsonSource.ts), else in parts of
   * about PART_ROWS rows, one per task: posting it whole blocks the page (structured clone).
   */
  private sendOpen(connection: EngineConnection, session: number): void {
    const document = this.confirmed;
    const open = { type: 'open' as const, session, kind: this.options.kind, ctx: this.options.ctx, focus: this.focusList() };
    const houses = Array.isArray(document.houseConsignments) ? document.houseConsignments : null;
    const rows = houses ? houses.reduce<number>((n, house) => n + rowsOf(house), 0) : 0;
    if (!houses || rows <= PART_ROWS) {
      connection.send({ ...open, document });
      return;
    }
    // the text the document was parsed from, when the page still has it: one message, parsed by the host
    const json = document === this.options.initialDocument ? takeJsonSource(document) : null;
    if (json) {
      afterPaint(() => {
        if (this.connection !== connection || this.session !== session) return; // closed meanwhile
        connection.send({ ...open, document: {}, json });
      });
      return;
    }
    connection.send({ ...open, document: { ...document, houseConsignments: [] }, houses: houses.length });
    let start = 0;
    const sendPart = () => {
      if (this.connection !== connection || this.session !== session) return; // closed meanwhile
      let end = start;
      for (let size = 0; end < houses.length && (end === start || size + rowsOf(houses[end]) <= PART_ROWS); end++) size += rowsOf(houses[end]);
      connection.send({ type: 'houses', session, houses: houses.slice(start, end) });
      start = end;
      if (start < houses.length) setTimeout(sendPart, 0);
    };
    afterPaint(sendPart);
  }

  disconnect = (): void => {
    if (this.pumpTimer) clearTimeout(this.pumpTimer);
    this.pumpTimer = null;
    if (!this.connection) return;
    this.connection.send({ type: 'close', session: this.session });
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.connection = null;
    this.inFlight = null;
  };

  private focusList(): string[] {
    return normaliseFocus(this.focusCounts.keys());
  }

  private pump(): void {
    const connection = this.connection;
    if (!connection || this.inFlight || this.held || this.pumpTimer) return;
    const next = this.queue[0];
    if (!next) {
      if (this.state.evaluating) this.setState({ evaluating: false });
      this.settle();
      return;
    }
    // While the user types into a big document, evaluate at pauses (half an evaluation's time, at
    // most MAX_QUIET_MS), not after every keystroke: the engine's work competes for the CPU.
    const wait = next.command || next.patches.length === 0 ? 0 : next.lastChange + Math.min(MAX_QUIET_MS, this.lastEvaluationMs / 2) - now();
    if (wait > 1) {
      this.pumpTimer = setTimeout(() => {
        this.pumpTimer = null;
        this.pump();
      }, wait);
      return;
    }
    const batch = this.queue.shift()!;
    const before = this.confirmed;
    batch.after = applyPatches(before, batch.patches);
    let changed = batch.changed;
    // only a real change fires the engine's change rules (typing "a" then deleting it is none)
    if (changed !== undefined && !batch.command && jsonEqual(getAt(before, changed), getAt(batch.after, changed))) changed = undefined;
    const focus = this.focusList();
    this.lastFocus = focus.join('\n');
    this.inFlight = batch;
    const full = this.previewMerged || undefined;
    this.previewMerged = false;
    connection.send({ type: 'evaluate', session: this.session, seq: batch.seq, patches: batch.patches, changed, focus, full });
    if (!this.state.evaluating) this.setState({ evaluating: true });
  }

  private enqueue(patches: JsonPatch[], changed: string | undefined, options: { command?: boolean; touched?: string[] } = {}): void {
    const last = this.queue.at(-1);
    const touched = options.touched ?? [];
    if (last && !options.command && !last.command && (last.changed === changed || (last.changed === undefined && last.patches.length === 0))) {
      // coalesce: later values of the same pointer replace earlier ones
      const pointers = new Set(patches.map((p) => p.pointer));
      last.patches = [...last.patches.filter((p) => !pointers.has(p.pointer)), ...patches];
      last.changed = changed;
      last.lastChange = now();
      for (const pointer of touched) if (!last.touched.includes(pointer)) last.touched.push(pointer);
    } else {
      this.queue.push({ seq: this.seq++, patches, changed, command: options.command, touched: [...touched], lastChange: now() });
    }
    this.pump();
  }

  private onAnswer = (reply: HostReply): void => {
    if (reply.type === 'preview') return this.onPreview(reply);
    const answer = reply;
    const batch = this.inFlight;
    if (answer.session !== this.session || !batch || answer.seq !== batch.seq) return; // stale
    this.inFlight = null;
    this.lastEvaluationMs = answer.ms.total;
    if (answer.failure) {
      console.warn('rule engine:', answer.failure.error, answer.failure.message);
      // keep what is known about the fields; the server has the last word
      this.accept(batch, { ...answer, patches: [], removed: [] });
      return;
    }
    const confirm = answer.removed.length > 0 && batch.changed !== undefined && !batch.command ? this.options.confirmRemoval?.(batch.changed, answer.removed) : null;
    if (confirm) {
      this.held = { batch, answer };
      this.setState({
        pendingConfirmation: {
          ...confirm,
          confirm: () => this.resolveConfirmation(true),
          cancel: () => this.resolveConfirmation(false),
        },
      });
      return;
    }
    this.accept(batch, answer);
  };

  /** Fields of rows just put in focus, ahead of the answer (see protocol.ts `preview`). */
  private onPreview(preview: PreviewAnswer): void {
    if (preview.session !== this.session || preview.id !== this.previewId || preview.failed) return;
    const focus = new Set(this.focusList());
    const rows = new Set(preview.rows.filter((row) => focus.has(row) && !this.state.coveredRows.has(row)));
    if (rows.size === 0) return;
    const merge = <T>(all: Record<string, T>, add: Record<string, T>) => {
      const next: Record<string, T> = {};
      for (const key in all) {
        const row = rowOf(key);
        if (row === null || !rows.has(row)) next[key] = all[key];
      }
      for (const key in add) if (rows.has(rowOf(key) ?? '')) next[key] = add[key];
      return next;
    };
    for (const row of rows) this.previewRows.add(row);
    this.previewMerged = true;
    this.setState({
      fields: merge(this.state.fields, preview.fields),
      choices: merge(this.state.choices, preview.choices),
      coveredRows: new Set([...this.state.coveredRows, ...rows]),
    });
  }

  /** Asks for a preview of the fields of rows in focus that no answer covers yet (big documents only). */
  private requestPreview(): void {
    const connection = this.connection;
    if (!connection) return;
    const fresh = this.focusList().filter((row) => !this.state.coveredRows.has(row));
    if (fresh.length === 0 || rowCount(this.state.document) < PREVIEW_ROWS) return;
    connection.preview({
      type: 'preview',
      session: this.session,
      id: ++this.previewId,
      kind: this.options.kind,
      ctx: this.options.ctx,
      document: prunedTo(this.state.document, new Set(fresh)),
      rows: fresh,
    });
  }

  private resolveConfirmation(proceed: boolean): void {
    const held = this.held;
    if (!held) return;
    this.held = null;
    if (proceed) {
      this.setState({ pendingConfirmation: null });
      this.accept(held.batch, held.answer);
      return;
    }
    // cancel: the document before the change, and nothing lost
    this.connection?.send({ type: 'revert', session: this.session, seq: held.batch.seq });
    const changed = held.batch.changed!;
    this.queue = this.queue.filter((batch) => batch.changed === undefined || !(isWithin(batch.changed, changed) || isWithin(changed, batch.changed)));
    const document = this.queue.reduce((doc, batch) => applyPatches(doc, batch.patches), this.confirmed);
    this.setState({ pendingConfirmation: null, document });
    this.pump();
  }

  private accept(batch: Batch, answer: HostAnswer): void {
    if (!this.state.ready) {
      // for web/scripts/perf-big.mjs: when fields and violations became known
      perfMark('vama:rules-ready', answer.ms);
      // a big document opens its house consignments and items through previews: their host
      // loads now, not when the user opens the first one
      if (rowCount(this.state.document) >= PREVIEW_ROWS) this.connection?.warmPreview?.();
    }
    const after = batch.after ?? this.confirmed;
    this.confirmed = applyPatches(after, answer.patches);
    const patch: Partial<State> = { ready: true };
    // rows previewed since the request was sent keep their previewed fields until an answer covers them
    for (const row of answer.focus) this.previewRows.delete(row);
    const focusNow = new Set(this.focusList());
    for (const row of this.previewRows) if (!focusNow.has(row)) this.previewRows.delete(row);
    const coveredRows = new Set([...answer.focus, ...this.previewRows]);
    const covered = this.state.coveredRows;
    if (!this.state.ready || covered.size !== coveredRows.size || [...coveredRows].some((row) => !covered.has(row))) patch.coveredRows = coveredRows;
    if (answer.patches.length > 0) {
      patch.document = this.queue.reduce((doc, queued) => applyPatches(doc, queued.patches), this.confirmed);
    }
    if (answer.violations) {
      patch.violations = answer.violations;
      patch.violationIndex = indexByPath(answer.violations);
    }
    if (answer.fields) patch.fields = this.withPreviewed(answer.fields, this.state.fields);
    if (answer.choices) patch.choices = this.withPreviewed(answer.choices, this.state.choices);
    if (answer.limits) patch.limits = answer.limits;
    if (batch.touched.length > 0) {
      const touched = new Set(this.state.touched);
      for (const pointer of batch.touched) touched.add(pointer);
      patch.touched = touched;
    }
    if (this.queue.length === 0 && this.summaryStale) {
      // the summary shown while evaluations were pending: now with the settled findings
      this.summaryStale = false;
      patch.summary = summaryOf(this.state.serverViolations, answer.violations ?? this.state.violations);
    }
    patch.evaluating = this.queue.length > 0;
    this.setState(patch);
    this.pump();
  }

  /** `answered` plus the entries of `current` for rows still shown from a preview. */
  private withPreviewed<T>(answered: Record<string, T>, current: Record<string, T>): Record<string, T> {
    if (this.previewRows.size === 0) return answered;
    const next = { ...answered };
    for (const key in current) {
      const row = rowOf(key);
      if (row !== null && this.previewRows.has(row)) next[key] = current[key];
    }
    return next;
  }

  private settle(): void {
    if (this.inFlight || this.held || this.queue.length > 0) return;
    for (const resolve of this.settledWaiters.splice(0)) resolve();
  }

  // ---- the controller's operations ----------------------------------------------------

  change = (pointer: string, value: unknown): void => {
    if (this.readOnly) return;
    const document = setAt(this.state.document, pointer, value);
    const patch: Partial<State> = { document, evaluating: true };
    if (this.state.serverViolations.some((v) => isWithin(v.path, pointer))) {
      // a server finding on a field the user has since changed is stale
      const serverViolations = this.state.serverViolations.filter((v) => !isWithin(v.path, pointer));
      patch.serverViolations = serverViolations;
      patch.serverIndex = indexByPath(serverViolations);
    }
    this.setState(patch, pointer);
    this.enqueue([{ pointer, value }], pointer, { touched: [pointer] });
  };

  command = (name: string): JsonObject => {
    const previous = this.state.document;
    this.enqueue([], name, { command: true });
    return previous;
  };

  replace = (document: JsonObject): void => {
    const patches = diffJson(this.state.document, document);
    if (patches.length === 0) return;
    this.setState({ document });
    this.enqueue(patches, undefined, { command: true });
  };

  showViolations = (serverViolations: Violation[]): void => {
    this.summaryStale = this.inFlight !== null || this.queue.length > 0;
    this.setState({
      serverViolations,
      serverIndex: indexByPath(serverViolations),
      showAll: true,
      summary: summaryOf(serverViolations, this.state.violations),
      summaryFocusKey: this.state.summaryFocusKey + 1,
    });
  };

  whenSettled = (): Promise<void> => {
    if (!this.inFlight && !this.held && this.queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.settledWaiters.push(resolve));
  };

  registerSection = (id: string, section: FormSection): (() => void) => {
    this.sections.set(id, section);
    return () => {
      if (this.sections.get(id) === section) this.sections.delete(id);
    };
  };

  focusField = (pointer: string): void => {
    void this.reveal(pointer);
  };

  /** Opens the sections holding `pointer` (outermost first, also those that mount meanwhile), then focuses the field. */
  private async reveal(pointer: string): Promise<void> {
    const token = ++this.revealToken;
    const opened = new Set<FormSection>();
    const deadline = Date.now() + 4000;
    let idle = 0;
    for (;;) {
      if (token !== this.revealToken) return; // another link was followed since
      const matching: { section: FormSection; length: number }[] = [];
      for (const section of this.sections.values()) {
        if (opened.has(section)) continue;
        const length = Math.max(-1, ...section.prefixes.filter((prefix) => isWithin(pointer, prefix)).map((prefix) => prefix.length));
        if (length >= 0) matching.push({ section, length });
      }
      matching.sort((a, b) => a.length - b.length);
      for (const { section } of matching) {
        opened.add(section);
        try {
          await section.open(pointer);
        } catch (error) {
          console.warn('could not open the section of', pointer, error);
        }
      }
      const element = elementAtOrBelow(pointer);
      if (element) return focusElement(element);
      idle = matching.length > 0 ? 0 : idle + 1;
      if (idle >= 60 || Date.now() > deadline) {
        const above = elementAbove(pointer);
        if (above) focusElement(above);
        return;
      }
      await nextFrame();
    }
  }

  addFocusRow = (pointer: string): (() => void) => {
    this.focusCounts.set(pointer, (this.focusCounts.get(pointer) ?? 0) + 1);
    this.scheduleFocus();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const count = (this.focusCounts.get(pointer) ?? 1) - 1;
      if (count > 0) this.focusCounts.set(pointer, count);
      else this.focusCounts.delete(pointer);
      this.scheduleFocus();
    };
  };

  /** Re-evaluates (once per task) when the rows in focus changed since the last request. */
  private scheduleFocus(): void {
    if (this.focusScheduled) return;
    this.focusScheduled = true;
    queueMicrotask(() => {
      this.focusScheduled = false;
      if (!this.connection || this.focusList().join('\n') === this.lastFocus) return;
      this.requestPreview();
      if (this.queue.length > 0) return; // the next request carries it
      this.enqueue([], undefined);
    });
  }
}

/** The store behind a controller from useDocumentFormController or DocumentFormStore.controller. */
export function storeOf(controller: DocumentFormController): DocumentFormStore {
  const store = (controller as Partial<Record<typeof STORE, DocumentFormStore>>)[STORE];
  if (!store) throw new Error('not a controller of a DocumentFormStore');
  return store;
}
