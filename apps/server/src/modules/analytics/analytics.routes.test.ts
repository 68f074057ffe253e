/**
 * /api/analytics on a small hand-made account whose every number is worked out below. Today is
 * Tuesday 24 November 2026 (UTC); 7d is 18–24 November, the previous period 11–17 November.
 *
 * Campaigns (created 10 November unless noted):
 *   Alpha  TRAFFIC      ACTIVE  daily 10.00                        → 7 days in each week: 70.00
 *   Beta   CONVERSIONS  PAUSED  lifetime 300.00, 1–30 November     → 300 × 7 / 30 = 70.00 a week
 *   Gamma  REACH        DRAFT   daily 50.00 (created 20 November)  → drafts hold no budget
 * Ads: 'Alpha ad' (ACTIVE) in Alpha, 'Beta ad' in Beta, 'Gamma ad' in Gamma (20 November, no delivery).
 * Delivery (impressions, clicks, spend, conversions, value):
 *   Alpha ad  15 Nov 1000 10  5.00 0  0      | 18 Nov 2000 40 20.00 2 60.00 | 24 Nov 1000 30 10.00 1 40.00
 *   Beta ad   16 Nov 1000 20 15.00 0  0      | 20 Nov 3000 30 30.00 0  0
 * So the week: 6,000 impressions, 100 clicks, 60.00 spent, 3 conversions worth 100.00; the week
 * before: 2,000 impressions, 30 clicks, 20.00 spent.
 * AI (20 November): OPENAI text call (1.25 USD, 2,000 ms, chosen) wrote Alpha ad's contents c11
 * (selected, with a FAL_AI picture: 0.75 USD, 3,000 ms) and c12; GEMINI's call (0.50, 1,000 ms,
 * chosen) wrote Beta ad's c21 (selected), c22, c23; a GEMINI call failed (500 ms); BUILTIN made a
 * call this morning (0 USD, 100 ms). An OPENAI content from 5 November (c10) is outside the week;
 * Gamma ad's content was typed by hand.
 */
import type { AnalyticsDashboard } from '@ads-creative/contracts/analytics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAd, createCampaign, expectError, type Headers } from '../../../test/helpers/ads-fixtures.ts';
import { metricDay, writeMetrics as write } from '../../../test/helpers/metrics-fixtures.ts';
import { createTestApp, signUp, type TestApp } from '../../../test/helpers/test-app.ts';
import type { Db } from '../../db/client.ts';
import { aiCalls } from '../../db/schema/ai.ts';
import { adContents } from '../../db/schema/campaigns.ts';
import { facebookConnections } from '../../db/schema/facebook.ts';
import type { DailyMetric } from '../metrics/daily-metric.ts';

const at = (iso: string) => new Date(iso);
const NOW = '2026-11-24T10:00:00Z';
const SYNCED = at('2026-11-24T09:00:00Z');

let t: TestApp;
let a: { headers: Headers; id: number };
let b: { headers: Headers; id: number };
const ids = { alpha: 0, beta: 0, gamma: 0, alphaAd: 0, betaAd: 0, gammaAd: 0, c11: 0, c12: 0, c21: 0, c10: 0 };

const setClock = (iso: string) => t.clock.advance(Date.parse(iso) - t.clock.now().getTime());
const get = (h: Headers, url: string) => t.app.inject({ method: 'GET', url, headers: h });
const json = async (h: Headers, url: string) => {
  const res = await get(h, url);
  expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
  return res.json();
};

const day = metricDay;
const writeMetrics = (db: Db, userId: number, rows: DailyMetric[]) => write(db, userId, rows, SYNCED);

beforeAll(async () => {
  t = await createTestApp();
  const ua = await signUp(t);
  const ub = await signUp(t);
  a = { headers: ua.headers, id: ua.user.id };
  b = { headers: ub.headers, id: ub.user.id };

  setClock('2026-11-10T12:00:00Z');
  ids.alpha = (await createCampaign(t, a.headers, { name: 'Alpha', objective: 'TRAFFIC', status: 'ACTIVE', dailyBudget: 10 })).id;
  ids.beta = (
    await createCampaign(t, a.headers, {
      name: 'Beta',
      objective: 'CONVERSIONS',
      status: 'PAUSED',
      budgetType: 'LIFETIME',
      totalBudget: 300,
      startDate: '2026-11-01',
      endDate: '2026-11-30',
    })
  ).id;
  ids.alphaAd = (await createAd(t, a.headers, { name: 'Alpha ad', campaignId: ids.alpha, status: 'ACTIVE' })).id;
  ids.betaAd = (await createAd(t, a.headers, { name: 'Beta ad', campaignId: ids.beta })).id;
  setClock('2026-11-20T12:00:00Z');
  ids.gamma = (await createCampaign(t, a.headers, { name: 'Gamma', objective: 'REACH', status: 'DRAFT', dailyBudget: 50 })).id;
  ids.gammaAd = (await createAd(t, a.headers, { name: 'Gamma ad', campaignId: ids.gamma })).id;
  setClock(NOW);

  const db = t.database.db;
  await writeMetrics(db, a.id, [
    day(ids.alphaAd, ids.alpha, '2026-11-15', [1000, 10, '5.00', 0, '0.00']),
    day(ids.alphaAd, ids.alpha, '2026-11-18', [2000, 40, '20.00', 2, '60.00']),
    day(ids.alphaAd, ids.alpha, '2026-11-24', [1000, 30, '10.00', 1, '40.00']),
    day(ids.betaAd, ids.beta, '2026-11-16', [1000, 20, '15.00', 0, '0.00']),
    day(ids.betaAd, ids.beta, '2026-11-20', [3000, 30, '30.00', 0, '0.00']),
  ]);

  const call = (over: Partial<typeof aiCalls.$inferInsert>) =>
    ({
      userId: a.id,
      provider: 'OPENAI',
      model: 'm',
      kind: 'text',
      latencyMs: 0,
      success: true,
      createdAt: at('2026-11-20T12:00:00Z'),
      ...over,
    }) as typeof aiCalls.$inferInsert;
  const [t0, t1, t2, , t4] = await db
    .insert(aiCalls)
    .values([
      call({ adId: ids.alphaAd, latencyMs: 1500, costUsd: '0.900000', createdAt: at('2026-11-05T12:00:00Z') }),
      call({ adId: ids.alphaAd, latencyMs: 2000, costUsd: '1.250000', selected: true }),
      call({ adId: ids.betaAd, provider: 'GEMINI', latencyMs: 1000, costUsd: '0.500000', selected: true }),
      call({ provider: 'GEMINI', latencyMs: 500, success: false, errorClass: 'timeout' }),
      call({ adId: ids.alphaAd, provider: 'FAL_AI', kind: 'image', images: 1, latencyMs: 3000, costUsd: '0.750000', selected: true }),
      call({ provider: 'BUILTIN', latencyMs: 100, costUsd: '0', createdAt: at('2026-11-24T08:00:00Z') }),
    ])
    .returning({ id: aiCalls.id });
  const content = (over: Partial<typeof adContents.$inferInsert>) =>
    ({ adId: ids.alphaAd, body: 'Body', createdAt: at('2026-11-20T12:00:00Z'), ...over }) as typeof adContents.$inferInsert;
  const contents = await db
    .insert(adContents)
    .values([
      content({ title: 'Old idea', textCallId: t0!.id, createdAt: at('2026-11-05T12:00:00Z') }),
      content({
        title: 'Alpha headline',
        description: 'Fast',
        callToAction: 'SHOP_NOW',
        textCallId: t1!.id,
        imageCallId: t4!.id,
        isSelected: true,
      }),
      content({ title: 'Alpha alt', callToAction: 'SHOP_NOW', textCallId: t1!.id }),
      content({ adId: ids.betaAd, title: 'Beta headline', callToAction: 'LEARN_MORE', textCallId: t2!.id, isSelected: true }),
      content({ adId: ids.betaAd, title: 'Beta alt 1', textCallId: t2!.id }),
      content({ adId: ids.betaAd, title: 'Beta alt 2', textCallId: t2!.id }),
      content({ adId: ids.gammaAd, title: 'Typed by hand', isSelected: true }),
    ])
    .returning({ id: adContents.id });
  [ids.c10, ids.c11, ids.c12, ids.c21] = contents.map((c) => c.id) as [number, number, number, number];
});
afterAll(() => t.close());

describe('/api/analytics on the hand-made account', () => {
  it('asks for a session', async () => {
    expectError(await t.app.inject('/api/analytics/dashboard'), 401, 'UNAUTHORIZED');
    expectError(await t.app.inject('/api/analytics/campaign/1'), 401, 'UNAUTHORIZED');
  });

  it('KPIs: counts and their growth, impressions, CTR, budget, ROI, AI content and savings', async () => {
    const k = await json(a.headers, '/api/analytics/kpis?timeRange=7d');
    expect(k.meta).toEqual({
      timeRange: '7d',
      since: '2026-11-18',
      until: '2026-11-24',
      previousSince: '2026-11-11',
      previousUntil: '2026-11-17',
      timezone: 'UTC',
      currency: 'USD',
      unconvertedCurrencies: [],
      metricsSources: ['sandbox'],
    });
    const { meta: _, ...kpis } = k;
    expect(kpis).toEqual({
      totalCampaigns: 3,
      campaignGrowth: 50, // 2 existed before 18 November
      totalAds: 3,
      adGrowth: 50,
      totalImpressions: 6000,
      impressionGrowth: 200, // 2,000 → 6,000
      averageCTR: 1.67, // 100 / 6,000
      totalBudget: 140, // 70 + 70
      budgetGrowth: 0, // 140 the week before too
      roi: 66.67, // (100 − 60) / 60
      contentGenerated: 5, // c11, c12, c21, c22, c23
      aiCostSavings: 90, // 5 × 18.50 − (1.25 + 0.50 + 0.75 + 0)
    });
  });

  it('trends per day with peak, average and trend of the chosen metric', async () => {
    const r = await json(a.headers, '/api/analytics/trends?timeRange=7d');
    expect(r.metric).toBe('impressions');
    expect(r.granularity).toBe('day');
    expect(r.series.map((p: { value: number }) => p.value)).toEqual([2000, 0, 3000, 0, 0, 0, 1000]);
    // Peak 3,000 on the 20th; 6,000 / 7 = 857.14; last 3 days 1,000 against first 3 days 5,000: −80 %.
    expect(r.stats).toEqual({ peak: { timestamp: '2026-11-20', value: 3000 }, average: 857.14, trend: -80 });
    expect(r.performanceTrends[0]).toEqual({
      timestamp: '2026-11-18',
      period: 'day',
      metrics: { impressions: 2000, clicks: 40, ctr: 2, cpc: 0.5, conversions: 2, spend: 20 },
    });
    const ctr = await json(a.headers, '/api/analytics/trends?timeRange=7d&metric=ctr');
    // 100 / 6,000, the ratio of the sums.
    expect(ctr.stats.average).toBe(1.67);
    const year = await json(a.headers, '/api/analytics/trends?timeRange=1y&metric=spend');
    expect(year.granularity).toBe('week');
    expect(year.performanceTrends).toHaveLength(53);
    // The week of Monday 16 November holds the 16th, 18th and 20th: 15 + 20 + 30.
    expect(year.series.find((p: { timestamp: string }) => p.timestamp === '2026-11-16')).toEqual({ timestamp: '2026-11-16', value: 65 });
  });

  it('the campaign table: rows over the range, sorted and paged by the server', async () => {
    const page = await json(a.headers, '/api/analytics/campaigns?timeRange=7d');
    expect(page).toMatchObject({ totalElements: 3, totalPages: 1, number: 0, size: 10, sortBy: 'campaignName', sortDirection: 'asc' });
    expect(page.content).toEqual([
      {
        campaignId: ids.alpha,
        campaignName: 'Alpha',
        objective: 'TRAFFIC',
        status: 'ACTIVE',
        budgetType: 'DAILY',
        budget: 70,
        spent: 30,
        budgetUtilization: 42.86, // 30 / 70
        impressions: 3000,
        clicks: 70,
        ctr: 2.33,
        cpc: 0.43, // 30 / 70
        roi: 233.33, // (100 − 30) / 30
        conversions: 3,
        conversionValue: 100,
      },
      {
        campaignId: ids.beta,
        campaignName: 'Beta',
        objective: 'CONVERSIONS',
        status: 'PAUSED',
        budgetType: 'LIFETIME',
        budget: 70,
        spent: 30,
        budgetUtilization: 42.86,
        impressions: 3000,
        clicks: 30,
        ctr: 1,
        cpc: 1,
        roi: -100,
        conversions: 0,
        conversionValue: 0,
      },
      {
        campaignId: ids.gamma,
        campaignName: 'Gamma',
        objective: 'REACH',
        status: 'DRAFT',
        budgetType: 'DAILY',
        budget: 0,
        spent: 0,
        budgetUtilization: null,
        impressions: 0,
        clicks: 0,
        ctr: null,
        cpc: null,
        roi: null,
        conversions: 0,
        conversionValue: 0,
      },
    ]);
    const names = async (query: string) =>
      (await json(a.headers, `/api/analytics/campaigns?timeRange=7d&${query}`)).content.map(
        (c: { campaignName: string }) => c.campaignName,
      );
    expect(await names('sortBy=roi&sortDirection=desc')).toEqual(['Alpha', 'Beta', 'Gamma']);
    // Nulls ('—') last in either direction.
    expect(await names('sortBy=ctr&sortDirection=asc')).toEqual(['Beta', 'Alpha', 'Gamma']);
    expect(await names('sortBy=impressions&sortDirection=desc')).toEqual(['Alpha', 'Beta', 'Gamma']); // a tie, then by name
    expect(await names('status=PAUSED')).toEqual(['Beta']);
    expect(await names('objective=REACH')).toEqual(['Gamma']);
    expect(await names('status=')).toEqual(['Alpha', 'Beta', 'Gamma']);
    const second = await json(a.headers, '/api/analytics/campaigns?timeRange=7d&size=2&page=1');
    expect(second).toMatchObject({ totalElements: 3, totalPages: 2, number: 1, size: 2 });
    expect(second.content.map((c: { campaignName: string }) => c.campaignName)).toEqual(['Gamma']);
  });

  it('the ads table, with the provider of each ad’s selected content', async () => {
    const page = await json(a.headers, '/api/analytics/ads?timeRange=7d&sortBy=spent&sortDirection=desc');
    expect(page.totalElements).toBe(3);
    expect(page.content[0]).toEqual({
      adId: ids.alphaAd,
      adName: 'Alpha ad',
      campaignId: ids.alpha,
      campaignName: 'Alpha',
      status: 'ACTIVE',
      adType: 'PAGE_POST_AD',
      headline: 'Big summer sale',
      aiProvider: 'OPENAI',
      impressions: 3000,
      clicks: 70,
      ctr: 2.33,
      cpc: 0.43,
      spent: 30,
      conversions: 3,
      conversionValue: 100,
      roi: 233.33,
    });
    expect(page.content.map((r: { adName: string }) => r.adName)).toEqual(['Alpha ad', 'Beta ad', 'Gamma ad']);
    const gemini = await json(a.headers, '/api/analytics/ads?timeRange=7d&aiProvider=GEMINI');
    expect(gemini.content.map((r: { adId: number }) => r.adId)).toEqual([ids.betaAd]);
    const active = await json(a.headers, '/api/analytics/ads?timeRange=7d&status=ACTIVE&adType=PAGE_POST_AD');
    expect(active.content.map((r: { adId: number }) => r.adId)).toEqual([ids.alphaAd]);
    // The week before: Alpha ad 1,000 impressions, Beta ad 1,000.
    const before = await json(a.headers, '/api/analytics/ads?timeRange=30d&sortBy=impressions&sortDirection=desc');
    expect(before.content.map((r: { impressions: number }) => r.impressions)).toEqual([4000, 4000, 0]);
  });

  it('AI providers: calls, selection, cost, the most used and the best performing (shrunk CTR)', async () => {
    const p = await json(a.headers, '/api/analytics/ai-providers?timeRange=7d');
    expect(p.mostUsedProvider).toBe('GEMINI'); // 2 calls
    // p0 = 100 / 6,000; τ² = (2 × 3,000 × 0.006667² − 0.016667) / (6,000 − 3,000) = 0.0000833;
    // OPENAI (Alpha ad, 70 / 3,000): V = p0 / 3,000 + τ² → w = 0.4839 → 1.6667 % + 0.4839 × 0.6667 % = 1.99 %.
    expect(p.bestPerformingProvider).toBe('OPENAI');
    expect(p.totalAICost).toBe(2.5);
    expect(p.estimatedSavings).toBe(90);
    expect(p.providerMetrics).toEqual({
      BUILTIN: {
        selectionRate: 0,
        contentCount: 0,
        successRate: 100,
        averageResponseTime: 100,
        totalCost: 0,
        calls: 1,
        adCount: 0,
        impressions: 0,
        clicks: 0,
        ctr: null,
        adjustedCtr: null,
      },
      FAL_AI: {
        selectionRate: 100,
        contentCount: 1, // c11's picture
        successRate: 100,
        averageResponseTime: 3000,
        totalCost: 0.75,
        calls: 1,
        adCount: 0,
        impressions: 0,
        clicks: 0,
        ctr: null,
        adjustedCtr: null,
      },
      GEMINI: {
        selectionRate: 100, // its one successful call was chosen
        contentCount: 3,
        successRate: 50,
        averageResponseTime: 750,
        totalCost: 0.5,
        calls: 2,
        adCount: 1,
        impressions: 3000,
        clicks: 30,
        ctr: 1,
        adjustedCtr: 1.34, // 1.6667 % − 0.4839 × 0.6667 %
      },
      OPENAI: {
        selectionRate: 100,
        contentCount: 2,
        successRate: 100,
        averageResponseTime: 2000,
        totalCost: 1.25,
        calls: 1,
        adCount: 1,
        impressions: 3000,
        clicks: 70,
        ctr: 2.33,
        adjustedCtr: 1.99,
      },
    });
  });

  it('budget: allocated, spent, pace, depletion, breakdown by objective, the daily points', async () => {
    const { meta: _, ...budget } = await json(a.headers, '/api/analytics/budget?timeRange=7d');
    expect(budget).toEqual({
      totalBudgetAllocated: 140,
      totalBudgetSpent: 60,
      budgetUtilizationRate: 42.86,
      averageDailySpend: 8.57, // 60 / 7 (the data starts before the range)
      projectedMonthlySpend: 257.14, // 60 / 7 × 30 = 257.142…, from the unrounded pace
      remainingBudget: 80,
      daysUntilDepletion: 9.3, // 80 / 8.57
      budgetBreakdown: [
        { category: 'CONVERSIONS', amount: 70, percentage: 50 },
        { category: 'TRAFFIC', amount: 70, percentage: 50 },
      ],
      spendingTrends: [
        { timestamp: '2026-11-18', amount: 20 },
        { timestamp: '2026-11-19', amount: 0 },
        { timestamp: '2026-11-20', amount: 30 },
        { timestamp: '2026-11-21', amount: 0 },
        { timestamp: '2026-11-22', amount: 0 },
        { timestamp: '2026-11-23', amount: 0 },
        { timestamp: '2026-11-24', amount: 10 },
      ],
    });
  });

  it('content: generated, selected, types, provider selection rates and the top contents by score', async () => {
    const { meta: _, ...content } = await json(a.headers, '/api/analytics/content?timeRange=7d');
    expect(content).toEqual({
      totalContentGenerated: 5,
      selectedContent: 2,
      selectionRate: 40,
      contentTypeDistribution: { headline: 5, primary_text: 5, description: 1, call_to_action: 3, image: 1, video: 0 },
      aiProviderPerformance: { FAL_AI: 100, GEMINI: 33.33, OPENAI: 50 },
      topPerformingContent: [
        // Alpha ad: r_ctr = 1.375 (w = 0.9375), conversions per click 3 / 70 against 3 / 100: r_conv = 1.1382;
        // r = √(1.375 × 1.1382) = 1.2510 → 10,000 × r / (1 + r) = 5,557.6.
        {
          contentId: ids.c11,
          adId: ids.alphaAd,
          headline: 'Alpha headline',
          aiProvider: 'OPENAI',
          impressions: 3000,
          clicks: 70,
          ctr: 2.33,
          conversions: 3,
          performanceScore: 5558,
        },
        // Beta ad: r_ctr = 0.625, r_conv = 0.8305, r = 0.7205 → 4,187.6.
        {
          contentId: ids.c21,
          adId: ids.betaAd,
          headline: 'Beta headline',
          aiProvider: 'GEMINI',
          impressions: 3000,
          clicks: 30,
          ctr: 1,
          conversions: 0,
          performanceScore: 4188,
        },
      ],
      topContentSummary: { count: 2, averagePerformanceScore: 4873, totalImpressions: 6000, averageCTR: 1.67 },
    });
  });

  it('summary: totals against the previous period, counts, budget and AI', async () => {
    const { meta: _, ...s } = await json(a.headers, '/api/analytics/summary?timeRange=7d');
    expect(s).toEqual({
      totals: { impressions: 6000, clicks: 100, conversions: 3, conversionValue: 100, spent: 60, ctr: 1.67, cpc: 0.6, roi: 66.67 },
      previousTotals: { impressions: 2000, clicks: 30, conversions: 0, conversionValue: 0, spent: 20, ctr: 1.5, cpc: 0.67, roi: -100 },
      changes: {
        impressions: 200,
        clicks: 233.33,
        conversions: null,
        conversionValue: null,
        spent: 200,
        ctr: 11.33, // 1.50 % → 1.67 %
        cpc: -10.45, // 0.67 → 0.60
        roi: 166.67, // −100 % → 66.67 %
      },
      campaigns: { total: 3, active: 1, withDelivery: 2 },
      ads: { total: 3, active: 1, withDelivery: 2 },
      budget: { allocated: 140, spent: 60, utilization: 42.86 },
      ai: { contentGenerated: 5, selectedContent: 2, totalAICost: 2.5, aiCostSavings: 90 },
    });
  });

  it('the dashboard holds every part in `data`', async () => {
    const body: AnalyticsDashboard = await json(a.headers, '/api/analytics/dashboard?timeRange=7d');
    const kpis = await json(a.headers, '/api/analytics/kpis?timeRange=7d');
    const { meta, ...kpiMetrics } = kpis;
    expect(body.data.meta).toEqual(meta);
    expect(body.data.kpiMetrics).toEqual(kpiMetrics);
    expect(body.data.performanceTrends).toHaveLength(7);
    expect(body.data.campaignAnalytics.content.map((c) => c.campaignName)).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(body.data.aiProviderAnalytics.bestPerformingProvider).toBe('OPENAI');
    expect(body.data.budgetAnalytics.totalBudgetAllocated).toBe(140);
    expect(body.data.contentAnalytics.topPerformingContent.map((c) => c.contentId)).toEqual([ids.c11, ids.c21]);
    // The default range is 30d.
    expect((await json(a.headers, '/api/analytics/dashboard')).data.meta.timeRange).toBe('30d');
  });

  it('insights say what changed, with the numbers', async () => {
    const { insights } = await json(a.headers, '/api/analytics/insights?timeRange=7d');
    const byId = (id: string) => insights.find((i: { id: string }) => i.id === id);
    expect(byId('impressions-change')).toMatchObject({
      severity: 'positive',
      title: 'Impressions rose +200%',
      message: 'Impressions rose from 2,000 to 6,000 (+200%) compared with the previous 7 days.',
      value: 6000,
      previousValue: 2000,
      change: 200,
    });
    expect(byId('budget-utilization')).toMatchObject({
      title: 'Low utilization - Room for increased spending',
      message: '$60.00 of $140.00 spent: 42.86% of the budget.',
    });
    expect(byId('spend-without-conversions')).toMatchObject({
      message: 'Beta spent $30.00 with no conversions (30 clicks).',
      entity: { type: 'campaign', id: ids.beta, name: 'Beta' },
    });
    expect(byId('best-campaign-ctr')?.entity).toEqual({ type: 'campaign', id: ids.alpha, name: 'Alpha' });
    expect(byId('weakest-campaign-ctr')?.entity).toEqual({ type: 'campaign', id: ids.beta, name: 'Beta' });
    expect(byId('selection-rate')).toMatchObject({ title: 'Selection rate is average', value: 40 });
    expect(byId('content-volume')).toMatchObject({ title: 'Content volume: building', value: 5 });
    expect(byId('best-provider')).toMatchObject({ entity: { type: 'provider', id: 'OPENAI', name: 'OPENAI' }, value: 1.99 });
    expect(byId('ai-cost-savings')).toMatchObject({ title: 'AI content saved about $90.00' });
  });

  it('compare: the range against the previous period, a year before, or any period', async () => {
    const previous = await json(a.headers, '/api/analytics/compare?current=7d&comparison=previous');
    expect(previous.current).toMatchObject({ since: '2026-11-18', until: '2026-11-24', days: 7, totals: { impressions: 6000, spent: 60 } });
    expect(previous.comparison).toMatchObject({
      since: '2026-11-11',
      until: '2026-11-17',
      days: 7,
      totals: { impressions: 2000, spent: 20 },
    });
    expect(previous.changes).toMatchObject({ impressions: 200, spent: 200 });
    const year = await json(a.headers, '/api/analytics/compare?current=7d&comparison=year');
    expect(year.comparison).toMatchObject({ since: '2025-11-18', until: '2025-11-24', totals: { impressions: 0, ctr: null } });
    expect(year.changes.impressions).toBeNull();
    const spans = await json(a.headers, '/api/analytics/compare?current=2026-11-18..2026-11-20&comparison=2026-11-15..2026-11-16');
    expect(spans.current).toMatchObject({ days: 3, totals: { impressions: 5000, clicks: 70, spent: 50 } });
    expect(spans.comparison).toMatchObject({ days: 2, totals: { impressions: 2000, clicks: 30, spent: 20 } });
    expect(spans.changes.impressions).toBe(150);
  });

  it('compare: a time range as the comparison is that many days before the current period', async () => {
    // 3 days (18–20 November) against the 7 days before them, 11–17 November: 2,000 impressions, 20.00 spent.
    const res = await json(a.headers, '/api/analytics/compare?current=2026-11-18..2026-11-20&comparison=7d');
    expect(res.comparison).toMatchObject({ since: '2026-11-11', until: '2026-11-17', days: 7, totals: { impressions: 2000, spent: 20 } });
    expect(res.changes).toMatchObject({ impressions: 150, spent: 150 }); // 5,000 against 2,000; 50.00 against 20.00
    const month = await json(a.headers, '/api/analytics/compare?current=7d&comparison=30d');
    expect(month.comparison).toMatchObject({ since: '2026-10-19', until: '2026-11-17', days: 30, totals: { impressions: 2000 } });
  });

  it('realtime: today and yesterday, the last sync, and what happened in the last 24 hours', async () => {
    const r = await json(a.headers, '/api/analytics/realtime');
    expect(r).toMatchObject({
      since: '2026-11-23T10:00:00.000Z',
      until: '2026-11-24T10:00:00.000Z',
      timezone: 'UTC',
      today: { date: '2026-11-24', totals: { impressions: 1000, clicks: 30, spent: 10, conversions: 1, conversionValue: 40, roi: 300 } },
      yesterday: { date: '2026-11-23', totals: { impressions: 0, ctr: null } },
      lastSyncedAt: '2026-11-24T09:00:00.000Z',
      activeCampaigns: 1,
      activeAds: 1,
      last24h: { aiCalls: 1, failedAiCalls: 0, aiCost: 0, contentGenerated: 0, campaignsCreated: 0, adsCreated: 0 },
      metricsSources: ['sandbox'],
    });
  });

  it('filters: the values the user has', async () => {
    expect(await json(a.headers, '/api/analytics/filters')).toEqual({
      timeRanges: ['7d', '30d', '90d', '1y'],
      defaultTimeRange: '30d',
      metrics: ['impressions', 'clicks', 'ctr', 'cpc', 'conversions', 'spend'],
      campaignSortFields: ['campaignName', 'impressions', 'clicks', 'ctr', 'spent', 'roi'],
      adSortFields: ['adName', 'impressions', 'clicks', 'ctr', 'spent', 'roi'],
      campaignStatuses: ['DRAFT', 'ACTIVE', 'PAUSED'],
      objectives: ['REACH', 'TRAFFIC', 'CONVERSIONS'],
      adStatuses: ['DRAFT', 'ACTIVE'],
      adTypes: ['PAGE_POST_AD'],
      aiProviders: ['BUILTIN', 'OPENAI', 'GEMINI', 'FAL_AI'],
      contentTypes: ['headline', 'primary_text', 'description', 'call_to_action', 'image', 'video'],
      metricsSources: ['sandbox'],
    });
  });

  it("one campaign: its KPIs against the week before, every day, its ads; someone else's is 404", async () => {
    const c = await json(a.headers, `/api/analytics/campaign/${ids.alpha}?timeRange=7d`);
    expect(c.campaign).toEqual({
      campaignId: ids.alpha,
      campaignName: 'Alpha',
      objective: 'TRAFFIC',
      status: 'ACTIVE',
      budgetType: 'DAILY',
      dailyBudget: 10,
      totalBudget: null,
      startDate: null,
      endDate: null,
    });
    expect(c.kpis).toEqual({
      impressions: 3000,
      clicks: 70,
      conversions: 3,
      conversionValue: 100,
      spent: 30,
      ctr: 2.33,
      cpc: 0.43,
      roi: 233.33,
      budget: 70,
      budgetUtilization: 42.86,
    });
    expect(c.previous).toMatchObject({ impressions: 1000, clicks: 10, spent: 5, ctr: 1, cpc: 0.5, roi: -100 });
    expect(c.daily).toHaveLength(7);
    expect(c.daily[0]).toEqual({
      date: '2026-11-18',
      impressions: 2000,
      clicks: 40,
      ctr: 2,
      cpc: 0.5,
      conversions: 2,
      conversionValue: 60,
      spend: 20,
    });
    expect(c.daily[1]).toEqual({
      date: '2026-11-19',
      impressions: 0,
      clicks: 0,
      ctr: null,
      cpc: null,
      conversions: 0,
      conversionValue: 0,
      spend: 0,
    });
    expect(c.ads.map((x: { adId: number }) => x.adId)).toEqual([ids.alphaAd]);
    expectError(await get(b.headers, `/api/analytics/campaign/${ids.alpha}`), 404, 'NOT_FOUND', 'Campaign not found.');
    expectError(await get(a.headers, '/api/analytics/campaign/2147483648'), 404, 'NOT_FOUND');
  });

  it("one ad: its KPIs, days and contents with the selected one's score; someone else's is 404", async () => {
    const r = await json(a.headers, `/api/analytics/ad/${ids.alphaAd}?timeRange=7d`);
    expect(r.ad).toEqual({
      adId: ids.alphaAd,
      adName: 'Alpha ad',
      campaignId: ids.alpha,
      campaignName: 'Alpha',
      status: 'ACTIVE',
      adType: 'PAGE_POST_AD',
      headline: 'Big summer sale',
      aiProvider: 'OPENAI',
    });
    expect(r.kpis).toEqual({
      impressions: 3000,
      clicks: 70,
      conversions: 3,
      conversionValue: 100,
      spent: 30,
      ctr: 2.33,
      cpc: 0.43,
      roi: 233.33,
    });
    expect(r.previous).toMatchObject({ impressions: 1000, spent: 5 });
    expect(r.daily.map((d: { impressions: number }) => d.impressions)).toEqual([2000, 0, 0, 0, 0, 0, 1000]);
    expect(
      r.contents.map((c: { contentId: number; isSelected: boolean; performanceScore: number | null; aiProvider: string }) => [
        c.contentId,
        c.aiProvider,
        c.isSelected,
        c.performanceScore,
      ]),
    ).toEqual([
      [ids.c10, 'OPENAI', false, null],
      [ids.c11, 'OPENAI', true, 5558],
      [ids.c12, 'OPENAI', false, null],
    ]);
    expectError(await get(b.headers, `/api/analytics/ad/${ids.alphaAd}`), 404, 'NOT_FOUND', 'Ad not found.');
  });

  it('another user sees only their own (empty) numbers', async () => {
    const { data } = await json(b.headers, '/api/analytics/dashboard?timeRange=7d');
    expect(data.kpiMetrics).toEqual({
      totalCampaigns: 0,
      campaignGrowth: null,
      totalAds: 0,
      adGrowth: null,
      totalImpressions: 0,
      impressionGrowth: null,
      averageCTR: null,
      totalBudget: 0,
      budgetGrowth: null,
      roi: null,
      contentGenerated: 0,
      aiCostSavings: 0,
    });
    expect(data.meta.metricsSources).toEqual([]);
    expect(data.campaignAnalytics).toMatchObject({ content: [], totalElements: 0, totalPages: 0 });
    expect(data.aiProviderAnalytics).toEqual({
      mostUsedProvider: null,
      bestPerformingProvider: null,
      totalAICost: 0,
      estimatedSavings: 0,
      providerMetrics: {},
    });
    expect(data.budgetAnalytics).toMatchObject({
      totalBudgetAllocated: 0,
      budgetUtilizationRate: null,
      averageDailySpend: 0,
      daysUntilDepletion: null,
      budgetBreakdown: [],
    });
    expect(data.contentAnalytics).toMatchObject({ totalContentGenerated: 0, selectionRate: null, topPerformingContent: [] });
    expect(
      data.performanceTrends.every(
        (p: { metrics: { impressions: number; ctr: null } }) => p.metrics.impressions === 0 && p.metrics.ctr === null,
      ),
    ).toBe(true);
    const { insights } = await json(b.headers, '/api/analytics/insights');
    expect(insights.map((i: { id: string }) => i.id)).toEqual(['no-delivery', 'content-volume']);
  });

  it('unknown query values are 400 naming the allowed ones', async () => {
    const bad = async (url: string, message: string) => expectError(await get(a.headers, url), 400, 'VALIDATION_ERROR', message);
    await bad('/api/analytics/kpis?timeRange=2y', 'timeRange must be one of 7d, 30d, 90d, 1y.');
    await bad('/api/analytics/trends?metric=reach', 'metric must be one of impressions, clicks, ctr, cpc, conversions, spend.');
    await bad('/api/analytics/campaigns?sortBy=budget', 'sortBy must be one of campaignName, impressions, clicks, ctr, spent, roi.');
    await bad('/api/analytics/campaigns?status=ARCHIVED', 'status must be one of DRAFT, ACTIVE, PAUSED, COMPLETED, FAILED.');
    await bad('/api/analytics/campaigns?sortDirection=up', 'sortDirection must be one of asc, desc.');
    await bad(
      '/api/analytics/ads?aiProvider=CHATGPT',
      'aiProvider must be one of BUILTIN, OPENAI, GEMINI, ANTHROPIC, HUGGINGFACE, FAL_AI, STABLE_DIFFUSION.',
    );
    await bad('/api/analytics/ads?adType=VIDEO', 'adType must be one of PAGE_POST_AD, WEBSITE_CONVERSION_AD, LEAD_FORM_AD.');
    await bad('/api/analytics/campaigns?page=-1', 'page must be a whole number.');
    await bad(
      '/api/analytics/compare?comparison=lastweek',
      'comparison must be previous, year, one of 7d, 30d, 90d, 1y or a period YYYY-MM-DD..YYYY-MM-DD.',
    );
    await bad(
      '/api/analytics/compare?current=2026-02-30..2026-03-01',
      'current must be one of 7d, 30d, 90d, 1y or a period YYYY-MM-DD..YYYY-MM-DD.',
    );
    await bad(
      '/api/analytics/compare?current=2026-03-02..2026-03-01',
      'current must be one of 7d, 30d, 90d, 1y or a period YYYY-MM-DD..YYYY-MM-DD.',
    );
    await bad('/api/analytics/ad/abc', 'The id must be a positive whole number.');
  });

  it('the dashboard configuration: any JSON object up to 64 KB, kept as sent', async () => {
    const save = (h: Headers, payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/analytics/dashboard/config',
        headers: { ...h, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
    expect(await json(a.headers, '/api/analytics/dashboard/config')).toEqual({});
    const config = { sections: ['kpis', 'trends'], chart: { metric: 'ctr' }, note: 'Báo cáo tuần 🎯' };
    expect((await save(a.headers, config)).json()).toEqual(config);
    expect(await json(a.headers, '/api/analytics/dashboard/config')).toEqual(config);
    expect(await json(b.headers, '/api/analytics/dashboard/config')).toEqual({});
    // It is not the dashboard's configuration.
    expect(await json(a.headers, '/api/dashboard/config')).toEqual({});
    expect((await save(a.headers, { blob: 'x'.repeat(40 * 1024) })).statusCode).toBe(200); // over the dashboard's 16 KB, under 64 KB
    expectError(
      await save(a.headers, { blob: 'x'.repeat(64 * 1024) }),
      413,
      'PAYLOAD_TOO_LARGE',
      'The analytics configuration must be at most 64 KB.',
    );
    expectError(await save(a.headers, [1, 2]), 400, 'VALIDATION_ERROR');
    expectError(
      await save(a.headers, { note: 'a\u0000b' }),
      400,
      'VALIDATION_ERROR',
      'The analytics configuration contains text that cannot be stored.',
    );
  });
});

describe('time zone, midnight, and an account of one day', () => {
  it("the range follows the user's ad account time zone: today turns at its midnight", async () => {
    const c = await signUp(t);
    await t.database.db.insert(facebookConnections).values({ userId: c.user.id, timezone: 'Asia/Ho_Chi_Minh', currency: 'USD' });
    const campaign = await createCampaign(t, c.headers, { name: 'Saigon' });
    const ad = await createAd(t, c.headers, { campaignId: campaign.id });
    await writeMetrics(t.database.db, c.user.id, [
      day(ad.id, campaign.id, '2026-11-18', [700, 7, '7.00', 0, '0.00']),
      day(ad.id, campaign.id, '2026-11-25', [300, 3, '3.00', 0, '0.00']),
    ]);
    // Contents made one minute either side of midnight in Ho Chi Minh City (UTC+7) on 17/18 November.
    const [call] = await t.database.db
      .insert(aiCalls)
      .values({
        userId: c.user.id,
        provider: 'BUILTIN',
        model: 'm',
        kind: 'text',
        latencyMs: 1,
        success: true,
        createdAt: at('2026-11-17T17:00:00Z'),
      })
      .returning({ id: aiCalls.id });
    await t.database.db.insert(adContents).values([
      { adId: ad.id, title: 'Before midnight', textCallId: call!.id, createdAt: at('2026-11-17T16:59:00Z') },
      { adId: ad.id, title: 'After midnight', textCallId: call!.id, createdAt: at('2026-11-17T17:00:00Z') },
    ]);

    setClock('2026-11-24T16:59:59Z'); // 23:59:59 on the 24th in Ho Chi Minh City
    const before = await json(c.headers, '/api/analytics/kpis?timeRange=7d');
    expect(before.meta).toMatchObject({ timezone: 'Asia/Ho_Chi_Minh', since: '2026-11-18', until: '2026-11-24' });
    expect(before.totalImpressions).toBe(700);
    expect(before.contentGenerated).toBe(1); // made at 00:00 on the 18th, local time

    setClock('2026-11-24T17:00:00Z'); // midnight: the 25th begins
    const after = await json(c.headers, '/api/analytics/kpis?timeRange=7d');
    expect(after.meta).toMatchObject({ since: '2026-11-19', until: '2026-11-25' });
    expect(after.totalImpressions).toBe(300);
    expect(after.impressionGrowth).toBe(-57.14); // 700 on the 18th is now the previous week
    expect(after.contentGenerated).toBe(0);
    setClock(NOW);
  });

  it('an account with a single day of delivery: that day is the average, no growth', async () => {
    const d = await signUp(t);
    const campaign = await createCampaign(t, d.headers, { name: 'One day', status: 'ACTIVE', dailyBudget: 20 });
    const ad = await createAd(t, d.headers, { campaignId: campaign.id });
    await writeMetrics(t.database.db, d.user.id, [day(ad.id, campaign.id, '2026-11-24', [500, 5, '12.50', 0, '0.00'])]);
    const { data } = await json(d.headers, '/api/analytics/dashboard?timeRange=30d');
    expect(data.kpiMetrics).toMatchObject({
      totalImpressions: 500,
      impressionGrowth: null,
      averageCTR: 1,
      totalBudget: 20,
      budgetGrowth: null,
      roi: -100,
    });
    expect(data.budgetAnalytics).toMatchObject({
      totalBudgetAllocated: 20, // created today: one day of 20.00
      totalBudgetSpent: 12.5,
      averageDailySpend: 12.5,
      projectedMonthlySpend: 375,
      remainingBudget: 7.5,
      daysUntilDepletion: 0.6,
    });
    expect(data.budgetAnalytics.spendingTrends).toHaveLength(30);
    expect(data.performanceTrends).toHaveLength(30);
  });
});
