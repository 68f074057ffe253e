/** /analytics, the campaign table (spec 2 §2, §7): server paging and order, filters back to page 1, the local CSV. */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseOption } from '../../test/choose-option.ts';
import { renderApp } from '../../test/render-app.tsx';
import { aCampaignRow, pick, readText, savedFiles, section, serveAnalytics } from './testing.ts';

// Whole-app renders are slow in jsdom, slower still when every test file runs at once.
vi.setConfig({ testTimeout: 60_000 });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
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
    const saved = savedFiles();
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
