import { EngineHost } from '@/rules/engineHost';
import type { EngineConnection, HostAnswer, HostReply, HostRequest, RemoteRuleEngine } from '@/rules/protocol';
import type { RuleEngine } from '@/rules/types';

/**
 * A remote engine whose host answers only when the test says so: requests wait in `pending`
 * until `answerNext()` (or `answerAll()`), like a busy worker. For tests of coalescing,
 * stale answers and the confirmation flow.
 */
export function manualEngine(engine: RuleEngine) {
  const host = new EngineHost(engine);
  const listeners = new Set<(reply: HostReply) => void>();
  const pending: HostRequest[] = [];
  const sent: HostRequest[] = [];
  let nextSession = 1;
  const deliver = (reply: HostReply) => {
    for (const listener of [...listeners]) listener(reply);
  };
  const connection: EngineConnection = {
    send(request) {
      sent.push(request);
      pending.push(request);
    },
    onAnswer(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    newSession: () => nextSession++,
    // previews are answered at once (another host in the browser)
    preview: (request) => {
      sent.push(request);
      const answer = host.dispatch(request);
      if (answer) deliver(answer);
    },
  };
  const remote: RemoteRuleEngine = { remote: true, connect: () => connection };
  return {
    remote,
    /** Every request sent, in order. */
    sent,
    pending,
    /** Handles the oldest waiting request; returns its answer (already delivered). */
    answerNext(): HostAnswer | null {
      const request = pending.shift();
      if (!request || request.type === 'preview') return null;
      const answer = host.handle(request);
      if (answer) deliver(answer);
      return answer;
    },
    /** Handles requests until none waits (answers may send new requests). */
    answerAll(): void {
      while (pending.length > 0) this.answerNext();
    },
    /** Delivers an answer as if it came from the host (e.g. a stale one). */
    deliver,
    evaluations: () => sent.filter((r) => r.type === 'evaluate' || r.type === 'open'),
  };
}
