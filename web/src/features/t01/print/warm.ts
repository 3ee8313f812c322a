/**
 * Remembers what the TAD needs while the server answers: when a released declaration is viewed,
 * its served document, MRN, release date, control result and time limit go to IndexedDB, and tad.wasm and the fonts to Cache
 * Storage, in idle time so the page is not slowed; the worker's module is loaded too, so that
 * printing needs nothing from the server afterwards (fallback.ts).
 */
import type { LoadedT01 } from '../model';
import { RELEASED_STATUSES, TAD_CACHE, TAD_FONT_URLS, TAD_WASM_URL, type TadCopy } from './protocol';
import { saveTadCopy } from './store';
import { controlResultOf, limitDateOf, releaseDateOf } from './tadWasm';

/** The copy to remember of a viewed declaration, or null when it has no TAD (not released, not stored). */
export function tadCopyOf(loaded: LoadedT01, json: string, now = Date.now()): TadCopy | null {
  const { meta, declaration } = loaded;
  if (loaded.mode !== 'view' || !meta.id || !RELEASED_STATUSES.includes(meta.documentStatus)) return null;
  const mrn = typeof declaration.mrn === 'string' ? declaration.mrn : '';
  const copy: TadCopy = { id: meta.id, json, mrn, releaseDate: releaseDateOf(meta.messages), savedAt: now };
  const controlResult = controlResultOf(meta.messages);
  const limitDate = limitDateOf(meta.timers);
  if (controlResult) copy.controlResult = controlResult;
  if (limitDate) copy.limitDate = limitDate;
  return copy;
}

function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 10_000 });
  else setTimeout(task, 2_000);
}

let warming: Promise<void> | null = null;

/**
 * tad.wasm and the two fonts in Cache Storage, once per page: tad.wasm is refreshed every time
 * (a new server may print a new layout; the HTTP cache makes it a revalidation), the fonts are
 * fetched only when missing (served immutable).
 */
function warmCache(): Promise<void> {
  if (typeof caches === 'undefined') return Promise.resolve();
  warming ??= (async () => {
    const cache = await caches.open(TAD_CACHE);
    await cache.add(TAD_WASM_URL);
    for (const url of [TAD_FONT_URLS.regular, TAD_FONT_URLS.bold]) {
      if (!(await cache.match(url))) await cache.add(url);
    }
  })().catch(() => {
    warming = null; // try again on the next released declaration
  });
  return warming;
}

/** Called with every served declaration a view shows (useT01Document); cheap unless it is released. */
export function rememberReleased(loaded: LoadedT01, json: string): void {
  const copy = tadCopyOf(loaded, json);
  if (!copy) return;
  whenIdle(() => {
    // a copy that cannot be kept (private window, quota) only means no fallback print
    saveTadCopy(copy).catch(() => undefined);
    void warmCache();
    import('./renderInWorker').catch(() => undefined);
  });
}
