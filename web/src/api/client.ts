import { takeEarlyFetch } from '@/lib/earlyFetch';
import type { ErrorBody, Text, Violation } from './types';

/** A failed API call: the server's `{error, message, violations?}` plus the HTTP status (0: network). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly violations: Violation[];
  /** The message by key, for the user's language (i18n/texts.ts errorText). */
  readonly text: Text | null;

  constructor(status: number, code: string, message: string, violations: Violation[] = [], text: Text | null = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.violations = violations;
    this.text = text;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

let csrfToken: string | null = null;
let unauthorizedHandler: (() => void) | null = null;
const activityListeners = new Set<() => void>();

/** The CSRF token from login or /v1/me; kept in memory only. */
export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

/** Called on a 401 from any call that did not opt out (the app redirects to /login). */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  unauthorizedHandler = handler;
}

/** Listeners run after every answered call: the server resets its idle timer on each one. */
export function onApiActivity(listener: () => void): () => void {
  activityListeners.add(listener);
  return () => activityListeners.delete(listener);
}

export interface RequestOptions {
  method?: string;
  /** An object is sent as JSON; a string is sent as is (already JSON). */
  body?: unknown;
  signal?: AbortSignal;
  /** Do not redirect to the sign-in page on 401 (login, the initial /v1/me probe). */
  skipAuthRedirect?: boolean;
}

async function errorFromResponse(response: Response): Promise<ApiError> {
  let body: Partial<ErrorBody> = {};
  try {
    body = (await response.json()) as Partial<ErrorBody>;
  } catch {
    // not JSON: fall back to the status line
  }
  return new ApiError(
    response.status,
    typeof body.error === 'string' ? body.error : `http_${response.status}`,
    typeof body.message === 'string' && body.message ? body.message : response.statusText || `HTTP ${response.status}`,
    Array.isArray(body.violations) ? body.violations : [],
    body.text ?? null,
  );
}

/** Sends a request and returns the raw response when it is 2xx; throws ApiError otherwise. */
export async function apiRequest(path: string, options: RequestOptions = {}): Promise<Response> {
  const method = (options.method ?? 'GET').toUpperCase();
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  }
  if (method !== 'GET' && method !== 'HEAD' && csrfToken) headers['X-CSRF-Token'] = csrfToken;

  let response: Response;
  try {
    // a GET that index.html started already (the page's first ones) is taken over once
    const early = method === 'GET' && body === undefined ? takeEarlyFetch(path) : null;
    response = await (early ?? fetch(path, { method, headers, body, credentials: 'same-origin', signal: options.signal }));
    if (early) options.signal?.throwIfAborted();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network', error instanceof Error ? error.message : String(error));
  }
  if (response.status === 401) {
    const error = await errorFromResponse(response);
    if (!options.skipAuthRedirect) unauthorizedHandler?.();
    throw error;
  }
  activityListeners.forEach((listener) => listener());
  if (!response.ok) throw await errorFromResponse(response);
  return response;
}

/** JSON call: resolves to the parsed body (undefined for 204). */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await apiRequest(path, options);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Upload progress: bytes sent of the total (total 0: unknown). */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * Posts a file as it is (no JSON encoding) with XMLHttpRequest, which reports upload progress;
 * resolves to the parsed JSON answer. Errors, 401 and activity as in `apiRequest`. `headers`
 * say more about the body (an attachment's file name).
 */
export function apiUpload<T>(path: string, body: Blob, contentType: string, onProgress?: (progress: UploadProgress) => void, headers: Record<string, string> = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', contentType);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    if (csrfToken) xhr.setRequestHeader('X-CSRF-Token', csrfToken);
    if (onProgress) {
      xhr.upload.onprogress = (event) => onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
      xhr.upload.onload = () => onProgress({ loaded: body.size, total: body.size });
    }
    xhr.onerror = () => reject(new ApiError(0, 'network', 'The upload failed'));
    xhr.onabort = () => reject(new ApiError(0, 'network', 'The upload was cancelled'));
    xhr.onload = () => {
      let parsed: unknown;
      try {
        parsed = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        parsed = undefined;
      }
      if (xhr.status === 401) unauthorizedHandler?.();
      else activityListeners.forEach((listener) => listener());
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(parsed as T);
        return;
      }
      const error = (parsed ?? {}) as Partial<ErrorBody>;
      reject(
        new ApiError(
          xhr.status,
          typeof error.error === 'string' ? error.error : `http_${xhr.status}`,
          typeof error.message === 'string' && error.message ? error.message : xhr.statusText || `HTTP ${xhr.status}`,
          Array.isArray(error.violations) ? error.violations : [],
          error.text ?? null,
        ),
      );
    };
    xhr.send(body);
  });
}
