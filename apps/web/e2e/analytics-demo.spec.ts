/**
 * Issue 9, /analytics on the demo account (`npm run seed:demo --scale=2 --days=60`, seeded into the
 * app server's data directory before it starts, decision 115): the numbers a user reads are the demo
 * data's (checked against the API's rows and the seeder's own counts), labelled demo; a range change
 * reloads them; a sort reorders the campaign table and a filter takes it back to page 1; the exports
 * download files that open; the settings outlive a reload, are kept on the server, and auto refresh
 * fires on its interval.
 * The empty account is in analytics.spec.ts.
 */
import type { AnalyticsDashboard, CampaignAnalyticsRow, KpiMetrics } from '@ads-creative/contracts/analytics';
import { expect, type Page, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { DEMO_ACTIVE_CAMPAIGNS, DEMO_CAMPAIGNS, DEMO_USER } from './support/demo-account.ts';
import { apiToken, dismissToasts, loginViaUi } from './support/users.ts';

const dashboardResponse = (page: Page, range: string) =>
  page.waitForResponse((r) => r.url().includes(`/api/analytics/dashboard?timeRange=${range}`) && r.ok());

async function dashboardOf(page: Page, range: string): Promise<AnalyticsDashboard['data']> {
  const response = await dashboardResponse(page, range);
  return ((await response.json()) as AnalyticsDashboard).data;
}

/** GET an API path as the demo user. */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = await apiToken(page.request, DEMO_USER);
  const res = await page.request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok(), `${path}: ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

/** Every campaign row of the range, in the server's default order (campaign name ascending). */
const allCampaignRows = async (page: Page, range: string) =>
  (await apiGet<{ content: CampaignAnalyticsRow[] }>(page, `/api/analytics/campaigns?timeRange=${range}&size=100`)).content;

const sum = (rows: CampaignAnalyticsRow[], field: 'impressions' | 'clicks' | 'spent' | 'conversionValue') =>
  rows.reduce((total, row) => total + row[field], 0);

/** How the page writes a count of a thousand and more (spec 2 §9): '12.3K', '1.2M'. */
function readCompact(text: string): number {
  const match = /^(-?[\d.]+)([KM]?)$/.exec(text.trim());
  if (!match) throw new Error(`not a compact number: ${text}`);
  return Number(match[1]) * (match[2] === 'M' ? 1_000_000 : match[2] === 'K' ? 1000 : 1);
}

const kpiCard = (page: Page, label: string) => page.getByRole('region', { name: 'Key metrics' }).getByRole('group', { name: label });
/** A KPI card's value as shown (the big number under its label). */
const kpiValue = (page: Page, label: string) => kpiCard(page, label).locator('p').nth(1);

const campaignTable = (page: Page) => page.getByRole('table', { name: 'Campaign analytics' });
const campaignNames = (page: Page) => campaignTable(page).locator('tbody tr td:first-child').allTextContents();

async function openDemoAnalytics(page: Page): Promise<AnalyticsDashboard['data']> {
  await loginViaUi(page, DEMO_USER);
  await dismissToasts(page);
  const loaded = dashboardOf(page, '30d');
  await page.goto('/analytics');
  return loaded;
}

async function chooseIn(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the demo account: its numbers, labelled demo; a range change reloads them; sort and filters', async ({ page }) => {
  // Several API round trips and the chart chunk on a loaded machine.
  test.slow();
  const month = await openDemoAnalytics(page);
  const kpis: KpiMetrics = month.kpiMetrics;

  await test.step('the numbers are labelled as demo data', async () => {
    expect(month.meta.metricsSources).toEqual(['demo']);
    await expect(page.getByText('Demo data', { exact: true })).toBeVisible();
  });

  await test.step('the KPI cards show the demo data', async () => {
    // The seeder's own counts (decision 095) and the ads list's total: sources other than analytics.
    const ads = await apiGet<{ totalElements: number }>(page, '/api/ads?size=1');
    expect(kpis.totalCampaigns).toBe(DEMO_CAMPAIGNS);
    await expect(kpiValue(page, 'Total Campaigns')).toHaveText(String(DEMO_CAMPAIGNS));
    expect(kpis.totalAds).toBe(ads.totalElements);
    await expect(kpiValue(page, 'Total Ads')).toHaveText(String(ads.totalElements));

    // The totals are the sums of the campaigns' rows, and the ratios are ratios of those sums.
    const rows = await allCampaignRows(page, '30d');
    expect(rows).toHaveLength(DEMO_CAMPAIGNS);
    const impressions = sum(rows, 'impressions');
    expect(impressions).toBeGreaterThan(0);
    expect(kpis.totalImpressions).toBe(impressions);
    const impressionsCard = kpiValue(page, 'Total Impressions');
    await expect(impressionsCard).toHaveAttribute('title', String(impressions));
    // Abbreviated (K/M, one decimal): within a twentieth of the exact number.
    const shown = readCompact((await impressionsCard.textContent()) ?? '');
    expect(Math.abs(shown - impressions) / impressions).toBeLessThan(0.05);

    const ctr = (sum(rows, 'clicks') / impressions) * 100;
    await expect(kpiValue(page, 'Average CTR')).toHaveText(`${ctr.toFixed(2)}%`);
    const spent = sum(rows, 'spent');
    const roi = ((sum(rows, 'conversionValue') - spent) / spent) * 100;
    // Cents rounded per campaign before summing: the same to within a hundredth of a percent.
    expect(kpis.roi).not.toBeNull();
    expect(Math.abs((kpis.roi as number) - roi)).toBeLessThan(0.02);
    const roiText = `${(kpis.roi as number) > 0 ? '+' : ''}${(kpis.roi as number).toFixed(2)}%`;
    await expect(kpiValue(page, 'ROI')).toHaveText(roiText);
    expect(kpis.totalBudget).toBeGreaterThan(0);
    await expect(kpiValue(page, 'Total Budget')).toHaveText(`$${Math.round(kpis.totalBudget).toLocaleString('en-US')}`);
  });

  await test.step('a range change loads that range: 7 days of numbers, in the chart and as text', async () => {
    const week = dashboardOf(page, '7d');
    await page.getByText('7 days', { exact: true }).click();
    const weekKpis = (await week).kpiMetrics;
    const weekRows = await allCampaignRows(page, '7d');
    expect(weekKpis.totalImpressions).toBe(sum(weekRows, 'impressions'));
    expect(weekKpis.totalImpressions).toBeLessThan(kpis.totalImpressions);
    await expect(kpiValue(page, 'Total Impressions')).toHaveAttribute('title', String(weekKpis.totalImpressions));
    // The trends chart's numbers, reachable as text by a screen reader: one row a day.
    const perDay = page.getByRole('table', { name: 'Impressions per day' });
    await expect(perDay.locator('tbody tr')).toHaveCount(7);
    const trends = await apiGet<{ series: { value: number }[] }>(page, '/api/analytics/trends?timeRange=7d&metric=impressions');
    expect(trends.series.reduce((t, p) => t + p.value, 0)).toBe(weekKpis.totalImpressions);

    // Back to 30 days: the answer already loaded is shown again.
    await page.getByText('30 days', { exact: true }).click();
    await expect(kpiValue(page, 'Total Impressions')).toHaveAttribute('title', String(kpis.totalImpressions));
  });

  await test.step('sorting by impressions puts the campaign with the most first', async () => {
    const rows = await allCampaignRows(page, '30d');
    // The default order, campaign name ascending: the server's first ten.
    await expect.poll(() => campaignNames(page)).toEqual(rows.slice(0, 10).map((r) => r.campaignName));
    const most = rows.reduce((best, row) => (row.impressions > best.impressions ? row : best));
    await chooseIn(page, 'Sort by', 'Impressions');
    await expect(campaignTable(page).locator('tbody tr').first().locator('td').first()).toHaveText(most.campaignName);
    const shown = await campaignTable(page)
      .locator('tbody tr td:nth-child(5)')
      .evaluateAll((cells) => cells.map((c) => Number(c.getAttribute('title'))));
    expect(shown).toHaveLength(10);
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
  });

  await test.step('a filter goes back to page 1', async () => {
    await page.getByRole('button', { name: 'next page' }).click();
    await expect(page.getByText(`Page 2 of ${DEMO_CAMPAIGNS / 10} · ${DEMO_CAMPAIGNS} campaigns`)).toBeVisible();
    await chooseIn(page, 'Status', 'ACTIVE');
    // 20 active campaigns still make two pages: the filter, not a lack of pages, brought page 1 back.
    await expect(page.getByText(`Page 1 of ${DEMO_ACTIVE_CAMPAIGNS / 10} · ${DEMO_ACTIVE_CAMPAIGNS} campaigns`)).toBeVisible();
    await expect(campaignTable(page).locator('tbody tr')).toHaveCount(10);
    await expect(campaignTable(page).locator('tbody tr').filter({ hasNotText: 'ACTIVE' })).toHaveCount(0);
  });

  await test.step("the table's CSV: every active campaign with the spec's columns", async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSV', exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('campaign-analytics-30d.csv');
    const records = parse(await readDownload(file), { bom: true }) as string[][];
    expect(records[0]).toEqual(['Campaign Name', 'Status', 'Budget', 'Spent', 'Impressions', 'Clicks', 'CTR', 'CPC', 'ROI']);
    const active = (await allCampaignRows(page, '30d')).filter((r) => r.status === 'ACTIVE');
    expect(records.slice(1).map((r) => [r[0], r[1], Number(r[4])])).toEqual(
      [...active]
        .sort((a, b) => b.impressions - a.impressions || a.campaignName.localeCompare(b.campaignName))
        .map((r) => [r.campaignName, 'ACTIVE', r.impressions]),
    );
  });
});

async function readDownload(download: { createReadStream(): Promise<NodeJS.ReadableStream> }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

test('the export dialog downloads files that open: Excel with numbers, CSV with every ad', async ({ page }) => {
  test.slow();
  const month = await openDemoAnalytics(page);
  const exportAs = async (type: string, format: string) => {
    // The last export's toast sits over the header's buttons.
    await dismissToasts(page);
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Export analytics' });
    await chooseIn(page, 'Data type', type);
    await dialog.getByText(format, { exact: true }).click();
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Export' }).click();
    const file = await download;
    await expect(dialog).toBeHidden();
    return file;
  };

  await test.step('campaigns as Excel: a sheet whose impressions are numbers adding up to the KPI', async () => {
    const file = await exportAs('Campaigns', 'Excel');
    expect(file.suggestedFilename()).toBe('analytics-campaigns-30d.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readDownload(file)) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Campaigns');
    if (!sheet) throw new Error('no Campaigns sheet');
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const column = header.indexOf('Impressions') + 1;
    expect(column).toBeGreaterThan(0);
    const cells: unknown[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) cells.push(row.getCell(column).value);
    });
    expect(cells).toHaveLength(DEMO_CAMPAIGNS);
    for (const cell of cells) expect(typeof cell).toBe('number');
    expect((cells as number[]).reduce((t, v) => t + v, 0)).toBe(month.kpiMetrics.totalImpressions);
    // The file says the numbers are demo data, as the page does.
    const source: unknown[] = [];
    workbook.getWorksheet('Summary')?.eachRow((row) => {
      if (row.getCell(1).value === 'Data From') source.push(row.getCell(2).value);
    });
    expect(source).toEqual(['demo data (simulated)']);
  });

  await test.step('ads as CSV: one line per saved ad', async () => {
    const file = await exportAs('Ads', 'CSV');
    expect(file.suggestedFilename()).toBe('analytics-ads-30d.csv');
    const records = parse(await readDownload(file), { bom: true, columns: true }) as Record<string, string>[];
    expect(records).toHaveLength(month.kpiMetrics.totalAds);
    expect(Object.keys(records[0] ?? {})).toContain('Ad Name');
  });
});

test('settings outlive a reload, and auto refresh reloads on its interval', async ({ page }) => {
  test.slow();
  // The page's timers run on a clock the test can move forward (the shortest interval is 30 s).
  await page.clock.install();
  await openDemoAnalytics(page);
  await expect(kpiCard(page, 'Total Campaigns')).toBeVisible();

  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Analytics settings' });
  await dialog.getByRole('switch', { name: 'Auto refresh' }).check();
  await chooseIn(page, 'Refresh interval', '30 seconds');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const reloaded = dashboardOf(page, '30d');
  await page.reload();
  await reloaded;
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(dialog.getByRole('switch', { name: 'Auto refresh' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Refresh interval', exact: true })).toHaveValue('30 seconds');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // 30 seconds later the page asks for its numbers again, and shows the answer.
  const refreshed = dashboardOf(page, '30d');
  await page.clock.fastForward(30_000);
  const again = await refreshed;
  await expect(kpiValue(page, 'Total Campaigns')).toHaveText(String(again.kpiMetrics.totalCampaigns));

  // Refresh: the simulated second, then the same reload.
  const byHand = dashboardOf(page, '30d');
  await page.getByRole('button', { name: 'Refresh', exact: true }).click();
  await page.clock.fastForward(1_000);
  await byHand;

  await test.step('they are on the server too, so they follow the user to another browser (decision 161)', async () => {
    const token = await apiToken(page.request, DEMO_USER);
    const headers = { authorization: `Bearer ${token}` };
    const config = await (await page.request.get('/api/analytics/dashboard/config', { headers })).json();
    expect(config.settings).toMatchObject({ autoRefresh: true, refreshInterval: 30 });
    // Back to the defaults, so the demo account's other tests (other browsers) do not refresh on a timer.
    const saved = await page.request.post('/api/analytics/dashboard/config', {
      headers,
      data: { ...config, settings: { ...config.settings, autoRefresh: false, refreshInterval: 300 } },
    });
    expect(saved.ok()).toBe(true);
  });
});

test.describe('on a phone in the dark', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, colorScheme: 'dark' });

  test("the demo account's page fits 375 px", async ({ page }) => {
    test.slow();
    await openDemoAnalytics(page);
    await expect(page.getByRole('table', { name: 'Campaign analytics' }).locator('tbody tr')).toHaveCount(10);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    // 'What works for you' (decision 184) loads on its own: its charts and sentences fit too.
    const works = page.getByRole('region', { name: 'What works for you' });
    await works.scrollIntoViewIfNeeded();
    await expect(works.getByRole('heading', { name: 'Angle' })).toBeVisible();
    await expect(works.getByRole('list', { name: 'Angle: verdicts' }).getByRole('listitem').first()).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY))
      .toBeLessThanOrEqual(375);
  });
});
