/** By Category, Performance and Settings (issue 10: from the server, not sample data; settings saved with PUT). */
import type { HistoryItem } from '@ads-creative/contracts/optimization';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseOptionOf } from '../../test/choose-option.ts';
import { renderApp } from '../../test/render-app.tsx';
import { aHistory, aRecommendation, defaultSettings, serveOptimization } from './testing.ts';

vi.setConfig({ testTimeout: 60_000 });
afterEach(() => vi.restoreAllMocks());

describe('By Category', () => {
  it("shows each category's counts and measured average impact from the API", async () => {
    serveOptimization();
    renderApp('/optimization?tab=categories');
    const budget = await screen.findByRole('region', { name: 'Budget Optimization' });
    expect(within(budget).getByRole('group', { name: 'Open' })).toHaveTextContent('4');
    expect(within(budget).getByRole('group', { name: 'High priority' })).toHaveTextContent('1');
    expect(within(budget).getByRole('group', { name: 'Implemented' })).toHaveTextContent('3');
    expect(within(budget).getByRole('group', { name: 'Average impact' })).toHaveTextContent('+11.3%');
    expect(within(budget).getByText('Types: Budget reallocation, Scale campaign')).toBeInTheDocument();
    const strategy = screen.getByRole('region', { name: 'Campaign Strategy' });
    expect(within(strategy).getByRole('group', { name: 'Average impact' })).toHaveTextContent('—Not measured yet');
  });
});

describe('Performance', () => {
  /** A history item (too early, not revertible) with `over` applied. */
  const item = (id: number, over: object) =>
    ({
      id,
      recommendationId: id,
      type: 'CAMPAIGN_SCALE',
      title: `Scale campaign ${id}`,
      description: 'Raise the daily budget by 20 %.',
      implementedAt: '2026-11-01T09:00:00.000Z',
      actualImpact: null,
      status: null,
      verdict: 'TOO_EARLY',
      measuredImpact: [],
      revertedAt: null,
      revertible: false,
      ...over,
    }) as HistoryItem;

  it('shows totalImplemented, averageImpact, successRate and each history item with its measured change and outcome', async () => {
    const measured = (horizonDays: number, verdict: string, change: number | null, lower: number | null, upper: number | null) => ({
      horizonDays,
      metric: 'roas',
      verdict,
      change,
      lower,
      upper,
      level: 0.9,
      method: 'difference_in_differences',
    });
    serveOptimization({
      history: aHistory({
        totalImplemented: 4,
        averageImpact: 7.35,
        successRate: 50,
        items: [
          item(1, {
            actualImpact: 14.2,
            status: 'SUCCESS',
            verdict: 'SUCCESS',
            measuredImpact: [measured(14, 'SUCCESS', 14.2, 6.1, 22.9)],
          }),
          item(2, { actualImpact: -3.5, status: 'FAILED', verdict: 'FAILED' }),
          item(3, { actualImpact: 2.1, verdict: 'INCONCLUSIVE' }),
          item(4, {}),
        ],
      }),
    });
    renderApp('/optimization?tab=performance');
    const tracking = await screen.findByRole('region', { name: 'Implementation tracking' });
    expect(within(tracking).getByRole('group', { name: 'Total Implemented' })).toHaveTextContent('4');
    expect(within(tracking).getByRole('group', { name: 'Average Impact' })).toHaveTextContent('+7.4%');
    expect(within(tracking).getByRole('group', { name: 'Success Rate' })).toHaveTextContent('50%');
    const rows = within(screen.getByRole('list', { name: 'Implementation history' })).getAllByRole('listitem');
    const row = (n: number) => rows[n - 1];
    expect(within(row(1)).getByRole('group', { name: 'Actual impact' })).toHaveTextContent('+14.2%');
    expect(within(row(1)).getByLabelText('Outcome: SUCCESS')).toBeInTheDocument();
    expect(within(row(1)).getByText('14 days after: ROAS +14.2% (90% interval +6.1% to +22.9%)')).toBeInTheDocument();
    expect(within(row(2)).getByRole('group', { name: 'Actual impact' })).toHaveTextContent('-3.5%');
    expect(within(row(2)).getByLabelText('Outcome: FAILED')).toBeInTheDocument();
    expect(within(row(3)).getByLabelText('Outcome: Inconclusive')).toBeInTheDocument();
    expect(within(row(4)).getByLabelText('Outcome: Too early')).toBeInTheDocument();
    expect(within(row(4)).getByRole('group', { name: 'Actual impact' })).toHaveTextContent('—');
    expect(screen.queryByRole('button', { name: 'Revert' })).not.toBeInTheDocument();
  });

  it('offers Revert on a revertible history item: asks, then posts revert for its recommendation', async () => {
    const entry = item(7, { title: 'Scale campaign Shoes', revertible: true });
    const server = serveOptimization({
      recommendations: [aRecommendation({ id: 7, title: entry.title, status: 'IMPLEMENTED', revertible: true })],
      history: aHistory({
        totalImplemented: 2,
        items: [entry, item(8, {})],
      }),
    });
    const { user } = renderApp('/optimization?tab=performance');
    const rows = within(await screen.findByRole('list', { name: 'Implementation history' })).getAllByRole('listitem');
    expect(within(rows[1] as HTMLElement).queryByRole('button', { name: 'Revert' })).not.toBeInTheDocument();
    await user.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'Revert' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revert' }));
    await waitFor(() => expect(server.requests('POST', '/api/optimization/recommendations/7/revert')).toHaveLength(1));
    expect(await screen.findByText('Reverted: Scale campaign Shoes')).toBeInTheDocument();
  });

  it('asks for the last 90 days, 50 at most', async () => {
    const server = serveOptimization();
    renderApp('/optimization?tab=performance');
    await screen.findByRole('region', { name: 'Implementation tracking' });
    expect(Object.fromEntries(server.requests('GET', '/api/optimization/history')[0].url.searchParams)).toEqual({
      limit: '50',
      range: '90d',
    });
    expect(screen.getByText('No recommendation was implemented in the last 90 days.')).toBeInTheDocument();
  });
});

describe('Settings', () => {
  it('loads the saved settings, saves the changes with PUT and says so', async () => {
    const server = serveOptimization({ settings: { ...defaultSettings, excludedTypes: ['CAMPAIGN_PAUSE'] } });
    const { user } = renderApp('/optimization?tab=settings');
    expect(await screen.findByRole('checkbox', { name: 'Pause campaign' })).toBeChecked();
    expect(
      screen.getByText(/Applies only low-risk types on its own: AI provider switch, Content type, Creative refresh/),
    ).toBeInTheDocument();
    await chooseOptionOf(user, 'Frequency', 'Weekly');
    const confidence = screen.getByRole('textbox', { name: /Minimum confidence/ });
    await user.clear(confidence);
    await user.type(confidence, '0.85');
    await user.click(screen.getByRole('switch', { name: /Accept low-risk recommendations automatically/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Ad scheduling' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(server.calls('PUT', '/api/optimization/settings')).toEqual([
        {
          ...defaultSettings,
          frequency: 'weekly',
          minConfidence: 0.85,
          autoAccept: true,
          excludedTypes: ['CAMPAIGN_PAUSE', 'AD_SCHEDULING'],
        },
      ]),
    );
    expect(await screen.findByText('Optimization settings saved')).toBeInTheDocument();
  });

  it("shows the server's 400 message as a toast", async () => {
    serveOptimization({
      extra: {
        'PUT /api/optimization/settings': () => ({
          status: 400,
          body: { code: 'VALIDATION_ERROR', message: 'minConfidence must be between 0.5 and 1 in steps of 0.05.' },
        }),
      },
    });
    const { user } = renderApp('/optimization?tab=settings');
    const confidence = await screen.findByRole('textbox', { name: /Minimum confidence/ });
    await user.clear(confidence);
    await user.type(confidence, '0.73');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('minConfidence must be between 0.5 and 1 in steps of 0.05.')).toBeInTheDocument();
    expect(screen.getByText('Failed to save settings')).toBeInTheDocument();
  });
});
