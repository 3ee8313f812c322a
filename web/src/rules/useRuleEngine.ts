import { useEffect, useState } from 'react';
import { perfMark } from '@/lib/perfMark';
import { loadRuleEngine } from './engine';
import { passThroughEngine } from './passThroughEngine';
import type { FormEngine } from './types';
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

/** The browser's rule engine; when rules.wasm cannot load, a pass-through engine (server checks). */
export function useRuleEngine(): { engine: FormEngine | null; status: EngineStatus } {
  const [state, setState] = useState<{ engine: FormEngine | null; status: EngineStatus }>({ engine: null, status: 'loading' });
  useEffect(() => {
    let live = true;
    loadFormEngine()
      .then((engine) => {
        perfMark('vama:engine-loaded');
        if (live) setState({ engine, status: 'ready' });
      })
      .catch((error: unknown) => {
        console.warn('rules.wasm could not be loaded:', error);
        if (live) setState({ engine: passThroughEngine, status: 'unavailable' });
      });
    return () => {
      live = false;
    };
  }, []);
  return state;
}
