import { describe, expect, it } from 'vitest';
import { fakeEngine } from '@/testing/fakeEngine';
import { TEST_CTX } from '@/testing/FormHarness';
import { deferredEngine } from './deferredEngine';
import type { HostReply } from './protocol';
import type { FormEngine } from './protocol';

describe('the deferred engine', () => {
  it('keeps requests until the engine has loaded, then sends them in order and delivers the answers', async () => {
    let resolve!: (engine: FormEngine) => void;
    const engine = deferredEngine(new Promise<FormEngine>((r) => (resolve = r)));
    const connection = engine.connect();
    const replies: HostReply[] = [];
    connection.onAnswer((reply) => replies.push(reply));
    const session = connection.newSession();
    expect(connection.newSession()).not.toBe(session);
    connection.send({ type: 'open', session, kind: 't01', ctx: TEST_CTX, document: { lrn: 'A' }, focus: [] });
    connection.send({ type: 'evaluate', session, seq: 1, patches: [{ pointer: '/lrn', value: 'B' }], changed: '/lrn', focus: [] });
    await Promise.resolve();
    expect(replies).toEqual([]);
    const inner = fakeEngine();
    resolve(inner);
    await new Promise((r) => setTimeout(r, 0));
    expect(replies.map((r) => (r.type === 'answer' ? r.seq : -1))).toEqual([0, 1]);
    expect(inner.requests.map((r) => r.document)).toEqual([{ lrn: 'A' }, { lrn: 'B' }]);
    // a connection made after the load goes straight through
    const later = engine.connect();
    const more: HostReply[] = [];
    later.onAnswer((reply) => more.push(reply));
    later.send({ type: 'open', session: later.newSession(), kind: 't01', ctx: TEST_CTX, document: {}, focus: [] });
    await new Promise((r) => setTimeout(r, 0));
    expect(more).toHaveLength(1);
  });
});
