/** Rows of the analytics repos turned into the contract's rows (pure). */
import type { AdAnalyticsRow, CampaignAnalyticsRow } from '@ads-creative/contracts/analytics';
import type { AdDeliveryRow } from './analytics.repo.ts';
import { toSums } from './analytics-data.ts';
import type { AdTotalsRow, CampaignTotalsRow } from './analytics-sql.repo.ts';
import type { ContentCandidate } from './content.ts';
import { cpc, ctr, percent, roi, round2 } from './formulas.ts';

export function campaignRow(r: CampaignTotalsRow, budget: number): CampaignAnalyticsRow {
  const s = toSums(r);
  return {
    campaignId: r.id,
    campaignName: r.name,
    objective: r.objective as CampaignAnalyticsRow['objective'],
    status: r.status as CampaignAnalyticsRow['status'],
    budgetType: r.budget_type as CampaignAnalyticsRow['budgetType'],
    budget,
    spent: round2(s.spend),
    budgetUtilization: percent(round2(s.spend), budget),
    impressions: s.impressions,
    clicks: s.clicks,
    ctr: ctr(s),
    cpc: cpc(s),
    roi: roi(s),
    conversions: s.conversions,
    conversionValue: round2(s.conversionValue),
  };
}

export function adRow(r: AdTotalsRow): AdAnalyticsRow {
  const s = toSums(r);
  return {
    adId: r.ad_id,
    adName: r.name,
    campaignId: r.campaign_id,
    campaignName: r.campaign_name,
    status: r.status as AdAnalyticsRow['status'],
    adType: r.ad_type as AdAnalyticsRow['adType'],
    headline: r.headline,
    aiProvider: (r.provider as AdAnalyticsRow['aiProvider']) ?? null,
    impressions: s.impressions,
    clicks: s.clicks,
    ctr: ctr(s),
    cpc: cpc(s),
    spent: round2(s.spend),
    conversions: s.conversions,
    conversionValue: round2(s.conversionValue),
    roi: roi(s),
  };
}

/** The selected AI contents of delivered ads, as the content score takes them. */
export function contentCandidates(ads: readonly AdDeliveryRow[]): ContentCandidate[] {
  return ads
    .filter((a) => a.provider !== null && a.content_id !== null)
    .map((a) => ({
      contentId: a.content_id as number,
      adId: a.ad_id,
      headline: a.content_headline,
      provider: a.provider as string,
      impressions: a.impressions,
      clicks: a.clicks,
      conversions: a.conversions,
    }));
}
