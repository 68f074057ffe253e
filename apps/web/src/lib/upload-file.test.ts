/** The upload path over XMLHttpRequest follows the same rules as api(): headers, errors, 401, 511, time-out. */
import { TUNNEL_BYPASS_HEADER } from '@ads-creative/contracts/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, onUnauthorized } from './api-client.ts';
import { uploadFile } from './upload-file.ts';

class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  aborted = false;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.last = this;
  }
  abort() {
    this.aborted = true;
  }
  respond(status: number, body: unknown, statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}
const xhr = () => {
  if (!FakeXhr.last) throw new Error('no upload was sent');
  return FakeXhr.last;
};
const file = () => new File(['png-bytes'], 'cat.png', { type: 'image/png' });
const failure = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected the upload to fail');
    },
    (e: unknown) => {
      expect(e).toBeInstanceOf(ApiError);
      return e as ApiError;
    },
  );

beforeEach(() => {
  FakeXhr.last = undefined;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  onUnauthorized(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('uploadFile', () => {
  it('POSTs the file as multipart field "file" with the token and tunnel headers, and returns the answer', async () => {
    localStorage.setItem('token', 'tok');
    const progress = vi.fn();
    const pending = uploadFile(file(), { onProgress: progress });
    const x = xhr();
    expect(x.method).toBe('POST');
    expect(x.url).toBe('/api/upload/media');
    expect(x.headers.authorization).toBe('Bearer tok');
    expect(x.headers[TUNNEL_BYPASS_HEADER]).toBe('true');
    expect((x.body as FormData).get('file')).toBeInstanceOf(File);
    x.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    expect(progress).toHaveBeenLastCalledWith(25);
    x.respond(200, { success: true, fileUrl: '/uploads/cat.png' });
    await expect(pending).resolves.toEqual({ success: true, fileUrl: '/uploads/cat.png' });
    expect(progress).toHaveBeenLastCalledWith(100);
  });

  it("rejects with the server's message, else the status text", async () => {
    const first = uploadFile(file());
    xhr().respond(413, { message: 'File too large', code: 'TOO_LARGE' });
    expect(await failure(first)).toMatchObject({ message: 'File too large', status: 413, code: 'TOO_LARGE' });
    const second = uploadFile(file());
    xhr().respond(502, '<html></html>', 'Bad Gateway');
    expect((await failure(second)).message).toBe('Bad Gateway');
  });

  it('a 401 clears the token and calls the unauthorized handler', async () => {
    const handler = vi.fn();
    onUnauthorized(handler);
    localStorage.setItem('token', 'expired');
    const pending = uploadFile(file());
    xhr().respond(401, { message: 'Unauthorized' });
    expect((await failure(pending)).status).toBe(401);
    expect(localStorage.getItem('token')).toBeNull();
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('a 511 logs the same tunnel warning as api()', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const pending = uploadFile(file());
    xhr().respond(511, 'Network Authentication Required');
    expect((await failure(pending)).status).toBe(511);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/tunnel authentication/i);
  });

  it('times out 30000 ms after the last progress, aborting the request', async () => {
    vi.useFakeTimers();
    const pending = failure(uploadFile(file()));
    const x = xhr();
    vi.advanceTimersByTime(20_000);
    x.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
    vi.advanceTimersByTime(29_999);
    expect(x.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(x.aborted).toBe(true);
    expect((await pending).message).toBe('Request timed out');
  });
});
