/** The eight KPI cards (spec 2 §2, §3; docs/analytics.md §KPIs) from the period's numbers. */
import type { KpiMetrics } from '@ads-creative/contracts/analytics';
import { aiCostSavings, ctr, growth, roi, round2, type Sums } from './formulas.ts';

export interface KpiInput {
  /** Campaigns (saved ads) existing at the end of the range, and at the end of the previous period. */
  campaigns: { now: number; before: number };
  ads: { now: number; before: number };
  current: Sums;
  previous: Sums;
  /** USD budget of the campaigns running in the range, and in the previous period. */
  budget: { current: number; previous: number };
  contentGenerated: number;
  /** USD the AI calls of the range cost. */
  aiCost: number;
  copywriterCostPerVariation: number;
}

export function kpiMetrics(k: KpiInput): KpiMetrics {
  return {
    totalCampaigns: k.campaigns.now,
    campaignGrowth: growth(k.campaigns.now, k.campaigns.before),
    totalAds: k.ads.now,
    adGrowth: growth(k.ads.now, k.ads.before),
    totalImpressions: k.current.impressions,
    impressionGrowth: growth(k.current.impressions, k.previous.impressions),
    averageCTR: ctr(k.current),
    totalBudget: round2(k.budget.current),
    budgetGrowth: growth(round2(k.budget.current), round2(k.budget.previous)),
    roi: roi(k.current),
    contentGenerated: k.contentGenerated,
    aiCostSavings: aiCostSavings(k.contentGenerated, k.copywriterCostPerVariation, k.aiCost),
  };
}
