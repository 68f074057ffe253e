/**
 * The snapshot loader on hand-made rows: every field from its columns, money in USD with analytics'
 * rates (a currency without a rate left out), today in the user's time zone, windows bounded, and
 * another user's rows never loaded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignDeliverySchedules } from '../../src/db/schema/optimization.ts';
import { usdRates } from '../../src/modules/analytics/index.ts';
import { createFacebookRepo } from '../../src/modules/facebook/facebook.repo.ts';
import type { EngineSnapshot } from '../../src/modules/optimization/engine/snapshot.ts';
import { loadSnapshot } from '../../src/modules/optimization/engine-run/load-snapshot.ts';
import { createSettingsRepo } from '../../src/modules/optimization/settings.repo.ts';
import { metricDay, writeMetrics } from '../helpers/metrics-fixtures.ts';
import { createTestApp, signUp, type TestApp } from '../helpers/test-app.ts';
import { seedAd, seedAiCall, seedCampaign, seedConnection, seedContent } from './opt-fixtures.ts';

// 20:00 UTC on 14 June is 03:00 on 15 June in Ho Chi Minh City (UTC+7).
const NOW = new Date('2026-06-14T20:00:00Z');
const rates = usdRates({ EUR: 0.5 });

describe('loadSnapshot', () => {
  let t: TestApp;
  let s: EngineSnapshot;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const me = (await signUp(t)).user.id as number;
    const other = (await signUp(t)).user.id as number;
    await seedConnection(db, me, 'Asia/Ho_Chi_Minh', 'EUR');
    await createSettingsRepo(db).put(
      me,
      { frequency: 'weekly', minConfidence: 0.8, autoAccept: true, excludedTypes: ['AD_SCHEDULING'] },
      NOW,
    );
    ids.campaign = await seedCampaign(db, me, { name: 'Shoes', dailyBudget: '10.00', updatedAt: new Date('2026-06-10T08:00:00Z') });
    ids.lifetime = await seedCampaign(db, me, {
      name: 'Hats',
      status: 'PAUSED',
      objective: 'TRAFFIC',
      budgetType: 'LIFETIME',
      dailyBudget: null,
      totalBudget: '300',
    });
    await db.insert(campaignDeliverySchedules).values({ campaignId: ids.lifetime, userId: me, excludedDays: ['SAT', 'SUN'] });
    ids.ad = await seedAd(db, me, ids.campaign, { name: 'Red shoes' });
    ids.oldAd = await seedAd(db, me, ids.campaign, { name: 'Old shoes', status: 'PAUSED' });
    ids.noCampaignAd = await seedAd(db, me, null, { name: 'Loose' });
    ids.preview = await seedAd(db, me, ids.campaign, { name: 'Preview', isPreview: true });
    const textCall = await seedAiCall(db, me, {
      provider: 'OPENAI',
      selected: true,
      costUsd: '0.020000',
      createdAt: new Date('2026-06-10T00:00:00Z'),
    });
    await seedAiCall(db, me, { provider: 'OPENAI', success: false, costUsd: null, createdAt: new Date('2026-06-11T00:00:00Z') });
    const imageCall = await seedAiCall(db, me, {
      provider: 'GEMINI',
      kind: 'image',
      costUsd: '0.040000',
      createdAt: new Date('2026-06-12T00:00:00Z'),
    });
    await seedAiCall(db, me, { provider: 'GEMINI', createdAt: new Date('2026-04-01T00:00:00Z') }); // before the 30 days
    ids.selected = await seedContent(db, ids.ad, {
      textCallId: textCall,
      imageUrl: '/api/media/generated/1/a.png',
      isSelected: true,
      createdAt: new Date('2026-06-10T00:00:00Z'),
    });
    ids.video = await seedContent(db, ids.ad, {
      imageCallId: imageCall,
      mediaFileUrl: '/api/media/uploads/1/clip.MP4',
      createdAt: new Date('2026-06-12T00:00:00Z'),
    });
    await seedContent(db, ids.ad, { title: 'typed by hand' }); // no AI call: not an AI content
    await writeMetrics(
      db,
      me,
      [
        metricDay(ids.ad, ids.campaign, '2026-06-14', [1000, 30, '5.00', 2, '40.00'], { currency: 'EUR', reach: 800 }),
        metricDay(ids.ad, ids.campaign, '2026-06-13', [900, 10, '100000.00', 1, '0.00'], { currency: 'VND', reach: 700 }),
        // The old ad's first delivery days (the fatigue baseline), long before the window, and a day just after them.
        ...['2026-03-01', '2026-03-07', '2026-03-08'].map((d) =>
          metricDay(ids.oldAd, ids.campaign, d, [500, 5, '1.00', 0, '0.00'], { currency: 'EUR' }),
        ),
        metricDay(ids.oldAd, ids.campaign, '2026-06-01', [400, 4, '2.00', 0, '0.00'], { currency: 'EUR' }),
      ],
      NOW,
    );
    // Another user's campaign, ad, metrics and calls.
    const theirs = await seedCampaign(db, other, { name: 'Theirs' });
    const theirAd = await seedAd(db, other, theirs);
    await writeMetrics(db, other, [metricDay(theirAd, theirs, '2026-06-14', [5, 5, '5.00', 5, '5.00'])], NOW);
    await seedAiCall(db, other, { provider: 'ANTHROPIC', createdAt: new Date('2026-06-12T00:00:00Z') });
    const fb = createFacebookRepo(db);
    s = await loadSnapshot(
      {
        db,
        rates,
        account: async (userId) => {
          const row = await fb.connection(userId);
          return { timezone: row?.timezone || 'UTC', currency: row?.currency || null };
        },
        settings: (userId) => createSettingsRepo(db).get(userId),
        availableProviders: async () => ['OPENAI', 'GEMINI'],
        defaultProvider: async () => 'OPENAI',
      },
      me,
      NOW,
    );
  });
  afterAll(() => t?.close());

  it("takes today in the ad account's time zone and now as the run's instant", () => {
    expect(s.today).toBe('2026-06-15');
    expect(s.now).toBe('2026-06-14T20:00:00.000Z');
  });

  it('loads every campaign of the user with budgets converted to USD from the ad account currency', () => {
    expect(s.campaigns.map((c) => c.name)).toEqual(['Shoes', 'Hats']);
    const [shoes, hats] = s.campaigns;
    expect(shoes).toMatchObject({
      id: ids.campaign,
      status: 'ACTIVE',
      objective: 'CONVERSIONS',
      budgetType: 'DAILY',
      dailyBudget: 20,
      totalBudget: null,
      hasDeliverySchedule: false,
    });
    expect(shoes?.lastChangedAt).toBe('2026-06-10T08:00:00.000Z');
    expect(hats).toMatchObject({
      status: 'PAUSED',
      objective: 'TRAFFIC',
      budgetType: 'LIFETIME',
      dailyBudget: null,
      totalBudget: 600,
      hasDeliverySchedule: true,
      ads: [],
    });
  });

  it('loads saved ads of a campaign (no previews, none without a campaign) with their selected content', () => {
    const ads = s.campaigns[0]?.ads ?? [];
    expect(ads.map((a) => a.name)).toEqual(['Red shoes', 'Old shoes']);
    expect(ads[0]?.selectedContent).toEqual({ contentId: ids.selected, provider: 'OPENAI', format: 'image' });
    expect(ads[1]).toMatchObject({ status: 'PAUSED', selectedContent: null });
  });

  it('converts spend and value to USD and leaves out a day whose currency has no rate', () => {
    const red = s.campaigns[0]?.ads[0];
    expect(red?.daily).toEqual([
      { date: '2026-06-14', impressions: 1000, reach: 800, clicks: 30, linkClicks: 30, spend: 10, conversions: 2, conversionValue: 80 },
    ]);
  });

  it("keeps the last 30 days and each ad's first 7 days of delivery, nothing else", () => {
    const old = s.campaigns[0]?.ads[1];
    expect(old?.daily.map((d) => d.date)).toEqual(['2026-03-01', '2026-03-07', '2026-06-01']);
    expect(old?.daily[0]?.spend).toBe(2);
  });

  it('loads AI contents with their provider and format, and the AI calls of the last 30 days per provider', () => {
    expect(s.contents).toEqual([
      { id: ids.selected, adId: ids.ad, provider: 'OPENAI', format: 'image', selected: true, createdAt: '2026-06-10T00:00:00.000Z' },
      { id: ids.video, adId: ids.ad, provider: 'GEMINI', format: 'video', selected: false, createdAt: '2026-06-12T00:00:00.000Z' },
    ]);
    expect(s.providerCalls).toEqual([
      { provider: 'GEMINI', calls: 1, successes: 1, selected: 0, costUsd: 0.04 },
      { provider: 'OPENAI', calls: 2, successes: 1, selected: 1, costUsd: 0.02 },
    ]);
  });

  it('carries the settings and the providers', () => {
    expect(s.settings).toEqual({
      frequency: 'weekly',
      minConfidence: 0.8,
      autoAccept: true,
      excludedTypes: ['AD_SCHEDULING'],
      targetRoi: 0,
      maxBudgetStepPercent: 20,
    });
    expect(s.defaultProvider).toBe('OPENAI');
    expect(s.availableProviders).toEqual(['OPENAI', 'GEMINI']);
  });

  it("never loads another user's rows", () => {
    expect(JSON.stringify(s)).not.toContain('Theirs');
    expect(s.providerCalls.map((p) => p.provider)).not.toContain('ANTHROPIC');
    expect(
      s.campaigns
        .flatMap((c) => c.ads)
        .flatMap((a) => a.daily)
        .some((d) => d.impressions === 5),
    ).toBe(false);
  });
});
