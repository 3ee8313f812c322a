#!/usr/bin/env node
/**
 * The business continuity TAD's speed in the browser (issue 4): times tad.wasm (public/tad.wasm,
 * `make wasm`) rendering the largest declaration, 999 house consignments × 10 items, in Debian's
 * Chromium, on the request `cargo run --release -p vama-tad-wasm --example tad_request` writes
 * (that example prints the native time of the same entry point to compare). No server needed.
 *
 * `node scripts/tad-wasm-bench.mjs [REQUEST]` (default /tmp/vama-tad-request.bin). Prints the
 * median, min and max of RUNS renders (default 5) in a dedicated Web Worker, as the app does.
 */
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const requestPath = process.argv[2] ?? '/tmp/vama-tad-request.bin';
const runs = Number(process.env.RUNS ?? 5);
const wasm = readFileSync(new URL('../public/tad.wasm', import.meta.url));
const request = readFileSync(requestPath);

const workerSource = `
self.onmessage = async ({ data: { runs } }) => {
  const [wasm, request] = await Promise.all(['/tad.wasm', '/request.bin'].map(async (u) => new Uint8Array(await (await fetch(u)).arrayBuffer())));
  const times = [];
  let size = 0;
  for (let i = 0; i < runs; i++) {
    // a fresh instance per run, as the app's one-shot worker has
    const { instance } = await WebAssembly.instantiate(wasm, {});
    const x = instance.exports;
    const started = performance.now();
    const ptr = x.vama_alloc(request.length);
    new Uint8Array(x.memory.buffer, ptr, request.length).set(request);
    const out = x.vama_tad_render(ptr, request.length);
    const len = x.vama_result_len();
    const head = String.fromCharCode(...new Uint8Array(x.memory.buffer, out, 5));
    const pdf = new Uint8Array(x.memory.buffer, out, len).slice();
    times.push(performance.now() - started);
    if (head !== '%PDF-') throw new Error(new TextDecoder().decode(pdf.subarray(0, 300)));
    size = pdf.length;
  }
  self.postMessage({ times, size });
};`;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage();
  await page.route('http://bench.vama/**', (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/tad.wasm') return route.fulfill({ body: wasm, contentType: 'application/wasm' });
    if (path === '/request.bin') return route.fulfill({ body: request, contentType: 'application/octet-stream' });
    if (path === '/worker.js') return route.fulfill({ body: workerSource, contentType: 'text/javascript' });
    return route.fulfill({ body: '<!doctype html><title>tad.wasm bench</title>', contentType: 'text/html' });
  });
  await page.goto('http://bench.vama/');
  const { times, size } = await page.evaluate(
    (n) =>
      new Promise((resolve, reject) => {
        const worker = new Worker('/worker.js');
        worker.onmessage = (e) => resolve(e.data);
        worker.onerror = (e) => reject(new Error(e.message));
        worker.postMessage({ runs: n });
      }),
    runs,
  );
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  console.log(
    `chromium tad.wasm, ${requestPath}: median ${median.toFixed(0)} ms (min ${sorted[0].toFixed(0)}, max ${sorted.at(-1).toFixed(0)}), ` +
      `PDF ${size} bytes; tad.wasm ${wasm.length} bytes`,
  );
} finally {
  await browser.close();
}
