/** The pure parts of the exports: how cells are written and shown, the chart's scale, the tables' shape. */
import type { CreativeValueResult } from '@ads-creative/contracts/creative-analytics';
import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './export-csv.ts';
import { formatAxis, formatCell, formatGrowth } from './export-format.ts';
import { type ExportData, exportTables, sectionsOf } from './export-tables.ts';
import { axisTop, chartPositions } from './pdf-chart.ts';

describe('CSV fields', () => {
  it('writes money and rates with 2 decimals, counts as they are, no value as an empty field', () => {
    expect(csvField({ value: 1234.5, kind: 'money' })).toBe('1234.50');
    expect(csvField({ value: -100, kind: 'percent' })).toBe('-100.00');
    expect(csvField({ value: 4000, kind: 'int' })).toBe('4000');
    expect(csvField({ value: null, kind: 'percent' })).toBe('');
  });

  it('keeps text that a spreadsheet would run as a formula as text', () => {
    expect(csvField({ value: '=HYPERLINK("http://x")', kind: 'text' })).toBe('\'=HYPERLINK("http://x")');
    expect(csvField({ value: '+84 campaign', kind: 'text' })).toBe("'+84 campaign");
    expect(csvField({ value: '@home', kind: 'text' })).toBe("'@home");
    expect(csvField({ value: 'Chiến dịch - mùa hè', kind: 'text' })).toBe('Chiến dịch - mùa hè');
  });

  it('guards the start of every line of a text, not only its first', () => {
    expect(csvField({ value: 'a\n=1+1', kind: 'text' })).toBe("a\n'=1+1");
    expect(csvField({ value: 'a\r\n+1\r@x', kind: 'text' })).toBe("a\r\n'+1\r'@x");
    expect(csvField({ value: '\r-1', kind: 'text' })).toBe("'\r'-1");
    expect(csvField({ value: 'a - b\nc = d', kind: 'text' })).toBe('a - b\nc = d');
  });

  it('quotes commas, quotes and line breaks, and starts with a BOM', () => {
    const csv = toCsv([
      {
        key: 'campaigns',
        title: 'Campaigns',
        columns: [{ header: 'Campaign Name', kind: 'text', inPdf: true }],
        rows: [[{ value: 'Sale, "big"\nnow', kind: 'text' }]],
      },
    ]).toString('utf8');
    expect(csv).toBe('\uFEFFCampaign Name\r\n"Sale, ""big""\nnow"\r\n');
  });

  it('quotes a field holding a lone LF or CR (csv-stringify quotes only CRLF, the record delimiter)', () => {
    const csv = toCsv([
      {
        key: 'campaigns',
        title: 'Campaigns',
        columns: [
          { header: 'A', kind: 'text', inPdf: true },
          { header: 'B', kind: 'text', inPdf: true },
        ],
        rows: [
          [
            { value: 'a\nb', kind: 'text' },
            { value: 'c\rd', kind: 'text' },
          ],
        ],
      },
    ]).toString('utf8');
    expect(csv).toBe('\uFEFFA,B\r\n"a\nb","c\rd"\r\n');
  });
});

describe('PDF cells', () => {
  it('shows counts, USD, rates and missing values as the page does', () => {
    expect(formatCell({ value: 1234567, kind: 'int' })).toBe('1,234,567');
    expect(formatCell({ value: 1234.5, kind: 'money' })).toBe('$1,234.50');
    expect(formatCell({ value: -18.48, kind: 'money' })).toBe('-$18.48');
    expect(formatCell({ value: 2.5, kind: 'percent' })).toBe('2.50%');
    expect(formatCell({ value: null, kind: 'percent' })).toBe('—');
    expect(formatCell({ value: null, kind: 'text' })).toBe('');
    expect(formatCell({ value: 5732, kind: 'score' })).toBe('5,732');
  });

  it('puts a plus on positive growth and a dash on none', () => {
    expect(formatGrowth(700)).toBe('+700.00%');
    expect(formatGrowth(-3)).toBe('-3.00%');
    expect(formatGrowth(0)).toBe('0.00%');
    expect(formatGrowth(null)).toBe('—');
  });

  it('abbreviates axis labels with K and M', () => {
    expect(formatAxis(0, false)).toBe('0');
    expect(formatAxis(750, false)).toBe('750');
    expect(formatAxis(2500, false)).toBe('2.5K');
    expect(formatAxis(1_000_000, false)).toBe('1M');
    expect(formatAxis(7.5, true)).toBe('$7.5');
    expect(formatAxis(40, true)).toBe('$40');
  });
});

describe('the trend chart scale', () => {
  it('tops the axis at four round steps that reach the maximum', () => {
    expect(axisTop(3000)).toBe(4000); // steps of 1,000
    expect(axisTop(30)).toBe(40);
    expect(axisTop(4000)).toBe(4000);
    expect(axisTop(4001)).toBe(8000); // steps of 2,000
    expect(axisTop(9)).toBe(10); // steps of 2.5
    expect(axisTop(0)).toBe(4);
  });

  it('spreads points over the width and puts 0 at the bottom and the top at the top', () => {
    const plot = { x: 10, y: 20, width: 100, height: 50 };
    const points = [
      { label: 'a', value: 0 },
      { label: 'b', value: null },
      { label: 'c', value: 40 },
    ];
    expect(chartPositions(points, plot, 40)).toEqual([
      { x: 10, y: 70 },
      { x: 60, y: null },
      { x: 110, y: 20 },
    ]);
    expect(chartPositions([{ label: 'a', value: 20 }], plot, 40)).toEqual([{ x: 60, y: 45 }]);
  });
});

describe('the tables of an export', () => {
  const data: ExportData = {
    meta: {
      timeRange: '7d',
      since: '2026-11-18',
      until: '2026-11-24',
      previousSince: '2026-11-11',
      previousUntil: '2026-11-17',
      timezone: 'Asia/Ho_Chi_Minh',
      currency: 'USD',
      unconvertedCurrencies: ['VND'],
      metricsSources: [],
    },
    kpiMetrics: {
      totalCampaigns: 0,
      campaignGrowth: null,
      totalAds: 0,
      adGrowth: null,
      totalImpressions: 0,
      impressionGrowth: null,
      averageCTR: null,
      totalBudget: 0,
      budgetGrowth: null,
      roi: null,
      contentGenerated: 0,
      aiCostSavings: 0,
    },
    granularity: 'day',
    performanceTrends: [],
    campaigns: [],
    ads: [],
    content: { contents: [] },
  };

  it('hold the summary, then the sections of the type', () => {
    expect(sectionsOf('all')).toEqual(['campaigns', 'ads', 'content', 'whatWorks']);
    expect(exportTables('all', data).map((t) => t.title)).toEqual(['Summary', 'Campaigns', 'Ads', 'Content', 'What works for you']);
    expect(exportTables('content', data).map((t) => t.title)).toEqual(['Summary', 'Content']);
  });

  it("hold 'What works for you': a row per tag value with each metric's lift, interval and verdict (decision 184)", () => {
    const result = (over: Partial<CreativeValueResult>): CreativeValueResult => ({
      value: 'OFFER',
      ads: 3,
      impressions: 3000,
      clicks: 90,
      spend: 30,
      conversions: 6,
      conversionValue: 120,
      ctr: 3,
      ctrLow: 1.67,
      ctrHigh: 5.35,
      cpc: 0.33,
      cpa: 5,
      roas: 4,
      restValue: 1,
      liftVsRest: 200,
      liftLow: 21.9,
      liftHigh: 638.28,
      verdict: 'WINNER',
      reason: null,
      ...over,
    });
    const row = {
      dimension: 'angle' as const,
      results: {
        CTR: result({}),
        CPA: result({ liftVsRest: -50, liftLow: -87.5, liftHigh: 99.92, verdict: 'UNCLEAR' }),
        ROAS: result({ liftVsRest: null, liftLow: null, liftHigh: null, verdict: 'NOT_ENOUGH_DATA', reason: 'ADS' }),
      },
    };
    const table = exportTables('all', { ...data, whatWorks: [row] }).find((t) => t.key === 'whatWorks');
    const cells = Object.fromEntries(table?.columns.map((c, i) => [c.header, table.rows[0]?.[i]?.value]) ?? []);
    expect(cells).toMatchObject({ Dimension: 'Angle', Value: 'OFFER', Ads: 3, CTR: 3, 'CTR Low': 1.67, ROAS: 400 });
    expect(cells).toMatchObject({ 'CTR Lift vs Rest': 200, 'CTR Lift Low': 21.9, 'CTR Verdict': 'WINNER', 'CPA Verdict': 'UNCLEAR' });
    expect(cells['ROAS Verdict']).toBe('NOT_ENOUGH_DATA: fewer than 3 ads');
    expect(table?.columns.filter((c) => c.inPdf).map((c) => c.header)).toEqual([
      'Dimension',
      'Value',
      'Ads',
      'Impressions',
      'CTR',
      'CTR Lift vs Rest',
      'CTR Verdict',
    ]);
  });

  it('name the range, the time zone and the currencies left out in the summary', () => {
    const [summary] = exportTables('ads', data);
    const rows = Object.fromEntries(summary?.rows.map((r) => [r[0]?.value, r[1]?.value]) ?? []);
    expect(rows['Time Range']).toBe('7d (Last 7 days)');
    expect(rows['Time Zone']).toBe('Asia/Ho_Chi_Minh');
    expect(rows['Left Out (No USD Rate)']).toBe('VND');
    expect(rows['Average CTR']).toBeNull();
    expect(rows).not.toHaveProperty('Data From');
  });

  it('say where the numbers come from, demo and sandbox data named as simulated', () => {
    const [summary] = exportTables('campaigns', { ...data, meta: { ...data.meta, metricsSources: ['facebook', 'demo'] } });
    const rows = Object.fromEntries(summary?.rows.map((r) => [r[0]?.value, r[1]?.value]) ?? []);
    expect(rows['Data From']).toBe('Facebook, demo data (simulated)');
  });
});
