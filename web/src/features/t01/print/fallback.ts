/**
 * The print action's business continuity (issue 4; NOTES.md 7.2: the BCP box of a TAD printed
 * while the central system is down): when the server cannot be reached, the TAD is rendered in
 * the browser by the same vama-tad, compiled to wasm, from the copy remembered when the released
 * declaration was last viewed (warm.ts).
 */
import { isApiError } from '@/api/client';
import { NoTadCopyError } from './errors';
import type { TadCopy, TadLocale } from './protocol';
import { loadTadCopy } from './store';

/** The server cannot be reached: no answer at all, or a gateway's (502, 503, 504). */
export function serverUnreachable(error: unknown): boolean {
  return isApiError(error) && (error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504);
}

export interface PrintedTad {
  pdf: Blob;
  /** Printed in the browser under the business continuity procedure (its BCP box is ticked). */
  businessContinuity: boolean;
}

export interface FallbackDeps {
  loadCopy(id: string): Promise<TadCopy | null>;
  render(copy: TadCopy, locale: TadLocale): Promise<Blob>;
}

const browserDeps: FallbackDeps = {
  loadCopy: loadTadCopy,
  render: async (copy, locale) => (await (await import('./renderInWorker')).renderInWorker(copy, locale)).pdf,
};

/**
 * The server's TAD; when the server cannot be reached, the browser's from the remembered copy.
 * Any other refusal (not released, signed out, no access) is the server's answer and stands.
 */
export async function printWithFallback(printOnServer: () => Promise<Blob>, id: string, locale: TadLocale, deps: FallbackDeps = browserDeps): Promise<PrintedTad> {
  try {
    return { pdf: await printOnServer(), businessContinuity: false };
  } catch (error) {
    if (!serverUnreachable(error)) throw error;
    const copy = await deps.loadCopy(id);
    if (!copy) throw new NoTadCopyError(id);
    return { pdf: await deps.render(copy, locale), businessContinuity: true };
  }
}
