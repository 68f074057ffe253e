import { describe, expect, it } from 'vitest';
import { snapshot, steadyCampaign } from '../fixtures.ts';
import { campaignObjectiveOptimization } from './campaign-objective-optimization.ts';

describe('CAMPAIGN_OBJECTIVE_OPTIMIZATION', () => {
  // A conversions campaign: $30 a day ($420), 42 conversions: $10 each.
  const conversions = steadyCampaign(2, { spend: 30, conversions: 42, conversionValue: 2100 }, { name: 'Sales' });

  it('moves a traffic campaign that converts, at $42 a conversion against $10, to the conversions objective', () => {
    const traffic = steadyCampaign(1, { spend: 30, conversions: 10 }, { objective: 'TRAFFIC', name: 'Visits' });
    const [rec, ...rest] = campaignObjectiveOptimization(snapshot({ campaigns: [traffic, conversions] }));
    expect(rest).toEqual([]);
    expect(rec.action).toEqual({ kind: 'objective', campaignId: 1, from: 'TRAFFIC', to: 'CONVERSIONS' });
    expect(rec.category).toBe('Campaign Strategy');
    // $10 / $42 − 1 = −76.2 %.
    expect(rec.expectedImpact).toMatchObject({ metric: 'cost_per_conversion', expectedChange: -76.2, changeType: 'decrease' });
    // Its share of spend is 1/2, of conversions 10/52: P(share < 1/2) ≈ 1; × 0.75.
    expect(rec.expectedImpact.confidence).toBe(0.75);
    expect(rec.title).toBe('Optimize Visits for conversions: it converts, but at $42.00 a conversion');
  });

  it('leaves a converting traffic campaign alone when it converts as cheaply as the conversion campaigns', () => {
    const traffic = steadyCampaign(1, { spend: 30, conversions: 40 }, { objective: 'TRAFFIC' });
    expect(campaignObjectiveOptimization(snapshot({ campaigns: [traffic, conversions] }))).toEqual([]);
  });

  it('needs 10 conversions and a conversion-objective campaign to compare with', () => {
    const nine = steadyCampaign(1, { spend: 30, conversions: 9 }, { objective: 'TRAFFIC' });
    expect(campaignObjectiveOptimization(snapshot({ campaigns: [nine, conversions] }))).toEqual([]);
    const alone = steadyCampaign(1, { spend: 30, conversions: 10 }, { objective: 'TRAFFIC' });
    expect(campaignObjectiveOptimization(snapshot({ campaigns: [alone] }))).toEqual([]);
  });

  it('needs credible evidence that clicks do not convert: 0 of 420 (P = 0.88) is not enough, 0 of 840 (P = 0.985) is', () => {
    const traffic = steadyCampaign(2, { impressions: 1000, clicks: 30, spend: 30 }, { objective: 'TRAFFIC' });
    const few = steadyCampaign(1, { impressions: 1500, clicks: 30, spend: 30 });
    expect(campaignObjectiveOptimization(snapshot({ campaigns: [few, traffic] }))).toEqual([]);
    const many = steadyCampaign(1, { impressions: 3000, clicks: 60, spend: 30 }, { name: 'Clicky' });
    const [rec] = campaignObjectiveOptimization(snapshot({ campaigns: [many, traffic] }));
    expect(rec.action).toEqual({ kind: 'objective', campaignId: 1, from: 'CONVERSIONS', to: 'TRAFFIC' });
    expect(rec.expectedImpact).toMatchObject({ metric: 'ctr', expectedChange: 50, changeType: 'increase' });
    expect(rec.evidence.statistics[1].value).toBeCloseTo(1 - 0.995 ** 841, 4);
    expect(rec.expectedImpact.confidence).toBeCloseTo(0.75 * (1 - 0.995 ** 841), 3);
  });
});
