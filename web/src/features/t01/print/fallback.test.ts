import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/client';
import { NoTadCopyError } from './errors';
import { printWithFallback, serverUnreachable, type FallbackDeps } from './fallback';
import type { TadCopy } from './protocol';

const copy: TadCopy = { id: 'd1', json: '{"lrn":"LRN1"}', mrn: '26MD00000000000017', releaseDate: '2026-11-24', savedAt: 1 };
const serverPdf = new Blob(['%PDF-server'], { type: 'application/pdf' });
const browserPdf = new Blob(['%PDF-browser'], { type: 'application/pdf' });

function deps(remembered: TadCopy | null = copy): FallbackDeps & { loadCopy: ReturnType<typeof vi.fn>; render: ReturnType<typeof vi.fn> } {
  return { loadCopy: vi.fn(() => Promise.resolve(remembered)), render: vi.fn(() => Promise.resolve(browserPdf)) };
}

const failing = (error: unknown) => () => Promise.reject(error);

describe('serverUnreachable', () => {
  it('is a network failure or a gateway that has no server behind it', () => {
    for (const status of [0, 502, 503, 504]) expect(serverUnreachable(new ApiError(status, 'x', 'x'))).toBe(true);
  });

  it('is not an answer of the server itself', () => {
    for (const status of [400, 401, 403, 404, 409, 500]) expect(serverUnreachable(new ApiError(status, 'x', 'x'))).toBe(false);
    expect(serverUnreachable(new DOMException('aborted', 'AbortError'))).toBe(false);
    expect(serverUnreachable(new Error('boom'))).toBe(false);
  });
});

describe('printWithFallback', () => {
  it('prints the server TAD when the server answers, without looking for a copy', async () => {
    const d = deps();
    const printed = await printWithFallback(() => Promise.resolve(serverPdf), 'd1', 'en', d);
    expect(printed).toEqual({ pdf: serverPdf, businessContinuity: false });
    expect(d.loadCopy).not.toHaveBeenCalled();
  });

  it('renders the remembered copy in the browser when the network fails (business continuity)', async () => {
    const d = deps();
    const printed = await printWithFallback(failing(new ApiError(0, 'network', 'Failed to fetch')), 'd1', 'ro', d);
    expect(printed).toEqual({ pdf: browserPdf, businessContinuity: true });
    expect(d.loadCopy).toHaveBeenCalledWith('d1');
    expect(d.render).toHaveBeenCalledWith(copy, 'ro');
  });

  it('falls back on 502, 503 and 504 from a proxy in front of the server', async () => {
    for (const status of [502, 503, 504]) {
      const printed = await printWithFallback(failing(new ApiError(status, `http_${status}`, 'Bad Gateway')), 'd1', 'en', deps());
      expect(printed.businessContinuity).toBe(true);
    }
  });

  it("keeps the server's refusal (not released, no access, its own error): no browser TAD", async () => {
    for (const status of [401, 403, 404, 409, 500]) {
      const d = deps();
      const refusal = new ApiError(status, 'refused', 'refused');
      await expect(printWithFallback(failing(refusal), 'd1', 'en', d)).rejects.toBe(refusal);
      expect(d.loadCopy).not.toHaveBeenCalled();
      expect(d.render).not.toHaveBeenCalled();
    }
  });

  it('says so when the browser has no copy of the declaration', async () => {
    const d = deps(null);
    await expect(printWithFallback(failing(new ApiError(0, 'network', 'offline')), 'd2', 'en', d)).rejects.toBeInstanceOf(NoTadCopyError);
    expect(d.render).not.toHaveBeenCalled();
  });

  it('passes on a failure of the browser render', async () => {
    const d = deps();
    d.render.mockRejectedValueOnce(new Error('tad.wasm: HTTP 404'));
    await expect(printWithFallback(failing(new ApiError(503, 'x', 'x')), 'd1', 'en', d)).rejects.toThrow('tad.wasm: HTTP 404');
  });
});
