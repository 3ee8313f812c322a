/**
 * A performance mark of the app's loading steps, read by web/scripts/perf-big.mjs
 * (`vama:document-request`, `vama:document-loaded`, `vama:engine-loaded`, `vama:form-shown`, `vama:rules-ready`);
 * a no-op where marks do not exist.
 */
export function perfMark(name: string, detail?: unknown): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(name, { detail });
}
