import { describe, expect, it } from 'vitest';
import { NOW, snapshot, steadyCampaign } from '../fixtures.ts';
import { campaignPause } from './campaign-pause.ts';

// Campaign 2 is the rest of the account: $30 a day for 14 days ($420), 42 conversions worth $50 each: $10 per conversion.
const good = steadyCampaign(2, { spend: 30, conversions: 42, conversionValue: 2100 });

describe('CAMPAIGN_PAUSE', () => {
  it('pauses a conversions campaign that spent $420 without a conversion where 42 were expected', () => {
    const bad = steadyCampaign(1, { spend: 30, conversions: 0 });
    const [rec, ...others] = campaignPause(snapshot({ campaigns: [bad, good] }));
    expect(others).toEqual([]);
    expect(rec.type).toBe('CAMPAIGN_PAUSE');
    expect(rec.targetEntity).toEqual({ kind: 'campaign', id: '1', name: 'Campaign 1' });
    expect(rec.action).toEqual({ kind: 'pause', campaignId: 1 });
    expect(rec.category).toBe('Campaign Strategy');
    // Account cost per conversion $840 / 42 = $20 → $420 / 42 = $10: −50 %.
    expect(rec.expectedImpact).toEqual({
      metric: 'cost_per_conversion',
      expectedChange: -50,
      changeType: 'decrease',
      timeframe: '7 days',
      confidence: 1,
    });
    expect(rec.evidence.counts).toMatchObject({ spend: 420, conversions: 0, expectedConversions: 42, accountCostPerConversion: 10 });
    expect(rec.evidence.window).toEqual({ since: '2026-06-01', until: '2026-06-14', days: 14 });
    expect(rec.description).toContain('$420.00');
    expect(rec.description).toContain('$30.00 a day');
    expect(rec.tags.length).toBeLessThanOrEqual(3);
  });

  it('needs spend worth 3 conversions: $56 at $20 each (2.8) is not enough, $70 (3.5) is, with confidence 1 − e^−3.5', () => {
    const rest = steadyCampaign(2, { spend: 30, conversions: 21, conversionValue: 1050 }); // $20 per conversion
    const small = steadyCampaign(1, { spend: 4, conversions: 0 });
    expect(campaignPause(snapshot({ campaigns: [small, rest] }))).toEqual([]);
    const enough = steadyCampaign(1, { spend: 5, conversions: 0 });
    const [rec] = campaignPause(snapshot({ campaigns: [enough, rest] }));
    expect(rec.expectedImpact.confidence).toBeCloseTo(1 - Math.exp(-3.5), 3);
    expect(rec.expectedImpact.confidence).toBe(0.97);
  });

  it('never pauses below $50 of spend, even when that is many conversions’ worth', () => {
    const cheap = steadyCampaign(2, { spend: 30, conversions: 420, conversionValue: 4200 }); // $1 per conversion
    const small = steadyCampaign(1, { spend: 3, conversions: 0 }); // $42: 42 expected
    expect(campaignPause(snapshot({ campaigns: [small, cheap] }))).toEqual([]);
  });

  it('never pauses a campaign with 3 conversions, however poor its ROI', () => {
    // $1,000 spent for 3 conversions worth $30: ROI −97 %.
    const three = steadyCampaign(1, { spend: 1000 / 14, conversions: 3, conversionValue: 30 });
    expect(campaignPause(snapshot({ campaigns: [three, good] }))).toEqual([]);
  });

  it('pauses a campaign with 12 conversions and ROI credibly far below target', () => {
    // $700 for 12 conversions worth $10 each: ROI −82.9 %; the upper bound stays under −50 %.
    const poor = steadyCampaign(1, { spend: 50, conversions: 12, conversionValue: 120 });
    const [rec] = campaignPause(snapshot({ campaigns: [poor, good] }));
    expect(rec.title).toContain('ROI -83 %');
    const roiStat = rec.evidence.statistics[0];
    expect(roiStat.value).toBeCloseTo(-82.857, 2);
    expect(roiStat.upper!).toBeLessThan(-50);
    // Account ROAS (120 + 2100) / (700 + 420) = 1.982 → 2100 / 420 = 5: +152.3 %.
    expect(rec.expectedImpact).toMatchObject({ metric: 'roas', expectedChange: 152.3, changeType: 'increase' });
    expect(rec.expectedImpact.confidence).toBe(1);
  });

  it('does not judge the ROI of conversions without value (leads), even in an account whose sales have value', () => {
    const leads = steadyCampaign(1, { spend: 50, conversions: 20 }, { objective: 'LEAD_GENERATION' });
    expect(campaignPause(snapshot({ campaigns: [leads, good] }))).toEqual([]);
  });

  it('does not pause for ROI when the upper bound reaches the limit', () => {
    // 12 conversions worth $25 on $700: ROI −57 %, but it could be −17 %.
    const meh = steadyCampaign(1, { spend: 50, conversions: 12, conversionValue: 300 });
    expect(campaignPause(snapshot({ campaigns: [meh, good] }))).toEqual([]);
  });

  it('leaves alone awareness campaigns without conversions, accounts without any conversion, and paused campaigns', () => {
    const awareness = steadyCampaign(1, { spend: 30 }, { objective: 'BRAND_AWARENESS' });
    expect(campaignPause(snapshot({ campaigns: [awareness, good] }))).toEqual([]);
    const a = steadyCampaign(1, { spend: 30 });
    const b = steadyCampaign(2, { spend: 30 });
    expect(campaignPause(snapshot({ campaigns: [a, b] }))).toEqual([]);
    const paused = steadyCampaign(1, { spend: 30 }, { status: 'PAUSED' });
    expect(campaignPause(snapshot({ campaigns: [paused, good] }))).toEqual([]);
  });

  it('waits 72 h after the last change and a week of delivery', () => {
    const changedAt = (hours: number) => new Date(Date.parse(NOW) - hours * 3_600_000).toISOString();
    const recent = steadyCampaign(1, { spend: 30 }, { lastChangedAt: changedAt(24) });
    expect(campaignPause(snapshot({ campaigns: [recent, good] }))).toEqual([]);
    const older = steadyCampaign(1, { spend: 30 }, { lastChangedAt: changedAt(80) });
    expect(campaignPause(snapshot({ campaigns: [older, good] }))).toHaveLength(1);
    const young = steadyCampaign(1, { spend: 70, days: 6 });
    expect(campaignPause(snapshot({ campaigns: [young, good] }))).toEqual([]);
  });
});
