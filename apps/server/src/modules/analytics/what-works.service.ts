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
import { createWhatWorksRepo } from './what-works/what-works.repo.ts';
import { whatWorks } from './what-works/what-works.ts';
import { taggedDeliveries } from './what-works/what-works-data.ts';

export function createWhatWorksService(ctx: AnalyticsContext) {
  const repo = createWhatWorksRepo(ctx.deps.db);
  return {
    async creative(userId: number, query: CreativeAnalyticsQuery): Promise<CreativeAnalytics> {
      const d = await ctx.load(userId, query.timeRange);
      const [meta, { tagged, untagged }] = await Promise.all([d.meta(), taggedDeliveries(repo, d.frame)]);
      return {
        meta,
        metric: query.metric,
        minImpressions: WHAT_WORKS_MIN_IMPRESSIONS,
        minAds: WHAT_WORKS_MIN_ADS,
        taggedAds: tagged.length,
        untaggedAds: untagged,
        dimensions: whatWorks(tagged, { metric: query.metric }),
      };
    },
  };
}
