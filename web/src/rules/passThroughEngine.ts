import type { EvaluateRequest, EvaluateResult, RuleEngine } from './types';

/**
 * Used when rules.wasm cannot be loaded: the form still works, every field is shown as
 * optional and the server (the authority) reports violations on validate/store.
 */
export const passThroughEngine: RuleEngine = {
  evaluate<D>(request: EvaluateRequest<D>): EvaluateResult<D> {
    return { document: (request.document ?? {}) as D, removed: [], violations: [], fields: {} };
  },
};
