/**
 * POST /api/creative/score on the small account of score-model.test.ts (docs/analytics.md § Score before saving):
 * user A has 10 ads of 1,000 impressions, 4 tagged Offer with 30 clicks, 6 Benefit with 15 (statement hook, short
 * text, no emoji, 'Shop Now'). User B runs the opposite account; neither moves the other's score.
 */
import type { CreativeScore } from '@ads-creative/contracts/creative-score';
import type { CreativeTags } from '@ads-creative/contracts/creative-tags';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAd, createCampaign, expectError, type Headers } from '../../../../test/helpers/ads-fixtures.ts';
import { metricDay, writeMetrics } from '../../../../test/helpers/metrics-fixtures.ts';
import { createTestApp, signUp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { ads } from '../../../db/schema/campaigns.ts';

const tags = (angles: CreativeTags['angles']): CreativeTags => ({
  angles,
  hook: 'STATEMENT',
  length: 'SHORT',
  emoji: false,
  callToAction: 'SHOP_NOW',
  language: 'en',
  format: 'IMAGE',
  provider: null,
  anglesByUser: false,
});
/** The tagger reads it as Offer, command hook, short, no emoji, Shop Now. */
const OFFER_COPY = {
  headline: '30 % off every plan',
  primaryText: 'Save 30 % on every plan when you subscribe this month.',
  callToAction: 'SHOP_NOW',
};
/** Feature, statement hook: an angle neither account tried. */
const FEATURE_COPY = { headline: 'Meet our new desk', primaryText: 'Solid oak top and steel legs, 120 cm wide.', callToAction: 'SHOP_NOW' };

let t: TestApp;
const users: Record<'a' | 'b' | 'c', { headers: Headers; id: number; campaignId: number }> = {} as never;

async function account(key: 'a' | 'b' | 'c', results: { angle: 'OFFER' | 'BENEFIT'; clicks: number }[]) {
  const u = await signUp(t);
  const campaignId = (await createCampaign(t, u.headers, { name: `Campaign ${key}` })).id;
  users[key] = { headers: u.headers, id: u.user.id, campaignId };
  const days = [];
  for (const r of results) {
    const ad = await createAd(t, u.headers, { campaignId });
    await t.database.db
      .update(ads)
      .set({ tags: tags([r.angle]) })
      .where(eq(ads.id, ad.id));
    days.push(metricDay(ad.id, campaignId, '2026-11-20', [1000, r.clicks, '5.00', 0, '0']));
  }
  await writeMetrics(t.database.db, u.user.id, days, new Date('2026-11-21T00:00:00Z'));
}

const score = (key: 'a' | 'b' | 'c', body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/creative/score', headers: users[key].headers, payload: body });
const scoreOf = async (key: 'a' | 'b' | 'c', variations: unknown[]): Promise<CreativeScore> => {
  const res = await score(key, { campaignId: users[key].campaignId, variations });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const repeat = <T>(n: number, x: T) => Array.from({ length: n }, () => x);

beforeAll(async () => {
  t = await createTestApp();
  await account('a', [...repeat(4, { angle: 'OFFER' as const, clicks: 30 }), ...repeat(6, { angle: 'BENEFIT' as const, clicks: 15 })]);
  await account('c', repeat(9, { angle: 'OFFER' as const, clicks: 30 }));
});
afterAll(() => t.close());

describe('POST /api/creative/score', () => {
  it("scores each variation from the account's own tag results, in the order sent", async () => {
    const body = await scoreOf('a', [OFFER_COPY, FEATURE_COPY]);
    expect(body.enoughEvidence).toBe(true);
    expect(body.basis).toEqual({ ads: 10, impressions: 10_000 });
    const [offer, feature] = body.scores;
    // 2.1 % × 2.75/2.1 (Offer's shrunk lift); the command hook is new to the account and counts as average.
    expect(offer).toMatchObject({ score: 100, predictedCtr: 2.75, tags: { angles: ['OFFER'], hook: 'COMMAND' } });
    expect(offer?.reasons).toEqual([
      'Offer: +31 % CTR in your account (4 ads)',
      'Command hook: not tried in your account yet (counted as average)',
    ]);
    // Without a measured tag: the account's CTR; 6 ads (1.71 %) below it, 4 (2.685 %) above: score 60.
    expect(feature).toMatchObject({ score: 60, predictedCtr: 2.1, tags: { angles: ['FEATURE'] } });
    expect(feature?.low).toBeLessThan(2.1);
    expect(feature?.high).toBeGreaterThan(2.1);
  });

  it('answers no number and the reason while the account has too little evidence', async () => {
    const body = await scoreOf('c', [OFFER_COPY]);
    expect(body).toMatchObject({ enoughEvidence: false, basis: { ads: 9, impressions: 9000 } });
    expect(body.scores[0]).toMatchObject({ score: null, predictedCtr: null, low: null, high: null, tags: { angles: ['OFFER'] } });
    expect(body.scores[0]?.reasons).toEqual([
      'Not enough evidence yet: 9 ads with tags and 9,000 impressions in your account; the score needs 10 ads and 10,000 impressions.',
    ]);
  });

  it("one user's results never move another's score; another user's campaign is not found", async () => {
    const before = await scoreOf('a', [OFFER_COPY]);
    // B's account says the opposite: Offer loses.
    await account('b', [...repeat(4, { angle: 'OFFER' as const, clicks: 10 }), ...repeat(6, { angle: 'BENEFIT' as const, clicks: 30 })]);
    expect(await scoreOf('a', [OFFER_COPY])).toEqual(before);
    const b = await scoreOf('b', [OFFER_COPY]);
    expect(b.scores[0]?.predictedCtr).toBeLessThan(2.2);
    expect(b.scores[0]?.reasons[0]).toMatch(/^Offer: −\d+ % CTR in your account \(4 ads\)$/);
    expectError(await score('b', { campaignId: users.a.campaignId, variations: [OFFER_COPY] }), 404, 'NOT_FOUND', 'Campaign not found.');
  });

  it('takes 1 to 5 variations, each bounded like an ad', async () => {
    const send = (variations: unknown[]) => score('a', { campaignId: users.a.campaignId, variations });
    expectError(await send([]), 400, 'VALIDATION_ERROR');
    expectError(await send(repeat(6, OFFER_COPY)), 400, 'VALIDATION_ERROR');
    expectError(await send([{ ...OFFER_COPY, headline: 'x'.repeat(256) }]), 400, 'VALIDATION_ERROR');
    expectError(await send([{ ...OFFER_COPY, primaryText: 'x'.repeat(5001) }]), 400, 'VALIDATION_ERROR');
    expectError(await send([{ ...OFFER_COPY, callToAction: 'BUY_EVERYTHING' }]), 400, 'VALIDATION_ERROR');
    expect((await send(repeat(5, { headline: 'Just a headline' }))).statusCode).toBe(200);
  });
});
