import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../../test/helpers/raw-http.ts';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';
import { createWebDistFixture, fixtureEntry, fixtureEntryBody } from '../../test/helpers/web-dist-fixture.ts';

describe('the web app: files, SPA fallback, compression and caching', () => {
  const dist = createWebDistFixture();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ deps: { webDist: dist.root } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    dist.remove();
  });

  it('answers a client route with a raw # followed by a bad escape with the app, not a 500', async () => {
    // Sent as written: an HTTP client would drop the fragment, and so does inject.
    const res = await rawRequest(t.app, 'GET /x#%E0 HTTP/1.1');
    expect(res.status).toBe(200);
    expect(res.body).toContain(dist.html);
  });

  it.each(['/', '/login', '/campaigns/12/edit?tab=ads'])('answers the client route %s with index.html, revalidated', async (url) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(dist.html);
  });

  it('sends the brotli file to a browser that accepts br, and it decompresses to the script', async () => {
    const res = await t.app.inject({ url: fixtureEntry, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(fixtureEntryBody);
  });

  it('sends the gzip file to a browser that accepts only gzip', async () => {
    const res = await t.app.inject({ url: fixtureEntry, headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(fixtureEntryBody);
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    const res = await t.app.inject({ url: fixtureEntry, headers: { 'accept-encoding': 'identity' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(fixtureEntryBody);
  });

  it('lets browsers keep hashed assets for a year without asking again', async () => {
    const res = await t.app.inject({ url: fixtureEntry, headers: { 'accept-encoding': 'br' } });
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('has unhashed public files revalidated', async () => {
    const res = await t.app.inject('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each([`${fixtureEntry}.map`, `${fixtureEntry}.br`, '/assets/index-gone1234.js'])(
    'answers %s 404 (no source maps, no stale chunk as HTML)',
    async (url) => {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('secret-source');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    },
  );

  it('leaves /api to the API: an unknown API route is its JSON 404', async () => {
    const res = await t.app.inject('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});
