import { describe, expect, it } from 'vitest';
import { WasmRuleEngine } from './engine';
import type { EvaluateRequest } from './types';

/** A stand-in for rules.wasm's exports over a real WebAssembly.Memory. */
function fakeInstance() {
  const memory = new WebAssembly.Memory({ initial: 1 });
  let next = 1024;
  let resultLen = 0;
  const freed: [number, number][] = [];
  const exports = {
    memory,
    vama_alloc: (len: number) => {
      const ptr = next;
      next += len + 8;
      return ptr;
    },
    vama_free: (ptr: number, len: number) => void freed.push([ptr, len]),
    vama_evaluate: (ptr: number, len: number) => {
      const request = JSON.parse(new TextDecoder().decode(new Uint8Array(memory.buffer, ptr, len))) as EvaluateRequest;
      const answer = new TextEncoder().encode(
        JSON.stringify({ document: { echoed: request.changed, ș: 'ă' }, removed: [], violations: [], fields: {} }),
      );
      const out = exports.vama_alloc(answer.length);
      new Uint8Array(memory.buffer, out, answer.length).set(answer);
      resultLen = answer.length;
      return out;
    },
    vama_result_len: () => resultLen,
  };
  return { instance: { exports } as unknown as WebAssembly.Instance, freed };
}

describe('WasmRuleEngine', () => {
  it('copies the UTF-8 request into memory, decodes the answer and frees both buffers', () => {
    const { instance, freed } = fakeInstance();
    const engine = new WasmRuleEngine(instance);
    const result = engine.evaluate({
      kind: 't01',
      document: { name: 'Țară' },
      changed: '/name',
      ctx: {
        mode: 'new',
        today: '2025-01-01',
        now: '2025-01-01T00:00:00',
        user: { userType: 'trader', name: 'T', linkedEoris: [] },
        country: 'RO',
        currency: 'RON',
        language: 'ro',
      },
    });
    expect(result).toEqual({ document: { echoed: '/name', ș: 'ă' }, removed: [], violations: [], fields: {} });
    expect(freed).toHaveLength(2);
  });
});
