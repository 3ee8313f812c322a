import { describe, expect, it } from 'vitest';
import type { JsonObject } from '@/lib/jsonPointer';
import { fakeEngine } from '@/testing/fakeEngine';
import { TEST_CTX } from '@/testing/FormHarness';
import { EngineHost, previousFor, prunedTo } from './engineHost';
import { normaliseFocus, rowOf } from './protocol';
import type { RuleEngine } from './types';

const houses = (n: number, items: number): JsonObject => ({
  lrn: 'L',
  houseConsignments: Array.from({ length: n }, (_, h) => ({ sequence: h + 1, houseItems: Array.from({ length: items }, (_, i) => ({ sequence: i + 1, grossMass: h * 100 + i })) })),
});

function open(host: EngineHost, document: JsonObject, focus: string[] = []) {
  return host.handle({ type: 'open', session: 1, kind: 't01', ctx: TEST_CTX, document, focus })!;
}

describe('the engine host', () => {
  it('asks the engine for the field limits once, and answers them in the session\'s first answer only', () => {
    const limits = { '/rows/*/name': { maxLength: 70 } };
    const engine = fakeEngine({ limits });
    const host = new EngineHost(engine);
    expect(open(host, { rows: [] }).limits).toEqual(limits);
    expect(engine.requests.at(-1)!.limits).toBe(true);
    const next = host.handle({ type: 'evaluate', session: 1, seq: 1, patches: [{ pointer: '/rows/0', value: {} }], changed: '/rows', focus: [] })!;
    expect(next.limits).toBeUndefined();
    expect(engine.requests.at(-1)!.limits).toBe(false);
  });

  it('answers the patches of normalisation, computed against what it evaluated', () => {
    const engine = fakeEngine({
      normalise: (doc) => {
        const rows = (doc.rows as JsonObject[] | undefined) ?? [];
        return { document: { ...doc, rows: rows.map((row, i) => ({ ...row, sequence: i + 1 })), total: rows.length } };
      },
    });
    const host = new EngineHost(engine);
    expect(open(host, { rows: [{ sequence: 1 }, { sequence: 2 }, { sequence: 3 }] }).patches).toEqual([{ pointer: '/total', value: 3 }]);
    // the user deletes row 1: the engine renumbers and recounts
    const answer = host.handle({ type: 'evaluate', session: 1, seq: 1, patches: [{ pointer: '/rows/0' }], changed: '/rows', focus: [] })!;
    expect(answer.patches).toEqual([
      { pointer: '/rows/0/sequence', value: 1 },
      { pointer: '/rows/1/sequence', value: 2 },
      { pointer: '/total', value: 2 },
    ]);
    expect(engine.requests.at(-1)!.document).toEqual({ rows: [{ sequence: 2 }, { sequence: 3 }], total: 3 });
  });

  it('opens a session from the JSON text of the document, less the keys to drop', () => {
    const engine = fakeEngine();
    const host = new EngineHost(engine);
    const doc = houses(3, 2);
    const json = JSON.stringify({ id: 'x', version: 4, ...doc });
    const answer = host.handle({ type: 'open', session: 1, kind: 't01', ctx: TEST_CTX, document: {}, json: { json, drop: ['id', 'version'] }, focus: [] })!;
    expect(answer.seq).toBe(0);
    expect(engine.requests[0].document).toEqual(doc);
  });

  it('keeps its copy across requests and goes back one evaluation on revert', () => {
    const engine = fakeEngine();
    const host = new EngineHost(engine);
    open(host, { a: 1 });
    host.handle({ type: 'evaluate', session: 1, seq: 1, patches: [{ pointer: '/b', value: 2 }], focus: [] });
    host.handle({ type: 'evaluate', session: 1, seq: 2, patches: [{ pointer: '/c', value: 3 }], focus: [] });
    host.handle({ type: 'revert', session: 1, seq: 2 });
    host.handle({ type: 'evaluate', session: 1, seq: 3, patches: [], focus: ['/houseConsignments/0'] });
    expect(engine.requests.at(-1)!.document).toEqual({ a: 1, b: 2 });
  });

  it('keeps the patched copy and reports the failure when the engine cannot evaluate', () => {
    let fail = false;
    const inner = fakeEngine();
    const engine: RuleEngine = {
      evaluate: (request) => (fail ? { error: 'bad-document', message: 'no' } : inner.evaluate(request)),
    };
    const host = new EngineHost(engine);
    open(host, { a: 1 });
    fail = true;
    const answer = host.handle({ type: 'evaluate', session: 1, seq: 1, patches: [{ pointer: '/a', value: 'x' }], changed: '/a', focus: [] })!;
    expect(answer).toMatchObject({ patches: [], failure: { error: 'bad-document' } });
    fail = false;
    host.handle({ type: 'evaluate', session: 1, seq: 2, patches: [], focus: ['/houseConsignments/0'] });
    expect(inner.requests.at(-1)!.document).toEqual({ a: 'x' });
  });

  it('answers a failure when the engine crashes (a trap in rules.wasm), so the page is never left waiting', () => {
    let crash = false;
    const inner = fakeEngine();
    const host = new EngineHost({
      evaluate: (request) => {
        if (crash) throw new Error('unreachable');
        return inner.evaluate(request);
      },
    });
    open(host, { a: 1 });
    crash = true;
    expect(host.handle({ type: 'evaluate', session: 1, seq: 1, patches: [{ pointer: '/a', value: 2 }], changed: '/a', focus: [] })).toMatchObject({ seq: 1, failure: { error: 'engine-crashed', message: 'unreachable' } });
  });

  it('answers fields and choices of the header and the rows in focus only; violations in full', () => {
    const engine = fakeEngine({
      fields: {
        '/lrn': { presence: 'required' },
        '/guarantees/0/grn': { presence: 'required' },
        '/houseConsignments/0/grossMass': { presence: 'required' },
        '/houseConsignments/1/grossMass': { presence: 'required' },
        '/houseConsignments/1/houseItems/0/netMass': { presence: 'notAllowed' },
        '/houseConsignments/1/houseItems/1/netMass': { presence: 'optional' },
      },
      violations: [{ path: '/houseConsignments/0/houseItems/0/grossMass', rule: 'r', message: 'm' }],
    });
    const host = new EngineHost(engine);
    const answer = open(host, houses(2, 2), normaliseFocus(['/houseConsignments/1/houseItems/0']));
    expect(engine.requests[0].focus).toEqual(['/houseConsignments/1', '/houseConsignments/1/houseItems/0']);
    expect(Object.keys(answer.fields!).sort()).toEqual(['/guarantees/0/grn', '/houseConsignments/1/grossMass', '/houseConsignments/1/houseItems/0/netMass', '/lrn']);
    expect(answer.violations).toHaveLength(1);
  });

  it('sends the two big lists pruned as `previous`: only the rows on the path to the change', () => {
    const doc = houses(3, 3);
    const header = previousFor(doc, '/lrn')!;
    expect(header.lrn).toBe('L');
    expect(header.houseConsignments).toEqual([{}, {}, {}]);
    const item = previousFor(doc, '/houseConsignments/1/houseItems/2/grossMass')! as { houseConsignments: { houseItems?: unknown[] }[] };
    expect(item.houseConsignments[0]).toEqual({});
    expect(item.houseConsignments[1].houseItems).toEqual([{}, {}, { sequence: 3, grossMass: 102 }]);
    expect(previousFor(doc, '/houseConsignments/1')!.houseConsignments).toEqual([{}, (doc.houseConsignments as JsonObject[])[1], {}]);
    expect(previousFor(doc, '/houseConsignments')).toBe(doc);
    expect(previousFor(doc, '#i-am-holder')).toBeUndefined();
    expect(previousFor(doc, undefined)).toBeUndefined();
  });

  it('takes a big document in parts and answers once the last house consignment arrived', () => {
    const engine = fakeEngine();
    const host = new EngineHost(engine);
    const doc = houses(3, 2);
    expect(host.handle({ type: 'open', session: 1, kind: 't01', ctx: TEST_CTX, document: { ...doc, houseConsignments: [] }, focus: [], houses: 3 })).toBeNull();
    const rows = doc.houseConsignments as JsonObject[];
    expect(host.handle({ type: 'houses', session: 1, houses: rows.slice(0, 2) })).toBeNull();
    expect(engine.requests).toHaveLength(0);
    expect(host.handle({ type: 'houses', session: 1, houses: rows.slice(2) })).toMatchObject({ seq: 0, patches: [] });
    expect(engine.requests[0].document).toEqual(doc);
  });

  it('previews the fields of rows just opened on a document pruned to them', () => {
    // an engine that honours `focus`: fields for the rows named only
    const requests: { document: JsonObject; focus?: string[] }[] = [];
    const engine: RuleEngine = {
      evaluate: <D,>(request: { document: D | null; focus?: string[] }) => {
        requests.push({ document: request.document as JsonObject, focus: request.focus });
        const fields: Record<string, { presence: 'required' }> = { '/lrn': { presence: 'required' } };
        for (const row of request.focus ?? []) fields[`${row}/grossMass`] = { presence: 'required' };
        return { document: request.document as D, removed: [], violations: [], fields };
      },
    };
    const host = new EngineHost(engine);
    const doc = houses(30, 9);
    const rows = normaliseFocus(['/houseConsignments/4/houseItems/2']);
    const pruned = prunedTo(doc, new Set(rows));
    const answer = host.dispatch({ type: 'preview', session: 3, id: 7, kind: 't01', ctx: TEST_CTX, document: pruned, rows });
    expect(answer).toEqual({
      type: 'preview',
      session: 3,
      id: 7,
      rows: ['/houseConsignments/4', '/houseConsignments/4/houseItems/2'],
      fields: { '/houseConsignments/4/grossMass': { presence: 'required' }, '/houseConsignments/4/houseItems/2/grossMass': { presence: 'required' } },
      choices: {},
    });
    const sent = requests[0].document.houseConsignments as JsonObject[];
    expect(sent).toHaveLength(30);
    expect(sent[3]).toEqual({});
    expect((sent[4].houseItems as JsonObject[]).map((item) => Object.keys(item).length > 0)).toEqual([false, false, true, false, false, false, false, false, false]);
    expect(requests[0].focus).toEqual(rows);
  });

  it('answers fields whole when the page asks (it merged previews)', () => {
    const engine = fakeEngine({ fields: { '/lrn': { presence: 'required' } } });
    const host = new EngineHost(engine);
    open(host, { lrn: 'L' });
    expect(host.handle({ type: 'evaluate', session: 1, seq: 1, patches: [], changed: undefined, focus: ['/houseConsignments/0'] })!.fields).toBeUndefined();
    expect(host.handle({ type: 'evaluate', session: 1, seq: 2, patches: [], focus: ['/houseConsignments/0'], full: true })!.fields).toEqual({ '/lrn': { presence: 'required' } });
  });

  it('names the row of a pointer', () => {
    expect(rowOf('/houseConsignments/3/houseItems/7/grossMass')).toBe('/houseConsignments/3/houseItems/7');
    expect(rowOf('/houseConsignments/3/houseItems')).toBe('/houseConsignments/3');
    expect(rowOf('/houseConsignments/12')).toBe('/houseConsignments/12');
    expect(rowOf('/houseConsignments')).toBeNull();
    expect(rowOf('/guarantees/0/type')).toBeNull();
  });
});
