import { describe, expect, it } from 'vitest';
import { snapshot, steadyCampaign } from '../fixtures.ts';
import { campaignScale } from './campaign-scale.ts';

// $48 a day of a $50 budget (96 %) for 14 days: $672; 28 conversions worth $60: $1,680, ROI +150 %.
const winner = (over = {}) => steadyCampaign(1, { spend: 48, conversions: 28, conversionValue: 1680 }, over);

describe('CAMPAIGN_SCALE', () => {
  it('raises a budget-limited campaign above target by 20 %: $50 → $60', () => {
    const [rec, ...rest] = campaignScale(snapshot({ campaigns: [winner()] }));
    expect(rest).toEqual([]);
    expect(rec.action).toEqual({ kind: 'budget', campaignId: 1, from: 50, to: 60 });
    expect(rec.category).toBe('Budget Optimization');
    expect(rec.expectedImpact).toMatchObject({ metric: 'conversions', expectedChange: 20, changeType: 'increase' });
    // P(ROI > 0 %) is 1 to 3 decimals; times the scale transfer factor 0.85.
    expect(rec.expectedImpact.confidence).toBe(0.85);
    const roi = rec.evidence.statistics[0];
    expect(roi.value).toBeCloseTo(150, 6);
    expect(roi.lower!).toBeGreaterThan(0);
    expect(rec.evidence.counts).toMatchObject({ spend: 672, conversions: 28, fullSpendDays: 7, dailyBudget: 50 });
    expect(rec.description).toContain('7 of the last 7 days');
  });

  it("honours the user's smaller step and rounds down to whole cents", () => {
    const capped = campaignScale(snapshot({ campaigns: [winner()], settings: { ...snapshot().settings, maxBudgetStepPercent: 10 } }));
    expect(capped[0].action).toEqual({ kind: 'budget', campaignId: 1, from: 50, to: 55 });
    // $49.99 × 1.2 = $59.988 → $59.98 (never above 20 %).
    const odd = campaignScale(snapshot({ campaigns: [winner({ dailyBudget: 49.99 })] }));
    expect(odd[0].action).toEqual({ kind: 'budget', campaignId: 1, from: 49.99, to: 59.98 });
  });

  it('does not scale a campaign that leaves its budget unspent', () => {
    const underspent = steadyCampaign(1, { spend: 30, conversions: 28, conversionValue: 1680 });
    expect(campaignScale(snapshot({ campaigns: [underspent] }))).toEqual([]);
  });

  it('does not scale when the ROI is not credibly above target (6 conversions, ROI +7 %) or too few conversions', () => {
    const unsure = steadyCampaign(1, { spend: 48, conversions: 6, conversionValue: 720 });
    expect(campaignScale(snapshot({ campaigns: [unsure] }))).toEqual([]);
    const few = steadyCampaign(1, { spend: 48, conversions: 4, conversionValue: 4000 });
    expect(campaignScale(snapshot({ campaigns: [few] }))).toEqual([]);
  });

  it('respects a higher target: ROI +150 % is not credibly above 200 %', () => {
    const settings = { ...snapshot().settings, targetRoi: 200 };
    expect(campaignScale(snapshot({ campaigns: [winner()], settings }))).toEqual([]);
  });

  it('does not scale lifetime budgets', () => {
    expect(campaignScale(snapshot({ campaigns: [winner({ budgetType: 'LIFETIME', dailyBudget: null, totalBudget: 1000 })] }))).toEqual([]);
  });
});
