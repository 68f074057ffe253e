/**
 * The Ad Library import routes over HTTP with ScrapeCreators configured, against its local fake:
 * what an extracted ad looks like (copy under body, snapshot.body and text, plus headline,
 * description and call to action), imports kept per user so a link is not paid for twice within
 * 24 h, the batch's limit and per-item results, the advertisers imported from, and each of
 * ScrapeCreators' refusals as the user reads it.
 */
import { adLibraryItemSchema } from '@ads-creative/contracts/ad-library';
import { extractedItemSchema, generationMessages } from '@ads-creative/contracts/generation';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { KEEP_NOT_FOUND_MS } from '../../src/modules/ad-library/ad-library.service.ts';
import { scrapeCreatorsMessages } from '../../src/providers/facebook/ad-library/scrape-creators.ts';
import { startScrapeCreatorsSandbox } from '../../src/sandbox/scrape-creators-sandbox.ts';
import { expectError, type Headers } from '../helpers/ads-fixtures.ts';
import { createTestApp, signUp, type TestApp } from '../helpers/test-app.ts';

const TRAIL = '2233445566778899';
const TRAIL_DYNAMIC = '3344556677889900';
const COFFEE = '1122334455667788';
const TRAIL_BODY = 'Lightweight trail shoes built for mud, rock and everything between. Free returns for 60 days.';
const link = (id: string) => `https://www.facebook.com/ads/library/?id=${id}`;
const HOUR = 3_600_000;

let sc: Awaited<ReturnType<typeof startScrapeCreatorsSandbox>>;
let t: TestApp;

beforeAll(async () => {
  sc = await startScrapeCreatorsSandbox();
  t = await createTestApp({
    env: { SCRAPECREATORS_API_KEY: sc.apiKey, SCRAPECREATORS_BASE_URL: sc.url },
    deps: { fetch: globalThis.fetch },
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await sc?.close();
});
beforeEach(() => {
  sc.requests.length = 0;
});

const newUser = async () => (await signUp(t)).headers;
const api = (headers: Headers, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
/** Requests that reached ScrapeCreators for this ad id (each one is paid for). */
const paidFor = (id: string) => sc.requests.filter((r) => r.id === id).length;

describe('POST /api/ads/extract-from-library', () => {
  it('answers each link as an item with body, snapshot.body and text, plus headline, description and call to action', async () => {
    const headers = await newUser();
    const res = await api(headers, 'POST', '/api/ads/extract-from-library', {
      adLinks: [link(TRAIL), '', link(TRAIL_DYNAMIC)],
      promptStyle: 'Dynamic',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(extractedItemSchema.array().parse(res.json())).toEqual(res.json());
    expect(res.json()).toEqual([
      {
        body: TRAIL_BODY,
        snapshot: { body: TRAIL_BODY },
        text: TRAIL_BODY,
        headline: 'Run every trail',
        description: 'Shop the autumn collection',
        callToAction: 'LEARN_MORE',
        link: link(TRAIL),
      },
      {
        // A dynamic ad's template copy is replaced by its first card's.
        body: 'Trail Pro 2 — waterproof, 280 g',
        snapshot: { body: 'Trail Pro 2 — waterproof, 280 g' },
        text: 'Trail Pro 2 — waterproof, 280 g',
        headline: 'Trail Pro 2',
        description: 'Now €129',
        callToAction: 'SHOP_NOW',
        link: link(TRAIL_DYNAMIC),
      },
    ]);
  });

  it('leaves out a link that fails when another gives copy; answers the failure when none does', async () => {
    const headers = await newUser();
    const res = await api(headers, 'POST', '/api/ads/extract-from-library', { adLinks: [link(TRAIL), link('999')] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((i: { link: string }) => i.link)).toEqual([link(TRAIL)]);
    expectError(
      await api(headers, 'POST', '/api/ads/extract-from-library', { adLinks: [link('999')] }),
      404,
      'NOT_FOUND',
      scrapeCreatorsMessages.not_found,
    );
    expectError(
      await api(headers, 'POST', '/api/ads/extract-from-library', { adLinks: ['https://example.com/?id=1'] }),
      400,
      'VALIDATION_ERROR',
      generationMessages.invalidAdLink,
    );
  });
});

describe('POST /api/meta-ad-library/extract and GET /api/scrape-creators/scrape', () => {
  it('reads the ad of a link with everything known about it', async () => {
    const headers = await newUser();
    const res = await api(headers, 'POST', '/api/meta-ad-library/extract', { url: link(TRAIL) });
    expect(res.statusCode, res.body).toBe(200);
    const item = adLibraryItemSchema.parse(res.json());
    expect(item).toEqual({
      id: TRAIL,
      source: 'scrapecreators',
      pageId: '500000002',
      pageName: 'Trail Runners Co.',
      body: TRAIL_BODY,
      snapshot: { body: TRAIL_BODY },
      text: TRAIL_BODY,
      headline: 'Run every trail',
      description: 'Shop the autumn collection',
      callToAction: 'LEARN_MORE',
      imageUrl: `https://scontent.sandbox.example/${TRAIL}.jpg`,
      importedAt: t.clock.now().toISOString(),
    });
    expect(sc.requests).toEqual([{ id: TRAIL, apiKey: sc.apiKey }]);
    // Only Ad Library links: nothing is fetched for another address.
    const bad = expectError(
      await api(headers, 'POST', '/api/meta-ad-library/extract', { url: 'https://evil.example/ads/library/?id=1' }),
      400,
      'VALIDATION_ERROR',
    );
    expect(bad.issues?.[0]?.path).toBe('url');
    expect(sc.requests).toHaveLength(1);
  });

  it('GET /api/scrape-creators/scrape reads one ad by id', async () => {
    const headers = await newUser();
    const res = await api(headers, 'GET', `/api/scrape-creators/scrape?id=${COFFEE}&getTranscript=false`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: COFFEE, pageName: 'Cà Phê Sáng', headline: 'Cà phê rang xay mỗi sáng' });
  });
});

describe('imports are kept per user', () => {
  it('the same link is paid for once within 24 h; another user pays for their own; after 25 h it is read again', async () => {
    const alice = await newUser();
    const bob = await newUser();
    const extract = (h: Headers) => api(h, 'POST', '/api/meta-ad-library/extract', { url: link(COFFEE) });

    const first = await extract(alice);
    expect(first.statusCode, first.body).toBe(200);
    expect(paidFor(COFFEE)).toBe(1);

    // Every way of reading that ad again within the day answers the stored import.
    t.clock.advance(23 * HOUR);
    expect((await extract(alice)).json()).toEqual(first.json());
    expect((await api(alice, 'GET', `/api/scrape-creators/scrape?id=${COFFEE}`)).json()).toEqual(first.json());
    expect((await api(alice, 'POST', '/api/ads/extract-from-library', { adLinks: [link(COFFEE)] })).statusCode).toBe(200);
    expect((await api(alice, 'GET', `/api/meta/ads/${COFFEE}`)).json()).toEqual(first.json());
    expect(paidFor(COFFEE)).toBe(1);

    // Bob's imports are his own.
    expect((await extract(bob)).statusCode).toBe(200);
    expect(paidFor(COFFEE)).toBe(2);

    t.clock.advance(2 * HOUR); // 25 h after Alice's import
    const again = await extract(alice);
    expect(again.statusCode).toBe(200);
    expect(paidFor(COFFEE)).toBe(3);
    expect(again.json().importedAt).toBe(t.clock.now().toISOString());
  });

  it('a failed read is not kept: the next try asks again', async () => {
    const headers = await newUser();
    sc.failNext(429);
    expectError(
      await api(headers, 'GET', `/api/scrape-creators/scrape?id=${TRAIL}`),
      429,
      'RATE_LIMITED',
      scrapeCreatorsMessages.rate_limited,
    );
    expect((await api(headers, 'GET', `/api/scrape-creators/scrape?id=${TRAIL}`)).statusCode).toBe(200);
    expect(paidFor(TRAIL)).toBe(2);
  });
});

describe("ScrapeCreators' refusals", () => {
  // The forced 404 is kept as "not found" for everyone for an hour (decision 170): later tests read that ad.
  afterEach(() => t.clock.advance(KEEP_NOT_FOUND_MS));
  it.each([
    [401, 403, 'FORBIDDEN', scrapeCreatorsMessages.unauthorized],
    [402, 403, 'FORBIDDEN', scrapeCreatorsMessages.no_credits],
    [404, 404, 'NOT_FOUND', scrapeCreatorsMessages.not_found],
    [429, 429, 'RATE_LIMITED', scrapeCreatorsMessages.rate_limited],
    [500, 502, 'BAD_GATEWAY', scrapeCreatorsMessages.unavailable],
  ])('ScrapeCreators %i → %i %s with its message', async (upstream, status, code, message) => {
    const headers = await newUser();
    sc.failNext(upstream);
    expectError(await api(headers, 'POST', '/api/meta-ad-library/extract', { url: link(TRAIL) }), status, code, message);
  });
});

describe('POST /api/scrape-creators/scrape-batch', () => {
  it('reads up to 10 ids, each with its own result', async () => {
    const headers = await newUser();
    const batch = async (adIds: string[]) => {
      const res = await api(headers, 'POST', '/api/scrape-creators/scrape-batch', { adIds, getTranscript: false });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const first = await batch([TRAIL, '999', COFFEE]);
    expect({ succeeded: first.succeeded, failed: first.failed }).toEqual({ succeeded: 2, failed: 1 });
    expect(first.results.map((r: { id: string; ok: boolean }) => [r.id, r.ok])).toEqual([
      [TRAIL, true],
      ['999', false],
      [COFFEE, true],
    ]);
    expect(adLibraryItemSchema.parse(first.results[0].item)).toMatchObject({ id: TRAIL, headline: 'Run every trail' });
    expect(first.results[1]).toEqual({ id: '999', ok: false, error: { code: 'NOT_FOUND', message: scrapeCreatorsMessages.not_found } });

    sc.failNext(402);
    const second = await batch([TRAIL_DYNAMIC, TRAIL]);
    // TRAIL was imported by the first batch: only TRAIL_DYNAMIC reached ScrapeCreators, and met the 402.
    expect(second).toMatchObject({ succeeded: 1, failed: 1 });
    expect(second.results[0]).toEqual({
      id: TRAIL_DYNAMIC,
      ok: false,
      error: { code: 'FORBIDDEN', message: scrapeCreatorsMessages.no_credits },
    });
    expect(second.results[1]).toMatchObject({ id: TRAIL, ok: true });
    expect(paidFor(TRAIL)).toBe(1);
  });

  it('refuses 11 ids and an empty list, before reading any', async () => {
    const headers = await newUser();
    const eleven = Array.from({ length: 11 }, (_, i) => String(1000 + i));
    const res = expectError(
      await api(headers, 'POST', '/api/scrape-creators/scrape-batch', { adIds: eleven }),
      400,
      'VALIDATION_ERROR',
      'adIds takes at most 10 ids.',
    );
    expect(res.issues?.[0]?.path).toBe('adIds');
    expectError(
      await api(headers, 'POST', '/api/scrape-creators/scrape-batch', { adIds: [] }),
      400,
      'VALIDATION_ERROR',
      'adIds needs at least one id.',
    );
    expect(sc.requests).toHaveLength(0);
  });
});

describe('GET /api/scrape/creators and /api/scrape/creators/{id}/ads', () => {
  it('lists the advertisers the user imported from, newest first, and the ads of each; nothing of another user', async () => {
    const headers = await newUser();
    const other = await newUser();
    expect((await api(headers, 'GET', '/api/scrape/creators')).json()).toEqual([]);

    await api(headers, 'POST', '/api/meta-ad-library/extract', { url: link(TRAIL) });
    t.clock.advance(60_000);
    await api(headers, 'POST', '/api/meta-ad-library/extract', { url: link(TRAIL_DYNAMIC) });
    t.clock.advance(60_000);
    await api(headers, 'POST', '/api/meta-ad-library/extract', { url: link(COFFEE) });
    await api(other, 'POST', '/api/meta-ad-library/extract', { url: link(TRAIL) });

    const creators = (await api(headers, 'GET', '/api/scrape/creators')).json();
    expect(creators).toEqual([
      { pageId: '500000001', pageName: 'Cà Phê Sáng', adCount: 1, lastImportedAt: t.clock.now().toISOString() },
      {
        pageId: '500000002',
        pageName: 'Trail Runners Co.',
        adCount: 2,
        lastImportedAt: new Date(t.clock.now().getTime() - 60_000).toISOString(),
      },
    ]);
    const trailAds = (await api(headers, 'GET', '/api/scrape/creators/500000002/ads')).json();
    expect(trailAds.map((a: { id: string; headline: string }) => [a.id, a.headline])).toEqual([
      [TRAIL_DYNAMIC, 'Trail Pro 2'],
      [TRAIL, 'Run every trail'],
    ]);
    expect((await api(other, 'GET', '/api/scrape/creators')).json().map((c: { pageId: string }) => c.pageId)).toEqual(['500000002']);
    expect((await api(other, 'GET', '/api/scrape/creators/500000001/ads')).json()).toEqual([]);
    expectError(await api(headers, 'GET', '/api/scrape/creators/trail/ads'), 400, 'VALIDATION_ERROR');
  });
});

describe('GET /api/meta/ads/{id}', () => {
  it("answers the user's import, else reads the ad now", async () => {
    const headers = await newUser();
    const res = await api(headers, 'GET', `/api/meta/ads/${TRAIL}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: TRAIL, body: TRAIL_BODY, headline: 'Run every trail', callToAction: 'LEARN_MORE' });
    expect(paidFor(TRAIL)).toBe(1);
    // Kept: even days later it is answered from what was imported.
    t.clock.advance(72 * HOUR);
    expect((await api(headers, 'GET', `/api/meta/ads/${TRAIL}`)).json()).toEqual(res.json());
    expect(paidFor(TRAIL)).toBe(1);
    expectError(await api(headers, 'GET', '/api/meta/ads/999'), 404, 'NOT_FOUND', scrapeCreatorsMessages.not_found);
    expectError(await api(headers, 'GET', '/api/meta/ads/abc'), 400, 'VALIDATION_ERROR');
  });
});
