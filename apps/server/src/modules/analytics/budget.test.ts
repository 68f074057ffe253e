/** Budget definitions on hand-made campaigns (docs/analytics.md §Budget). */
import { describe, expect, it } from 'vitest';
import { budgetAnalytics, type CampaignBudgetInput, campaignBudget, depletionDays } from './budget.ts';

const range = { since: '2026-11-18', until: '2026-11-24' };
const today = '2026-11-24';
const campaign = (over: Partial<CampaignBudgetInput>): CampaignBudgetInput => ({
  budgetType: 'DAILY',
  dailyBudget: '12.50',
  totalBudget: null,
  status: 'ACTIVE',
  startDate: null,
  endDate: null,
  createdDay: '2026-11-20',
  ...over,
});

describe('a campaign’s budget for a period', () => {
  it('daily: × the days it runs in the period, from its creation when it has no start date', () => {
    // 20–24 November: 5 days × 12.50.
    expect(campaignBudget(campaign({}), range, today)).toBe(62.5);
    // Ends on the 22nd: 20, 21, 22 → 37.50.
    expect(campaignBudget(campaign({ endDate: '2026-11-22' }), range, today)).toBe(37.5);
    // Starts before the range: all 7 days.
    expect(campaignBudget(campaign({ startDate: '2026-10-01' }), range, today)).toBe(87.5);
  });

  it('lifetime: pro rata over its schedule', () => {
    // 300 over 1–30 November (30 days); 7 of them in the range → 300 × 7 / 30 = 70.
    const scheduled = campaign({
      budgetType: 'LIFETIME',
      dailyBudget: null,
      totalBudget: '300',
      startDate: '2026-11-01',
      endDate: '2026-11-30',
    });
    expect(campaignBudget(scheduled, range, today)).toBe(70);
    // Without an end date, spread over its days so far: 15–24 November = 10 days; 7 in the range → 70,
    // 3 (15–17) in the week before → 30.
    const open = campaign({ budgetType: 'LIFETIME', dailyBudget: null, totalBudget: '100', startDate: '2026-11-15' });
    expect(campaignBudget(open, range, today)).toBe(70);
    expect(campaignBudget(open, { since: '2026-11-11', until: '2026-11-17' }, today)).toBe(30);
  });

  it('nothing for drafts, failed campaigns, future campaigns and periods it does not run in', () => {
    expect(campaignBudget(campaign({ status: 'DRAFT' }), range, today)).toBe(0);
    expect(campaignBudget(campaign({ status: 'FAILED' }), range, today)).toBe(0);
    expect(campaignBudget(campaign({ startDate: '2026-12-01' }), range, today)).toBe(0);
    expect(campaignBudget(campaign({}), { since: '2026-11-11', until: '2026-11-17' }, today)).toBe(0);
    expect(campaignBudget(campaign({ dailyBudget: null }), range, today)).toBe(0);
  });

  it('paused and completed campaigns keep their budget (they ran in the period)', () => {
    expect(campaignBudget(campaign({ status: 'PAUSED' }), range, today)).toBe(62.5);
    expect(campaignBudget(campaign({ status: 'COMPLETED', endDate: '2026-11-20' }), range, today)).toBe(12.5);
  });
});

describe('budget analytics', () => {
  const campaigns = [
    { objective: 'CONVERSIONS', budget: 62.5 },
    { objective: 'TRAFFIC', budget: 70 },
    { objective: 'CONVERSIONS', budget: 37.5 },
  ];
  const dailySpend = new Map([
    ['2026-11-22', 30],
    ['2026-11-23', 40],
    ['2026-11-24', 32],
  ]);

  it('utilization, average and projected spend, depletion, breakdown by objective, daily points', () => {
    const b = budgetAnalytics({ campaigns, spent: 102, dailySpend, range, firstDataDay: '2026-11-22' });
    expect(b).toEqual({
      totalBudgetAllocated: 170, // 62.50 + 70 + 37.50
      totalBudgetSpent: 102,
      budgetUtilizationRate: 60, // 102 / 170
      averageDailySpend: 34, // 102 over the 3 days since the account's first data (22–24)
      projectedMonthlySpend: 1020, // 34 × 30
      remainingBudget: 68,
      daysUntilDepletion: 2, // 68 / 34
      budgetBreakdown: [
        { category: 'CONVERSIONS', amount: 100, percentage: 58.82 }, // 100 / 170
        { category: 'TRAFFIC', amount: 70, percentage: 41.18 }, // 70 / 170
      ],
      spendingTrends: [
        { timestamp: '2026-11-18', amount: 0 },
        { timestamp: '2026-11-19', amount: 0 },
        { timestamp: '2026-11-20', amount: 0 },
        { timestamp: '2026-11-21', amount: 0 },
        { timestamp: '2026-11-22', amount: 30 },
        { timestamp: '2026-11-23', amount: 40 },
        { timestamp: '2026-11-24', amount: 32 },
      ],
    });
  });

  it('averages over the whole range when the data is older than it', () => {
    const b = budgetAnalytics({ campaigns, spent: 102, dailySpend, range, firstDataDay: '2025-01-01' });
    expect(b.averageDailySpend).toBe(14.57); // 102 / 7 = 14.571…
    expect(b.projectedMonthlySpend).toBe(437.14); // 102 / 7 × 30 = 437.142…, from the unrounded pace
    expect(b.daysUntilDepletion).toBe(4.7); // 68 / 14.57 = 4.667…
  });

  it('depletion: N/A (null) without spend, exhausted (0) at zero or less remaining', () => {
    expect(depletionDays(50, 0)).toBeNull();
    expect(depletionDays(0, 10)).toBe(0);
    expect(depletionDays(-5, 10)).toBe(0);
    expect(depletionDays(25, 10)).toBe(2.5);
    expect(depletionDays(0.004, 10)).toBe(0); // under half a cent: float noise of allocated − spent
    expect(depletionDays(0.01, 10)).toBe(0.001);
  });

  it('a few dollars left at a fast pace are not "exhausted": $170 allocated, $169.95 spent in 3 days', () => {
    const b = budgetAnalytics({ campaigns, spent: 169.95, dailySpend, range, firstDataDay: '2026-11-22' });
    expect(b.remainingBudget).toBe(0.05);
    expect(b.averageDailySpend).toBe(56.65); // 169.95 / 3
    expect(b.daysUntilDepletion).toBe(0.00088); // 0.05 / 56.65 = 0.000882…, 2 significant digits, not 0.0
  });

  it('a few cents spent over a month are spend, not "N/A": $0.10 in 30 days, $170 left', () => {
    const month = { since: '2026-10-26', until: '2026-11-24' };
    const b = budgetAnalytics({
      campaigns,
      spent: 0.1,
      dailySpend: new Map([['2026-11-24', 0.1]]),
      range: month,
      firstDataDay: '2025-01-01',
    });
    expect(b.averageDailySpend).toBe(0); // 0.10 / 30 = 0.0033…, shown in cents
    expect(b.projectedMonthlySpend).toBe(0.1); // 0.0033… × 30
    expect(b.remainingBudget).toBe(169.9);
    expect(b.daysUntilDepletion).toBe(50970); // 169.90 / (0.10 / 30) = 50,970 days, not null
  });

  it('an empty account: zeros, no utilization, no breakdown, zero points', () => {
    const b = budgetAnalytics({ campaigns: [], spent: 0, dailySpend: new Map(), range, firstDataDay: null });
    expect(b).toMatchObject({
      totalBudgetAllocated: 0,
      totalBudgetSpent: 0,
      budgetUtilizationRate: null,
      averageDailySpend: 0,
      projectedMonthlySpend: 0,
      remainingBudget: 0,
      daysUntilDepletion: null,
      budgetBreakdown: [],
    });
    expect(b.spendingTrends.map((p) => p.amount)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('a one-day account: its one day is the average', () => {
    const b = budgetAnalytics({
      campaigns: [{ objective: 'REACH', budget: 20 }],
      spent: 25,
      dailySpend: new Map([['2026-11-24', 25]]),
      range,
      firstDataDay: '2026-11-24',
    });
    expect(b).toMatchObject({ averageDailySpend: 25, budgetUtilizationRate: 125, remainingBudget: -5, daysUntilDepletion: 0 });
  });

  it('spending trends are the last 30 days of a longer range', () => {
    const b = budgetAnalytics({
      campaigns: [],
      spent: 0,
      dailySpend: new Map([['2026-10-25', 7]]),
      range: { since: '2026-08-27', until: '2026-11-24' },
      firstDataDay: null,
    });
    expect(b.spendingTrends).toHaveLength(30);
    expect(b.spendingTrends[0]).toEqual({ timestamp: '2026-10-26', amount: 0 });
    expect(b.spendingTrends[29]?.timestamp).toBe('2026-11-24');
  });
});
