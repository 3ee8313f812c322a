import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Download from '@/lib/download';
import { downloadDecisionNotice, noticeLanguage, noticeUrl } from './notice';

const download = vi.hoisted(() => vi.fn());
vi.mock('@/lib/download', async (original) => ({ ...(await original<typeof Download>()), downloadBlob: download }));

afterEach(() => {
  vi.unstubAllGlobals();
  download.mockReset();
});

describe('the decision notice', () => {
  it('is asked for in the screen language, English unless it is Romanian or Russian', () => {
    expect(noticeLanguage('ro')).toBe('ro');
    expect(noticeLanguage('ro-RO')).toBe('ro');
    expect(noticeLanguage('en')).toBe('en');
    expect(noticeLanguage('ru')).toBe('ru');
    expect(noticeLanguage('fr')).toBe('en');
    expect(noticeUrl('/v1/acr/x1/decision-notice?lang=en', 'ro')).toBe('/v1/acr/x1/decision-notice?lang=ro');
    expect(noticeUrl('/v1/acr/x1/decision-notice', 'en')).toBe('/v1/acr/x1/decision-notice?lang=en');
  });

  it('downloads the PDF under the name the server gives it', async () => {
    const fetch = vi.fn(async () => new Response(new Blob(['%PDF-1.7']), { status: 200, headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="Decision-MDACR2026000001.pdf"' } }));
    vi.stubGlobal('fetch', fetch);
    await downloadDecisionNotice({ name: 'print-decision', method: 'GET', url: '/v1/acr/x1/decision-notice?lang=en', action: false }, 'ro', 'MDACR2026000001');
    expect(fetch).toHaveBeenCalledWith('/v1/acr/x1/decision-notice?lang=ro', expect.objectContaining({ method: 'GET' }));
    expect(download).toHaveBeenCalledWith(expect.objectContaining({ type: 'application/pdf' }), 'Decision-MDACR2026000001.pdf');
  });
});
