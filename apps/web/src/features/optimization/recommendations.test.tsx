/** /optimization, the recommendation tabs (spec 2 §2, §4, §8, §9; issue 10): what a user sees and can do there. */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseOptionOf } from '../../test/choose-option.ts';
import { renderApp } from '../../test/render-app.tsx';
import { pagingText } from './components/recommendations-tab.tsx';
import { aRecommendation, card, findCard, hoursFromNow, serveOptimization, someRecommendations } from './testing.ts';

vi.setConfig({ testTimeout: 60_000 });
afterEach(() => vi.restoreAllMocks());

const pages = (server: ReturnType<typeof serveOptimization>) =>
  server.requests('GET', '/api/optimization/recommendations').map((r) => Object.fromEntries(r.url.searchParams));

describe('the dashboard tab', () => {
  it('shows the header numbers, the four summary cards and every field of a card', async () => {
    serveOptimization({ recommendations: [aRecommendation()] });
    renderApp('/optimization');
    const c = await findCard('Pause Summer Sale: $312.40 spent without a conversion');
    const header = screen.getByRole('region', { name: 'Optimization summary' });
    expect(within(header).getByRole('group', { name: 'Active Recommendations' })).toHaveTextContent('1');
    expect(within(header).getByRole('group', { name: 'High Priority' })).toHaveTextContent('1');
    expect(within(header).getByRole('group', { name: 'Potential Impact' })).toHaveTextContent('42.5%');
    const summary = screen.getByRole('region', { name: 'Summary' });
    for (const [name, value] of [
      ['Total Recommendations', '1'],
      ['High Priority', '1'],
      ['Potential Impact', '42.5%'],
      ['Ready to Implement', '1'],
    ])
      expect(within(summary).getByRole('group', { name })).toHaveTextContent(value);
    expect(within(c).getByText('Pause campaign')).toBeInTheDocument();
    expect(within(c).getByLabelText('Priority: HIGH')).toHaveTextContent('HIGH');
    expect(within(c).getByText(/recorded no conversion/)).toBeInTheDocument();
    expect(within(c).getByText('Summer Sale')).toBeInTheDocument();
    expect(within(c).getByText('Campaign Strategy')).toBeInTheDocument();
    expect(within(c).getByRole('group', { name: 'Expected impact' })).toHaveTextContent(
      'Cost per conversion -18.4%in 7 days· 96% confidence',
    );
    expect(
      within(within(c).getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((t) => t.textContent),
    ).toEqual(['No conversions', 'Wasted spend', 'Budget']);
    expect(within(c).getByLabelText('Status: PENDING')).toBeInTheDocument();
    for (const name of ['Details', 'Accept', 'Schedule', 'Dismiss']) expect(within(c).getByRole('button', { name })).toBeInTheDocument();
    // 6 days left: no expiry warning.
    expect(within(c).queryByText(/Expires/)).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /High Priority/ })).toHaveTextContent('High Priority1');
  });

  it('offers Accept, Schedule and Dismiss only on PENDING ones', async () => {
    serveOptimization({
      recommendations: [
        aRecommendation({ id: 1, title: 'Scheduled one', status: 'SCHEDULED', scheduledFor: hoursFromNow(30) }),
        aRecommendation({ id: 2, title: 'Accepted one', status: 'ACCEPTED' }),
      ],
    });
    renderApp('/optimization');
    for (const title of ['Scheduled one', 'Accepted one']) {
      const c = await findCard(title);
      expect(within(c).getByRole('button', { name: 'Details' })).toBeInTheDocument();
      for (const name of ['Accept', 'Schedule', 'Dismiss']) expect(within(c).queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('says "Page 1 of 1 (N recommendations)" on a single page too, without page buttons', async () => {
    serveOptimization({ recommendations: someRecommendations(3) });
    renderApp('/optimization');
    await findCard('Recommendation 1');
    expect(screen.getByText('Page 1 of 1 (3 recommendations)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'next page' })).not.toBeInTheDocument();
  });

  it('pages by 12 with "Page X of Y (N recommendations)", and every filter goes back to page 1', async () => {
    const server = serveOptimization({ recommendations: someRecommendations(15) });
    const { user } = renderApp('/optimization');
    await findCard('Recommendation 1');
    expect(screen.getByText('Page 1 of 2 (15 recommendations)')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'next page' }));
    await findCard('Recommendation 13');
    expect(screen.getByText('Page 2 of 2 (15 recommendations)')).toBeInTheDocument();
    await chooseOptionOf(user, 'Type', 'Pause campaign');
    await waitFor(() => expect(pages(server).at(-1)).toMatchObject({ type: 'CAMPAIGN_PAUSE', page: '0', size: '12' }));
    await findCard('Recommendation 1');

    await user.click(screen.getByRole('button', { name: 'next page' }));
    await findCard('Recommendation 13');
    await chooseOptionOf(user, 'Priority', 'HIGH');
    await waitFor(() => expect(pages(server).at(-1)).toMatchObject({ priority: 'HIGH', page: '0' }));
    // 8 of the 15 are HIGH: one page.
    await findCard('Recommendation 1');
    expect(screen.getAllByRole('article')).toHaveLength(8);

    await chooseOptionOf(user, 'Category', 'Budget Optimization');
    await waitFor(() => expect(pages(server).at(-1)).toMatchObject({ category: 'Budget Optimization', page: '0' }));
    expect(await screen.findByText('No recommendations found')).toBeInTheDocument();
  });

  it('asks for the chosen time range', async () => {
    const server = serveOptimization();
    const { user } = renderApp('/optimization');
    await findCard('Recommendation 1');
    expect(pages(server)[0]).toMatchObject({ timeRange: '30d' });
    await user.click(screen.getByRole('radio', { name: '7 days' }));
    await waitFor(() => expect(pages(server).at(-1)).toMatchObject({ timeRange: '7d', page: '0' }));
  });

  it("says 'No recommendations found', and 'Great job!' on the High Priority tab", async () => {
    const server = serveOptimization({ recommendations: [] });
    const { user } = renderApp('/optimization');
    expect(await screen.findByText('No recommendations found')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /High Priority/ }));
    expect(await screen.findByText('Great job!')).toBeInTheDocument();
    expect(server.requests('GET', '/api/optimization/recommendations/priority/high')).toHaveLength(1);
  });

  it("shows 'Failed to load recommendations' with the server's message, the fallback without one, and loads again on Retry", async () => {
    let answer: 'message' | 'bare' | 'ok' = 'message';
    serveOptimization({
      extra: {
        'GET /api/optimization/recommendations': () =>
          answer === 'message'
            ? { status: 400, body: { code: 'VALIDATION_ERROR', message: 'timeRange must be one of 7d, 30d, 90d.' } }
            : answer === 'bare'
              ? { status: 502 }
              : {
                  body: {
                    summary: {
                      totalRecommendations: 0,
                      highPriorityRecommendations: 0,
                      totalPotentialImpact: 0,
                      implementableRecommendations: 0,
                    },
                    recommendations: [],
                    totalElements: 0,
                    totalPages: 0,
                    number: 0,
                    size: 12,
                  },
                },
      },
    });
    const { user } = renderApp('/optimization');
    expect(await screen.findByText('Failed to load recommendations')).toBeInTheDocument();
    expect(screen.getByText('timeRange must be one of 7d, 30d, 90d.')).toBeInTheDocument();
    answer = 'bare';
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Failed to load optimization recommendations', {}, { timeout: 30_000 })).toBeInTheDocument();
    answer = 'ok';
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No recommendations found')).toBeInTheDocument();
  });

  it('Refresh runs the engine, then loads the recommendations again', async () => {
    const server = serveOptimization({
      extra: {
        'POST /api/optimization/recommendations/refresh': () => ({
          body: { totalRecommendations: 3, highPriorityCount: 2, totalPotentialImpact: 42.5 },
        }),
      },
    });
    const { user } = renderApp('/optimization');
    await findCard('Recommendation 1');
    const before = pages(server).length;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(server.requests('POST', '/api/optimization/recommendations/refresh')).toHaveLength(1));
    await waitFor(() => expect(pages(server).length).toBeGreaterThan(before));
  });

  it('shows the list view with the same items', async () => {
    serveOptimization();
    const { user } = renderApp('/optimization');
    await findCard('Recommendation 1');
    await user.click(screen.getByRole('radio', { name: 'List' }));
    expect(screen.getByRole('radio', { name: 'List' })).toBeChecked();
    expect(within(card('Recommendation 2')).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });
});

describe('expiry warning', () => {
  it("reads 'in 23 hours' at 23 h, 'in 2 days' at 47 h, nothing at 49 h", async () => {
    serveOptimization({
      recommendations: [
        aRecommendation({ id: 1, title: 'Twenty-three', expiresAt: hoursFromNow(23.5) }),
        aRecommendation({ id: 2, title: 'Forty-seven', expiresAt: hoursFromNow(47) }),
        aRecommendation({ id: 3, title: 'Forty-nine', expiresAt: hoursFromNow(49) }),
      ],
    });
    renderApp('/optimization');
    expect(within(await findCard('Twenty-three')).getByRole('status')).toHaveTextContent('Expires in 23 hours');
    expect(within(card('Forty-seven')).getByRole('status')).toHaveTextContent('Expires in 2 days');
    expect(within(card('Forty-nine')).queryByText(/Expires/)).not.toBeInTheDocument();
  });
});

describe("Details: 'Why this?'", () => {
  it('gives the reasons with the window, counts, statistics with intervals and thresholds', async () => {
    serveOptimization({ recommendations: [aRecommendation()] });
    const { user } = renderApp('/optimization');
    await user.click(
      within(await findCard('Pause Summer Sale: $312.40 spent without a conversion')).getByRole('button', { name: 'Details' }),
    );
    const why = await screen.findByRole('region', { name: 'Why this?' });
    expect(within(why).getByText('Spent $312.40 in 14 days (at least $100.00 needed to judge).')).toBeInTheDocument();
    expect(within(why).getByText('Data: Nov 9, 2026 – Nov 22, 2026 (14 days)')).toBeInTheDocument();
    expect(within(why).getByText('Expected conversions: 6.25')).toBeInTheDocument();
    expect(within(why).getByText('Conversions (credible interval): 0; 90% interval 0 to 2.3 (Gamma posterior)')).toBeInTheDocument();
    expect(within(why).getByText('P(converts less than the rest of the account): 0.9981 (Gamma posterior)')).toBeInTheDocument();
    expect(within(why).getByText('Min spend: 100')).toBeInTheDocument();
  });
});

describe('the paging text', () => {
  it("reads exactly as spec 2 §2 writes it, 'Page X of Y (N recommendations)', for one recommendation too", () => {
    expect(pagingText(0, 1, 1)).toBe('Page 1 of 1 (1 recommendations)');
    expect(pagingText(1, 2, 15)).toBe('Page 2 of 2 (15 recommendations)');
  });
});
