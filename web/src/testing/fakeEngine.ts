import type { Violation } from '@/api/types';
import type { EvaluateRequest, Evaluation, FieldLimits, FieldState, RuleEngine } from '@/rules/types';

export interface FakeEngineScript {
  fields?: Record<string, FieldState> | ((doc: Record<string, unknown>) => Record<string, FieldState>);
  violations?: Violation[] | ((doc: Record<string, unknown>) => Violation[]);
  /** The kind's field limits, answered when the request asks for them (as rules.wasm does). */
  limits?: FieldLimits;
  /** Rewrites the document (a stand-in for the engine's normalisation). */
  normalise?: (doc: Record<string, unknown>, request: EvaluateRequest) => { document: Record<string, unknown>; removed?: string[] };
}

/** A rule engine for component tests; records every request. */
export function fakeEngine(script: FakeEngineScript = {}): RuleEngine & { requests: EvaluateRequest[] } {
  const requests: EvaluateRequest[] = [];
  return {
    requests,
    evaluate<D>(request: EvaluateRequest<D>) {
      requests.push(request as EvaluateRequest);
      const input = (request.document ?? {}) as Record<string, unknown>;
      const normalised = script.normalise?.(input, request as EvaluateRequest) ?? { document: input };
      const doc = normalised.document;
      const fields = typeof script.fields === 'function' ? script.fields(doc) : (script.fields ?? {});
      const violations = typeof script.violations === 'function' ? script.violations(doc) : (script.violations ?? []);
      const result: Evaluation<Record<string, unknown>> = { document: doc, removed: normalised.removed ?? [], violations, fields };
      if (request.limits && script.limits) result.limits = script.limits;
      return result as unknown as Evaluation<D>;
    },
  };
}
