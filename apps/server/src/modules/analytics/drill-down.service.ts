/** One campaign's or one saved ad's analytics over a range (spec 2 §7): KPIs, the previous period, the days. */
import type { AdAnalyticsRow, CampaignAnalyticsRow } from '@ads-creative/contracts/analytics';
import { messages } from '@ads-creative/contracts/messages';
import type { TimeRange } from '@ads-creative/contracts/metrics';
import { MAX_ID } from '@ads-creative/contracts/paging';
import { notFound } from '../../lib/errors.ts';
import type { AnalyticsContext } from './analytics-context.ts';
import { sumAll, toSums } from './analytics-data.ts';
import { adRow } from './analytics-rows.ts';
import { performanceScore, scoreBaseline } from './content-score.ts';
import { createDrillDownRepo } from './drill-down.repo.ts';
import { cpc, ctr, percent, round2, type Sums, totals } from './formulas.ts';
import { eachDay, type Period } from './ranges.ts';

/** Every day of a period with its sums (zeros where nothing was delivered), as the detail series. */
function dailySeries(days: ReadonlyMap<string, Sums>, p: Period) {
  return eachDay(p).map((date) => {
    const s = days.get(date);
    const sums = s ?? { impressions: 0, clicks: 0, conversions: 0, spend: 0, conversionValue: 0, paidClicks: 0 };
    return {
      date,
      impressions: sums.impressions,
      clicks: sums.clicks,
      ctr: ctr(sums),
      cpc: cpc(sums),
      conversions: sums.conversions,
      conversionValue: round2(sums.conversionValue),
      spend: round2(sums.spend),
    };
  });
}

/** Splits dated sums of [previous.since, until] into the range's and the previous period's. */
function splitDays(rows: readonly ({ date: string } & Parameters<typeof toSums>[0])[], since: string) {
  const current = new Map<string, Sums>();
  const previous = new Map<string, Sums>();
  for (const r of rows) (r.date >= since ? current : previous).set(r.date, toSums(r));
  return { current, previous };
}

export function createDrillDownService(ctx: AnalyticsContext) {
  const { repo, load } = ctx;
  const drillDown = createDrillDownRepo(ctx.deps.db);

  return {
    async campaign(userId: number, id: number, timeRange: TimeRange) {
      const campaign = id <= MAX_ID ? await drillDown.campaign(userId, id) : undefined;
      if (!campaign) throw notFound(messages.campaignNotFound);
      const d = await load(userId, timeRange);
      const { range, rates } = d.frame;
      const [meta, days, ads] = await Promise.all([
        d.meta(),
        drillDown.campaignDaily(id, { since: range.previous.since, until: range.until }, rates),
        repo.allAdTotals(userId, range, rates, { campaignId: id }),
      ]);
      const { current, previous } = splitDays(days, range.since);
      const sums = totals(sumAll(current.values()));
      const budget = d.usdBudget(campaign, range) ?? 0;
      return {
        meta,
        campaign: {
          campaignId: campaign.id,
          campaignName: campaign.name,
          objective: campaign.objective as CampaignAnalyticsRow['objective'],
          status: campaign.status as CampaignAnalyticsRow['status'],
          budgetType: campaign.budget_type as CampaignAnalyticsRow['budgetType'],
          dailyBudget: campaign.daily_budget === null ? null : Number(campaign.daily_budget),
          totalBudget: campaign.total_budget === null ? null : Number(campaign.total_budget),
          startDate: campaign.start_date,
          endDate: campaign.end_date,
        },
        kpis: { ...sums, budget, budgetUtilization: percent(sums.spent, budget) },
        previous: totals(sumAll(previous.values())),
        daily: dailySeries(current, range),
        ads: ads.map(adRow).sort((a, b) => b.impressions - a.impressions || a.adId - b.adId),
      };
    },

    async ad(userId: number, id: number, timeRange: TimeRange) {
      const ad = id <= MAX_ID ? await drillDown.ad(userId, id) : undefined;
      if (!ad) throw notFound(messages.adNotFound);
      const d = await load(userId, timeRange);
      const { range, rates } = d.frame;
      const [meta, days, contents, delivered] = await Promise.all([
        d.meta(),
        drillDown.adDaily(id, { since: range.previous.since, until: range.until }, rates),
        drillDown.adContents(id),
        d.deliveredAds(),
      ]);
      const { current, previous } = splitDays(days, range.since);
      const sums = sumAll(current.values());
      const selected = contents.find((c) => c.is_selected);
      const score = sums.impressions > 0 ? performanceScore(sums, scoreBaseline(delivered)) : null;
      return {
        meta,
        ad: {
          adId: ad.id,
          adName: ad.name,
          campaignId: ad.campaign_id,
          campaignName: ad.campaign_name,
          status: ad.status as AdAnalyticsRow['status'],
          adType: ad.ad_type as AdAnalyticsRow['adType'],
          headline: ad.headline,
          aiProvider: (selected?.provider as AdAnalyticsRow['aiProvider']) ?? null,
        },
        kpis: totals(sums),
        previous: totals(sumAll(previous.values())),
        daily: dailySeries(current, range),
        contents: contents.map((c) => ({
          contentId: c.id,
          headline: c.title,
          aiProvider: (c.provider as AdAnalyticsRow['aiProvider']) ?? null,
          isSelected: c.is_selected,
          createdAt: c.created_at,
          performanceScore: c.is_selected ? score : null,
        })),
      };
    },
  };
}
