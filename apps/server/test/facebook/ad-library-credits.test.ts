/**
 * ScrapeCreators credits (issue 15, decision 170), over HTTP against its local fake: a "not found" is
 * kept an hour for everyone, so repeating a batch of unknown ids costs nothing; a user's identical
 * reads in flight make one call; each user has a daily budget of upstream reads, past which the reads
 * answer 429 with the budget's message and nothing is called, while what was kept still answers and
 * other users read as before.
 */
import { AD_LIBRARY_DAILY_READS, adLibraryMessages } from '@ads-creative/contracts/ad-library';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { KEEP_NOT_FOUND_MS } from '../../src/modules/ad-library/ad-library.service.ts';
import { scrapeCreatorsMessages } from '../../src/providers/facebook/ad-library/scrape-creators.ts';
import { startScrapeCreatorsSandbox } from '../../src/sandbox/scrape-creators-sandbox.ts';
import { expectError, type Headers } from '../helpers/ads-fixtures.ts';
import { createTestApp, signUp, type TestApp } from '../helpers/test-app.ts';

const TRAIL = '2233445566778899';
const COFFEE = '1122334455667788';
const link = (id: string) => `https://www.facebook.com/ads/library/?id=${id}`;
const notFound = { code: 'NOT_FOUND', message: scrapeCreatorsMessages.not_found };
const overBudget = { code: 'RATE_LIMITED', message: adLibraryMessages.dailyReadsUsed };

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
const api = (headers: Headers, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
/** `count` ids the Ad Library does not have, from `first` on (each test its own range). */
const unknownIds = (first: number, count = 10) => Array.from({ length: count }, (_, i) => String(first + i));
async function batch(headers: Headers, adIds: string[]) {
  const res = await api(headers, 'POST', '/api/scrape-creators/scrape-batch', { adIds });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { succeeded: number; failed: number; results: { id: string; ok: boolean; error?: object }[] };
}
const errorsOf = (answer: Awaited<ReturnType<typeof batch>>) => answer.results.map((r) => r.error);

describe('"not found" answers are kept an hour', () => {
  it('five identical batches of ten unknown ids make ten upstream calls, one after another or all at once', async () => {
    const alice = await newUser();
    const ids = unknownIds(9_100_000_000);
    for (let i = 0; i < 5; i++) {
      const answer = await batch(alice, ids);
      expect(answer).toMatchObject({ succeeded: 0, failed: 10 });
      expect(errorsOf(answer)).toEqual(ids.map(() => notFound));
    }
    // A batch reads its ids side by side: the order they reach ScrapeCreators varies.
    expect(sc.requests.map((r) => r.id).sort()).toEqual(ids);

    sc.requests.length = 0;
    const others = unknownIds(9_200_000_000);
    const answers = await Promise.all(Array.from({ length: 5 }, () => batch(alice, others)));
    for (const answer of answers) expect(errorsOf(answer)).toEqual(others.map(() => notFound));
    expect(sc.requests.map((r) => r.id).sort()).toEqual(others);

    // An id repeated within one batch is read once too.
    sc.requests.length = 0;
    const [twice] = unknownIds(9_300_000_000, 1);
    expect(errorsOf(await batch(alice, [twice, twice, twice]))).toEqual([notFound, notFound, notFound]);
    expect(sc.requests).toHaveLength(1);
  });

  it('another user is answered from the kept answer; an hour later the id is asked again', async () => {
    const [gone] = unknownIds(9_400_000_000, 1);
    const alice = await newUser();
    const bob = await newUser();
    expectError(await api(alice, 'GET', `/api/scrape-creators/scrape?id=${gone}`), 404, notFound.code, notFound.message);
    expectError(await api(bob, 'POST', '/api/meta-ad-library/extract', { url: link(gone) }), 404, notFound.code, notFound.message);
    expectError(await api(bob, 'POST', '/api/ads/extract-from-library', { adLinks: [link(gone)] }), 404, notFound.code, notFound.message);
    expect(sc.requests).toHaveLength(1);

    t.clock.advance(KEEP_NOT_FOUND_MS - 1000);
    expectError(await api(bob, 'GET', `/api/meta/ads/${gone}`), 404, notFound.code);
    expect(sc.requests).toHaveLength(1);
    t.clock.advance(1000);
    expectError(await api(bob, 'GET', `/api/meta/ads/${gone}`), 404, notFound.code, notFound.message);
    expect(sc.requests).toHaveLength(2);
  });

  it('other failures are not kept: after a 500 the next read asks again and finds the ad', async () => {
    const headers = await newUser();
    sc.failNext(500);
    expectError(await api(headers, 'GET', `/api/scrape-creators/scrape?id=${COFFEE}`), 502, 'BAD_GATEWAY');
    expect((await api(headers, 'GET', `/api/scrape-creators/scrape?id=${COFFEE}`)).statusCode).toBe(200);
    expect(sc.requests).toHaveLength(2);
  });
});

describe('the daily budget of upstream reads', () => {
  it(`past ${AD_LIBRARY_DAILY_READS} reads a user gets 429 with the budget's message and nothing is called; kept answers still come; another user reads as before`, async () => {
    const alice = await newUser();
    const bob = await newUser();
    expect((await api(alice, 'POST', '/api/meta-ad-library/extract', { url: link(COFFEE) })).statusCode).toBe(200);
    // The rest of the budget, spent on ids the Ad Library does not have, ten a batch.
    const spent = unknownIds(9_500_000_000, AD_LIBRARY_DAILY_READS - 1);
    for (let i = 0; i < spent.length; i += 10) await batch(alice, spent.slice(i, i + 10));
    expect(sc.requests).toHaveLength(AD_LIBRARY_DAILY_READS);
    sc.requests.length = 0;

    const refused = await api(alice, 'GET', `/api/scrape-creators/scrape?id=${TRAIL}`);
    expectError(refused, 429, overBudget.code, overBudget.message);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(24 * 60 * 60);
    expectError(await api(alice, 'POST', '/api/meta-ad-library/extract', { url: link(TRAIL) }), 429, overBudget.code, overBudget.message);
    expectError(await api(alice, 'GET', `/api/meta/ads/${TRAIL}`), 429, overBudget.code, overBudget.message);
    expectError(
      await api(alice, 'POST', '/api/ads/extract-from-library', { adLinks: [link(TRAIL)] }),
      429,
      overBudget.code,
      overBudget.message,
    );
    // In a batch: the new ad is refused, the imported one and the kept "not found" still answer.
    const mixed = await batch(alice, [TRAIL, COFFEE, spent[0] as string]);
    expect(mixed.results.map((r) => [r.id, r.ok, r.error])).toEqual([
      [TRAIL, false, overBudget],
      [COFFEE, true, undefined],
      [spent[0], false, notFound],
    ]);
    expect(sc.requests).toHaveLength(0);

    const bobs = await api(bob, 'POST', '/api/meta-ad-library/extract', { url: link(TRAIL) });
    expect(bobs.statusCode, bobs.body).toBe(200);
    expect(sc.requests.map((r) => r.id)).toEqual([TRAIL]);
  });
});
