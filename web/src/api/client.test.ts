import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, onApiActivity, setCsrfToken, setUnauthorizedHandler } from './client';

function mockFetch(status: number, body: unknown, contentType = 'application/json') {
  const fetchMock = vi.fn(
    async () =>
      new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': contentType },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setCsrfToken(null);
  setUnauthorizedHandler(null);
});

describe('apiFetch', () => {
  it('maps an error body to a typed ApiError with its violations', async () => {
    mockFetch(422, { error: 'invalid', message: 'Declaration is invalid', violations: [{ path: '/lrn', rule: 'R1', message: 'bad' }] });
    const error = await apiFetch('/v1/t01/store', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 'invalid', message: 'Declaration is invalid' });
    expect((error as ApiError).violations).toEqual([{ path: '/lrn', rule: 'R1', message: 'bad' }]);
  });

  it('falls back to the status when the error body is not JSON', async () => {
    mockFetch(500, 'oops', 'text/plain');
    const error = (await apiFetch('/v1/x').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(500);
    expect(error.code).toBe('http_500');
    expect(error.violations).toEqual([]);
  });

  it('sends the CSRF token on every non-GET call and never on GET', async () => {
    const fetchMock = mockFetch(200, { ok: true });
    setCsrfToken('tok-1');
    await apiFetch('/v1/a', { method: 'POST', body: { a: 1 } });
    await apiFetch('/v1/b', { method: 'DELETE' });
    await apiFetch('/v1/c');
    const headers = fetchMock.mock.calls.map((call) => (call as unknown as [string, RequestInit])[1].headers as Record<string, string>);
    expect(headers[0]['X-CSRF-Token']).toBe('tok-1');
    expect(headers[0]['Content-Type']).toBe('application/json');
    expect(headers[1]['X-CSRF-Token']).toBe('tok-1');
    expect(headers[2]['X-CSRF-Token']).toBeUndefined();
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"a":1}');
  });

  it('sends a string body as is (already JSON)', async () => {
    const fetchMock = mockFetch(200, {});
    await apiFetch('/v1/t01/import', { method: 'POST', body: '{"lrn":"X"}' });
    expect((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body).toBe('{"lrn":"X"}');
  });

  it('calls the unauthorized handler on 401 unless the call opts out', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    mockFetch(401, { error: 'unauthorized', message: 'Sign in' });
    await expect(apiFetch('/v1/me')).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledTimes(1);
    await expect(apiFetch('/v1/auth/login', { method: 'POST', skipAuthRedirect: true })).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('resolves 204 to undefined and reports activity', async () => {
    mockFetch(204, undefined);
    const listener = vi.fn();
    const stop = onApiActivity(listener);
    await expect(apiFetch('/v1/auth/logout', { method: 'POST' })).resolves.toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('maps a network failure to status 0', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(apiFetch('/v1/me')).rejects.toMatchObject({ status: 0, code: 'network' });
  });
});
