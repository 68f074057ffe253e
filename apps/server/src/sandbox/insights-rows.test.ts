/**
 * The sandbox's insights follow the ad set's budget day by day (a budget raised on the 10th spends
 * more from the 10th, the days before keep the old budget), and a disapproved ad never delivers.
 */
import { describe, expect, it } from 'vitest';
import { type InsightsRow, insightsRows, withAttributionWindows } from './insights-rows.ts';
import { SandboxWorld } from './sandbox-world.ts';

const ACCOUNT = '100000001'; // USD

function world() {
  const w = new SandboxWorld();
  const campaign = w.create('campaign', ACCOUNT, { name: 'C', objective: 'OUTCOME_TRAFFIC', status: 'ACTIVE' }, '2026-03-01');
  const adset = w.create('adset', ACCOUNT, { name: 'S', daily_budget: '2000', status: 'ACTIVE' }, '2026-03-01', campaign.id);
  const creative = w.create('adcreative', ACCOUNT, { object_story_spec: { link_data: { name: 'Run', message: 'Shoes' } } }, '2026-03-01');
  const ad = w.create('ad', ACCOUNT, { name: 'A', creative: { creative_id: creative.id }, status: 'ACTIVE' }, '2026-03-01', adset.id);
  return { w, adset, ad, creative };
}

describe('sandbox insights', () => {
  it('spend follows the budget of each day: 20 USD until the 9th, 100 USD from the 10th', () => {
    const { w, adset } = world();
    w.update(adset.id, { daily_budget: '10000' }, '2026-03-10');
    const rows = insightsRows(w, ACCOUNT, '2026-03-01', '2026-03-19', '2026-03-20', 1);
    expect(rows).toHaveLength(19);
    // Pacing keeps a day's spend within 57.6 % (60 % × the slowest weekday 0.96) and 110 % of its budget.
    for (const r of rows.filter((x) => x.date_start < '2026-03-10')) expect(Number(r.spend)).toBeLessThanOrEqual(22);
    for (const r of rows.filter((x) => x.date_start >= '2026-03-10')) expect(Number(r.spend)).toBeGreaterThanOrEqual(57.6);
  });

  it('a disapproved ad delivers nothing', () => {
    const { w, adset, creative } = world();
    w.create('ad', ACCOUNT, { name: 'B', creative: { creative_id: creative.id }, status: 'ACTIVE' }, '2026-03-01', adset.id, {
      disapproval: { 'Personal Health and Appearance': 'No miracles.' },
    });
    const rows = insightsRows(w, ACCOUNT, '2026-03-01', '2026-03-05', '2026-03-06', 1);
    expect(new Set(rows.map((r) => r.ad_name))).toEqual(new Set(['A']));
  });
});

describe('attribution windows, as Meta answers them since 2026-01-12 (decision 176)', () => {
  const row = {
    date_start: '2026-03-02',
    actions: [
      { action_type: 'link_click', value: '40' },
      { action_type: 'purchase', value: '12' },
    ],
    action_values: [{ action_type: 'purchase', value: '250.00' }],
  } as InsightsRow;

  it("splits each action into the windows asked for, adding up to its value (Meta's default attribution)", () => {
    expect(withAttributionWindows(row, ['7d_click', '1d_view'])).toMatchObject({
      actions: [
        { action_type: 'link_click', value: '40', '7d_click': '40', '1d_view': '0' },
        // 12 × 0.2 = 2.4 → 2 by a view within a day, 10 by a click within 7 days.
        { action_type: 'purchase', value: '12', '7d_click': '10', '1d_view': '2' },
      ],
      action_values: [{ action_type: 'purchase', value: '250.00', '7d_click': '200.00', '1d_view': '50.00' }],
    });
  });

  it('gives the 7-day and 28-day view windows no data, and leaves a row asked for no window as it was', () => {
    const viewed = withAttributionWindows(row, ['7d_view', '28d_view', '1d_view']);
    expect(viewed.actions?.[1]).toEqual({ action_type: 'purchase', value: '12', '1d_view': '2' });
    expect(withAttributionWindows(row, ['7d_view', '28d_view'])).toBe(row);
    expect(withAttributionWindows(row, [])).toBe(row);
  });
});
