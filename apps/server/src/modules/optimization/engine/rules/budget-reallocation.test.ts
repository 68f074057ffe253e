import { describe, expect, it } from 'vitest';
import { snapshot, steadyCampaign } from '../fixtures.ts';
import { budgetReallocation } from './budget-reallocation.ts';

// Both spend $48 of $50 a day for 14 days ($672 each), conversions worth $50 each.
// A: 6 conversions ($300), ROI −55.4 %. B: 40 conversions ($2,000), ROI +197.6 %. Account: $2,300 / $1,344, ROI +71.1 %.
const a = steadyCampaign(1, { spend: 48, conversions: 6, conversionValue: 300 }, { name: 'Weak' });
const b = steadyCampaign(2, { spend: 48, conversions: 40, conversionValue: 2000 }, { name: 'Strong' });

describe('BUDGET_REALLOCATION', () => {
  it('moves 20 % of a budget from the campaign credibly below the account to the one credibly above', () => {
    const [rec, ...rest] = budgetReallocation(snapshot({ campaigns: [a, b] }));
    expect(rest).toEqual([]);
    expect(rec.targetEntity).toEqual({ kind: 'campaign', id: '1', name: 'Weak' });
    expect(rec.action).toEqual({
      kind: 'budget_shift',
      from: { campaignId: 1, before: 50, after: 40 },
      to: { campaignId: 2, before: 50, after: 60 },
    });
    expect(rec.title).toBe('Move $10.00 a day from Weak to Strong');
    // $10 × (2000/672 − 300/672) = $25.30 more value a day, over the account's $2,300 / 14 = $164.29 a day: +15.4 %.
    expect(rec.expectedImpact).toMatchObject({ metric: 'roas', expectedChange: 15.4, changeType: 'increase' });
    const [weak, strong, account] = rec.evidence.statistics;
    expect(weak.upper!).toBeLessThan(account.value!);
    expect(strong.lower!).toBeGreaterThan(account.value!);
    expect(account.value).toBeCloseTo(71.131, 2);
    // P(both) ≥ 0.95 · 0.95, times 0.85.
    expect(rec.expectedImpact.confidence).toBeGreaterThanOrEqual(0.77);
    expect(rec.expectedImpact.confidence).toBeLessThanOrEqual(0.85);
  });

  it('moves nothing when the strong campaign does not spend its budget (nowhere to put the money)', () => {
    const roomy = steadyCampaign(2, { spend: 30, conversions: 40, conversionValue: 2000 }, { name: 'Strong' });
    expect(budgetReallocation(snapshot({ campaigns: [a, roomy] }))).toEqual([]);
  });

  it('moves nothing when the difference is not credible (2 vs 3 conversions)', () => {
    const x = steadyCampaign(1, { spend: 48, conversions: 2, conversionValue: 100 });
    const y = steadyCampaign(2, { spend: 48, conversions: 3, conversionValue: 150 });
    expect(budgetReallocation(snapshot({ campaigns: [x, y] }))).toEqual([]);
  });

  it('moves nothing without conversion value in the account', () => {
    const x = steadyCampaign(1, { spend: 48, conversions: 6 });
    const y = steadyCampaign(2, { spend: 48, conversions: 40 });
    expect(budgetReallocation(snapshot({ campaigns: [x, y] }))).toEqual([]);
  });
});
