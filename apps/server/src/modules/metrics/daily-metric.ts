/**
 * One ad's numbers for one day, as stored in ad_metrics_daily, and how an insights row of the
 * Marketing API becomes one (numbers arrive as strings; conversions counted once per kind).
 */
import type { InsightsRowWire } from '../../providers/facebook/insights.ts';
import { conversionValue, countConversions, linkClicks } from './conversions.ts';

export type MetricSource = 'facebook' | 'sandbox' | 'demo';

export interface DailyMetric {
  adId: number;
  campaignId: number | null;
  date: string;
  impressions: number;
  reach: number;
  clicks: number;
  linkClicks: number;
  /** Exact decimal text in `currency`. */
  spend: string;
  conversions: number;
  conversionValue: string;
  currency: string;
  source: MetricSource;
}

const count = (text: string | undefined) => {
  const n = Number(text ?? 0);
  return Number.isFinite(n) && n > 0 ? Math.round(n) : 0;
};

/** Facebook's spend text ('12.3', '4500') as exact decimal text with two places. */
export function moneyText(text: string | undefined): string {
  const match = /^(\d+)(?:\.(\d+))?$/.exec((text ?? '0').trim());
  if (!match) return '0.00';
  const cents = (match[2] ?? '').padEnd(2, '0').slice(0, 2);
  return `${BigInt(match[1] ?? '0')}.${cents}`;
}

/** The stored day of an insights row, for an ad we know (by its Facebook id), else null. */
export function fromInsightsRow(
  row: InsightsRowWire,
  ours: (fbAdId: string) => { adId: number; campaignId: number | null } | undefined,
  currency: string,
  source: MetricSource,
): DailyMetric | null {
  const ad = ours(row.ad_id);
  if (!ad) return null;
  return {
    adId: ad.adId,
    campaignId: ad.campaignId,
    date: row.date_start,
    impressions: count(row.impressions),
    reach: count(row.reach),
    clicks: count(row.clicks),
    linkClicks: linkClicks(row),
    spend: moneyText(row.spend),
    conversions: countConversions(row.actions),
    conversionValue: conversionValue(row.action_values),
    currency,
    source,
  };
}
