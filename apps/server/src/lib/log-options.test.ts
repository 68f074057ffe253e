/**
 * What the server writes to its log: no access-granting secret from a URL, header or body, and an
 * unexpected failure logged with its request id while the client sees only that id.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';
import type { Storage } from '../providers/storage/storage.ts';
import { logOptions, redactUrl } from './log-options.ts';

const lines: Record<string, unknown>[] = [];
const stream = new Writable({
  write(chunk, _enc, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});
const brokenStorage: Storage = {
  put: async () => {},
  delete: async () => {},
  get: async () => {
    throw new Error('disk on fire at /var/secret/path');
  },
  publicUrl: (key) => `/api/media/${key}`,
  keyOf: () => null,
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { logger: { ...logOptions('info'), stream }, storage: brokenStorage } });
});
afterAll(() => t.close());
const logged = () => JSON.stringify(lines);

describe('server logs', () => {
  it('keep the path of a URL but not the values of token, code, state or access_token', () => {
    expect(redactUrl('/reset-password?token=abc123&x=1')).toBe('/reset-password?token=[redacted]&x=1');
    expect(redactUrl('/api/auth/facebook/callback?code=C0DE&state=S7ATE')).toBe(
      '/api/auth/facebook/callback?code=[redacted]&state=[redacted]',
    );
    expect(redactUrl('/x?ACCESS_TOKEN=t#frag')).toBe('/x?ACCESS_TOKEN=[redacted]#frag');
    expect(redactUrl('/api/campaigns?page=0&size=5')).toBe('/api/campaigns?page=0&size=5');
  });

  it('never contain a reset token, an OAuth code, a password or a bearer token', async () => {
    await t.app.inject('/reset-password?token=RESET-SECRET-1');
    await t.app.inject('/api/auth/facebook/callback?code=FB-CODE-2&state=FB-STATE-3');
    await t.app.inject({ method: 'POST', url: '/api/auth/login-app', payload: { usernameOrEmail: 'x', password: 'PASS-SECRET-4' } });
    await t.app.inject({ url: '/api/auth/user', headers: { authorization: 'Bearer BEARER-SECRET-5' } });
    const text = logged();
    expect(text).toContain('/api/auth/facebook/callback?code=[redacted]');
    for (const secret of ['RESET-SECRET-1', 'FB-CODE-2', 'FB-STATE-3', 'PASS-SECRET-4', 'BEARER-SECRET-5']) {
      expect(text).not.toContain(secret);
    }
  });

  it('log an unexpected failure with its request id; the client gets the id and no internals', async () => {
    const res = await t.app.inject('/api/media/uploads/1/0123456789abcdef0123456789abcdef.png');
    expect(res.statusCode).toBe(500);
    const id = res.headers['x-request-id'];
    expect(res.json()).toEqual({ code: 'INTERNAL_ERROR', message: expect.stringContaining(`request id ${id}`) });
    expect(res.body).not.toContain('disk on fire');
    const entry = lines.find((l) => l.reqId === id && l.level === 50);
    expect(JSON.stringify(entry)).toContain('disk on fire');
  });
});
