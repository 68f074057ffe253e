/**
 * After an insights sync, the analytics dashboards the user asked for lately are computed again before the run
 * says it succeeded (decision 163), so the page's next load is answered from the cache, with the synced numbers.
 */
import type { AnalyticsDashboard } from '@ads-creative/contracts/analytics';
import type { Campaign } from '@ads-creative/contracts/campaigns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphSandbox } from '../../src/sandbox/graph-sandbox.ts';
import type { Headers } from '../helpers/ads-fixtures.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { renameCampaignUnseen } from '../helpers/unseen-write.ts';
import { activePublishedCampaign, startSandboxApp, syncNow } from './sandbox-app.ts';

let sandbox: GraphSandbox;
let t: TestApp;
let headers: Headers;
let campaign: Campaign;

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json();
};
const dashboard = async (range: string): Promise<AnalyticsDashboard['data']> =>
  (await get(`/api/analytics/dashboard?timeRange=${range}`)).data;

beforeAll(async () => {
  ({ sandbox, t } = await startSandboxApp(41));
  ({ headers, campaign } = await activePublishedCampaign(t, 'Fresh socks', 25));
}, 60_000);
afterAll(async () => {
  await t?.close();
  await sandbox?.close();
});

describe('the dashboards after a sync', () => {
  it('a range the user asked for before the sync is ready, with the synced numbers, when the run succeeds', async () => {
    expect((await dashboard('7d')).kpiMetrics.totalImpressions).toBe(0);
    t.clock.advance(5 * 86_400_000);
    expect((await syncNow(t, headers)).status).toBe('succeeded');
    await renameCampaignUnseen(t.database.db, campaign.id, 'Renamed unseen');
    const after = await dashboard('7d');
    const computedNow = await get('/api/analytics/kpis?timeRange=7d');
    expect(computedNow.totalImpressions).toBeGreaterThan(0);
    expect(after.kpiMetrics.totalImpressions).toBe(computedNow.totalImpressions);
    expect(after.kpiMetrics.averageCTR).toBe(computedNow.averageCTR);
    expect(after.campaignAnalytics.content[0]?.campaignName).toBe('Fresh socks');
    expect((await get('/api/analytics/campaigns?timeRange=7d')).content[0].campaignName).toBe('Renamed unseen');
  });

  it('a range not asked for before is computed on its first request', async () => {
    expect((await dashboard('30d')).campaignAnalytics.content[0]?.campaignName).toBe('Renamed unseen');
  });
});
