import { localConnection } from './localEngine';
import { nextSessionId, type EngineConnection, type HostReply, type HostRequest, type PreviewRequest, type RemoteRuleEngine } from './protocol';
import type { FormEngine } from './protocol';

/**
 * A rule engine to hand to a form before the real one (rules.wasm in a worker) has loaded:
 * requests wait and go, in order, to the engine `loading` resolves to. A form then renders
 * and takes input at once; its fields and violations follow when the engine answers.
 */
export function deferredEngine(loading: Promise<FormEngine>): RemoteRuleEngine {
  let engine: FormEngine | null = null;
  const waiting: ((engine: FormEngine) => void)[] = [];
  void loading.then((loaded) => {
    engine = loaded;
    for (const attach of waiting.splice(0)) attach(loaded);
  });
  return {
    remote: true,
    connect(): EngineConnection {
      let real: EngineConnection | null = null;
      const queued: { preview: boolean; request: HostRequest }[] = [];
      const listeners = new Set<(reply: HostReply) => void>();
      const attach = (loaded: FormEngine) => {
        real = 'remote' in loaded ? loaded.connect() : localConnection(loaded);
        real.onAnswer((reply) => {
          for (const listener of [...listeners]) listener(reply);
        });
        for (const { preview, request } of queued.splice(0)) {
          if (preview) real.preview(request as PreviewRequest);
          else real.send(request);
        }
      };
      if (engine) attach(engine);
      else waiting.push(attach);
      return {
        send: (request) => (real ? real.send(request) : queued.push({ preview: false, request })),
        preview: (request) => (real ? real.preview(request) : queued.push({ preview: true, request })),
        onAnswer: (listener) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
        newSession: nextSessionId,
        warmPreview: () => real?.warmPreview?.(),
      };
    },
  };
}
