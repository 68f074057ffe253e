/** The request rules every screen relies on (spec 1 §6–8): auth header, tunnel header, JSON, 30 s time-out, errors. */
import { TUNNEL_BYPASS_HEADER } from '@ads-creative/contracts/constants';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { ApiError, api, onUnauthorized } from './api-client.ts';

type FetchArgs = [input: string, init: RequestInit];
let fetchMock: Mock<(...args: FetchArgs) => Promise<Response>>;

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { status: 200, ...init, headers: { 'content-type': 'application/json' } });
const lastCall = () => {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  const [url, init] = call;
  return { url, init, headers: new Headers(init.headers) };
};
/** The error `api()` throws, or a failure when it resolves. */
async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const e = await promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ApiError);
  return e as ApiError;
}

beforeEach(() => {
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>(async () => json({ ok: true }));
  vi.stubGlobal('fetch', fetchMock);
  onUnauthorized(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('request', () => {
  it('carries the bearer token stored under "token", and the tunnel bypass header', async () => {
    localStorage.setItem('token', 'abc.def');
    await api('/campaigns');
    const { url, headers } = lastCall();
    expect(url).toBe('/api/campaigns');
    expect(headers.get('Authorization')).toBe('Bearer abc.def');
    expect(headers.get(TUNNEL_BYPASS_HEADER)).toBe('true');
  });

  it('sends no Authorization header when no token is stored, but still the tunnel header', async () => {
    await api('/campaigns');
    const { headers } = lastCall();
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.get(TUNNEL_BYPASS_HEADER)).toBe('true');
  });

  it('sends a body as JSON with its content type, and asks for JSON back', async () => {
    await api('/campaigns', { method: 'POST', body: { name: 'Spring', dailyBudget: 10 } });
    const { init, headers } = lastCall();
    expect(init.method).toBe('POST');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Accept')).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({ name: 'Spring', dailyBudget: 10 });
  });

  it('is a GET without a body or content type by default', async () => {
    await api('/ads');
    const { init, headers } = lastCall();
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('sends FormData as is, leaving the multipart content type to the browser', async () => {
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.png');
    await api('/upload/image', { method: 'POST', body: form });
    const { init, headers } = lastCall();
    expect(init.body).toBe(form);
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('puts the query on the URL, leaving out empty values', async () => {
    await api('/campaigns', { query: { page: 0, size: 5, q: '', status: undefined, archived: null } });
    expect(lastCall().url).toBe('/api/campaigns?page=0&size=5');
  });

  it('returns the parsed JSON answer, and null for an empty one', async () => {
    fetchMock.mockResolvedValueOnce(json({ id: 7, name: 'Spring' }));
    await expect(api('/campaigns/7')).resolves.toEqual({ id: 7, name: 'Spring' });
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(api('/campaigns/7', { method: 'DELETE' })).resolves.toBeNull();
  });
});

describe('file answers', () => {
  it("returns a file as a Blob with responseType 'blob', asking for any type", async () => {
    fetchMock.mockResolvedValueOnce(new Response('a,b\r\n1,2\r\n', { status: 200, headers: { 'content-type': 'text/csv' } }));
    const file = await api<Blob>('/analytics/export/campaigns', { responseType: 'blob' });
    expect(file.type).toBe('text/csv');
    expect(await file.text()).toBe('a,b\r\n1,2\r\n');
    expect(lastCall().headers.get('accept')).toBe('*/*');
  });

  it("still reads a failed file request's JSON message", async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 'BAD', message: 'format must be one of csv, xlsx, pdf.' }, { status: 400 }));
    const e = await rejection(api('/analytics/export/campaigns', { responseType: 'blob' }));
    expect(e.message).toBe('format must be one of csv, xlsx, pdf.');
    expect(e.status).toBe(400);
  });
});

describe('time-out', () => {
  /** A fetch that never answers, and rejects with the signal's reason when aborted, as browsers do. */
  const hangingFetch = () =>
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );

  it('aborts the request after 30000 ms with the message "Request timed out"', async () => {
    vi.useFakeTimers();
    hangingFetch();
    const pending = rejection(api('/dashboard'));
    const { signal } = lastCall().init;

    await vi.advanceTimersByTimeAsync(29_999);
    expect(signal?.aborted).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    const error = await pending;
    expect(error.message).toBe('Request timed out');
    expect(error.status).toBe(0);
  });

  it("reports the caller's own abort as that, not as a time-out", async () => {
    vi.useFakeTimers();
    hangingFetch();
    const controller = new AbortController();
    const pending = rejection(api('/dashboard', { signal: controller.signal }));
    controller.abort(new Error('left the page'));
    const error = await pending;
    expect(error.message).toBe('left the page');
    expect(error.status).toBe(0);
  });

  it('stops the timer once the answer is in', async () => {
    vi.useFakeTimers();
    await api('/dashboard');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('error message', () => {
  it("is the server's JSON message field, with status and code", async () => {
    fetchMock.mockResolvedValueOnce(json({ message: 'Campaign not found', code: 'NOT_FOUND' }, { status: 404, statusText: 'Not Found' }));
    const error = await rejection(api('/campaigns/9'));
    expect(error.message).toBe('Campaign not found');
    expect(error.status).toBe(404);
    expect(error.code).toBe('NOT_FOUND');
  });

  it('keeps the validation issues the server lists', async () => {
    const issues = [{ path: 'name', message: 'Required' }];
    fetchMock.mockResolvedValueOnce(json({ message: 'Invalid input', code: 'VALIDATION', issues }, { status: 400 }));
    expect((await rejection(api('/campaigns', { method: 'POST', body: {} }))).issues).toEqual(issues);
  });

  it('falls back to the transport message when the answer has no message field', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    expect((await rejection(api('/ads'))).message).toBe('Bad Gateway');
  });

  it('is the network error message when the request never got an answer', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await rejection(api('/ads'));
    expect(error.message).toBe('Failed to fetch');
    expect(error.status).toBe(0);
  });

  it('is "An error occurred" when there is neither', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 500 }));
    expect((await rejection(api('/ads'))).message).toBe('An error occurred');
    fetchMock.mockRejectedValueOnce(undefined);
    expect((await rejection(api('/ads'))).message).toBe('An error occurred');
  });
});

describe('401', () => {
  it('clears the stored token and calls the unauthorized handler (which goes to /login)', async () => {
    const handler = vi.fn();
    onUnauthorized(handler);
    localStorage.setItem('token', 'expired');
    fetchMock.mockResolvedValueOnce(json({ message: 'Unauthorized' }, { status: 401 }));
    const error = await rejection(api('/auth/user'));
    expect(error.status).toBe(401);
    expect(localStorage.getItem('token')).toBeNull();
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('is only an error when no one was signed in (a failed login stays on the form)', async () => {
    const handler = vi.fn();
    onUnauthorized(handler);
    fetchMock.mockResolvedValueOnce(json({ message: 'Wrong password' }, { status: 401 }));
    expect((await rejection(api('/auth/login-app', { method: 'POST', body: {} }))).message).toBe('Wrong password');
    expect(handler).not.toHaveBeenCalled();
  });

  it('is not triggered by other errors', async () => {
    const handler = vi.fn();
    onUnauthorized(handler);
    localStorage.setItem('token', 'valid');
    fetchMock.mockResolvedValueOnce(json({ message: 'Forbidden' }, { status: 403 }));
    await rejection(api('/campaigns/1'));
    expect(localStorage.getItem('token')).toBe('valid');
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('511', () => {
  it('logs a warning about tunnel authentication', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(new Response('Network Authentication Required', { status: 511 }));
    await rejection(api('/dashboard'));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/tunnel authentication/i);
  });

  it('is not logged for other answers', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await api('/dashboard');
    fetchMock.mockResolvedValueOnce(json({ message: 'x' }, { status: 500 }));
    await rejection(api('/dashboard'));
    expect(warn).not.toHaveBeenCalled();
  });
});
