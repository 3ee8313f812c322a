import { describe, expect, it, vi } from 'vitest';
import type { JsonObject } from '@/lib/jsonPointer';
import { rememberJsonSource } from '@/lib/jsonSource';
import type { EvaluateMessage } from '@/rules/protocol';
import type { FieldState, RuleEngine } from '@/rules/types';
import { fakeEngine, type FakeEngineScript } from '@/testing/fakeEngine';
import { TEST_CTX } from '@/testing/FormHarness';
import { manualEngine } from '@/testing/manualEngine';
import { DocumentFormStore, type DocumentFormOptions } from './formStore';

function setup(script: FakeEngineScript = {}, options: Partial<DocumentFormOptions> = {}, initialDocument: JsonObject = {}) {
  const engine = fakeEngine(script);
  const manual = manualEngine(engine);
  const store = new DocumentFormStore({ kind: 't01', mode: 'new', engine: manual.remote, ctx: TEST_CTX, initialDocument, ...options });
  store.connect();
  manual.answerAll();
  const evaluations = () => manual.sent.filter((r): r is EvaluateMessage => r.type === 'evaluate');
  return { engine, manual, store, evaluations, form: () => store.getSnapshot() };
}

/** Upper-cases `/name`, like a normalisation the engine does. */
const upperName: FakeEngineScript = {
  normalise: (doc) => ({ document: typeof doc.name === 'string' ? { ...doc, name: doc.name.toUpperCase() } : doc }),
};

describe('the form store and the engine host', () => {
  it('shows a keystroke at once and the normalised value when the engine answers', () => {
    const { manual, store, form } = setup(upperName);
    store.change('/name', 'ab');
    expect(form().document.name).toBe('ab');
    expect(form().evaluating).toBe(true);
    manual.answerAll();
    expect(form().document.name).toBe('AB');
    expect(form().evaluating).toBe(false);
  });

  it('sends the patch only, not the document, and names the changed pointer', () => {
    const { store, evaluations, manual } = setup({}, {}, { big: { rows: [1, 2, 3] } });
    store.change('/name', 'x');
    expect(evaluations()).toEqual([expect.objectContaining({ patches: [{ pointer: '/name', value: 'x' }], changed: '/name' })]);
    manual.answerAll();
  });

  it('queues changes while an evaluation runs and coalesces those of one field (latest wins)', () => {
    const { engine, manual, store, evaluations, form } = setup();
    store.change('/name', 'a');
    store.change('/name', 'ab');
    store.change('/name', 'abc');
    expect(evaluations()).toHaveLength(1);
    manual.answerNext();
    expect(evaluations()).toHaveLength(2);
    expect(evaluations()[1].patches).toEqual([{ pointer: '/name', value: 'abc' }]);
    manual.answerAll();
    expect(engine.requests.at(-1)!.document).toEqual({ name: 'abc' });
    expect(form().document).toEqual({ name: 'abc' });
  });

  it('evaluates changes of different fields one after the other, each with its own `changed`', () => {
    const { manual, store, evaluations } = setup();
    store.change('/name', 'a');
    store.change('/lrn', 'L');
    store.change('/lrn', 'L1');
    store.change('/name', 'ab');
    manual.answerAll();
    expect(evaluations().map((e) => [e.changed, e.patches.map((p) => p.value)])).toEqual([
      ['/name', ['a']],
      ['/lrn', ['L1']],
      ['/name', ['ab']],
    ]);
  });

  it('does not name a change that came back to the old value (no change rule fires)', () => {
    const { manual, store, evaluations } = setup({}, {}, { name: 'a' });
    store.change('/lrn', 'x');
    store.change('/name', 'ab');
    store.change('/name', 'a');
    manual.answerAll();
    expect(evaluations()[1]).toMatchObject({ changed: undefined, patches: [{ pointer: '/name', value: 'a' }] });
  });

  it('replays queued typing on top of the normalisation, so page and host stay equal', () => {
    const { engine, manual, store, form } = setup(upperName);
    store.change('/name', 'ab');
    store.change('/lrn', 'l1'); // typed while the engine works on /name
    expect(form().document).toEqual({ name: 'ab', lrn: 'l1' });
    manual.answerNext();
    expect(form().document).toEqual({ name: 'AB', lrn: 'l1' });
    manual.answerAll();
    // the host evaluated exactly what the page shows
    expect(engine.requests.at(-1)!.document).toEqual({ name: 'AB', lrn: 'l1' });
    expect(form().document).toEqual({ name: 'AB', lrn: 'l1' });
  });

  it('drops an answer that is not the one awaited (an old session or sequence)', () => {
    const { manual, store, form } = setup({ violations: [{ path: '/name', rule: 'r', message: 'm' }] });
    store.change('/name', 'x');
    const [request] = manual.pending as EvaluateMessage[];
    manual.deliver({ type: 'answer', session: request.session, seq: request.seq + 7, patches: [{ pointer: '/name', value: 'STALE' }], removed: [], focus: [], ms: { engine: 0, total: 0 } });
    manual.deliver({ type: 'answer', session: request.session + 1, seq: request.seq, patches: [{ pointer: '/name', value: 'STALE' }], removed: [], focus: [], ms: { engine: 0, total: 0 } });
    expect(form().document.name).toBe('x');
    manual.answerAll();
    expect(form().document.name).toBe('x');
  });

  it('leaves out of the answer what did not change, and keeps the last known', async () => {
    const violations = [{ path: '/name', rule: 'required', message: 'Name is required' }];
    const { manual, store, form } = setup({ violations, fields: { '/name': { presence: 'required' } } });
    const before = form().engineViolations;
    store.change('/lrn', 'x');
    // on a busy machine the first evaluation took long enough for the store to wait for a pause
    const answer = await vi.waitFor(() => {
      const next = manual.answerNext();
      if (!next) throw new Error('the change is not sent yet');
      return next;
    });
    expect(answer.violations).toBeUndefined();
    expect(answer.fields).toBeUndefined();
    expect(form().engineViolations).toBe(before);
    expect(form().fields).toEqual({ '/name': { presence: 'required' } });
  });

  it('indexes violations by pointer; shows them once touched or after showViolations', () => {
    const many = Array.from({ length: 5000 }, (_, i) => ({ path: `/houseConsignments/${i}/grossMass`, rule: 'required', message: 'Gross mass is required' }));
    const { manual, store, form } = setup({ violations: [...many, { path: '/name', rule: 'required', message: 'Name is required' }] });
    expect(form().violationsFor('/name')).toEqual([]);
    store.change('/name', 'x');
    manual.answerAll();
    expect(form().violationsFor('/name')).toEqual([{ path: '/name', rule: 'required', message: 'Name is required' }]);
    expect(form().violationsFor('/houseConsignments/4999/grossMass')).toEqual([]);
    store.showViolations([{ path: '/houseConsignments/4999/grossMass', rule: 'server', message: 'From the server' }]);
    expect(form().violationsFor('/houseConsignments/4999/grossMass').map((v) => v.message)).toEqual(['From the server', 'Gross mass is required']);
    expect(form().summary).toHaveLength(5002);
  });

  describe("'Confirm Change' with an asynchronous answer", () => {
    const dropsReferences: FakeEngineScript = {
      normalise: (doc, request) => {
        if (request.changed !== '/guarantees/0/type') return { document: doc };
        const [guarantee] = doc.guarantees as JsonObject[];
        return { document: { ...doc, guarantees: [{ ...guarantee, guaranteeReferences: [] }] }, removed: ['/guarantees/0/guaranteeReferences/0'] };
      },
    };
    const initial: JsonObject = { guarantees: [{ type: { code: '1' }, guaranteeReferences: [{ grn: 'G1' }] }] };
    const confirmRemoval = vi.fn((changed: string) => (changed === '/guarantees/0/type' ? { title: 'Confirm Change', message: 'Sure?' } : null));

    it('cancel restores the previous type, loses nothing, and the host forgets the change', () => {
      const { engine, manual, store, form } = setup(dropsReferences, { confirmRemoval }, initial);
      store.change('/guarantees/0/type', { code: '0' });
      manual.answerNext();
      expect(form().pendingConfirmation).toMatchObject({ title: 'Confirm Change' });
      // the page still shows what the user chose, with the references, until they decide
      expect(form().document).toEqual({ guarantees: [{ type: { code: '0' }, guaranteeReferences: [{ grn: 'G1' }] }] });
      form().pendingConfirmation!.cancel();
      expect(form().pendingConfirmation).toBeNull();
      expect(form().document).toEqual(initial);
      expect(manual.sent.at(-1)).toMatchObject({ type: 'revert' });
      manual.answerAll();
      store.change('/lrn', 'L1');
      manual.answerAll();
      expect(engine.requests.at(-1)!.document).toEqual({ ...initial, lrn: 'L1' });
    });

    it('proceed applies the normalised document', () => {
      const { manual, store, form } = setup(dropsReferences, { confirmRemoval }, initial);
      store.change('/guarantees/0/type', { code: '0' });
      manual.answerNext();
      form().pendingConfirmation!.confirm();
      expect(form().document).toEqual({ guarantees: [{ type: { code: '0' }, guaranteeReferences: [] }] });
    });

    it('waits with later changes until the user decides, then evaluates them on the right document', () => {
      const { engine, manual, store, form } = setup(dropsReferences, { confirmRemoval }, initial);
      store.change('/guarantees/0/type', { code: '0' });
      store.change('/lrn', 'L1'); // typed before the answer came
      manual.answerNext();
      expect(manual.pending).toHaveLength(0);
      form().pendingConfirmation!.cancel();
      manual.answerAll();
      expect(engine.requests.at(-1)).toMatchObject({ changed: '/lrn', document: { ...initial, lrn: 'L1' } });
      expect(form().document).toEqual({ ...initial, lrn: 'L1' });
    });
  });

  it('runs a command on the host and undoes it with replace', () => {
    const engine = {
      normalise: (doc: Record<string, unknown>, request: { changed?: string }) =>
        request.changed === '#i-am-holder' ? { document: { ...doc, applicant: { EORINumber: 'AG' }, representative: undefined }, removed: ['/representative'] } : { document: doc },
    };
    const { manual, store, form, evaluations } = setup(engine, {}, { representative: { EORINumber: 'AG' } });
    const before = store.command('#i-am-holder');
    manual.answerAll();
    expect(evaluations().at(-1)).toMatchObject({ changed: '#i-am-holder', patches: [] });
    expect(form().document).toEqual({ applicant: { EORINumber: 'AG' } });
    store.replace(before);
    expect(form().document).toEqual(before);
    manual.answerAll();
    expect(evaluations().at(-1)!.patches).toEqual([{ pointer: '/applicant' }, { pointer: '/representative', value: { EORINumber: 'AG' } }]);
    expect(form().document).toEqual(before);
  });

  it('sends the rows in focus and re-evaluates when they change', async () => {
    const doc: JsonObject = { houseConsignments: [{ houseItems: [{}, {}] }, { houseItems: [{}] }] };
    const fields = {
      '/lrn': { presence: 'required' as const },
      '/houseConsignments/0/grossMass': { presence: 'required' as const },
      '/houseConsignments/0/houseItems/1/netMass': { presence: 'notAllowed' as const },
      '/houseConsignments/1/grossMass': { presence: 'required' as const },
    };
    const { engine, manual, store, form, evaluations } = setup({ fields }, {}, doc);
    expect(Object.keys(form().fields)).toEqual(['/lrn']);
    expect(form().isRowReady('/houseConsignments/0/houseItems/1/netMass')).toBe(false);
    const release = store.addFocusRow('/houseConsignments/0/houseItems/1');
    await Promise.resolve();
    expect(evaluations().at(-1)!.focus).toEqual(['/houseConsignments/0', '/houseConsignments/0/houseItems/1']);
    const runs = engine.requests.length;
    manual.answerAll();
    // the fake engine answers every row (ignores focus): the host filters, and answers
    // later focus changes from what it has, without another engine run
    expect(engine.requests.length).toBe(runs);
    expect(Object.keys(form().fields).sort()).toEqual(['/houseConsignments/0/grossMass', '/houseConsignments/0/houseItems/1/netMass', '/lrn']);
    expect(form().isRowReady('/houseConsignments/0/houseItems/1/netMass')).toBe(true);
    release();
    await Promise.resolve();
    manual.answerAll();
    expect(Object.keys(form().fields)).toEqual(['/lrn']);
  });

  it('resolves whenSettled once the queue is empty', async () => {
    const { manual, store } = setup();
    store.change('/name', 'a');
    store.change('/lrn', 'b');
    let settled = false;
    void store.getSnapshot().whenSettled().then(() => (settled = true));
    manual.answerNext();
    await Promise.resolve();
    expect(settled).toBe(false);
    manual.answerAll();
    await Promise.resolve();
    expect(settled).toBe(true);
  });

  it('waits for a pause in typing before evaluating a document that takes long to evaluate', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    try {
      const engine = fakeEngine();
      const manual = manualEngine(engine);
      const store = new DocumentFormStore({ kind: 't01', mode: 'new', engine: manual.remote, ctx: TEST_CTX, initialDocument: {} });
      store.connect();
      const open = manual.pending.shift()!;
      // the host took 2 s for the document
      manual.deliver({ type: 'answer', session: open.session, seq: 0, patches: [], removed: [], focus: [], ms: { engine: 2000, total: 2000 } });
      store.change('/name', 'a');
      vi.advanceTimersByTime(200);
      store.change('/name', 'ab');
      vi.advanceTimersByTime(200);
      expect(manual.pending).toHaveLength(0);
      expect(store.getSnapshot().document.name).toBe('ab');
      vi.advanceTimersByTime(150);
      expect(manual.pending).toEqual([expect.objectContaining({ type: 'evaluate', patches: [{ pointer: '/name', value: 'ab' }] })]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends a big document to the host in parts after the first paint', async () => {
    const big: JsonObject = { lrn: 'L', houseConsignments: Array.from({ length: 120 }, (_, h) => ({ sequence: h + 1, houseItems: Array.from({ length: 10 }, () => ({ grossMass: 1 })) })) };
    const engine = fakeEngine();
    const manual = manualEngine(engine);
    const store = new DocumentFormStore({ kind: 't01', mode: 'new', engine: manual.remote, ctx: TEST_CTX, initialDocument: big });
    store.connect();
    expect(manual.sent[0]).toMatchObject({ type: 'open', houses: 120, document: { lrn: 'L', houseConsignments: [] } });
    await vi.waitFor(() => expect(manual.sent.filter((r) => r.type === 'houses').flatMap((r) => (r.type === 'houses' ? r.houses : []))).toHaveLength(120));
    const parts = manual.sent.filter((r) => r.type === 'houses');
    expect(parts.length).toBeGreaterThan(2);
    manual.answerAll();
    expect(engine.requests[0].document).toEqual(big);
    expect(store.getSnapshot().ready).toBe(true);
  });

  it('sends a big document as the JSON text it was loaded from, in one message after the first paint', async () => {
    const big: JsonObject = { lrn: 'L', houseConsignments: Array.from({ length: 120 }, (_, h) => ({ sequence: h + 1, houseItems: Array.from({ length: 10 }, () => ({ grossMass: 1 })) })) };
    const json = JSON.stringify({ version: 3, ...big });
    const initialDocument = rememberJsonSource(JSON.parse(json) as JsonObject, json, ['version']);
    delete initialDocument.version;
    const engine = fakeEngine();
    const manual = manualEngine(engine);
    const store = new DocumentFormStore({ kind: 't01', mode: 'new', engine: manual.remote, ctx: TEST_CTX, initialDocument });
    store.connect();
    expect(manual.sent).toHaveLength(0);
    await vi.waitFor(() => expect(manual.sent).toHaveLength(1));
    expect(manual.sent[0]).toMatchObject({ type: 'open', json: { json, drop: ['version'] } });
    manual.answerAll();
    expect(engine.requests[0].document).toEqual(big);
    expect(store.getSnapshot().ready).toBe(true);
    // the text is handed on once: a new connection sends the document itself
    store.disconnect();
    store.connect();
    expect(manual.sent.at(-1)).toMatchObject({ type: 'open', houses: 120 });
  });

  it('shows the fields of a row put in focus from the preview, before the answer', async () => {
    const big: JsonObject = { houseConsignments: Array.from({ length: 30 }, () => ({ houseItems: Array.from({ length: 9 }, () => ({})) })) };
    const engine: RuleEngine = {
      evaluate: <D,>(request: { document: D | null; focus?: string[] }) => {
        const fields: Record<string, FieldState> = {};
        for (const row of request.focus ?? []) fields[`${row}/netMass`] = { presence: 'notAllowed' };
        return { document: request.document as D, removed: [], violations: [], fields };
      },
    };
    const manual = manualEngine(engine);
    const store = new DocumentFormStore({ kind: 't01', mode: 'new', engine: manual.remote, ctx: TEST_CTX, initialDocument: big });
    store.connect();
    manual.answerAll();
    const seen: [boolean, boolean][] = [];
    store.subscribe(() => seen.push([store.getSnapshot().isRowReady('/houseConsignments/7/houseItems/3'), store.getSnapshot().evaluating]));
    store.addFocusRow('/houseConsignments/7/houseItems/3');
    await Promise.resolve();
    expect(store.getSnapshot().isRowReady('/houseConsignments/7/houseItems/3')).toBe(true);
    manual.answerNext();
    // ready from the preview (answered at once by the second host) while the evaluation waits; the answer keeps it
    expect(seen).toEqual([
      [true, false],
      [true, true],
      [true, false],
    ]);
    expect(manual.sent.filter((r) => r.type === 'evaluate').at(-1)).toMatchObject({ full: true });
    expect(store.getSnapshot().fields['/houseConsignments/7/houseItems/3/netMass']).toEqual({ presence: 'notAllowed' });
  });
});
