/**
 * Both Ad Library extractors against their local fakes: copy read, dynamic-ad placeholders, every
 * error code (the Meta Ad Library API's Graph errors: reconnect, wait, not covered, unreachable).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExtractionError } from '../../src/providers/facebook/ad-library/extracted-ad.ts';
import { createMetaAdLibraryExtractor, metaAdLibraryMessages } from '../../src/providers/facebook/ad-library/meta-ad-library.ts';
import { createScrapeCreatorsExtractor, scrapeCreatorsMessages } from '../../src/providers/facebook/ad-library/scrape-creators.ts';
import { createGraphClient } from '../../src/providers/facebook/graph-client.ts';
import { graphMessages } from '../../src/providers/facebook/graph-error.ts';
import { type GraphSandbox, startGraphSandbox } from '../../src/sandbox/graph-sandbox.ts';
import { SANDBOX_PERSON } from '../../src/sandbox/sandbox-world.ts';
import { startScrapeCreatorsSandbox } from '../../src/sandbox/scrape-creators-sandbox.ts';

let sc: Awaited<ReturnType<typeof startScrapeCreatorsSandbox>>;
let graph: GraphSandbox;
beforeAll(async () => {
  sc = await startScrapeCreatorsSandbox();
  graph = await startGraphSandbox({ appId: 'a', appSecret: 's' });
});
afterAll(async () => {
  await sc.close();
  await graph.close();
});

const scrape = (apiKey = sc.apiKey) => createScrapeCreatorsExtractor({ baseUrl: sc.url, apiKey, fetch });

describe('ScrapeCreators extractor', () => {
  it('reads body.text, title, link description, call to action and the first image, sending x-api-key', async () => {
    const ad = await scrape().extract('2233445566778899');
    expect(ad).toMatchObject({
      source: 'scrapecreators',
      pageName: 'Trail Runners Co.',
      body: 'Lightweight trail shoes built for mud, rock and everything between. Free returns for 60 days.',
      headline: 'Run every trail',
      description: 'Shop the autumn collection',
      callToAction: 'LEARN_MORE',
      imageUrl: 'https://scontent.sandbox.example/2233445566778899.jpg',
    });
    expect(sc.requests.at(-1)).toEqual({ id: '2233445566778899', apiKey: sc.apiKey });
  });

  it('a dynamic ad ({{product.name}} in a plain-string body) takes its copy from the first card', async () => {
    const ad = await scrape().extract('3344556677889900');
    expect(ad).toMatchObject({ body: 'Trail Pro 2 — waterproof, 280 g', headline: 'Trail Pro 2', description: 'Now €129' });
    expect(ad.body).not.toContain('{{');
  });

  it.each([
    [401, 'unauthorized'],
    [402, 'no_credits'],
    [404, 'not_found'],
    [429, 'rate_limited'],
    [500, 'unavailable'],
  ] as const)('status %i is %s with a clear message', async (status, kind) => {
    sc.failNext(status);
    const error = (await scrape()
      .extract('2233445566778899')
      .catch((e: unknown) => e)) as ExtractionError;
    expect(error).toBeInstanceOf(ExtractionError);
    expect(error.kind).toBe(kind);
    expect(error.message).toBe(scrapeCreatorsMessages[kind]);
  });

  it('a wrong key and an unknown ad', async () => {
    await expect(scrape('wrong').extract('2233445566778899')).rejects.toMatchObject({ kind: 'unauthorized' });
    await expect(scrape().extract('999')).rejects.toMatchObject({ kind: 'not_found' });
  });
});

describe('Meta Ad Library extractor', () => {
  const meta = () => createMetaAdLibraryExtractor(createGraphClient({ graphUrl: graph.graphUrl, appId: 'a', appSecret: 's', fetch }));
  const token = () => graph.world.issueToken(SANDBOX_PERSON.id, 3600, Date.now());

  it('reads the archive fields with the user token', async () => {
    const ad = await meta().extract('1122334455667788', token());
    expect(ad).toMatchObject({
      source: 'meta',
      pageName: 'Cà Phê Sáng',
      body: 'Bắt đầu ngày mới với ly cà phê rang xay tại chỗ. Giảm 20% cho đơn đầu tiên!',
      headline: 'Cà phê rang xay mỗi sáng',
      description: 'Giao hàng miễn phí nội thành',
    });
    expect(graph.sent('GET', '/1122334455667788')[0]?.params.fields).toContain('ad_creative_bodies');
    // Facebook's snapshot URL carries the user's token: not kept.
    expect(ad.raw).toMatchObject({ ad_snapshot_url: 'https://www.facebook.com/ads/archive/render_ad/?id=1122334455667788' });
  });

  it('needs a connected Facebook; an ad outside the API coverage says so', async () => {
    await expect(meta().extract('1122334455667788')).rejects.toMatchObject({ message: metaAdLibraryMessages.needsFacebook });
    await expect(meta().extract('5555555555555555', token())).rejects.toMatchObject({ message: metaAdLibraryMessages.notCovered });
  });

  it('a 190 asks to reconnect; a missing permission too', async () => {
    graph.failNext({ path: '/1122334455667788', error: { code: 190, message: 'Error validating access token' } });
    await expect(meta().extract('1122334455667788', token())).rejects.toMatchObject({
      kind: 'unauthorized',
      message: graphMessages.reconnect,
    });
    graph.failNext({ path: '/1122334455667788', status: 403, error: { code: 10, message: 'Application does not have permission' } });
    await expect(meta().extract('1122334455667788', token())).rejects.toMatchObject({
      kind: 'unauthorized',
      message: graphMessages.permission,
    });
  });

  it('the throttling codes say how long to wait (the usage header when present)', async () => {
    graph.failNext({
      path: '/1122334455667788',
      error: { code: 17, message: 'User request limit reached' },
      headers: { 'x-business-use-case-usage': JSON.stringify({ 1: [{ estimated_time_to_regain_access: 12 }] }) },
    });
    await expect(meta().extract('1122334455667788', token())).rejects.toMatchObject({
      kind: 'rate_limited',
      message: 'Facebook is rate limiting this account, try again in 12 minutes',
    });
    graph.failNext({ path: '/1122334455667788', error: { code: 80004, message: 'There have been too many calls' } });
    await expect(meta().extract('1122334455667788', token())).rejects.toMatchObject({
      kind: 'rate_limited',
      message: graphMessages.rateLimited(5),
    });
  });

  it.each([
    ['a 500', { status: 500, error: { code: 0, message: 'Internal error' } }],
    ['a 503 naming code 100', { status: 503, error: { code: 100, message: 'Service unavailable' } }],
    ['a transient code', { status: 400, error: { code: 2, message: 'Service temporarily unavailable' } }],
  ])('%s is Facebook being unreachable, never "not covered"', async (_, failure) => {
    graph.failNext({ path: '/1122334455667788', ...failure });
    const error = (await meta()
      .extract('1122334455667788', token())
      .catch((e: unknown) => e)) as ExtractionError;
    expect(error).toMatchObject({ kind: 'unavailable', message: graphMessages.transient });
  });

  it('no answer at all (nothing listening) is Facebook being unreachable too', async () => {
    const nowhere = createMetaAdLibraryExtractor(createGraphClient({ graphUrl: 'http://127.0.0.1:9', appId: 'a', appSecret: 's', fetch }));
    await expect(nowhere.extract('1122334455667788', 'token')).rejects.toMatchObject({
      kind: 'unavailable',
      message: graphMessages.transient,
    });
  });

  it('template-only copy gives an empty body (nothing usable)', async () => {
    const ad = await meta().extract('3344556677889900', token());
    expect(ad.body).toBe('');
    expect(ad.headline).toBeNull();
  });
});
