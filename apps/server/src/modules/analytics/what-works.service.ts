/**
 * GET /api/analytics/creative, 'What works for you' (docs/analytics.md § What works, decision 184): the range's
 * delivered ads with their tags, grouped by tag and compared with the rest of the account (what-works/).
 */
import {
  type CreativeAnalytics,
  type CreativeAnalyticsQuery,
  WHAT_WORKS_MIN_ADS,
  WHAT_WORKS_MIN_IMPRESSIONS,
} from '@ads-creative/contracts/creative-analytics';
import type { AnalyticsContext } from './analytics-context.ts';
import { toUsd } from './fx.ts';
import { createWhatWorksRepo, type TaggedAdRow } from './what-works/what-works.repo.ts';
import type { TaggedAdDelivery } from './what-works/what-works.ts';
import { whatWorks } from './what-works/what-works.ts';

/** A row as the pure definitions take it (its money converted to USD when its currency has a rate). */
export function taggedDelivery(
  row: TaggedAdRow & { tags: NonNullable<TaggedAdRow['tags']> },
  rates: Parameters<typeof toUsd>[2],
): TaggedAdDelivery {
  return {
    tags: row.tags,
    impressions: row.impressions,
    clicks: row.clicks,
    conversions: row.conversions,
    spend: Number(row.spend),
    conversionValue: Number(row.conversion_value),
    moneyConverted: row.currency !== null && toUsd(1, row.currency, rates) !== null,
  };
}

export function createWhatWorksService(ctx: AnalyticsContext) {
  const repo = createWhatWorksRepo(ctx.deps.db);
  return {
    async creative(userId: number, query: CreativeAnalyticsQuery): Promise<CreativeAnalytics> {
      const d = await ctx.load(userId, query.timeRange);
      const { range, rates } = d.frame;
      const [meta, rows] = await Promise.all([d.meta(), repo.deliveredAdsWithTags(userId, range, rates)]);
      const tagged = rows.filter((r): r is TaggedAdRow & { tags: NonNullable<TaggedAdRow['tags']> } => r.tags !== null);
      return {
        meta,
        metric: query.metric,
        minImpressions: WHAT_WORKS_MIN_IMPRESSIONS,
        minAds: WHAT_WORKS_MIN_ADS,
        taggedAds: tagged.length,
        untaggedAds: rows.length - tagged.length,
        dimensions: whatWorks(
          tagged.map((r) => taggedDelivery(r, rates)),
          { metric: query.metric },
        ),
      };
    },
  };
}
