/** The ratios and rounding of analytics, on numbers worked out by hand (docs/analytics.md). */
import { describe, expect, it } from 'vitest';
import { aiCostSavings, cpc, ctr, growth, percent, roi, round2, totals, ZERO_SUMS } from './formulas.ts';
import { kpiMetrics } from './kpis.ts';

describe('ratios of sums', () => {
  it('CTR = clicks / impressions: 25 / 1,500 = 1.666…% → 1.67', () => {
    expect(ctr({ clicks: 25, impressions: 1500 })).toBe(1.67);
  });

  it('CPC = spend / clicks: 10.30 / 25 = 0.412 → 0.41', () => {
    expect(cpc({ spend: 10.3, paidClicks: 25 })).toBe(0.41);
  });

  it('ROI = (conversion value − spend) / spend: (45.55 − 10.30) / 10.30 = 342.233…% → 342.23', () => {
    expect(roi({ spend: 10.3, conversionValue: 45.55 })).toBe(342.23);
    // Losing money: (5 − 20) / 20 = −75 %.
    expect(roi({ spend: 20, conversionValue: 5 })).toBe(-75);
  });

  it('is null, not 0 or ∞, when the denominator is 0', () => {
    expect(ctr({ clicks: 0, impressions: 0 })).toBeNull();
    expect(cpc({ spend: 5, paidClicks: 0 })).toBeNull();
    expect(roi({ spend: 0, conversionValue: 12 })).toBeNull();
    expect(percent(3, 0)).toBeNull();
  });

  it('an empty period: zero sums, every ratio null', () => {
    expect(totals(ZERO_SUMS)).toEqual({
      impressions: 0,
      clicks: 0,
      conversions: 0,
      conversionValue: 0,
      spent: 0,
      ctr: null,
      cpc: null,
      roi: null,
    });
  });

  it('CPC leaves out the clicks of days whose money has no USD rate', () => {
    // 30 clicks in all, 10 of them on VND days whose spend (no rate) is not in the 6.00 USD.
    expect(cpc({ spend: 6, paidClicks: 20 })).toBe(0.3);
  });
});

describe('growth against the previous period', () => {
  it('is the change in percent, null when the earlier period is empty', () => {
    expect(growth(150, 100)).toBe(50);
    expect(growth(50, 100)).toBe(-50);
    expect(growth(0, 10)).toBe(-100);
    expect(growth(5, 0)).toBeNull();
    expect(growth(0, 0)).toBeNull();
    expect(growth(null, 4)).toBeNull();
    // 2 → 3 is +50 %; 3 → 2 is −33.33 %.
    expect(growth(2, 3)).toBe(-33.33);
  });

  it('against a negative ROI, improvement is positive: −50 → −25 is +50 %', () => {
    expect(growth(-25, -50)).toBe(50);
  });
});

describe('rounding', () => {
  it('rounds half away from zero to 2 decimals despite binary floats', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(-1.005)).toBe(-1.01);
    expect(round2(0.1 + 0.2)).toBe(0.3);
    expect(round2(2.675)).toBe(2.68);
  });
});

describe('AI cost savings', () => {
  it('is contents × the copywriter cost per variation − the AI cost: 10 × 18.50 − 0.37 = 184.63', () => {
    expect(aiCostSavings(10, 18.5, 0.37)).toBe(184.63);
    // Nothing generated, but calls were paid for: a loss, shown as such.
    expect(aiCostSavings(0, 18.5, 1.2)).toBe(-1.2);
  });
});

describe('KPIs', () => {
  it('builds the eight cards and their four growth badges', () => {
    const current = { impressions: 3000, clicks: 60, conversions: 4, spend: 40, conversionValue: 100, paidClicks: 60 };
    const previous = { impressions: 2000, clicks: 30, conversions: 1, spend: 20, conversionValue: 10, paidClicks: 30 };
    expect(
      kpiMetrics({
        campaigns: { now: 5, before: 4 },
        ads: { now: 12, before: 0 },
        current,
        previous,
        budget: { current: 700, previous: 560 },
        contentGenerated: 9,
        aiCost: 0.5,
        copywriterCostPerVariation: 18.5,
      }),
    ).toEqual({
      totalCampaigns: 5,
      campaignGrowth: 25, // (5 − 4) / 4
      totalAds: 12,
      adGrowth: null, // no ads before: no growth, not ∞
      totalImpressions: 3000,
      impressionGrowth: 50, // (3000 − 2000) / 2000
      averageCTR: 2, // 60 / 3000
      totalBudget: 700,
      budgetGrowth: 25, // (700 − 560) / 560
      roi: 150, // (100 − 40) / 40
      contentGenerated: 9,
      aiCostSavings: 166, // 9 × 18.50 − 0.50
    });
  });
});
