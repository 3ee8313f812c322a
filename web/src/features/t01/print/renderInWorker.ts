/**
 * Spawns the TAD worker and renders one copy. The worker is inlined in this chunk (a blob:
 * worker) so that, once this module is loaded (warm.ts preloads it), printing needs nothing
 * from the server: tad.wasm and the fonts are in Cache Storage.
 */
import TadWorker from './tad.worker?worker&inline';
import { BrowserTadError } from './errors';
import type { TadCopy, TadLocale, TadWorkerAnswer } from './protocol';

/** The TAD PDF rendered by tad.wasm in a Web Worker, and how long the render took (ms). */
export function renderInWorker(copy: TadCopy, locale: TadLocale): Promise<{ pdf: Blob; ms: number }> {
  return new Promise((resolve, reject) => {
    const worker = new TadWorker({ name: 'vama-tad' });
    worker.addEventListener('message', (event: MessageEvent<TadWorkerAnswer>) => {
      worker.terminate();
      const answer = event.data;
      if (answer.ok) resolve({ pdf: new Blob([answer.pdf], { type: 'application/pdf' }), ms: answer.ms });
      else reject(new BrowserTadError(answer.error, answer.message));
    });
    worker.addEventListener('error', (event) => {
      worker.terminate();
      reject(new BrowserTadError('worker', event.message || 'the TAD worker could not start'));
    });
    worker.postMessage({ copy, locale, origin: window.location.origin });
  });
}
