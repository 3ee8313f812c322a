import { nextSessionId, type EngineConnection, type HostMessage, type HostReply, type HostRequest, type PreviewRequest, type RemoteRuleEngine } from './protocol';

function spawn(): Worker {
  return new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module', name: 'vama-rules' });
}

/**
 * rules.wasm in module Web Workers (engine.worker.ts), shared by every form of the page: one
 * holds the forms' sessions; a second one, started when first needed, answers `preview`
 * requests while the first may be busy with a whole evaluation.
 */
export class WorkerRuleEngine implements RemoteRuleEngine {
  readonly remote = true;
  private readonly listeners = new Set<(reply: HostReply) => void>();
  private side: Worker | null = null;

  constructor(private readonly worker: Worker) {
    worker.addEventListener('message', this.onMessage);
  }

  private onMessage = (event: MessageEvent<HostMessage>) => {
    const message = event.data;
    if (message.type !== 'answer' && message.type !== 'preview') return;
    for (const listener of [...this.listeners]) listener(message);
  };

  private previewWorker(): Worker {
    if (!this.side) {
      try {
        this.side = spawn();
        this.side.addEventListener('message', this.onMessage);
        // requests sent before its rules.wasm loaded wait in the worker
        this.side.addEventListener('error', () => {
          this.side = this.worker;
        });
      } catch {
        this.side = this.worker;
      }
    }
    return this.side;
  }

  connect(): EngineConnection {
    return {
      send: (request: HostRequest) => this.worker.postMessage(request),
      onAnswer: (listener) => {
        this.listeners.add(listener);
        return () => this.listeners.delete(listener);
      },
      newSession: nextSessionId,
      preview: (request: PreviewRequest) => this.previewWorker().postMessage(request),
      warmPreview: () => void this.previewWorker(),
    };
  }
}

/** rules.wasm could not be loaded (the worker itself runs). */
export class RulesUnavailableError extends Error {}

let starting: Promise<WorkerRuleEngine> | null = null;

/**
 * Starts the rule worker once per page and resolves when its rules.wasm is loaded. Rejects
 * with RulesUnavailableError when rules.wasm cannot load, or another error when the worker
 * cannot start (then the caller may run the engine in process).
 */
export function startRuleWorker(): Promise<WorkerRuleEngine> {
  if (!starting) {
    starting = new Promise<WorkerRuleEngine>((resolve, reject) => {
      const worker = spawn();
      const onMessage = (event: MessageEvent<HostMessage>) => {
        const message = event.data;
        if (message.type === 'ready') {
          cleanup();
          resolve(new WorkerRuleEngine(worker));
        } else if (message.type === 'unavailable') {
          cleanup();
          worker.terminate();
          reject(new RulesUnavailableError(message.message ?? 'rules.wasm unavailable'));
        }
      };
      const onError = (event: ErrorEvent) => {
        cleanup();
        worker.terminate();
        reject(new Error(`rule worker: ${event.message || 'could not start'}`));
      };
      const cleanup = () => {
        worker.removeEventListener('message', onMessage);
        worker.removeEventListener('error', onError);
      };
      worker.addEventListener('message', onMessage);
      worker.addEventListener('error', onError);
    });
    starting.catch(() => {
      starting = null; // allow a retry on the next form
    });
  }
  return starting;
}
