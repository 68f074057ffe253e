/**
 * Daily ad-level insights of an ad account: `/act_{id}/insights` with level=ad, time_increment=1
 * and an explicit time_range (never the default date preset), every page followed. Ranges longer
 * than ASYNC_AFTER_DAYS go through an async report run, polled until complete. Conversions are asked
 * for in Meta's default attribution windows, named explicitly (FACEBOOK_ATTRIBUTION_WINDOWS, decision 176).
 */
import { FACEBOOK_ATTRIBUTION_WINDOWS } from '@ads-creative/contracts/metrics';
import type { GraphClient } from './graph-client.ts';

export const INSIGHTS_FIELDS = [
  'ad_id',
  'campaign_id',
  'adset_id',
  'date_start',
  'impressions',
  'reach',
  'clicks',
  'inline_link_clicks',
  'spend',
  'actions',
  'action_values',
].join(',');

/** Longer ranges are read as an async report run (Facebook refuses big synchronous reads: 100/1487534). */
export const ASYNC_AFTER_DAYS = 31;
const POLL_MS = 1000;
const POLL_LIMIT = 300;

export interface InsightsRowWire {
  ad_id: string;
  campaign_id?: string;
  date_start: string;
  impressions?: string;
  reach?: string;
  clicks?: string;
  inline_link_clicks?: string;
  spend?: string;
  actions?: { action_type: string; value: string }[];
  action_values?: { action_type: string; value: string }[];
}

const days = (since: string, until: string) => (Date.parse(until) - Date.parse(since)) / 86_400_000 + 1;

export async function* dailyAdInsights(
  graph: GraphClient,
  token: string,
  accountId: string,
  range: { since: string; until: string },
  opts: { sleep?: (ms: number) => Promise<void> } = {},
): AsyncGenerator<InsightsRowWire[]> {
  const params = {
    level: 'ad',
    time_increment: 1,
    time_range: range,
    fields: INSIGHTS_FIELDS,
    action_attribution_windows: FACEBOOK_ATTRIBUTION_WINDOWS,
    limit: 500,
  };
  if (days(range.since, range.until) <= ASYNC_AFTER_DAYS) {
    yield* graph.pages<InsightsRowWire>(`/act_${accountId}/insights`, token, params);
    return;
  }
  const { report_run_id: run } = await graph.post<{ report_run_id: string }>(`/act_${accountId}/insights`, token, params);
  const sleep = opts.sleep ?? ((ms: number) => new Promise((r) => setTimeout(r, ms)));
  for (let i = 0; ; i++) {
    const status = await graph.get<{ async_status: string; async_percent_completion: number }>(
      `/${run}`,
      token,
      {},
      { adAccountId: accountId },
    );
    if (status.async_status === 'Job Completed' && status.async_percent_completion === 100) break;
    if (status.async_status === 'Job Failed' || status.async_status === 'Job Skipped' || i >= POLL_LIMIT) {
      throw new Error(`Facebook's insights report ${run} ended as '${status.async_status}'`);
    }
    await sleep(POLL_MS);
  }
  yield* graph.pages<InsightsRowWire>(`/${run}/insights`, token, { limit: 500 }, { adAccountId: accountId });
}
