import type { MessageEntry, TimerEntry } from '@/api/types';
import { META_KEYS } from '../model';
import type { TadCopy, TadLocale } from './protocol';

/** The C ABI of tad.wasm (crates/tad-wasm), the same style as rules.wasm; no generated glue. */
export interface TadExports {
  memory: WebAssembly.Memory;
  vama_alloc(len: number): number;
  vama_free(ptr: number, len: number): void;
  vama_tad_render(ptr: number, len: number): number;
  vama_result_len(): number;
}

function lastIe029(messages: readonly MessageEntry[]): Record<string, unknown> {
  const ie029 = [...messages].reverse().find((m) => m.messageType === 'IE029');
  return (ie029?.payload as Record<string, unknown> | undefined) ?? {};
}

/** The release date the last IE029 of the served message log carried (as the server prints it). */
export function releaseDateOf(messages: readonly MessageEntry[]): string {
  const date = lastIe029(messages).releaseDate;
  return typeof date === 'string' ? date : '';
}

/** The control result of the office of departure the last IE029 carried (crates/server/src/movement/print.rs, `Released`). */
export function controlResultOf(messages: readonly MessageEntry[]): string | undefined {
  const code = (lastIe029(messages).controlResult as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' && code !== '' ? code : undefined;
}

/** The limit date [15 11]: the day (UTC) the movement's time limit for arrival ends, as "Transit timers" shows it. */
export function limitDateOf(timers: readonly TimerEntry[]): string | undefined {
  const arrival = [...timers].reverse().find((t) => t.timer === 'arrival');
  return arrival ? new Date(arrival.dueAtMs).toISOString().slice(0, 10) : undefined;
}

/** The JSON part of a request: the declaration without the served envelope, and what release added. */
export function tadRequestJson(copy: TadCopy, locale: TadLocale, businessContinuity = true): string {
  const declaration = JSON.parse(copy.json) as Record<string, unknown>;
  for (const key of META_KEYS) delete declaration[key];
  return JSON.stringify({ declaration, mrn: copy.mrn, releaseDate: copy.releaseDate, controlResult: copy.controlResult ?? null, limitDate: copy.limitDate ?? null, locale, businessContinuity });
}

/** `[json_len][regular_len][bold_len] json regular bold`, lengths as little-endian u32 (crates/tad-wasm). */
export function frameRequest(json: Uint8Array, regular: Uint8Array, bold: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + json.length + regular.length + bold.length);
  const view = new DataView(out.buffer);
  [json, regular, bold].forEach((part, i) => view.setUint32(i * 4, part.length, true));
  out.set(json, 12);
  out.set(regular, 12 + json.length);
  out.set(bold, 12 + json.length + regular.length);
  return out;
}

export type TadRender = { ok: true; pdf: Uint8Array } | { ok: false; error: string; message: string };

/** Runs one request through tad.wasm: the PDF (starts with `%PDF`) or its JSON error. */
export function renderWith(exports: TadExports, request: Uint8Array): TadRender {
  const { memory, vama_alloc, vama_free, vama_tad_render, vama_result_len } = exports;
  const inPtr = vama_alloc(request.length);
  new Uint8Array(memory.buffer, inPtr, request.length).set(request);
  const outPtr = vama_tad_render(inPtr, request.length);
  const outLen = vama_result_len();
  // memory.buffer may have grown while rendering: take a fresh view, and copy out before freeing
  const answer = new Uint8Array(memory.buffer, outPtr, outLen).slice();
  vama_free(inPtr, request.length);
  vama_free(outPtr, outLen);
  if (answer[0] === 0x25 /* % */) return { ok: true, pdf: answer };
  try {
    const error = JSON.parse(new TextDecoder().decode(answer)) as { error?: string; message?: string };
    return { ok: false, error: error.error ?? 'tad', message: error.message ?? 'the TAD could not be rendered' };
  } catch {
    return { ok: false, error: 'tad', message: 'tad.wasm answered neither a PDF nor an error' };
  }
}
