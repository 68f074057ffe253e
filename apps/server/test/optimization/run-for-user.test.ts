/**
 * runForUser end to end on metric series written through the sync's path: a campaign that spent $420
 * with no conversion is proposed for pausing, one with 3 conversions never is; a re-run refreshes rather
 * than doubles; runs at once make one; excluded types and minConfidence are honoured; auto-accept gets
 * the LOW-risk ones only; POST …/refresh answers the summary of the open ones.
 */
import type { RecommendationAction } from '@ads-creative/contracts/optimization';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recommendations } from '../../src/db/schema/optimization.ts';
import { addDays } from '../../src/lib/calendar.ts';
import { usdRates } from '../../src/modules/analytics/index.ts';
import { createEngineRunService } from '../../src/modules/optimization/engine-run/engine-run.service.ts';
import { createSettingsRepo } from '../../src/modules/optimization/settings.repo.ts';
import { summarize } from '../../src/modules/optimization/summary.ts';
import { queryRows } from '../helpers/ads-fixtures.ts';
import { createTestApp, signUp, type TestApp } from '../helpers/test-app.ts';
import { seedAd, seedAiCall, seedCampaign, seedContent, setClock, steadyDays } from './opt-fixtures.ts';

const TODAY = '2026-06-15';

interface Rec {
  id: number;
  type: string;
  target_id: string;
  status: string;
  priority: string;
  expected_impact: { confidence: number; expectedChange: number };
  has_action: boolean;
  action: RecommendationAction | null;
  updated_at: string;
  campaign_ids: number[];
}

describe('runForUser', () => {
  let t: TestApp;
  const autoAccepted: { userId: number; ids: number[] }[] = [];
  let service: ReturnType<typeof createEngineRunService>;

  const recsOf = (userId: number) =>
    queryRows<Rec>(
      t,
      sql`select id, type, target_id, status, priority, expected_impact, action, action is not null as has_action, updated_at::text as updated_at, campaign_ids
          from ${recommendations} where user_id = ${userId} order by id`,
    );

  /** A user with three $30-a-day campaigns over the last 14 days: no conversion, 42 at $50, and 3 at $50. */
  async function advertiser() {
    const db = t.database.db;
    const { user, headers } = await signUp(t);
    const userId = user.id as number;
    const leaky = await seedCampaign(db, userId, { name: 'Leaky' });
    const good = await seedCampaign(db, userId, { name: 'Good' });
    const three = await seedCampaign(db, userId, { name: 'Three' });
    for (const [campaign, conv] of [
      [leaky, () => 0],
      [good, () => 3],
      [three, (i: number) => (i % 5 === 0 ? 1 : 0)],
    ] as const) {
      const ad = await seedAd(db, userId, campaign);
      await steadyDays(db, userId, ad, campaign, TODAY, 14, (i) => [1000, 20, 30, conv(i), conv(i) * 50]);
    }
    return { userId, headers, leaky: String(leaky), three: String(three) };
  }

  beforeAll(async () => {
    t = await createTestApp();
    setClock(t, `${TODAY}T09:00:00.000Z`);
    const db = t.database.db;
    service = createEngineRunService({
      db,
      clock: t.clock.now,
      rates: usdRates({}),
      account: async () => ({ timezone: 'UTC', currency: null }),
      settings: createSettingsRepo(db),
      availableProviders: async () => ['OPENAI', 'GEMINI'],
      defaultProvider: async () => 'OPENAI',
      autoAccept: async (userId, ids) => void autoAccepted.push({ userId, ids }),
    });
  });
  afterAll(() => t?.close());

  it('proposes pausing the campaign that spent $420 without a conversion, never the one with 3 conversions', async () => {
    const { userId, leaky, three } = await advertiser();
    const result = await service.runForUser(userId, 'refresh');
    const recs = await recsOf(userId);
    expect(result.created.sort()).toEqual(recs.map((r) => r.id).sort());
    const pause = recs.filter((r) => r.type === 'CAMPAIGN_PAUSE');
    expect(pause.map((r) => r.target_id)).toEqual([leaky]);
    expect(pause[0]).toMatchObject({ status: 'PENDING', campaign_ids: [Number(leaky)], has_action: true });
    expect(recs.some((r) => r.target_id === three && r.type === 'CAMPAIGN_PAUSE')).toBe(false);
    const [settings] = await queryRows<{ last_run_at: string }>(
      t,
      sql`select last_run_at::text from optimization_settings where user_id = ${userId}`,
    );
    expect(new Date(settings?.last_run_at as string).toISOString()).toBe(`${TODAY}T09:00:00.000Z`);
  });

  it('a re-run an hour later refreshes the PENDING ones instead of adding a second', async () => {
    const { userId } = await advertiser();
    const first = await service.runForUser(userId, 'schedule');
    const before = await recsOf(userId);
    t.clock.advance(3_600_000);
    const second = await service.runForUser(userId, 'schedule');
    const after = await recsOf(userId);
    expect(second.created).toEqual([]);
    expect(second.refreshed.sort()).toEqual(first.created.sort());
    expect(after.map((r) => [r.id, r.type, r.target_id, r.status])).toEqual(before.map((r) => [r.id, r.type, r.target_id, r.status]));
    expect(after.every((r, i) => Date.parse(r.updated_at) - Date.parse(before[i]?.updated_at as string) === 3_600_000)).toBe(true);
    t.clock.advance(-3_600_000);
  });

  it('runs at once store each recommendation once (the open-key index; a losing create refreshes)', async () => {
    const { userId } = await advertiser();
    const results = await Promise.all([1, 2, 3].map(() => service.runForUser(userId, 'refresh')));
    const recs = await recsOf(userId);
    const keys = recs.map((r) => `${r.type}:${r.target_id}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(recs.some((r) => r.type === 'CAMPAIGN_PAUSE')).toBe(true);
    expect(results.flatMap((r) => r.created).sort()).toEqual(recs.map((r) => r.id).sort());
  });

  it('honours excluded types and minConfidence', async () => {
    const all = await advertiser();
    await service.runForUser(all.userId, 'refresh');
    const everything = await recsOf(all.userId);
    expect(everything.length).toBeGreaterThan(1);

    const excluding = await advertiser();
    await createSettingsRepo(t.database.db).put(
      excluding.userId,
      { frequency: 'daily', minConfidence: 0.7, autoAccept: false, excludedTypes: ['CAMPAIGN_PAUSE'] },
      t.clock.now(),
    );
    await service.runForUser(excluding.userId, 'refresh');
    expect((await recsOf(excluding.userId)).map((r) => r.type)).not.toContain('CAMPAIGN_PAUSE');

    const strict = await advertiser();
    const minConfidence = 0.95;
    await createSettingsRepo(t.database.db).put(
      strict.userId,
      { frequency: 'daily', minConfidence, autoAccept: false, excludedTypes: [] },
      t.clock.now(),
    );
    await service.runForUser(strict.userId, 'refresh');
    const kept = (await recsOf(strict.userId)).map((r) => r.type).sort();
    const expected = everything
      .filter((r) => r.expected_impact.confidence >= minConfidence)
      .map((r) => r.type)
      .sort();
    expect(kept).toEqual(expected);
    expect(expected.length).toBeLessThan(everything.length);
  });

  it('hands only LOW-risk recommendations to auto-accept, and only when the user turned it on', async () => {
    const db = t.database.db;
    const { userId } = await advertiser();
    // 60 GEMINI contents of which 30 chosen against 60 OPENAI with 6 chosen: a provider switch (LOW risk).
    const ad = await seedAd(db, userId, null, { name: 'Generated' });
    for (const [provider, chosen] of [
      ['OPENAI', 6],
      ['GEMINI', 30],
    ] as const) {
      for (let i = 0; i < 60; i++) {
        const call = await seedAiCall(db, userId, {
          provider,
          adId: ad,
          selected: i < chosen,
          createdAt: new Date(`${addDays(TODAY, -5)}T10:00:00Z`),
        });
        await seedContent(db, ad, { textCallId: call, createdAt: new Date(`${addDays(TODAY, -5)}T10:00:00Z`) });
      }
    }
    autoAccepted.length = 0;
    await service.runForUser(userId, 'refresh');
    expect(autoAccepted).toEqual([]);
    await createSettingsRepo(db).put(
      userId,
      { frequency: 'daily', minConfidence: 0.7, autoAccept: true, excludedTypes: [] },
      t.clock.now(),
    );
    await service.runForUser(userId, 'refresh');
    const recs = await recsOf(userId);
    const low = recs.filter((r) => ['AI_PROVIDER_SWITCH', 'CONTENT_TYPE_OPTIMIZATION', 'AD_CREATIVE_REFRESH'].includes(r.type));
    expect(low.map((r) => r.type)).toContain('AI_PROVIDER_SWITCH');
    expect(autoAccepted).toEqual([{ userId, ids: low.map((r) => r.id).sort((a, b) => a - b) }]);
  });

  it('POST /api/optimization/recommendations/refresh runs the engine and answers the summary of the open ones', async () => {
    const { userId, headers } = await advertiser();
    const res = await t.app.inject({ method: 'POST', url: '/api/optimization/recommendations/refresh', headers });
    expect(res.statusCode, res.body).toBe(200);
    const recs = await recsOf(userId);
    expect(recs.some((r) => r.type === 'CAMPAIGN_PAUSE')).toBe(true);
    expect(res.json()).toEqual(
      summarize(
        recs.map((r) => ({
          status: r.status as 'PENDING',
          priority: r.priority as 'HIGH',
          expectedImpact: r.expected_impact,
          action: r.action,
        })),
        () => false, // its campaigns are not published
      ),
    );
    expect(res.json().totalRecommendations).toBe(recs.length);
  });
});
