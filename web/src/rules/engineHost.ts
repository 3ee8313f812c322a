/**
 * The engine side of the protocol (protocol.ts): one session per open form, each with its own
 * copy of the document. Pure (no DOM, no Worker API): the worker and the in-process fallback
 * run this same code.
 */
import type { Violation } from '@/api/types';
import { applyPatches, diffJson, jsonEqual, type JsonPatch } from '@/lib/jsonPatch';
import type { JsonObject, JsonValue } from '@/lib/jsonPointer';
import { parseJsonSource } from '@/lib/jsonSource';
import { inFocus, rowOf, type HostAnswer, type HostRequest, type PreviewAnswer, type PreviewRequest } from './protocol';
import { isEngineFailure, type Choices, type DocumentKind, type EngineContext, type EvaluateRequest, type EvaluateResult, type FieldState, type RuleEngine } from './types';

interface Session {
  kind: DocumentKind;
  ctx: EngineContext;
  /** The document as the main thread has it once it applied the last answer. */
  base: JsonObject;
  /** `base` before the last evaluation, and that evaluation's seq (for `revert`). */
  before: { seq: number; base: JsonObject } | null;
  /** The last answer's values, to leave out what did not change. */
  violations: Violation[] | null;
  fields: Record<string, FieldState> | null;
  choices: Record<string, Choices> | null;
  /** Every field and choice of the last engine run, when the engine answered them all. */
  complete: { fields: Record<string, FieldState>; choices: Record<string, Choices> } | null;
  /** The kind's field limits went with an answer (the first the engine ran for). */
  limitsSent?: boolean;
  /** The house consignments still arriving after `open` (a big document comes in parts). */
  opening?: { expected: number; houses: JsonValue[]; focus: string[] };
}

const now = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());

const PLACEHOLDER: JsonObject = {};

function isIndex(token: string | undefined): boolean {
  return token !== undefined && /^(0|[1-9]\d*)$/.test(token);
}

/**
 * `previous` for the engine's change rules: they compare the value at `changed` (or a row
 * or field above it) with the document before the change, never other house consignments or
 * items. So the rows of the two big lists off the path to `changed` go as `{}` (the list keeps
 * its length): a keystroke in item 7 of house 3 does not send 10,000 items twice.
 */
export function previousFor(base: JsonObject, changed: string | undefined): JsonObject | undefined {
  if (changed === undefined || changed.startsWith('#')) return undefined;
  const houses = base.houseConsignments;
  if (!Array.isArray(houses) || houses.length === 0) return base;
  const tokens = changed.split('/').slice(1);
  if (tokens[0] !== 'houseConsignments') return { ...base, houseConsignments: houses.map(() => PLACEHOLDER) };
  if (!isIndex(tokens[1])) return base; // the whole list changed
  const h = Number(tokens[1]);
  const onPathItem = tokens[2] === 'houseItems' ? tokens[3] : undefined;
  const prunedHouses = houses.map((house, index): JsonValue => {
    if (index !== h) return PLACEHOLDER;
    if (tokens.length === 2 || (tokens[2] === 'houseItems' && !isIndex(onPathItem))) return house; // the house or its list
    if (house === null || typeof house !== 'object' || Array.isArray(house)) return house;
    const items = house.houseItems;
    if (!Array.isArray(items)) return house;
    const i = onPathItem === undefined ? -1 : Number(onPathItem);
    return { ...house, houseItems: items.map((item, index2) => (index2 === i ? item : PLACEHOLDER)) };
  });
  return { ...base, houseConsignments: prunedHouses };
}

function sameViolations(a: Violation[] | null, b: Violation[]): boolean {
  if (!a || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    const y = b[i];
    if (x.path !== y.path || x.rule !== y.rule || x.message !== y.message) return false;
  }
  return true;
}

function sameRecord<T>(a: Record<string, T> | null, b: Record<string, T>): boolean {
  if (!a) return false;
  const keys = Object.keys(b);
  if (keys.length !== Object.keys(a).length) return false;
  for (const key of keys) if (!(key in a) || !jsonEqual(a[key], b[key])) return false;
  return true;
}

/** The entries of `all` that belong in an answer for `focus`; `outside` tells if any did not. */
function focused<T>(all: Record<string, T> | undefined, focus: ReadonlySet<string>): { kept: Record<string, T>; outside: boolean } {
  const kept: Record<string, T> = {};
  let outside = false;
  for (const key in all) {
    if (inFocus(key, focus)) kept[key] = all[key];
    else outside = true;
  }
  return { kept, outside };
}

export class EngineHost {
  private readonly sessions = new Map<number, Session>();

  constructor(private readonly engine: RuleEngine) {}

  /** Handles any request (the worker's and the in-process loop). */
  dispatch(request: HostRequest): HostAnswer | PreviewAnswer | null {
    return request.type === 'preview' ? this.preview(request) : this.handle(request);
  }

  /** Handles one request of a session; returns the answer to send back, if any. */
  handle(request: Exclude<HostRequest, PreviewRequest>): HostAnswer | null {
    switch (request.type) {
      case 'open': {
        const session: Session = {
          kind: request.kind,
          ctx: request.ctx,
          base: request.json ? parseJsonSource<JsonObject>(request.json) : request.document,
          before: null,
          violations: null,
          fields: null,
          choices: null,
          complete: null,
        };
        this.sessions.set(request.session, session);
        if (request.houses) {
          session.opening = { expected: request.houses, houses: [], focus: request.focus };
          return null;
        }
        return this.evaluate(request.session, session, 0, [], undefined, request.focus);
      }
      case 'houses': {
        const session = this.sessions.get(request.session);
        const opening = session?.opening;
        if (!session || !opening) return null;
        for (const house of request.houses) opening.houses.push(house);
        if (opening.houses.length < opening.expected) return null;
        session.base = { ...session.base, houseConsignments: opening.houses };
        session.opening = undefined;
        return this.evaluate(request.session, session, 0, [], undefined, opening.focus);
      }
      case 'evaluate': {
        const session = this.sessions.get(request.session);
        if (!session) return null;
        if (request.full) {
          // the page merged previews: its fields are not the last answer's
          session.fields = null;
          session.choices = null;
        }
        return this.evaluate(request.session, session, request.seq, request.patches, request.changed, request.focus);
      }
      case 'revert': {
        const session = this.sessions.get(request.session);
        if (session?.before && session.before.seq === request.seq) {
          session.base = session.before.base;
          session.before = null;
        }
        return null;
      }
      case 'close':
        this.sessions.delete(request.session);
        return null;
    }
  }

  private evaluate(id: number, session: Session, seq: number, patches: JsonPatch[], changed: string | undefined, focusList: string[]): HostAnswer {
    const started = now();
    const focus = new Set(focusList);
    const candidate = applyPatches(session.base, patches);

    // Only the focus changed and the last run answered every row: no engine run needed.
    if (patches.length === 0 && changed === undefined && session.complete && seq !== 0) {
      session.before = { seq, base: session.base };
      const fields = focused(session.complete.fields, focus).kept;
      const choices = focused(session.complete.choices, focus).kept;
      return this.answer(id, session, seq, [], [], undefined, fields, choices, focusList, { engine: 0, total: now() - started });
    }

    const engineStarted = now();
    const result = this.run({
      kind: session.kind,
      document: candidate,
      previous: previousFor(session.base, changed),
      changed,
      ctx: session.ctx,
      focus: focusList,
      limits: !session.limitsSent,
    });
    const engineMs = now() - engineStarted;
    session.before = { seq, base: session.base };
    if (isEngineFailure(result)) {
      // keep what is known about the fields; the server has the last word
      session.base = candidate;
      return {
        type: 'answer',
        session: id,
        seq,
        patches: [],
        removed: [],
        focus: focusList,
        failure: { error: result.error, message: result.message },
        ms: { engine: engineMs, total: now() - started },
      };
    }
    const normalisePatches = diffJson(candidate, result.document);
    session.base = applyPatches(candidate, normalisePatches);
    const fields = focused(result.fields, focus);
    const choices = focused(result.choices, focus);
    // an engine that ignores `focus` answered every row: later focus changes need no run
    session.complete = fields.outside || choices.outside ? { fields: result.fields, choices: result.choices ?? {} } : null;
    const answer = this.answer(id, session, seq, normalisePatches, result.removed, result.violations, fields.kept, choices.kept, focusList, {
      engine: engineMs,
      total: now() - started,
    });
    if (!session.limitsSent && result.limits) answer.limits = result.limits;
    session.limitsSent = true;
    return answer;
  }

  private answer(
    id: number,
    session: Session,
    seq: number,
    patches: JsonPatch[],
    removed: string[],
    violations: Violation[] | undefined,
    fields: Record<string, FieldState>,
    choices: Record<string, Choices>,
    focusList: string[],
    ms: HostAnswer['ms'],
  ): HostAnswer {
    const answer: HostAnswer = { type: 'answer', session: id, seq, patches, removed, focus: focusList, ms };
    if (violations && !sameViolations(session.violations, violations)) {
      answer.violations = violations;
      session.violations = violations;
    }
    if (!sameRecord(session.fields, fields)) {
      answer.fields = fields;
      session.fields = fields;
    }
    if (!sameRecord(session.choices, choices)) {
      answer.choices = choices;
      session.choices = choices;
    }
    return answer;
  }

  /** The engine, with a crash (a trap in rules.wasm) reported as a failure: the page must get an answer. */
  private run(request: EvaluateRequest<JsonObject>): EvaluateResult<JsonObject> {
    try {
      return this.engine.evaluate<JsonObject>(request);
    } catch (error) {
      return { error: 'engine-crashed', message: error instanceof Error ? error.message : String(error) };
    }
  }

  /** Fields and choices of `rows` from a run on a document pruned to them (no session). */
  preview(request: PreviewRequest): PreviewAnswer {
    const rows = new Set(request.rows);
    const result = this.run({ kind: request.kind, document: request.document, ctx: request.ctx, focus: request.rows });
    const pick = <T>(all: Record<string, T> | undefined) => {
      const kept: Record<string, T> = {};
      for (const key in all) {
        const row = rowOf(key);
        if (row !== null && rows.has(row)) kept[key] = all[key];
      }
      return kept;
    };
    const answer = { type: 'preview' as const, session: request.session, id: request.id, rows: request.rows };
    if (isEngineFailure(result)) return { ...answer, fields: {}, choices: {}, failed: true };
    return { ...answer, fields: pick(result.fields), choices: pick(result.choices) };
  }
}

/** The number of house consignments and items of `doc`. */
export function rowCount(doc: JsonObject): number {
  const houses = doc.houseConsignments;
  if (!Array.isArray(houses)) return 0;
  let n = houses.length;
  for (const house of houses) {
    const items = house !== null && typeof house === 'object' && !Array.isArray(house) ? house.houseItems : undefined;
    if (Array.isArray(items)) n += items.length;
  }
  return n;
}

/** The header with only the house consignments and items in `rows` (others as `{}`, lists keep their length). */
export function prunedTo(doc: JsonObject, rows: ReadonlySet<string>): JsonObject {
  const houses = doc.houseConsignments;
  if (!Array.isArray(houses)) return doc;
  const wanted = new Map<number, Set<number>>();
  for (const row of rows) {
    const match = /^\/houseConsignments\/(\d+)(?:\/houseItems\/(\d+))?$/.exec(row);
    if (!match) continue;
    const items = wanted.get(Number(match[1])) ?? new Set<number>();
    if (match[2] !== undefined) items.add(Number(match[2]));
    wanted.set(Number(match[1]), items);
  }
  return {
    ...doc,
    houseConsignments: houses.map((house, h) => {
      const items = wanted.get(h);
      if (!items || house === null || typeof house !== 'object' || Array.isArray(house)) return PLACEHOLDER;
      const list = house.houseItems;
      return Array.isArray(list) ? { ...house, houseItems: list.map((item, i) => (items.has(i) ? item : PLACEHOLDER)) } : house;
    }),
  };
}
