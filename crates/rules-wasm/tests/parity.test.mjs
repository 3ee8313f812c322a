// Parity: the WebAssembly build answers exactly what the native build answers.
//
//   scripts/build-wasm.sh                      # or: scripts/build-wasm.sh /tmp/rules.wasm
//   node --test crates/rules-wasm/tests/
//
// VAMA_RULES_WASM: the .wasm to test (default web/public/rules.wasm).
// VAMA_PARITY_CASES: files (separated by the platform's path delimiter, ':' on Linux) from
// `cargo run -p vama-rules-wasm --example parity-cases` and `--example parity-presence-cases`;
// without it the cases are generated now with cargo (CARGO_TARGET_DIR is honoured).
// Only Node built-ins: the module is loaded with WebAssembly.instantiate and no imports.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const wasmPath = path.resolve(root, process.env.VAMA_RULES_WASM ?? 'web/public/rules.wasm');

/** The examples that emit parity cases: the header's and the validators', and the presence's. */
const EXAMPLES = ['parity-cases', 'parity-presence-cases'];

function loadCases() {
  const files = process.env.VAMA_PARITY_CASES;
  const texts = files
    ? files.split(path.delimiter).map((file) => readFileSync(path.resolve(root, file), 'utf8'))
    : EXAMPLES.map((example) =>
        execFileSync('cargo', ['run', '-q', '-p', 'vama-rules-wasm', '--example', example], {
          cwd: root,
          encoding: 'utf8',
          maxBuffer: 64 * 1024 * 1024,
          stdio: ['ignore', 'pipe', 'inherit'],
        }),
      );
  const cases = texts.flatMap((text) => JSON.parse(text));
  const names = new Set(cases.map((c) => c.name));
  assert.equal(names.size, cases.length, 'case names are unique');
  return cases;
}

/** The ABI of crates/rules-wasm/src/lib.rs. */
async function loadEngine() {
  const { instance } = await WebAssembly.instantiate(readFileSync(wasmPath), {});
  const { memory, vama_alloc, vama_free, vama_evaluate, vama_result_len } = instance.exports;
  const encoder = new TextEncoder();
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const evaluate = (request) => {
    const bytes = encoder.encode(request);
    const ptr = vama_alloc(bytes.length);
    new Uint8Array(memory.buffer, ptr, bytes.length).set(bytes);
    const out = vama_evaluate(ptr, bytes.length);
    const len = vama_result_len();
    // Read after the call: the memory may have grown (a new buffer).
    const answer = decoder.decode(new Uint8Array(memory.buffer, out, len));
    vama_free(out, len);
    vama_free(ptr, bytes.length);
    return answer;
  };
  return { evaluate, memory };
}

const cases = loadCases();
const { evaluate, memory } = await loadEngine();

test('the module needs no imports', () => {
  const module = new WebAssembly.Module(readFileSync(wasmPath));
  assert.deepEqual(WebAssembly.Module.imports(module), []);
});

for (const { name, request, expected } of cases) {
  test(`parity: ${name}`, () => {
    assert.deepEqual(JSON.parse(evaluate(request)), JSON.parse(expected));
  });
}

test('wasm evaluate time for a typical header', () => {
  const typical = cases.find((c) => c.name === 'valid-t1');
  assert.ok(typical, 'the valid-t1 case exists');
  for (let i = 0; i < 50; i++) evaluate(typical.request);
  const runs = 500;
  const start = process.hrtime.bigint();
  for (let i = 0; i < runs; i++) evaluate(typical.request);
  const micros = Number(process.hrtime.bigint() - start) / 1000 / runs;
  console.log(`wasm evaluate (valid T01 header, ${typical.request.length} bytes): ${micros.toFixed(1)} µs per call`);
});

test('memory does not grow over many calls (buffers are freed)', () => {
  const typical = cases.find((c) => c.name === 'valid-t1');
  for (let i = 0; i < 100; i++) evaluate(typical.request);
  const before = memory.buffer.byteLength;
  for (let i = 0; i < 2000; i++) evaluate(typical.request);
  assert.equal(memory.buffer.byteLength, before);
});
