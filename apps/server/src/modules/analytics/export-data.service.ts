/**
 * What the analytics exports of a range hold (docs/analytics.md §Exports): the KPIs and the trend, and each of
 * the asked sections in full (every campaign and saved ad by name, every delivered AI content by score).
 */
import type { TimeRange } from '@ads-creative/contracts/metrics';
import type { AnalyticsContext } from './analytics-context.ts';
import { adRow, campaignRow, contentCandidates } from './analytics-rows.ts';
import { rankContent } from './content.ts';
import { scoreBaseline } from './content-score.ts';
import type { DashboardParts } from './dashboard-parts.ts';
import { createWhatWorksRepo } from './what-works/what-works.repo.ts';
import { whatWorksRows } from './what-works/what-works.ts';
import { taggedDeliveries } from './what-works/what-works-data.ts';

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

export function createExportDataService(ctx: AnalyticsContext, parts: DashboardParts) {
  const { repo, load } = ctx;
  const whatWorksRepo = createWhatWorksRepo(ctx.deps.db);

  return {
    async exportData(userId: number, timeRange: TimeRange, sections: readonly ('campaigns' | 'ads' | 'content' | 'whatWorks')[]) {
      const d = await load(userId, timeRange);
      const { range, rates } = d.frame;
      const wants = (s: (typeof sections)[number]) => sections.includes(s);
      const [meta, kpiMetrics, trends, campaigns, ads, content, delivered, tagged] = await Promise.all([
        d.meta(),
        parts.kpis(d),
        parts.trends(d, 'impressions'),
        wants('campaigns') ? d.campaignTotals() : undefined,
        wants('ads') ? repo.allAdTotals(userId, range, rates) : undefined,
        wants('content') ? parts.content(d) : undefined,
        wants('content') ? d.deliveredAds() : undefined,
        wants('whatWorks') ? taggedDeliveries(whatWorksRepo, d.frame) : undefined,
      ]);
      return {
        generatedAt: d.frame.now,
        meta,
        kpiMetrics,
        granularity: trends.granularity,
        performanceTrends: trends.performanceTrends,
        campaigns: campaigns
          ?.map((r) => campaignRow(r, d.usdBudget(r, range) ?? 0))
          .sort((a, b) => byName(a.campaignName, b.campaignName) || a.campaignId - b.campaignId),
        ads: ads?.map(adRow).sort((a, b) => byName(a.adName, b.adName) || a.adId - b.adId),
        content: content && delivered && { ...content, contents: rankContent(contentCandidates(delivered), scoreBaseline(delivered)) },
        whatWorks: tagged && whatWorksRows(tagged.tagged),
      };
    },
  };
}
