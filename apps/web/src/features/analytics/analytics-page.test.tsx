/** /analytics (spec 2 §2, §4, §8, §9): KPIs, range, load failure, empty account, charts and top content. */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { anEmptyAccount, kpiCard as card, ranges, section, serveAnalytics } from './testing.ts';

// Whole-app renders are slow in jsdom, slower still when every test file runs at once.
vi.setConfig({ testTimeout: 60_000 });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

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
    // Demo numbers say so, and have no attribution to state.
    expect(screen.getByText('Demo data')).toBeInTheDocument();
    expect(screen.queryByText(/^Attribution:/)).not.toBeInTheDocument();
  });

  it("say which attribution Facebook's conversions are counted with (decision 176)", async () => {
    serveAnalytics((range) => {
      const account = anEmptyAccount(range);
      return { ...account, meta: { ...account.meta, metricsSources: ['facebook', 'sandbox'] } };
    }, []);
    renderApp('/analytics');
    await screen.findByRole('region', { name: 'Key metrics' });
    expect(screen.getByText("Attribution: 7-day click, 1-day view (Meta's default)")).toBeInTheDocument();
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

describe('the blocks under the table', () => {
  it('show the trend stats, providers with their score class, the budget message and the content insights', async () => {
    serveAnalytics();
    renderApp('/analytics');
    await screen.findByRole('region', { name: 'Key metrics' });
    const trends = section('Performance Trends');
    expect(await within(trends).findByRole('group', { name: 'Peak' })).toHaveTextContent('3K on Nov 23');
    expect(within(trends).getByRole('group', { name: 'Average' })).toHaveTextContent('2K');
    expect(within(trends).getByRole('group', { name: 'Trend' })).toHaveTextContent('+100.0%');
    // The numbers of the chart, as text.
    expect(within(trends).getByRole('table', { name: 'Impressions per day' })).toHaveTextContent('Nov 24');

    const ai = section('AI Provider Performance');
    expect(within(ai).getByRole('group', { name: 'Most Used' })).toHaveTextContent('OPENAI');
    expect(within(ai).getByRole('group', { name: 'Best Performing' })).toHaveTextContent('GEMINI');
    expect(within(ai).getByRole('group', { name: 'Total AI Cost' })).toHaveTextContent('$9.60');
    expect(within(ai).getByRole('group', { name: 'Estimated Savings' })).toHaveTextContent('$730');
    const openai = within(within(ai).getByRole('table', { name: 'AI providers' })).getByRole('row', { name: /OPENAI/ });
    for (const text of ['85.0%', '30', '96.5%', '1.3 s', '$8.25', 'excellent']) expect(within(openai).getByText(text)).toBeInTheDocument();
    const gemini = within(within(ai).getByRole('table', { name: 'AI providers' })).getByRole('row', { name: /GEMINI/ });
    expect(within(gemini).getByText('average')).toBeInTheDocument();
    expect(within(gemini).getByText('850 ms')).toBeInTheDocument();

    const budget = section('Budget');
    expect(within(budget).getByText('High utilization - Monitor spending closely')).toBeInTheDocument();
    expect(within(budget).getByRole('group', { name: 'Budget Depletion' })).toHaveTextContent('1.6 days');
    expect(within(budget).getByText('Traffic: $7,500 (75.0%)')).toBeInTheDocument();
    expect(within(budget).getByText('Lead Generation: $2,500 (25.0%)')).toBeInTheDocument();

    const content = section('AI Content');
    expect(within(content).getByRole('group', { name: 'Selection Rate' })).toHaveTextContent('45.0%');
    expect(within(content).getByRole('table', { name: 'Content types' })).toHaveTextContent('Primary text28');
    expect(within(content).getByText('Average selection rate: sharper prompts could give more usable content.')).toBeInTheDocument();
    expect(within(content).getByText('Building content volume: generate more variations to see what works.')).toBeInTheDocument();
    expect(within(content).getByRole('group', { name: 'Avg Performance Score' })).toHaveTextContent('6,000');
  });
});

describe('Top Performing Content', () => {
  it('rates each content, links to its ad, copies its headline and analyzes it over time', async () => {
    const server = serveAnalytics();
    const { user } = renderApp('/analytics');
    const best = await screen.findByRole('article', { name: 'Content #71' });
    for (const text of ['Excellent', 'OPENAI', 'Run faster', '45.6K', '3.00%', '8,500 / 10,000'])
      expect(within(best).getByText(text)).toBeInTheDocument();
    expect(within(best).getByRole('img', { name: 'Trend: up' })).toBeInTheDocument();
    expect(within(best).getByRole('progressbar', { name: 'Performance score 8500 of 10000' })).toHaveAttribute('aria-valuenow', '85');
    const other = screen.getByRole('article', { name: 'Content #72' });
    expect(within(other).getByText('Average')).toBeInTheDocument();
    expect(within(other).getByRole('img', { name: 'Trend: stable' })).toBeInTheDocument();

    expect(within(best).getByRole('link', { name: 'View the ad of content #71' })).toHaveAttribute('href', '/ads/9');
    await user.click(within(best).getByRole('button', { name: 'Copy the headline of content #71' }));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe('Run faster');
    expect(await screen.findByText('Headline copied to clipboard')).toBeInTheDocument();

    await user.click(within(best).getByRole('button', { name: 'Analyze content #71' }));
    const dialog = await screen.findByRole('dialog', { name: 'Content #71 over time' });
    expect(await within(dialog).findByRole('group', { name: 'CTR' })).toHaveTextContent('3.00%');
    expect(within(dialog).getByRole('group', { name: 'CPC' })).toHaveTextContent('$0.50');
    expect(within(dialog).getByRole('group', { name: 'ROI' })).toHaveTextContent('+50.00%');
    expect(within(dialog).getByRole('table', { name: 'Delivery per day' })).toHaveTextContent('Nov 2425.6K');
    expect(server.requests('GET', '/api/analytics/ad/9')[0].url.searchParams.get('timeRange')).toBe('30d');
  });
});
