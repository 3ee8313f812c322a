import { EngineHost } from './engineHost';
import type { EngineConnection, HostReply, HostRequest } from './protocol';
import type { RuleEngine } from './types';

/**
 * The protocol run in process, for tests (jsdom has no Worker) and browsers without module
 * workers: the same host code as the worker, answers delivered asynchronously (a microtask
 * later), in order.
 */
export function localConnection(engine: RuleEngine): EngineConnection {
  const host = new EngineHost(engine);
  const listeners = new Set<(reply: HostReply) => void>();
  const deliver = (reply: HostReply) => {
    for (const listener of [...listeners]) listener(reply);
  };
  let nextSession = 1;
  let queue: Promise<void> = Promise.resolve();
  return {
    send(request: HostRequest) {
      queue = queue.then(() => {
        const answer = host.dispatch(request);
        if (answer) deliver(answer);
      });
    },
    onAnswer(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    newSession: () => nextSession++,
    preview(request) {
      this.send(request);
    },
  };
}
