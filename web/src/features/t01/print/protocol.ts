/**
 * The browser's copy of the TAD (issue 4, business continuity: NOTES.md 7): what is kept of a
 * released declaration, where tad.wasm and its fonts are cached, and what the worker is told.
 */

/** Statuses after IE029 (the ones with a `print` action; crates/server/src/movement/print.rs). */
export const RELEASED_STATUSES: readonly string[] = ['MOVEMENT_RELEASED', 'NCF_REGISTERED', 'ARRIVED', 'ARRIVAL_ACCEPTED', 'GOODS_RELEASED', 'IDLE'];

/** crates/tad-wasm built by scripts/build-wasm.sh; fetched only for this fallback. */
export const TAD_WASM_URL = '/tad.wasm';
/** The fonts the server's TAD embeds (GET /v1/t01/tad-fonts/{face}, signed in). */
export const TAD_FONT_URLS = { regular: '/v1/t01/tad-fonts/regular', bold: '/v1/t01/tad-fonts/bold' } as const;
/** Cache Storage holding tad.wasm and the fonts while the server answers. */
export const TAD_CACHE = 'vama-tad-v1';

/** What the TAD needs of a released declaration, remembered in IndexedDB when it was viewed. */
export interface TadCopy {
  id: string;
  /** The served document as text (GET /v1/t01/{id}/document): the worker drops the envelope. */
  json: string;
  mrn: string;
  /** `YYYY-MM-DD`, from the IE029 in the served message log. */
  releaseDate: string;
  /** The departure's control result the IE029 carried (e.g. `A1`); absent in a copy kept before it was remembered. */
  controlResult?: string;
  /** `YYYY-MM-DD`, the movement's time limit for arrival (the arrival timer), printed as the limit date [15 11]. */
  limitDate?: string;
  /** When it was remembered (ms since the epoch). */
  savedAt: number;
}

export type TadLocale = 'en' | 'ro' | 'ru';

export interface TadWorkerRequest {
  copy: TadCopy;
  locale: TadLocale;
}

export type TadWorkerAnswer = { ok: true; pdf: ArrayBuffer; ms: number } | { ok: false; error: string; message: string };
