/** The PDF report on data made here: long tables run over pages with their header and stop at PDF_MAX_ROWS; 1y charts are per week. */
import type { CampaignAnalyticsRow } from '@ads-creative/contracts/analytics';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { PDF_MAX_ROWS, toPdf } from './export-pdf.ts';
import { type ExportData, exportTables } from './export-tables.ts';

const campaign = (i: number): CampaignAnalyticsRow => ({
  campaignId: i,
  campaignName: `Chiến dịch ${String(i).padStart(3, '0')}`,
  objective: 'TRAFFIC',
  status: 'ACTIVE',
  budgetType: 'DAILY',
  budget: 100,
  spent: 50,
  budgetUtilization: 50,
  impressions: 1000 * i,
  clicks: 10 * i,
  ctr: 1,
  cpc: 0.5,
  roi: null,
  conversions: 0,
  conversionValue: 0,
});

const data = (campaigns: CampaignAnalyticsRow[]): ExportData => ({
  meta: {
    timeRange: '1y',
    since: '2025-11-25',
    until: '2026-11-24',
    previousSince: '2024-11-25',
    previousUntil: '2025-11-24',
    timezone: 'Asia/Ho_Chi_Minh',
    currency: 'USD',
    unconvertedCurrencies: ['VND'],
    metricsSources: ['demo'],
  },
  kpiMetrics: {
    totalCampaigns: campaigns.length,
    campaignGrowth: 25,
    totalAds: 0,
    adGrowth: null,
    totalImpressions: 1_234_567,
    impressionGrowth: -12.5,
    averageCTR: 1,
    totalBudget: 25_000,
    budgetGrowth: 0,
    roi: null,
    contentGenerated: 0,
    aiCostSavings: 0,
  },
  granularity: 'week',
  performanceTrends: [
    { timestamp: '2025-11-24', period: 'week', metrics: { impressions: 100, clicks: 1, ctr: 1, cpc: 1, conversions: 0, spend: 1 } },
    { timestamp: '2025-12-01', period: 'week', metrics: { impressions: 300, clicks: 3, ctr: 1, cpc: 1, conversions: 0, spend: 3 } },
  ],
  campaigns,
});

async function textOf(pdf: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const result = await parser.getText();
    return { text: result.text, pages: result.total };
  } finally {
    await parser.destroy();
  }
}

describe('the PDF report', () => {
  it(`lists at most ${PDF_MAX_ROWS} rows, over several pages each with the table header, and says where the rest are`, async () => {
    const d = data(Array.from({ length: 250 }, (_, i) => campaign(i + 1)));
    const { text, pages } = await textOf(await toPdf('campaigns', d, exportTables('campaigns', d), new Date('2026-11-24T03:00:00Z')));
    expect(text).toContain('Campaigns (250)');
    expect(text).toContain(`The first ${PDF_MAX_ROWS} of 250 rows; the CSV and Excel exports have every row.`);
    expect(text).toContain('Chiến dịch 200');
    expect(text).not.toContain('Chiến dịch 201');
    expect(pages).toBeGreaterThan(3);
    expect(text.split('Campaign Name').length - 1).toBe(pages - 1);
    expect(text).toContain(`Page ${pages} of ${pages}`);
  });

  it('charts a year per week, and names the time zone, the demo data and the currencies left out', async () => {
    const d = data([campaign(1)]);
    const { text } = await textOf(await toPdf('campaigns', d, exportTables('campaigns', d), new Date('2026-11-24T03:00:00Z')));
    expect(text).toContain('Time range: Last 365 days (1y), 2025-11-25 to 2026-11-24, time zone Asia/Ho_Chi_Minh.');
    expect(text).toContain('Generated 2026-11-24 03:00 UTC. Data from: demo data (simulated).');
    expect(text).toContain('Amounts in VND are not included: no USD rate is configured for them.');
    expect(text).toContain('Impressions per week');
    expect(text).toContain('1,234,567');
    expect(text).toContain('-12.50% vs previous period');
    expect(text).toContain('+25.00% vs previous period');
    expect(text).toContain('No data for the previous period');
    expect(text).toContain('$25,000.00');
  });
});
