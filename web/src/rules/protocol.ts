/**
 * The protocol between a document form (main thread) and the rule engine host (a Web Worker,
 * or in process where there is no Worker). The host keeps its own copy of each form's document
 * (a *session*), so a keystroke costs a patch, not the whole document.
 *
 * main → host
 * - `open {session, kind, ctx, document, focus, houses?, json?}`: the document as loaded; answered as
 *   seq 0. A big document comes as the JSON text the server sent (`json`, parsed by the host),
 *   or its house consignments follow in parts: `houses: n` says that
 *   `document.houseConsignments` is empty and `houses {session, houses}` messages bring the n
 *   rows in order (posting 15 MB at once would block the page for a long frame); the answer
 *   comes after the last part.
 * - `evaluate {session, seq, patches, changed?, focus}`: apply `patches` in order to the host's
 *   copy, run the engine (normalise with `changed`, validate, fields, choices) and answer.
 *   Patches with no `changed` and no patches at all (a focus change) are fine.
 * - `revert {session, seq}`: the user cancelled the 'Confirm Change' of answer `seq` (the
 *   last one): the host's copy goes back to what it was before that evaluation.
 * - `close {session}`.
 * - `preview {session, id, kind, ctx, document, rows}` (no session state; may go to a second host): the fields
 *   and choices of `rows` (house consignments and items just opened) computed on `document`
 *   pruned to the header and those rows: milliseconds, while the session's host may be busy
 *   for a second with a whole evaluation of a big document. The page shows them until the
 *   session's next answer brings the exact ones; `evaluate {full: true}` then asks for fields
 *   and choices whole.
 *
 * host → main
 * - `answer {session, seq, patches, removed, violations?, fields?, choices?, limits?, focus, ms}`:
 *   `patches` turn the document the host evaluated (its copy plus the request's patches) into
 *   the normalised one (renumbered sequences, derived totals, removed fields); `violations`,
 *   `fields` and `choices` are left out when they equal the previous answer's. `fields` and
 *   `choices` hold header-level pointers, rows of small lists and only the house
 *   consignments and items named in `focus`; `violations` are always complete.
 *   `failure` instead when the engine could not evaluate (the host keeps the patched copy).
 * - `preview {session, id, rows, fields, choices}`: the answer to a `preview` request.
 * - `ready` / `unavailable {message}` (worker only): rules.wasm loaded, or not.
 *
 * A session answers in order, one answer per `open`/`evaluate`. The main thread sends one
 * evaluation at a time and queues what the user does meanwhile (see formStore.ts).
 */
import type { Violation } from '@/api/types';
import type { JsonPatch } from '@/lib/jsonPatch';
import type { JsonSource } from '@/lib/jsonSource';
import type { JsonObject, JsonValue } from '@/lib/jsonPointer';
import type { Choices, DocumentKind, EngineContext, EngineFailure, FieldLimits, FieldState, RuleEngine } from './types';

export interface OpenRequest {
  type: 'open';
  session: number;
  kind: DocumentKind;
  ctx: EngineContext;
  document: JsonObject;
  focus: string[];
  /** The number of house consignments that follow in `houses` messages. */
  houses?: number;
  /**
   * The document as JSON text instead (`document` is then ignored): what the server answered,
   * less its top-level keys `drop`. A big document goes so, when the page has its text: the
   * host parses it, and the page does not spend a long frame copying the object.
   */
  json?: JsonSource;
}

export interface HousesRequest {
  type: 'houses';
  session: number;
  houses: JsonValue[];
}

export interface EvaluateMessage {
  type: 'evaluate';
  session: number;
  seq: number;
  patches: JsonPatch[];
  /** The pointer the user changed (net of the patches), or a command such as `#i-am-holder`. */
  changed?: string;
  focus: string[];
  /** Answer fields and choices even when they did not change (the page merged previews). */
  full?: boolean;
}

export interface RevertRequest {
  type: 'revert';
  session: number;
  seq: number;
}

export interface CloseRequest {
  type: 'close';
  session: number;
}

export type HostRequest = OpenRequest | HousesRequest | EvaluateMessage | RevertRequest | CloseRequest | PreviewRequest;

export interface HostAnswer {
  type: 'answer';
  session: number;
  seq: number;
  patches: JsonPatch[];
  removed: string[];
  violations?: Violation[];
  fields?: Record<string, FieldState>;
  choices?: Record<string, Choices>;
  /** The kind's field limits: in the session's first answer only (they never change). */
  limits?: FieldLimits;
  /** The focus these fields and choices were computed for. */
  focus: string[];
  failure?: EngineFailure;
  /** Time spent in the engine call (request JSON, wasm, answer JSON), and in the whole step. */
  ms: { engine: number; total: number };
}

export interface PreviewRequest {
  type: 'preview';
  /** The asking session (routing only: a preview uses no session state). */
  session: number;
  id: number;
  kind: DocumentKind;
  ctx: EngineContext;
  document: JsonObject;
  rows: string[];
}

export interface PreviewAnswer {
  type: 'preview';
  session: number;
  id: number;
  rows: string[];
  fields: Record<string, FieldState>;
  choices: Record<string, Choices>;
  failed?: boolean;
}

/** What a connection receives. */
export type HostReply = HostAnswer | PreviewAnswer;

export interface HostStatus {
  type: 'ready' | 'unavailable';
  message?: string;
}

export type HostMessage = HostReply | HostStatus;

/** A form's line to the host. */
export interface EngineConnection {
  send(request: HostRequest): void;
  /** Answers for this connection's sessions and previews. */
  onAnswer(listener: (reply: HostReply) => void): () => void;
  /** Sends a `preview` request where it is answered soonest (a second worker). */
  preview(request: PreviewRequest): void;
  /** A new session id (unique on this host). */
  newSession(): number;
  /** Gets the host of `preview` ready ahead of the first one (a second worker loading rules.wasm). */
  warmPreview?(): void;
}

let lastSessionId = 0;

/** A session id unique in this page (every form's connections to the shared worker). */
export function nextSessionId(): number {
  return ++lastSessionId;
}

/** A rule engine that runs elsewhere (a Web Worker) and is talked to through the protocol. */
export interface RemoteRuleEngine {
  readonly remote: true;
  connect(): EngineConnection;
}

const ROW = /^\/houseConsignments\/(\d+)(?:\/houseItems\/(\d+))?(?=\/|$)/;

/**
 * The row of a house consignment or item that `pointer` lies in, as its pointer
 * (`/houseConsignments/3` or `/houseConsignments/3/houseItems/7`), or null at header level.
 */
export function rowOf(pointer: string): string | null {
  const match = ROW.exec(pointer);
  if (!match) return null;
  return match[2] === undefined ? `/houseConsignments/${match[1]}` : `/houseConsignments/${match[1]}/houseItems/${match[2]}`;
}

/** The focus the engine gets: the rows named, plus the house of each item named, sorted. */
export function normaliseFocus(rows: Iterable<string>): string[] {
  const all = new Set<string>();
  for (const pointer of rows) {
    const row = rowOf(pointer);
    if (!row) continue;
    all.add(row);
    const house = /^\/houseConsignments\/\d+/.exec(row);
    if (house) all.add(house[0]);
  }
  return [...all].sort();
}

/** True when the fields at `pointer` belong in an answer for `focus` (a set from normaliseFocus). */
export function inFocus(pointer: string, focus: ReadonlySet<string>): boolean {
  const row = rowOf(pointer);
  return row === null || focus.has(row);
}

/**
 * What a form runs its rules with: an engine called in process (tests, and where no Worker
 * exists), or one in a Web Worker reached through the protocol of protocol.ts.
 */
export type FormEngine = RuleEngine | RemoteRuleEngine;
