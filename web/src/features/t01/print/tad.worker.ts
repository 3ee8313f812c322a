/**
 * Renders a TAD with tad.wasm (vama-tad compiled to wasm32) off the main thread: the 999 × 10
 * declaration makes a 10 MB PDF. One request per worker; the caller terminates it afterwards.
 * tad.wasm and the fonts come from Cache Storage (warmed while the server answered), else the network.
 */
import { TAD_CACHE, TAD_FONT_URLS, TAD_WASM_URL, type TadWorkerAnswer, type TadWorkerRequest } from './protocol';
import { frameRequest, renderWith, tadRequestJson, type TadExports } from './tadWasm';

/** What this file uses of DedicatedWorkerGlobalScope (the app compiles against the DOM lib). */
interface WorkerScope {
  postMessage(message: TadWorkerAnswer, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<TadWorkerRequest & { origin: string }>) => void): void;
}

const scope = self as unknown as WorkerScope;

async function cachedBytes(url: string): Promise<ArrayBuffer> {
  const cache = typeof caches === 'undefined' ? null : await caches.open(TAD_CACHE).catch(() => null);
  const hit = await cache?.match(url);
  if (hit) return hit.arrayBuffer();
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  if (cache) await cache.put(url, response.clone()).catch(() => undefined);
  return response.arrayBuffer();
}

scope.addEventListener('message', (event) => {
  const { copy, locale, origin } = event.data;
  // an inline (blob:) worker resolves paths against the app's origin, not its own URL
  const at = (path: string) => new URL(path, origin).href;
  (async (): Promise<TadWorkerAnswer> => {
    const [wasm, regular, bold] = await Promise.all([TAD_WASM_URL, TAD_FONT_URLS.regular, TAD_FONT_URLS.bold].map((u) => cachedBytes(at(u))));
    const { instance } = await WebAssembly.instantiate(wasm, {});
    const started = performance.now();
    const request = frameRequest(new TextEncoder().encode(tadRequestJson(copy, locale)), new Uint8Array(regular), new Uint8Array(bold));
    const result = renderWith(instance.exports as unknown as TadExports, request);
    const ms = performance.now() - started;
    return result.ok ? { ok: true, pdf: result.pdf.buffer as ArrayBuffer, ms } : result;
  })().then(
    (answer) => scope.postMessage(answer, answer.ok ? [answer.pdf] : []),
    (error: unknown) => scope.postMessage({ ok: false, error: 'unavailable', message: error instanceof Error ? error.message : String(error) }),
  );
});
