/**
 * GET /api/analytics/export/{type}: each file read back as its user would open it. A small data set
 * with numbers worked out by hand (below), one campaign with a Vietnamese name; user B's campaign
 * must never appear in A's files.
 *
 * User A (no Facebook connection: time zone UTC), today T, range 30d = T−29 … T:
 * - 'Chiến dịch mùa hè' (CONVERSIONS, ACTIVE, daily budget $10.00 from T−9): budget 10 days × $10 = $100.00.
 * - 'Autumn draft' (TRAFFIC, DRAFT): no budget, no delivery.
 * - Ad 'Giày chạy bộ' (in the first campaign) with a selected AI content written by OPENAI ($0.02):
 *     T−1: 1,000 impressions, 50 clicks, $20.00, 5 conversions worth $100.00
 *     T−2: 1,000 impressions, 30 clicks, $10.00, 1 conversion worth $20.00
 *     T−35 (the previous period): 500 impressions, 5 clicks, $5.00
 *   → 2,000 impressions, 80 clicks, CTR 4.00 %, CPC 30 / 80 = $0.38, $30.00, 6 conversions, $120.00, ROI 300 %.
 * - Ad 'Banner B' (same campaign), T−1: 2,000 impressions, 20 clicks, $10.00 → CTR 1.00 %, CPC $0.50, ROI −100 %.
 * Totals: 4,000 impressions (previous 500: +700 %), 100 clicks, CTR 2.50 %, $40.00 spent, $120.00 value,
 * ROI 200 %; the campaign spent $40.00 of $100.00 (40 %); 1 AI content → savings 18.50 − 0.02 = $18.48.
 * Content score of the OPENAI content (docs/analytics.md): CTR p0 = 2.5 %, τ² = 0.875 / 2,000 = 0.0004375,
 * w = 0.0004375 / (0.0004375 + 0.025 / 2,000) = 0.9722, shrunk 3.9583 %, r_ctr = 1.5833; conversions per
 * click p0 = 6 %, τ² = 0.03 / 32 = 0.0009375, w = 0.0009375 / (0.0009375 + 0.06 / 80) = 0.5556, shrunk
 * 6.8333 %, r_conv = 1.1389; r = √(1.5833 × 1.1389) = 1.3428; score = 10,000 × 1.3428 / 2.3428 = 5,732.
 */
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../../test/helpers/ads-fixtures.ts';
import { linesStartingAFormula } from '../../../test/helpers/csv-lines.ts';
import { createTestApp, signUp, type TestApp } from '../../../test/helpers/test-app.ts';
import type { Db } from '../../db/client.ts';
import { aiCalls } from '../../db/schema/ai.ts';
import { adContents, ads, campaigns } from '../../db/schema/campaigns.ts';
import { addDays, dayIn } from '../../lib/calendar.ts';
import type { DailyMetric } from '../metrics/daily-metric.ts';
import { createMetricsRepo } from '../metrics/metrics.repo.ts';

let t: TestApp;
let a: { headers: Record<string, string>; userId: number };
let b: { headers: Record<string, string>; userId: number };
let today: string;
let ids: { summer: number; draft: number; shoes: number; banner: number; content: number };

const BOM = '\uFEFF';

async function seed(userId: number, rows: Omit<typeof campaigns.$inferInsert, 'userId'>[]) {
  return (
    await t.database.db
      .insert(campaigns)
      .values(rows.map((r) => ({ ...r, userId })))
      .returning({ id: campaigns.id })
  ).map((r) => r.id);
}

const metric = (adId: number, campaignId: number, date: string, over: Partial<DailyMetric>): DailyMetric => ({
  adId,
  campaignId,
  date,
  impressions: 0,
  reach: 0,
  clicks: 0,
  linkClicks: 0,
  spend: '0.00',
  conversions: 0,
  conversionValue: '0.00',
  currency: 'USD',
  source: 'sandbox',
  ...over,
});

async function writeMetrics(userId: number, rows: DailyMetric[]) {
  const db = t.database.db;
  await db.transaction((tx) => createMetricsRepo(tx as unknown as Db).upsert(tx as unknown as Db, userId, rows, t.clock.now()));
}

beforeAll(async () => {
  t = await createTestApp();
  const signedA = await signUp(t);
  const signedB = await signUp(t);
  a = { headers: signedA.headers, userId: signedA.user.id };
  b = { headers: signedB.headers, userId: signedB.user.id };
  today = dayIn('UTC', t.clock.now());
  const db = t.database.db;

  const [summer, draft] = (await seed(a.userId, [
    {
      name: 'Chiến dịch mùa hè',
      objective: 'CONVERSIONS',
      status: 'ACTIVE',
      budgetType: 'DAILY',
      dailyBudget: '10.00',
      startDate: addDays(today, -9),
    },
    { name: 'Autumn draft', objective: 'TRAFFIC', status: 'DRAFT' },
  ])) as [number, number];
  const [shoes, banner] = (
    await db
      .insert(ads)
      .values([
        { userId: a.userId, campaignId: summer, name: 'Giày chạy bộ', status: 'ACTIVE', headline: 'Giày chạy bộ nhẹ nhất' },
        { userId: a.userId, campaignId: summer, name: 'Banner B', status: 'PAUSED', headline: 'Banner' },
      ])
      .returning({ id: ads.id })
  ).map((r) => r.id) as [number, number];
  // The AI call and its content are made at the test clock's now, not the database's: the range counts them by their day.
  const [call] = await db
    .insert(aiCalls)
    .values({
      userId: a.userId,
      adId: shoes,
      provider: 'OPENAI',
      model: 'gpt-4o-mini',
      kind: 'text',
      latencyMs: 1200,
      costUsd: '0.020000',
      success: true,
      selected: true,
      createdAt: t.clock.now(),
    })
    .returning({ id: aiCalls.id });
  const [content] = await db
    .insert(adContents)
    .values({
      adId: shoes,
      title: 'Giày chạy bộ nhẹ nhất',
      body: 'Chạy xa hơn',
      textCallId: call?.id,
      isSelected: true,
      createdAt: t.clock.now(),
    })
    .returning({ id: adContents.id });
  ids = { summer, draft, shoes, banner, content: content?.id as number };

  await writeMetrics(a.userId, [
    metric(shoes, summer, addDays(today, -1), { impressions: 1000, clicks: 50, spend: '20.00', conversions: 5, conversionValue: '100.00' }),
    metric(shoes, summer, addDays(today, -2), { impressions: 1000, clicks: 30, spend: '10.00', conversions: 1, conversionValue: '20.00' }),
    metric(shoes, summer, addDays(today, -35), { impressions: 500, clicks: 5, spend: '5.00' }),
    metric(banner, summer, addDays(today, -1), { impressions: 2000, clicks: 20, spend: '10.00' }),
  ]);

  // User B: a campaign of their own with delivery, which A's files must never show.
  const [secret] = (await seed(b.userId, [{ name: 'B-only campaign', objective: 'REACH', status: 'ACTIVE' }])) as [number];
  const [bAd] = await db
    .insert(ads)
    .values({ userId: b.userId, campaignId: secret, name: 'B-only ad', status: 'ACTIVE' })
    .returning({ id: ads.id });
  await writeMetrics(b.userId, [metric(bAd?.id as number, secret, addDays(today, -1), { impressions: 777, clicks: 7, spend: '7.77' })]);
});
afterAll(() => t.close());

const download = (path: string, headers = a.headers) => t.app.inject({ method: 'GET', url: `/api/analytics/export/${path}`, headers });

function csvRecords(body: Buffer): string[][] {
  const text = body.toString('utf8');
  expect(text.startsWith(BOM)).toBe(true);
  return parse(text.slice(1), { relax_column_count: true, skip_empty_lines: false });
}

async function workbook(body: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  return wb;
}

/** A sheet's rows as header → cell, the header being its first row. */
function sheetRows(sheet: ExcelJS.Worksheet) {
  const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
  const rows: Record<string, ExcelJS.Cell>[] = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    rows.push(Object.fromEntries(header.map((h, i) => [h, row.getCell(i + 1)])));
  }
  return { header, rows };
}

async function pdfText(body: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(body) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe('GET /api/analytics/export/{type}', () => {
  it('sends campaigns as a CSV table with a BOM, named analytics-campaigns-30d.csv', async () => {
    const res = await download('campaigns?format=csv&timeRange=30d');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="analytics-campaigns-30d.csv"');
    const [header, ...rows] = csvRecords(res.rawPayload);
    expect(header).toEqual([
      'Campaign ID',
      'Campaign Name',
      'Objective',
      'Status',
      'Budget Type',
      'Budget (USD)',
      'Spent (USD)',
      'Budget Utilization (%)',
      'Impressions',
      'Clicks',
      'CTR (%)',
      'CPC (USD)',
      'Conversions',
      'Conversion Value (USD)',
      'ROI (%)',
    ]);
    // By name: 'Autumn draft' before 'Chiến dịch mùa hè'; a ratio without a denominator is an empty field.
    expect(rows).toEqual([
      [String(ids.draft), 'Autumn draft', 'TRAFFIC', 'DRAFT', 'DAILY', '0.00', '0.00', '', '0', '0', '', '', '0', '0.00', ''],
      [
        String(ids.summer),
        'Chiến dịch mùa hè',
        'CONVERSIONS',
        'ACTIVE',
        'DAILY',
        '100.00',
        '40.00',
        '40.00',
        '4000',
        '100',
        '2.50',
        '0.40',
        '6',
        '120.00',
        '200.00',
      ],
    ]);
    expect(res.rawPayload.toString('utf8')).toContain('\r\n');
  });

  it('sends ads and content as CSV tables with their own columns', async () => {
    const adsCsv = csvRecords((await download('ads?format=csv&timeRange=30d')).rawPayload);
    expect(adsCsv[0]).toEqual([
      'Ad ID',
      'Ad Name',
      'Campaign ID',
      'Campaign Name',
      'Status',
      'Ad Type',
      'Headline',
      'AI Provider',
      'Impressions',
      'Clicks',
      'CTR (%)',
      'CPC (USD)',
      'Spent (USD)',
      'Conversions',
      'Conversion Value (USD)',
      'ROI (%)',
    ]);
    const summer = String(ids.summer);
    expect(adsCsv.slice(1)).toEqual([
      [
        String(ids.banner),
        'Banner B',
        summer,
        'Chiến dịch mùa hè',
        'PAUSED',
        'PAGE_POST_AD',
        'Banner',
        '',
        '2000',
        '20',
        '1.00',
        '0.50',
        '10.00',
        '0',
        '0.00',
        '-100.00',
      ],
      [
        String(ids.shoes),
        'Giày chạy bộ',
        summer,
        'Chiến dịch mùa hè',
        'ACTIVE',
        'PAGE_POST_AD',
        'Giày chạy bộ nhẹ nhất',
        'OPENAI',
        '2000',
        '80',
        '4.00',
        '0.38',
        '30.00',
        '6',
        '120.00',
        '300.00',
      ],
    ]);

    const contentCsv = csvRecords((await download('content?format=csv&timeRange=30d')).rawPayload);
    expect(contentCsv).toEqual([
      ['Content ID', 'Ad ID', 'Headline', 'AI Provider', 'Impressions', 'Clicks', 'CTR (%)', 'Conversions', 'Performance Score'],
      [String(ids.content), String(ids.shoes), 'Giày chạy bộ nhẹ nhất', 'OPENAI', '2000', '80', '4.00', '6', '5732'],
    ]);
  });

  it('sends all as one CSV of titled sections: the summary with the KPIs, then campaigns, ads, content and what works', async () => {
    const res = await download('all?format=csv&timeRange=30d');
    expect(res.headers['content-disposition']).toBe('attachment; filename="analytics-all-30d.csv"');
    const records = csvRecords(res.rawPayload);
    const titles = records.filter((_, i) => i === 0 || records[i - 1]?.every((c) => c === '')).map((r) => r[0]);
    expect(titles).toEqual(['Summary', 'Campaigns', 'Ads', 'Content', 'What works for you']);
    const summary = records.slice(
      1,
      records.findIndex((r) => r.every((c) => c === '')),
    );
    expect(summary[0]).toEqual(['Metric', 'Value', 'Unit', 'Change vs Previous Period (%)']);
    const byMetric = Object.fromEntries(summary.slice(1).map((r) => [r[0], r.slice(1)]));
    expect(byMetric['Time Range']).toEqual(['30d (Last 30 days)', '', '']);
    expect(byMetric.From).toEqual([addDays(today, -29), '', '']);
    expect(byMetric.To).toEqual([today, '', '']);
    expect(byMetric['Total Campaigns']).toEqual(['2', '', '']);
    expect(byMetric['Total Impressions']).toEqual(['4000', '', '700.00']);
    expect(byMetric['Average CTR']).toEqual(['2.50', '%', '']);
    expect(byMetric['Total Budget']).toEqual(['100.00', 'USD', '']);
    expect(byMetric.ROI).toEqual(['200.00', '%', '']);
    expect(byMetric['AI Content Generated']).toEqual(['1', '', '']);
    expect(byMetric['AI Cost Savings']).toEqual(['18.48', 'USD', '']);
    const campaignsAt = records.findIndex((r) => r[0] === 'Campaigns');
    expect(records[campaignsAt + 1]?.[1]).toBe('Campaign Name');
    expect(records[campaignsAt + 3]?.[1]).toBe('Chiến dịch mùa hè');
  });

  it('sends Excel with a Summary sheet and one sheet per type, numbers as numbers in USD and percent formats', async () => {
    const res = await download('all?format=xlsx&timeRange=30d');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="analytics-all-30d.xlsx"');
    const wb = await workbook(res.rawPayload);
    expect(wb.worksheets.map((s) => s.name)).toEqual(['Summary', 'Campaigns', 'Ads', 'Content', 'What works for you']);

    const campaignsSheet = sheetRows(wb.getWorksheet('Campaigns') as ExcelJS.Worksheet);
    expect(campaignsSheet.header).toContain('Spent');
    const summer = campaignsSheet.rows.find((r) => r['Campaign Name']?.value === 'Chiến dịch mùa hè');
    if (!summer) throw new Error('no summer campaign row');
    expect(summer.Budget?.value).toBe(100);
    expect(summer.Budget?.numFmt).toBe('"$"#,##0.00');
    expect(summer.Spent?.value).toBe(40);
    expect(summer.Spent?.numFmt).toBe('"$"#,##0.00');
    expect(summer.Impressions?.value).toBe(4000);
    expect(summer.Impressions?.numFmt).toBe('#,##0');
    expect(summer.CTR?.value).toBeCloseTo(0.025, 10);
    expect(summer.CTR?.numFmt).toBe('0.00%');
    expect(summer.CPC?.value).toBe(0.4);
    expect(summer.ROI?.value).toBe(2);
    const draft = campaignsSheet.rows.find((r) => r['Campaign Name']?.value === 'Autumn draft');
    expect(draft?.CTR?.value ?? null).toBeNull();

    const adsSheet = sheetRows(wb.getWorksheet('Ads') as ExcelJS.Worksheet);
    expect(adsSheet.rows.map((r) => [r['Ad Name']?.value, r.Clicks?.value, r.Spent?.value, r['AI Provider']?.value ?? null])).toEqual([
      ['Banner B', 20, 10, null],
      ['Giày chạy bộ', 80, 30, 'OPENAI'],
    ]);
    const contentSheet = sheetRows(wb.getWorksheet('Content') as ExcelJS.Worksheet);
    expect(contentSheet.rows.map((r) => [r['Content ID']?.value, r['Performance Score']?.value])).toEqual([[ids.content, 5732]]);

    const summary = sheetRows(wb.getWorksheet('Summary') as ExcelJS.Worksheet);
    const savings = summary.rows.find((r) => r.Metric?.value === 'AI Cost Savings');
    expect(savings?.Value?.value).toBe(18.48);
    expect(savings?.Value?.numFmt).toBe('"$"#,##0.00');
    const impressions = summary.rows.find((r) => r.Metric?.value === 'Total Impressions');
    expect(impressions?.Value?.value).toBe(4000);
    expect(impressions?.['Change vs Previous Period']?.value).toBe(7);
  });

  it('sends one type in Excel as the Summary sheet and its own sheet', async () => {
    const wb = await workbook((await download('ads?format=xlsx&timeRange=7d')).rawPayload);
    expect(wb.worksheets.map((s) => s.name)).toEqual(['Summary', 'Ads']);
  });

  it('sends a PDF report with the title, the range, the KPIs, the tables and Vietnamese text', async () => {
    const res = await download('all?format=pdf&timeRange=30d');
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="analytics-all-30d.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Analytics Report: All Data');
    expect(text).toContain(`Last 30 days (30d), ${addDays(today, -29)} to ${today}, time zone UTC`);
    for (const kpi of [
      'Total Impressions',
      '4,000',
      '+700.00% vs previous period',
      'Average CTR',
      '2.50%',
      '$100.00',
      '200.00%',
      '$18.48',
    ]) {
      expect(text).toContain(kpi);
    }
    expect(text).toContain('Impressions per day');
    expect(text).toContain('Spend per day (USD)');
    expect(text).toContain('Campaigns (2)');
    expect(text).toContain('Chiến dịch mùa hè');
    expect(text).toContain('Giày chạy bộ nhẹ nhất');
    expect(text).toContain('5,732');
  });

  it("never puts another user's data in a file", async () => {
    for (const format of ['csv', 'xlsx', 'pdf']) {
      const mine = await download(`all?format=${format}&timeRange=30d`);
      const theirs = await download(`all?format=${format}&timeRange=30d`, b.headers);
      expect(mine.statusCode).toBe(200);
      expect(theirs.statusCode).toBe(200);
      const [aText, bText] =
        format === 'csv'
          ? [mine.rawPayload.toString('utf8'), theirs.rawPayload.toString('utf8')]
          : format === 'pdf'
            ? [await pdfText(mine.rawPayload), await pdfText(theirs.rawPayload)]
            : await Promise.all(
                [mine, theirs].map(async (r) =>
                  (await workbook(r.rawPayload)).worksheets
                    .flatMap((s) => s.getSheetValues().flat())
                    .map(String)
                    .join('\n'),
                ),
              );
      expect(aText).not.toContain('B-only');
      expect(aText).toContain('Chiến dịch mùa hè');
      expect(bText).toContain('B-only campaign');
      expect(bText).not.toContain('Chiến dịch mùa hè');
      expect(bText).not.toContain('Giày');
    }
  });

  it('answers 400 naming the allowed values for an unknown type, format or range, and 401 without a session', async () => {
    expectError(await download('budgets?format=csv'), 400, 'VALIDATION_ERROR', 'type must be one of campaigns, ads, content, all.');
    expectError(await download('ads?format=docx'), 400, 'VALIDATION_ERROR', 'format must be one of csv, xlsx, pdf.');
    expectError(await download('ads?format=csv&timeRange=2w'), 400, 'VALIDATION_ERROR', 'timeRange must be one of 7d, 30d, 90d, 1y.');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/analytics/export/ads?format=csv' });
    expectError(anonymous, 401, 'UNAUTHORIZED');
  });

  it('keeps a formula after a line break in a name off the start of every line, and the cell whole', async () => {
    const user = await signUp(t);
    const [campaignId] = (await seed(user.user.id, [{ name: 'a\n=1+1', objective: 'REACH', status: 'DRAFT' }])) as [number];
    await t.database.db.insert(ads).values({ userId: user.user.id, campaignId, name: 'x\r=2', status: 'DRAFT', headline: 'h\r\n-3' });
    const res = await download('all?format=csv&timeRange=7d', user.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(linesStartingAFormula(res.body)).toEqual([]);
    const cells = csvRecords(res.rawPayload).flat();
    expect(cells).toEqual(expect.arrayContaining(["a\n'=1+1", "x\r'=2", "h\r\n'-3"]));
  });

  it('answers an empty account with headers only and a PDF that says so', async () => {
    const empty = await signUp(t);
    const csv = csvRecords((await download('campaigns?format=csv', empty.headers)).rawPayload);
    expect(csv).toHaveLength(1);
    const res = await download('content?format=pdf&timeRange=7d', empty.headers);
    expect(res.headers['content-disposition']).toBe('attachment; filename="analytics-content-7d.pdf"');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Last 7 days (7d)');
    expect(text).toContain('No data in this range');
    expect(text).toContain('No AI-written content of an ad delivered in this range.');
  });
});
