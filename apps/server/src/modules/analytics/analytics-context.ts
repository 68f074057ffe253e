/**
 * What every analytics service part shares (decision 172): the deps the app hands the module, the data repo, and
 * how one answer gets its frame and its data (analytics-data.ts).
 */
import type { TimeRange } from '@ads-creative/contracts/metrics';
import type { Db } from '../../db/client.ts';
import { createAnalyticsRepo } from './analytics.repo.ts';
import { dataFor, type Frame, frameFor, type UserAccount } from './analytics-data.ts';
import type { UsdRates } from './fx.ts';

export interface AnalyticsDeps {
  db: Db;
  clock: () => Date;
  /** The user's time zone (decision 160: the ad account's, else their own, else UTC) and ad account currency. */
  account: (userId: number) => Promise<UserAccount>;
  rates: UsdRates;
  copywriterCostPerVariation: number;
  /** How many dashboard answers the result cache keeps (decision 163); default DASHBOARD_CACHE_ENTRIES. */
  dashboardCacheEntries?: number;
}

export function createAnalyticsContext(deps: AnalyticsDeps) {
  const repo = createAnalyticsRepo(deps.db);
  const frame = (userId: number, timeRange: TimeRange): Promise<Frame> => frameFor(userId, timeRange, deps);
  return {
    deps,
    repo,
    frame,
    /** The data of a frame, each piece loaded when an answer first needs it. */
    data: (f: Frame) => dataFor(repo, f),
    /** The user's frame over a range, and its data. */
    load: async (userId: number, timeRange: TimeRange) => dataFor(repo, await frame(userId, timeRange)),
  };
}
export type AnalyticsContext = ReturnType<typeof createAnalyticsContext>;
