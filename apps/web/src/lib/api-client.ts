/**
 * The one way the browser talks to the server: /api on this origin, bearer token from local
 * storage 'token', the tunnel bypass header, JSON, a 30 s time-out, and the spec's error rules
 * (message field, else the transport message, else 'An error occurred'; 401 signs out; 511 warns).
 */
import { REQUEST_TIMEOUT_MS, TOKEN_STORAGE_KEY, TUNNEL_BYPASS_HEADER } from '@ads-creative/contracts/constants';
import { messages } from '@ads-creative/contracts/messages';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly issues?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const tokenStore = {
  get: () => localStorage.getItem(TOKEN_STORAGE_KEY),
  set: (token: string) => localStorage.setItem(TOKEN_STORAGE_KEY, token),
  clear: () => localStorage.removeItem(TOKEN_STORAGE_KEY),
};

/** The message of a request that ran past REQUEST_TIMEOUT_MS (uploads use it too). */
export const REQUEST_TIMED_OUT = 'Request timed out';

export const TUNNEL_AUTH_WARNING = 'Tunnel authentication required (511): open the tunnel URL once in the browser.';
/** A 511 answer comes from the tunnel in front of the server, not from the server: say so in the console. */
export const warnTunnelAuthRequired = () => console.warn(TUNNEL_AUTH_WARNING);

let unauthorizedHandler: (() => void) | null = null;
/** The auth layer registers what a 401 does: clear auth and go to /login. */
export const onUnauthorized = (handler: () => void) => {
  unauthorizedHandler = handler;
};

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  /** A FormData body is sent as multipart; everything else as JSON. */
  raw?: boolean;
  /** Overrides REQUEST_TIMEOUT_MS for a call known to take longer (AI generation). */
  timeoutMs?: number;
  /** 'blob': a file answer (exports) is returned as a Blob; errors are still read as JSON. */
  responseType?: 'json' | 'blob';
}

export const apiUrl = (path: string, query?: RequestOptions['query']) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return `/api${path}${qs ? `?${qs}` : ''}`;
};

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = tokenStore.get();
  const asBlob = options.responseType === 'blob';
  const headers: Record<string, string> = { [TUNNEL_BYPASS_HEADER]: 'true', accept: asBlob ? '*/*' : 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  // A page timer rather than AbortSignal.timeout: it covers reading the body too, is cleared once the
  // answer is in, and tells a time-out apart from the caller's own abort without inspecting the error.
  const timeout = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    timeout.abort(new DOMException(REQUEST_TIMED_OUT, 'TimeoutError'));
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;

  let response: Response;
  let text = '';
  let blob: Blob | null = null;
  try {
    response = await fetch(apiUrl(path, options.query), { method: options.method ?? 'GET', headers, body, signal });
    if (response.status === 511) warnTunnelAuthRequired();
    if (asBlob && response.ok) blob = await response.blob();
    else text = await response.text();
  } catch (e) {
    const transport = timedOut ? REQUEST_TIMED_OUT : (e as Error | undefined)?.message;
    throw new ApiError(transport || messages.anErrorOccurred, 0);
  } finally {
    clearTimeout(timer);
  }
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!response.ok) {
    const err = (data ?? {}) as { message?: string; code?: string; issues?: { path: string; message: string }[] };
    if (response.status === 401 && token) {
      tokenStore.clear();
      unauthorizedHandler?.();
    }
    throw new ApiError(err.message || response.statusText || messages.anErrorOccurred, response.status, err.code, err.issues);
  }
  return (blob ?? data) as T;
}

/** The spec's message rule for any thrown value. */
export const errorMessage = (e: unknown, fallback: string = messages.anErrorOccurred) => (e instanceof Error && e.message) || fallback;

/** For requests made outside `api()` (uploads over XMLHttpRequest): the same 401 rule, sign out and go to /login. */
export const signOutOnUnauthorized = () => {
  tokenStore.clear();
  unauthorizedHandler?.();
};
