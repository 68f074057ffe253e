/**
 * The ratios of analytics (docs/analytics.md): each one a ratio of sums, null when its denominator
 * is 0 (shown '—'), never 0 % or ∞. Percentages and money leave here rounded to 2 decimals.
 */
import type { MetricTotals } from '@ads-creative/contracts/analytics';

/** Rounds half away from zero to 2 decimals (1.005 → 1.01: the float is nudged by its own error). */
export function round2(x: number): number {
  return (Math.sign(x) * Math.round((Math.abs(x) + Number.EPSILON * Math.abs(x)) * 100)) / 100;
}

export function round1(x: number): number {
  return (Math.sign(x) * Math.round((Math.abs(x) + Number.EPSILON * Math.abs(x)) * 10)) / 10;
}

/** part / whole × 100, 2 decimals; null when whole is 0. */
export function percent(part: number, whole: number): number | null {
  return whole === 0 ? null : round2((part / whole) * 100);
}

/** Growth of `current` over `previous`, percent; null when the earlier period is empty (0) or unknown. */
export function growth(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return round2(((current - previous) / Math.abs(previous)) * 100);
}

/** What analytics sums per period: counts, USD money, and the clicks of rows whose money converted. */
export interface Sums {
  impressions: number;
  clicks: number;
  conversions: number;
  /** USD. */
  spend: number;
  /** USD. */
  conversionValue: number;
  /**
   * Clicks of the rows whose money has a USD rate: CPC divides the USD spend by these, so money
   * left out (no rate) does not make clicks look cheaper. Equal to `clicks` when everything converts.
   */
  paidClicks: number;
}

export const ZERO_SUMS: Sums = { impressions: 0, clicks: 0, conversions: 0, spend: 0, conversionValue: 0, paidClicks: 0 };

export function addSums(a: Sums, b: Sums): Sums {
  return {
    impressions: a.impressions + b.impressions,
    clicks: a.clicks + b.clicks,
    conversions: a.conversions + b.conversions,
    spend: a.spend + b.spend,
    conversionValue: a.conversionValue + b.conversionValue,
    paidClicks: a.paidClicks + b.paidClicks,
  };
}

/** CTR = clicks / impressions, percent. */
export const ctr = (s: Pick<Sums, 'clicks' | 'impressions'>) => percent(s.clicks, s.impressions);
/** CPC = spend / clicks, USD. */
export const cpc = (s: Pick<Sums, 'spend' | 'paidClicks'>) => (s.paidClicks === 0 ? null : round2(s.spend / s.paidClicks));
/** ROI = (conversion value − spend) / spend, percent. */
export const roi = (s: Pick<Sums, 'spend' | 'conversionValue'>) => percent(s.conversionValue - s.spend, s.spend);

/** A period's sums as the API answers them. */
export function totals(s: Sums): MetricTotals {
  return {
    impressions: s.impressions,
    clicks: s.clicks,
    conversions: s.conversions,
    conversionValue: round2(s.conversionValue),
    spent: round2(s.spend),
    ctr: ctr(s),
    cpc: cpc(s),
    roi: roi(s),
  };
}

/** Growth of every total (the summary's and compare's `changes`). */
export function totalsGrowth(current: MetricTotals, previous: MetricTotals) {
  return {
    impressions: growth(current.impressions, previous.impressions),
    clicks: growth(current.clicks, previous.clicks),
    conversions: growth(current.conversions, previous.conversions),
    conversionValue: growth(current.conversionValue, previous.conversionValue),
    spent: growth(current.spent, previous.spent),
    ctr: growth(current.ctr, previous.ctr),
    cpc: growth(current.cpc, previous.cpc),
    roi: growth(current.roi, previous.roi),
  };
}

/**
 * AI cost savings: what a copywriter would have cost for the contents generated, less what the AI
 * calls cost. Negative when the AI cost more (shown as such, not hidden).
 */
export function aiCostSavings(contentGenerated: number, copywriterCostPerVariation: number, aiCost: number): number {
  return round2(contentGenerated * copywriterCostPerVariation - aiCost);
}
