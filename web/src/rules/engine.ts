import type { EvaluateRequest, EvaluateResult, RuleEngine } from './types';

/** The C ABI of rules.wasm (crates/rules-wasm); no generated glue. */
interface RulesExports {
  memory: WebAssembly.Memory;
  vama_alloc(len: number): number;
  vama_free(ptr: number, len: number): void;
  vama_evaluate(ptr: number, len: number): number;
  vama_result_len(): number;
}

export const RULES_WASM_URL = '/rules.wasm';

async function instantiate(url: string): Promise<WebAssembly.Instance> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  if (typeof WebAssembly.instantiateStreaming === 'function') {
    try {
      return (await WebAssembly.instantiateStreaming(response.clone(), {})).instance;
    } catch {
      // wrong MIME type or no streaming support: fall back to the buffer
    }
  }
  return (await WebAssembly.instantiate(await response.arrayBuffer(), {})).instance;
}

export class WasmRuleEngine implements RuleEngine {
  private readonly exports: RulesExports;
  private readonly encoder = new TextEncoder();
  private readonly decoder = new TextDecoder();

  constructor(instance: WebAssembly.Instance) {
    this.exports = instance.exports as unknown as RulesExports;
  }

  evaluateJson(requestJson: string): string {
    const { memory, vama_alloc, vama_free, vama_evaluate, vama_result_len } = this.exports;
    const input = this.encoder.encode(requestJson);
    const inPtr = vama_alloc(input.length);
    new Uint8Array(memory.buffer, inPtr, input.length).set(input);
    const outPtr = vama_evaluate(inPtr, input.length);
    const outLen = vama_result_len();
    // memory.buffer may have grown during evaluation: take a fresh view.
    const output = this.decoder.decode(new Uint8Array(memory.buffer, outPtr, outLen).slice());
    vama_free(inPtr, input.length);
    vama_free(outPtr, outLen);
    return output;
  }

  evaluate<D>(request: EvaluateRequest<D>): EvaluateResult<D> {
    return JSON.parse(this.evaluateJson(JSON.stringify(request))) as EvaluateResult<D>;
  }
}

let loading: Promise<RuleEngine> | null = null;

/** Loads rules.wasm once per page; later calls share the same instance. */
export function loadRuleEngine(url: string = RULES_WASM_URL): Promise<RuleEngine> {
  if (!loading) {
    loading = instantiate(url).then((instance) => new WasmRuleEngine(instance));
    loading.catch(() => {
      loading = null; // allow a retry on the next form
    });
  }
  return loading;
}
