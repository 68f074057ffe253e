/**
 * One insights sync of an ad account: reads every daily ad row of the range (paged, or as an async
 * report), turns them into stored days, and hands the whole set to `write` at once, so a failed run
 * never leaves half a day written. Rows of ads this user did not publish through the app are skipped.
 */
import type { GraphClient } from '../../../providers/facebook/graph-client.ts';
import { dailyAdInsights } from '../../../providers/facebook/insights.ts';
import { type DailyMetric, fromInsightsRow, type MetricSource } from '../../metrics/index.ts';

export interface SyncRun {
  graph: GraphClient;
  token: string;
  account: { id: string; currency: string };
  range: { since: string; until: string };
  source: MetricSource;
  /** Our ad for a Facebook ad id (this user's ads only). */
  ourAd: (fbAdId: string) => { adId: number; campaignId: number | null } | undefined;
  write: (rows: DailyMetric[]) => Promise<void>;
  sleep?: (ms: number) => Promise<void>;
}

export async function runSync(run: SyncRun): Promise<number> {
  const rows: DailyMetric[] = [];
  for await (const page of dailyAdInsights(run.graph, run.token, run.account.id, run.range, { sleep: run.sleep })) {
    for (const wire of page) {
      const row = fromInsightsRow(wire, run.ourAd, run.account.currency, run.source);
      if (row) rows.push(row);
    }
  }
  await run.write(rows);
  return rows.length;
}
