import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';
import { createWebDistFixture, fixtureInlineScript } from '../../test/helpers/web-dist-fixture.ts';

/** `default-src 'self'; img-src …` → { 'default-src': ["'self'"], … } */
const csp = (header: unknown) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers over http', () => {
  const dist = createWebDistFixture();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ deps: { webDist: dist.root } });
  });
  afterAll(async () => {
    await t.close();
    dist.remove();
  });

  const responses = {
    'the app page': () => t.app.inject('/login'),
    'a script': () => t.app.inject('/assets/index-AbC123xy.js'),
    'an API answer': () => t.app.inject('/api/health'),
    'an API error': () => t.app.inject({ method: 'POST', url: '/api/auth/login-app', payload: {} }),
    'an unknown API route': () => t.app.inject('/api/nothing-here'),
  };

  it.each(Object.keys(responses))('%s forbids framing, sniffing and the Referer, and sends no HSTS', async (name) => {
    const res = await responses[name as keyof typeof responses]();
    const policy = csp(res.headers['content-security-policy']);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(policy['upgrade-insecure-requests']).toBeUndefined();
  });

  it('runs no script but its own files and the inline theme script of the built index.html, by its hash', async () => {
    const res = await t.app.inject('/login');
    const hash = createHash('sha256').update(fixtureInlineScript).digest('base64');
    expect(csp(res.headers['content-security-policy'])['script-src']).toEqual(["'self'", `'sha256-${hash}'`]);
  });

  it('shows pictures from the app, previews (data:, blob:) and https URLs, and no other origin in http', async () => {
    const policy = csp((await t.app.inject('/login')).headers['content-security-policy']);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(policy['connect-src']).toEqual(["'self'"]);
  });
});

describe('security headers with an https PUBLIC_URL and a media bucket', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        PUBLIC_URL: 'https://ads.example.com',
        STORAGE_DRIVER: 's3',
        S3_BUCKET: 'media',
        S3_PUBLIC_URL: 'http://127.0.0.1:9000/media',
      },
    });
  });
  afterAll(() => t.close());

  it('tells browsers to use https only, for a year, and upgrades any http sub-request', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(csp(res.headers['content-security-policy'])['upgrade-insecure-requests']).toEqual([]);
  });

  it('shows pictures from the bucket', async () => {
    const policy = csp((await t.app.inject('/api/health')).headers['content-security-policy']);
    expect(policy['img-src']).toContain('http://127.0.0.1:9000');
    expect(policy['media-src']).toContain('http://127.0.0.1:9000');
  });
});
