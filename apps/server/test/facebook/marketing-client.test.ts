/** The real Graph client, Marketing API layer and insights reader against the sandbox Facebook over HTTP. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountGate, GraphThrottledError } from '../../src/providers/facebook/account-gate.ts';
import { createGraphClient, GraphApiError } from '../../src/providers/facebook/graph-client.ts';
import { dailyAdInsights, type InsightsRowWire } from '../../src/providers/facebook/insights.ts';
import { createMarketingApi } from '../../src/providers/facebook/marketing.ts';
import { type GraphSandbox, startGraphSandbox } from '../../src/sandbox/graph-sandbox.ts';
import { SANDBOX_PERSON } from '../../src/sandbox/sandbox-world.ts';

const app = { appId: 'app-1', appSecret: 'secret-1' };
let now = new Date('2026-06-01T12:00:00Z');
let sandbox: GraphSandbox;
let token: string;
const graph = () => createGraphClient({ graphUrl: sandbox.graphUrl, ...app, fetch });
const api = () => createMarketingApi(graph());

async function collect(gen: AsyncGenerator<InsightsRowWire[]>) {
  const rows: InsightsRowWire[] = [];
  for await (const page of gen) rows.push(...page);
  return rows;
}

/** Publishes one ad in the USD account through the client, as the publish service will. */
async function publishOne(name: string, t = token) {
  const m = api();
  const campaign = await m.create(t, '100000001', 'campaigns', {
    name,
    objective: 'OUTCOME_SALES',
    status: 'ACTIVE',
    special_ad_categories: [],
    is_adset_budget_sharing_enabled: false,
  });
  const adset = await m.create(t, '100000001', 'adsets', {
    name,
    campaign_id: campaign,
    daily_budget: 5000,
    billing_event: 'IMPRESSIONS',
    optimization_goal: 'OFFSITE_CONVERSIONS',
    targeting: { geo_locations: { countries: ['US'] }, targeting_automation: { advantage_audience: 1 } },
    status: 'ACTIVE',
  });
  const hash = await m.uploadImage(t, '100000001', Buffer.from('png bytes'));
  const creative = await m.create(t, '100000001', 'adcreatives', {
    name,
    object_story_spec: { page_id: '200000001', link_data: { message: 'Hi', name: 'Head', link: 'https://x.example', image_hash: hash } },
  });
  const ad = await m.create(t, '100000001', 'ads', { name, adset_id: adset, creative: { creative_id: creative }, status: 'ACTIVE' });
  return { campaign, adset, creative, ad };
}

beforeAll(async () => {
  sandbox = await startGraphSandbox({ ...app, seed: 7, clock: () => now, pageSize: 10 });
  token = sandbox.world.issueToken(SANDBOX_PERSON.id, 3600 * 24 * 365, now.getTime());
});
afterAll(() => sandbox.close());

describe('Marketing API client against the sandbox', () => {
  it('lists ad accounts (disabled ones too) and pages, sending appsecret_proof', async () => {
    const accounts = await api().adAccounts(token);
    expect(accounts.map((a) => [a.account_id, a.currency, a.account_status])).toEqual([
      ['100000001', 'USD', 1],
      ['100000002', 'VND', 1],
      ['100000003', 'USD', 2],
    ]);
    expect((await api().pages(token)).map((p) => p.name)).toEqual(['Sandbox Shoes', 'Sandbox Coffee']);
    expect(sandbox.sent('GET', '/me/adaccounts')[0]?.params.appsecret_proof).toMatch(/^[0-9a-f]{64}$/);
  });

  it('finds an object by its exact name, and uploading the same bytes gives the same hash', async () => {
    const { campaign } = await publishOne('Lookup [AC-1]');
    expect(await api().findByName(token, '100000001', 'campaigns', 'Lookup [AC-1]')).toBe(campaign);
    expect(await api().findByName(token, '100000001', 'campaigns', 'Lookup [AC-2]')).toBeUndefined();
    // A list that ignores the filter (or matches loosely) and returns look-alikes: only the exact name counts.
    const lookAlikes = [
      { id: '900000001', name: 'Lookup [AC-1] (copy)' },
      { id: '900000002', name: 'lookup [ac-1]' },
      { id: '900000003', name: 'Lookup [AC-1] ' },
    ];
    sandbox.answerNext({ method: 'GET', path: '/act_100000001/campaigns', body: { data: lookAlikes } });
    expect(await api().findByName(token, '100000001', 'campaigns', 'Lookup [AC-1]')).toBeUndefined();
    sandbox.answerNext({
      method: 'GET',
      path: '/act_100000001/campaigns',
      body: { data: [...lookAlikes, { id: campaign, name: 'Lookup [AC-1]' }] },
    });
    expect(await api().findByName(token, '100000001', 'campaigns', 'Lookup [AC-1]')).toBe(campaign);
    expect(await api().uploadImage(token, '100000001', Buffer.from('png bytes'))).toBe(
      await api().uploadImage(token, '100000001', Buffer.from('png bytes')),
    );
  });

  it('an expired or wrong token is code 190: reconnect', async () => {
    const error = await api()
      .adAccounts('EAAB-not-a-token')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphApiError);
    expect((error as GraphApiError).classified.kind).toBe('reconnect');
  });

  it('a throttled call carries the wait Facebook announces', async () => {
    sandbox.failNext({
      path: '/act_100000001/campaigns',
      error: { code: 80004, message: 'There have been too many calls to this ad-account.' },
      headers: {
        'x-business-use-case-usage': JSON.stringify({ '100000001': [{ type: 'ads_management', estimated_time_to_regain_access: 9 }] }),
      },
    });
    const m = createMarketingApi(
      createGraphClient({ graphUrl: sandbox.graphUrl, ...app, fetch, gate: createAccountGate({ clock: () => now }) }),
    );
    const error = await m
      .create(token, '100000001', 'campaigns', { name: 'x', objective: 'OUTCOME_SALES', special_ad_categories: [] })
      .catch((e: unknown) => e);
    // The account is blocked until then, and told so (decision 177).
    expect(error).toBeInstanceOf(GraphThrottledError);
    expect(error).toMatchObject({ adAccountId: '100000001', graphCode: 80004, resumesAt: new Date(now.getTime() + 9 * 60_000) });
  });

  it('pauses an ad set and changes its budget', async () => {
    const { adset } = await publishOne('Budget [AC-3]');
    await api().update(token, adset, { daily_budget: 6000, status: 'PAUSED' });
    expect(await api().state(token, adset)).toMatchObject({ daily_budget: '6000', status: 'PAUSED', effective_status: 'PAUSED' });
  });
});

describe('insights against the sandbox', () => {
  it('follows paging.next until it is absent (cursors.after stays on the last page) and restates recent days', async () => {
    const fresh = await startGraphSandbox({ ...app, seed: 7, clock: () => now, pageSize: 10 });
    const t = fresh.world.issueToken(SANDBOX_PERSON.id, 86_400 * 365, now.getTime());
    const prev = sandbox;
    sandbox = fresh;
    try {
      now = new Date('2026-05-01T12:00:00Z');
      await publishOne('Delivery [AC-4]', t);
      await publishOne('Delivery [AC-5]', t);
      now = new Date('2026-05-20T12:00:00Z');
      const range = { since: '2026-05-01', until: '2026-05-20' };
      const rows = await collect(dailyAdInsights(graph(), t, '100000001', range));
      expect(rows).toHaveLength(40); // 2 ads × 20 days, 10 rows a page
      expect(fresh.sent('GET', '/act_100000001/insights')).toHaveLength(4);
      expect(fresh.sent('GET', '/act_100000001/insights')[0]?.params).toMatchObject({
        level: 'ad',
        time_increment: '1',
        time_range: range,
        // Meta's default attribution, named (decision 176): never the view windows that return nothing since 2026-01-12.
        action_attribution_windows: ['7d_click', '1d_view'],
      });
      // Each action carries the windows asked for, adding up to its value (the default attribution).
      const purchase = rows.flatMap((r) => r.actions ?? []).find((a) => a.action_type === 'purchase' && Number(a.value) > 0) as
        | Record<string, string>
        | undefined;
      expect(purchase).toBeDefined();
      expect(Number(purchase?.['7d_click']) + Number(purchase?.['1d_view'])).toBe(Number(purchase?.value));
      const lastDay = rows.filter((r) => r.date_start === '2026-05-20');
      now = new Date('2026-05-25T12:00:00Z');
      const again = await collect(dailyAdInsights(graph(), t, '100000001', range));
      const restated = again.filter((r) => r.date_start === '2026-05-20');
      expect(restated.map((r) => r.impressions)).toEqual(lastDay.map((r) => r.impressions));
      const conv = (rs: InsightsRowWire[]) =>
        rs.reduce((s, r) => s + Number(r.actions?.find((a) => a.action_type === 'purchase')?.value ?? 0), 0);
      expect(conv(restated)).toBeGreaterThanOrEqual(conv(lastDay));
    } finally {
      sandbox = prev;
      now = new Date('2026-06-01T12:00:00Z');
      await fresh.close();
    }
  });

  it('reads a 90-day range through an async report run', async () => {
    const rows = await collect(
      dailyAdInsights(graph(), token, '100000001', { since: '2026-03-04', until: '2026-06-01' }, { sleep: async () => {} }),
    );
    expect(sandbox.sent('POST', '/act_100000001/insights')).toHaveLength(1);
    expect(sandbox.sent('GET', /^\/\d+\/insights$/).length).toBeGreaterThan(0);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.date_start >= '2026-03-04' && r.date_start <= '2026-06-01')).toBe(true);
  });
});
