import type { CampaignAnalyticsRow } from '@ads-creative/contracts/analytics';
import { describe, expect, it } from 'vitest';
import { campaignCsv, campaignCsvFileName, csvCell } from './campaign-csv.ts';

const row = (over: Partial<CampaignAnalyticsRow>): CampaignAnalyticsRow => ({
  campaignId: 1,
  campaignName: 'Summer Sale',
  objective: 'TRAFFIC',
  status: 'ACTIVE',
  budgetType: 'DAILY',
  budget: 300,
  spent: 123.4,
  budgetUtilization: 41.13,
  impressions: 10_000,
  clicks: 250,
  ctr: 2.5,
  cpc: 0.49,
  roi: 62.07,
  conversions: 10,
  conversionValue: 200,
  ...over,
});

describe('the campaign CSV', () => {
  it('has the spec’s columns, a byte order mark, CRLF lines and one row per campaign', () => {
    const csv = campaignCsv([
      row({}),
      row({
        campaignId: 2,
        campaignName: 'Khuyến mãi, Tết',
        status: 'DRAFT',
        budget: 0,
        spent: 0,
        impressions: 0,
        clicks: 0,
        ctr: null,
        cpc: null,
        roi: null,
      }),
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Campaign Name,Status,Budget,Spent,Impressions,Clicks,CTR,CPC,ROI',
      // 250 / 10,000 = 2.50 %; 123.40 / 250 = $0.49; (200 − 123.40) / 123.40 = 62.07 %
      'Summer Sale,ACTIVE,300.00,123.40,10000,250,2.50%,0.49,62.07%',
      '"Khuyến mãi, Tết",DRAFT,0.00,0.00,0,0,,,',
      '',
    ]);
  });

  it('has only the header line without campaigns', () => {
    expect(campaignCsv([])).toBe('\uFEFFCampaign Name,Status,Budget,Spent,Impressions,Clicks,CTR,CPC,ROI\r\n');
  });

  it('quotes quotes and line breaks, and keeps formulas from running', () => {
    expect(csvCell('The "best" sale')).toBe('"The ""best"" sale"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-50% off')).toBe("'-50% off");
  });

  it('is named campaign-analytics-{range}.csv', () => {
    expect(campaignCsvFileName('90d')).toBe('campaign-analytics-90d.csv');
  });
});
