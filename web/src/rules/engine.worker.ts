/**
 * The rule engine's Web Worker: loads rules.wasm, then runs the protocol of protocol.ts
 * (EngineHost) for every form of the page. Requests that arrive while rules.wasm loads wait.
 */
import { loadRuleEngine, RULES_WASM_URL } from './engine';
import { EngineHost } from './engineHost';
import type { HostMessage, HostRequest } from './protocol';

/** What this file uses of DedicatedWorkerGlobalScope (the app compiles against the DOM lib). */
interface WorkerScope {
  postMessage(message: HostMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<HostRequest>) => void): void;
  location: { origin: string };
}

const scope = self as unknown as WorkerScope;
let host: EngineHost | null = null;
const waiting: HostRequest[] = [];

function post(message: HostMessage): void {
  scope.postMessage(message);
}

function run(request: HostRequest): void {
  const answer = host!.dispatch(request);
  if (answer) post(answer);
}

scope.addEventListener('message', (event: MessageEvent<HostRequest>) => {
  if (host) run(event.data);
  else waiting.push(event.data);
});

loadRuleEngine(new URL(RULES_WASM_URL, scope.location.origin).href).then(
  (engine) => {
    host = new EngineHost(engine);
    post({ type: 'ready' });
    for (const request of waiting.splice(0)) run(request);
  },
  (error: unknown) => post({ type: 'unavailable', message: error instanceof Error ? error.message : String(error) }),
);
