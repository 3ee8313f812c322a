/**
 * GETs that index.html starts while the app's code is still loading (its inline script puts
 * them in `window.__vamaEarly`): `/v1/me` on every page, and the declaration of a
 * `/transits/t01/{view|modify|modify-stored|control-results|history|clone}/{id}` page. The
 * API client takes each one over, once, instead of asking again: the big declaration's GET
 * then overlaps loading and starting the app instead of following it.
 */
export interface EarlyFetch {
  /** The page's path when the request started: only that page takes it. */
  path: string;
  /** When it started (performance.now()). */
  at: number;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __vamaEarly?: Record<string, EarlyFetch | undefined>;
  }
}

/** An answer is taken only this soon after it was asked for (later, the data may be stale). */
const MAX_AGE_MS = 30_000;

/** The early response for a GET of `url`, or null (none, already taken, another page, too old). */
export function takeEarlyFetch(url: string): Promise<Response> | null {
  if (typeof window === 'undefined') return null;
  const early = window.__vamaEarly?.[url];
  if (!early) return null;
  window.__vamaEarly![url] = undefined;
  const fresh = early.path === window.location.pathname && performance.now() - early.at < MAX_AGE_MS;
  return fresh ? early.response : null;
}
