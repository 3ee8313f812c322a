import { useEffect, useState } from 'react';
import { perfMark } from '@/lib/perfMark';
import { deferredEngine } from './deferredEngine';
import { loadRuleEngine } from './engine';
import { passThroughEngine } from './passThroughEngine';
import type { FormEngine } from './protocol';
import { RulesUnavailableError, startRuleWorker } from './workerEngine';

export type EngineStatus = 'loading' | 'ready' | 'unavailable';

/**
 * The form's rule engine: rules.wasm in a Web Worker; in process where no module worker can
 * start. Rejects when rules.wasm cannot be loaded at all.
 */
export async function loadFormEngine(): Promise<FormEngine> {
  if (typeof Worker === 'function') {
    try {
      return await startRuleWorker();
    } catch (error) {
      if (error instanceof RulesUnavailableError) throw error;
      console.warn('rule worker unavailable, running the rules in the page:', error);
    }
  }
  return loadRuleEngine();
}

interface Loading {
  engine: FormEngine;
  status: Promise<EngineStatus>;
}

let shared: Loading | null = null;

/** The page's engine, loading (shared by every form; a failed load is tried again by the next form). */
function sharedEngine(): Loading {
  if (!shared) {
    const loaded = loadFormEngine().then(
      (engine) => {
        perfMark('vama:engine-loaded');
        return { engine, status: 'ready' as const };
      },
      (error: unknown) => {
        console.warn('rules.wasm could not be loaded:', error);
        shared = null;
        return { engine: passThroughEngine, status: 'unavailable' as const };
      },
    );
    shared = { engine: deferredEngine(loaded.then((l) => l.engine)), status: loaded.then((l) => l.status) };
  }
  return shared;
}

/**
 * The browser's rule engine, at once: the form renders and takes input while rules.wasm
 * loads, and the engine answers once it has (first paint does not wait for it). When
 * rules.wasm cannot load, a pass-through engine (the server checks) and status 'unavailable'.
 */
export function useRuleEngine(): { engine: FormEngine; status: EngineStatus } {
  const [loading] = useState(sharedEngine);
  const [status, setStatus] = useState<EngineStatus>('loading');
  useEffect(() => {
    let live = true;
    void loading.status.then((next) => live && setStatus(next));
    return () => {
      live = false;
    };
  }, [loading]);
  return { engine: loading.engine, status };
}
