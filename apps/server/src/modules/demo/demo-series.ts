/**
 * A demo campaign's daily numbers, one row per ad per day it delivered (pure: plan and seed in,
 * ad_metrics_daily rows out). Each day the campaign's budget is split among the ads delivering
 * that day, and the sandbox's delivery simulator turns an ad's share into impressions, clicks,
 * spend and conversions, with its noise, weekly seasonality and creative fatigue, at its tags' rates
 * in the demo's simulated account against its campaign's other ads (decision 186) scaled by the ad's
 * strength; a campaign the demo scaled spends its earlier budget until the change (demo-history.ts),
 * and the weekend-slump campaign's CTR falls at weekends (demo-scenarios.ts). Decisions 095, 175, 186.
 */
import { eachDayOf } from '../../lib/calendar.ts';
import { creativeResponse } from '../../sandbox/creative-response.ts';
import { type RateMultipliers, type SimulatedAd, simulateDay } from '../../sandbox/delivery-simulator.ts';
import type { DailyMetric } from '../metrics/index.ts';
import { budgetOn } from './demo-history.ts';
import { weekendCtrOn } from './demo-scenarios.ts';
import type { PlannedCampaign } from './demo-types.ts';

export const DEMO_CURRENCY = 'USD';

/**
 * The simulated account whose hidden weights (creative-response.ts) set the demo ads' rates by their tags: one per
 * seed, so the same seed makes the same demo and what works in it is known (`trueRates(demoAccountKey(seed), tags)`).
 */
export const demoAccountKey = (seed: number) => `demo-${seed}`;

/**
 * What each ad's tags do to its campaign's CTR and conversion rate, relative to the campaign's ads on average (their
 * mean multiplier is 1): the tags move the ads against each other in the true ratios, while the campaign keeps the
 * level decisions 095 and 175 set (the patterns planted for the optimization center depend on it).
 */
export function demoCreativeResponses(campaign: PlannedCampaign, seed: number): RateMultipliers[] {
  const raw = campaign.ads.map((ad) => creativeResponse(demoAccountKey(seed), ad.tags));
  const mean = (k: keyof RateMultipliers) => raw.reduce((s, r) => s + r[k], 0) / Math.max(1, raw.length);
  const ctr = mean('ctr');
  const cvr = mean('cvr');
  return raw.map((r) => ({ ctr: r.ctr / ctr, cvr: r.cvr / cvr }));
}

/** The database ids of the campaign and of its ads, in plan order. */
export interface DemoIds {
  campaignId: number;
  adIds: readonly number[];
}

export function demoCampaignDays(campaign: PlannedCampaign, ids: DemoIds, today: string, seed: number): DailyMetric[] {
  const rows: DailyMetric[] = [];
  if (!campaign.delivery) return rows;
  const responses = demoCreativeResponses(campaign, seed);
  const ads = campaign.ads.flatMap((ad, i) => {
    if (!ad.delivery) return [];
    const simulated: SimulatedAd = {
      adId: ad.key,
      objective: campaign.objective,
      dailyBudget: 0,
      currency: DEMO_CURRENCY,
      startDate: ad.delivery.from,
      creative: responses[i] as RateMultipliers,
      ctrFactor: ad.ctrFactor,
      cvrFactor: ad.cvrFactor,
      pacing: ad.pacing,
      conversionValue: campaign.conversionValue,
    };
    return [{ from: ad.delivery.from, to: ad.delivery.to, adId: ids.adIds[i] as number, ctrFactor: ad.ctrFactor, simulated }];
  });
  const live: typeof ads = [];
  for (const day of eachDayOf(campaign.delivery.from, campaign.delivery.to)) {
    live.length = 0;
    for (const ad of ads) if (ad.from <= day && day <= ad.to) live.push(ad);
    for (const ad of live) {
      // The simulator only reads its input: one object per ad, its share of today's budget and the day's CTR updated.
      ad.simulated.dailyBudget = budgetOn(campaign, day) / live.length;
      ad.simulated.ctrFactor = ad.ctrFactor * weekendCtrOn(campaign, day);
      const d = simulateDay(ad.simulated, day, today, seed);
      if (!d) continue;
      rows.push({
        adId: ad.adId,
        campaignId: ids.campaignId,
        date: day,
        impressions: d.impressions,
        reach: d.reach,
        clicks: d.clicks,
        linkClicks: d.linkClicks,
        spend: d.spend.toFixed(2),
        conversions: d.conversions,
        conversionValue: d.conversionValue.toFixed(2),
        currency: DEMO_CURRENCY,
        source: 'demo',
      });
    }
  }
  return rows;
}
