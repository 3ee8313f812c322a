import { useEffect, useState } from 'react';
import { loadRuleEngine } from './engine';
import { passThroughEngine } from './passThroughEngine';
import type { RuleEngine } from './types';

export type EngineStatus = 'loading' | 'ready' | 'unavailable';

/** The browser's rule engine; when rules.wasm cannot load, a pass-through engine (server checks). */
export function useRuleEngine(): { engine: RuleEngine | null; status: EngineStatus } {
  const [state, setState] = useState<{ engine: RuleEngine | null; status: EngineStatus }>({ engine: null, status: 'loading' });
  useEffect(() => {
    let live = true;
    loadRuleEngine()
      .then((engine) => live && setState({ engine, status: 'ready' }))
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
