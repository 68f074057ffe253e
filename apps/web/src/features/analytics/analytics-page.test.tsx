/** /analytics (spec 2 §2, §4, §8, §9) against a fake server answering the analytics API. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseOption } from '../../test/choose-option.ts';
import { renderApp } from '../../test/render-app.tsx';
import { aCampaignRow, anEmptyAccount, serveAnalytics } from './testing.ts';

// Whole-app renders are slow in jsdom, slower still when every test file runs at once.
vi.setConfig({ testTimeout: 60_000 });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const card = (name: string) => within(screen.getByRole('region', { name: 'Key metrics' })).getByRole('group', { name });
const section = (name: string) => screen.getByRole('region', { name });
/** chooseOption, for an option whose name another select also offers: looks in this select's own list. */
async function pick(user: UserEvent, container: HTMLElement, label: string, option: string) {
  const input = within(container).getByLabelText(label);
  await user.click(input);
  const list = await waitFor(() => {
    const id = input.getAttribute('aria-controls');
    const element = id ? document.getElementById(id) : null;
    if (!element) throw new Error(`${label} has no open list`);
    return element;
  });
  await user.click(within(list).getByRole('option', { name: option, hidden: true }));
}
/** jsdom's Blob has no text(). */
const readText = (file: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(file);
  });
const ranges = (server: ReturnType<typeof serveAnalytics>, path: string) =>
  server.requests('GET', path).map((r) => r.url.searchParams.get('timeRange'));

describe('KPI cards', () => {
  it('show the eight KPIs in their formats, with growth on campaigns, ads, impressions and budget only', async () => {
    serveAnalytics();
    renderApp('/analytics');
    const campaigns = await screen.findByRole('group', { name: 'Total Campaigns' });
    expect(within(campaigns).getByText('12')).toBeInTheDocument();
    expect(within(campaigns).getByLabelText('Growth against the previous period: +20.0%')).toBeInTheDocument();
    expect(within(card('Total Ads')).getByText('1.5K')).toBeInTheDocument();
    expect(within(card('Total Ads')).getByText('-25.0%')).toBeInTheDocument();
    expect(within(card('Total Impressions')).getByText('2.5M')).toBeInTheDocument();
    // No impressions in the previous period: no growth to show.
    expect(within(card('Total Impressions')).getByLabelText('Growth: no data in the previous period')).toHaveTextContent('—');
    expect(within(card('Average CTR')).getByText('2.50%')).toBeInTheDocument();
    expect(within(card('Total Budget')).getByText('$12,346')).toBeInTheDocument();
    expect(within(card('Total Budget')).getByText('+10.0%')).toBeInTheDocument();
    expect(within(card('ROI')).getByText('+15.25%')).toBeInTheDocument();
    expect(within(card('AI Content Generated')).getByText('40')).toBeInTheDocument();
    expect(within(card('AI Cost Savings')).getByText('$730')).toBeInTheDocument();
    for (const name of ['Average CTR', 'ROI', 'AI Content Generated', 'AI Cost Savings'])
      expect(within(card(name)).queryByText(/previous period/)).not.toBeInTheDocument();
    expect(card('Total Impressions')).toHaveAttribute('data-color', 'purple');
    expect(card('AI Cost Savings')).toHaveAttribute('data-color', 'cyan');
    // Demo numbers say so.
    expect(screen.getByText('Demo data')).toBeInTheDocument();
  });
});

describe('time range', () => {
  it('starts at 30 days and loads everything again for another range', async () => {
    const server = serveAnalytics();
    const { user } = renderApp('/analytics');
    await screen.findByRole('group', { name: 'Total Campaigns' });
    expect(screen.getByRole('radio', { name: '30 days' })).toBeChecked();
    await waitFor(() => expect(ranges(server, '/api/analytics/campaigns')).toEqual(['30d']));
    await user.click(screen.getByRole('radio', { name: '7 days' }));
    await waitFor(() => expect(ranges(server, '/api/analytics/dashboard')).toEqual(['30d', '7d']));
    await waitFor(() => expect(ranges(server, '/api/analytics/trends')).toEqual(['30d', '7d']));
    await waitFor(() => expect(ranges(server, '/api/analytics/campaigns')).toEqual(['30d', '7d']));
  });
});

describe('campaign table', () => {
  const rows = Array.from({ length: 25 }, (_, i) =>
    aCampaignRow({ campaignId: i + 1, campaignName: `Campaign ${String(i + 1).padStart(2, '0')}` }),
  );
  const campaignQueries = (server: ReturnType<typeof serveAnalytics>) =>
    server.requests('GET', '/api/analytics/campaigns').map((r) => Object.fromEntries(r.url.searchParams));

  it('shows 10 rows a page sorted by campaign name ascending, with the spec’s columns and formats', async () => {
    const server = serveAnalytics(undefined, rows);
    renderApp('/analytics');
    const table = await screen.findByRole('table', { name: 'Campaign analytics' });
    await within(table).findByText('Campaign 01');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Campaign Name', 'Status', 'Budget', 'Spent', 'Impressions', 'Clicks', 'CTR', 'CPC', 'ROI']);
    expect(within(table).getByRole('columnheader', { name: 'Campaign Name' })).toHaveAttribute('aria-sort', 'ascending');
    const first = within(table).getAllByRole('row')[1];
    for (const text of ['ACTIVE', '$300', '$123', '10K', '250', '2.50%', '$0.49', '+62.07%'])
      expect(within(first).getByText(text)).toBeInTheDocument();
    expect(campaignQueries(server)[0]).toMatchObject({
      timeRange: '30d',
      sortBy: 'campaignName',
      sortDirection: 'asc',
      page: '0',
      size: '10',
    });
    expect(screen.getByText('Page 1 of 3 · 25 campaigns')).toBeInTheDocument();
  });

  it('goes back to page 1 when a filter or the order changes', async () => {
    const server = serveAnalytics(undefined, rows);
    const { user } = renderApp('/analytics');
    await screen.findByText('Campaign 01');
    const table = section('Campaign Analytics');
    const nextPage = () => user.click(within(table).getByRole('button', { name: 'next page' }));
    const last = () => campaignQueries(server).at(-1);

    await nextPage();
    expect(await within(table).findByText('Campaign 11')).toBeInTheDocument();
    expect(last()).toMatchObject({ page: '1' });

    await chooseOption(user, table, 'Status', 'PAUSED');
    await waitFor(() => expect(last()).toMatchObject({ status: 'PAUSED', page: '0' }));

    await nextPage();
    await waitFor(() => expect(last()).toMatchObject({ status: 'PAUSED', page: '1' }));
    await chooseOption(user, table, 'Objective', 'Lead Generation');
    await waitFor(() => expect(last()).toMatchObject({ status: 'PAUSED', objective: 'LEAD_GENERATION', page: '0' }));

    await nextPage();
    await waitFor(() => expect(last()).toMatchObject({ page: '1' }));
    await pick(user, table, 'Sort by', 'Impressions');
    // Measures read best first.
    await waitFor(() => expect(last()).toMatchObject({ sortBy: 'impressions', sortDirection: 'desc', page: '0' }));
    await user.click(within(table).getByRole('button', { name: /Sort descending/ }));
    await waitFor(() => expect(last()).toMatchObject({ sortBy: 'impressions', sortDirection: 'asc', page: '0' }));
  });

  it('downloads campaign-analytics-{range}.csv with every matching row and the spec’s columns', async () => {
    const saved: { name: string; file: Blob }[] = [];
    let lastBlob: Blob | null = null;
    URL.createObjectURL = vi.fn((file: Blob) => {
      lastBlob = file;
      return 'blob:campaigns';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (lastBlob) saved.push({ name: this.download, file: lastBlob });
    });
    const server = serveAnalytics(undefined, [
      aCampaignRow(),
      aCampaignRow({
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
    const { user } = renderApp('/analytics');
    await screen.findByText('Summer Sale');
    await user.click(within(section('Campaign Analytics')).getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toBe('campaign-analytics-30d.csv');
    const text = await readText(saved[0].file);
    expect(text.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Campaign Name,Status,Budget,Spent,Impressions,Clicks,CTR,CPC,ROI',
      'Summer Sale,ACTIVE,300.00,123.40,10000,250,2.50%,0.49,62.07%',
      '"Khuyến mãi, Tết",DRAFT,0.00,0.00,0,0,,,',
      '',
    ]);
    // The whole filter, in pages of 100, not only the rows on screen.
    expect(server.requests('GET', '/api/analytics/campaigns').at(-1)?.url.searchParams.get('size')).toBe('100');
  });
});

describe('settings', () => {
  it('are saved in local storage under the spec’s field names, and set the range on the next visit', async () => {
    const server = serveAnalytics();
    const { user, unmount } = renderApp('/analytics');
    await screen.findByRole('region', { name: 'Key metrics' });
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Analytics settings' });
    await chooseOption(user, dialog, 'Default time range', 'Last 90 days');
    await user.click(within(dialog).getByRole('switch', { name: /Auto refresh/ }));
    await chooseOption(user, dialog, 'Refresh interval', '1 minute');
    await user.click(within(dialog).getByRole('switch', { name: /Email reports/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(JSON.parse(localStorage.getItem('analyticsSettings') ?? '{}')).toEqual({
      defaultTimeRange: '90d',
      autoRefresh: true,
      refreshInterval: 60,
      emailReports: true,
    });
    // The new default applies at once…
    await waitFor(() => expect(ranges(server, '/api/analytics/dashboard').at(-1)).toBe('90d'));
    unmount();

    // …and on the next visit.
    const again = serveAnalytics();
    const second = renderApp('/analytics');
    expect(await screen.findByRole('radio', { name: '90 days' })).toBeChecked();
    expect(ranges(again, '/api/analytics/dashboard')).toEqual(['90d']);
    await second.user.click(screen.getByRole('button', { name: 'Settings' }));
    const reopened = await screen.findByRole('dialog', { name: 'Analytics settings' });
    expect(within(reopened).getByRole('switch', { name: /Auto refresh/ })).toBeChecked();
    expect(within(reopened).getByLabelText('Refresh interval')).toHaveValue('1 minute');
  });

  it('refresh every refreshInterval seconds while auto refresh is on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.setItem('analyticsSettings', JSON.stringify({ autoRefresh: true, refreshInterval: 30 }));
    const server = serveAnalytics();
    renderApp('/analytics');
    await screen.findByRole('region', { name: 'Key metrics' });
    await waitFor(() => expect(server.requests('GET', '/api/analytics/dashboard')).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(30_000);
    await waitFor(() => expect(server.requests('GET', '/api/analytics/dashboard')).toHaveLength(2));
    // Every analytics query on the page, not only the dashboard.
    await waitFor(() => expect(server.requests('GET', '/api/analytics/trends')).toHaveLength(2));
    await vi.advanceTimersByTimeAsync(30_000);
    await waitFor(() => expect(server.requests('GET', '/api/analytics/dashboard')).toHaveLength(3));
  });

  it('do not refresh on their own while auto refresh is off', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = serveAnalytics();
    renderApp('/analytics');
    await screen.findByRole('region', { name: 'Key metrics' });
    await vi.advanceTimersByTimeAsync(600_000);
    expect(server.requests('GET', '/api/analytics/dashboard')).toHaveLength(1);
  });
});

describe('Refresh', () => {
  it('waits the simulated second, then loads the analytics again', async () => {
    const server = serveAnalytics();
    renderApp('/analytics');
    await screen.findByRole('region', { name: 'Key metrics' });
    await waitFor(() => expect(server.requests('GET', '/api/analytics/trends')).toHaveLength(1));
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await vi.advanceTimersByTimeAsync(999);
    expect(server.requests('GET', '/api/analytics/dashboard')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(server.requests('GET', '/api/analytics/dashboard')).toHaveLength(2));
    await vi.waitFor(() => expect(server.requests('GET', '/api/analytics/trends')).toHaveLength(2));
  });
});

describe('load failure', () => {
  it("shows 'Failed to load analytics' with the server's message, and loads again on Retry", async () => {
    let fail = true;
    serveAnalytics(undefined, undefined, {
      'GET /api/analytics/dashboard': () =>
        fail
          ? { status: 400, body: { code: 'VALIDATION_ERROR', message: 'timeRange must be one of 7d, 30d, 90d, 1y.' } }
          : { body: { data: anEmptyAccount() } },
    });
    const { user } = renderApp('/analytics');
    expect(await screen.findByText('Failed to load analytics')).toBeInTheDocument();
    expect(screen.getByText('timeRange must be one of 7d, 30d, 90d, 1y.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Key metrics' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load analytics')).not.toBeInTheDocument();
  });

  it("reads 'Failed to load analytics data' when the server gave no message", async () => {
    serveAnalytics(undefined, undefined, { 'GET /api/analytics/dashboard': () => ({ status: 404 }) });
    renderApp('/analytics');
    expect(await screen.findByText('Failed to load analytics')).toBeInTheDocument();
    expect(screen.getByText('Failed to load analytics data')).toBeInTheDocument();
  });
});

describe('an empty account', () => {
  it('shows zeros and dashes, and says there is nothing yet', async () => {
    serveAnalytics(anEmptyAccount, []);
    renderApp('/analytics');
    await screen.findByRole('region', { name: 'Key metrics' });
    expect(within(card('Total Campaigns')).getByText('0')).toBeInTheDocument();
    expect(within(card('Average CTR')).getByText('—')).toBeInTheDocument();
    expect(within(card('ROI')).getByText('—')).toBeInTheDocument();
    expect(within(card('AI Cost Savings')).getByText('$0')).toBeInTheDocument();
    expect(await within(section('Campaign Analytics')).findByText('No campaigns yet.')).toBeInTheDocument();
    expect(within(section('AI Content')).getByText('No Content Data')).toBeInTheDocument();
    expect(within(section('AI Provider Performance')).getByText('No AI provider was used in this period.')).toBeInTheDocument();
    const budget = section('Budget');
    expect(within(budget).getByRole('group', { name: 'Budget Depletion' })).toHaveTextContent('N/A');
    expect(within(budget).getByText('No budget allocated in this period')).toBeInTheDocument();
    expect(within(section('Top Performing Content')).getByText('No AI content has delivered in this period.')).toBeInTheDocument();
    expect(screen.queryByText('Demo data')).not.toBeInTheDocument();
  });
});
