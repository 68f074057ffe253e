/** /analytics, 'What works for you' (decision 184): sentences per verdict, greyed values, the metric switch. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { aCreativeAnalytics, aCreativeValue, section, serveAnalytics } from './testing.ts';

vi.setConfig({ testTimeout: 60_000 });

const answer = (metric: string) =>
  aCreativeAnalytics(
    [
      {
        dimension: 'angle',
        values: [
          aCreativeValue({ ctr: 2.9, restValue: 1.4, liftVsRest: 107.14, liftLow: 80.2, liftHigh: 135.4, ads: 12 }),
          aCreativeValue({
            value: 'STORY',
            verdict: 'NOT_ENOUGH_DATA',
            reason: 'ADS',
            ads: 2,
            impressions: 5400,
            liftLow: null,
            liftHigh: null,
          }),
        ],
      },
      { dimension: 'hook', values: [] },
    ],
    { metric: metric as 'CTR', untaggedAds: 2 },
  );

describe("'What works for you'", () => {
  it('says per tag which values win, greys those without enough evidence with the reason, and switches metric', async () => {
    const server = serveAnalytics(undefined, undefined, {
      'GET /api/analytics/creative': (req) => ({ body: answer(req.url.searchParams.get('metric') ?? 'CTR') }),
    });
    const { user } = renderApp('/analytics');
    await screen.findByText('Offer wins: CTR 2.9% against 1.4% for the rest, +107% (+80% … +135%), 12 ads');
    const block = section('What works for you');
    const story = within(block).getByText('Story: not enough evidence yet (fewer than 3 ads), 2 ads, 5.4K impressions');
    expect(story.closest('[data-verdict]')).toHaveAttribute('data-verdict', 'NOT_ENOUGH_DATA');
    expect(within(block).getByText('2 delivered ads are not tagged yet and not counted.')).toBeInTheDocument();
    // A dimension without values is left out.
    expect(within(block).queryByRole('heading', { name: 'Hook' })).not.toBeInTheDocument();
    expect(within(block).getByRole('heading', { name: 'Angle' })).toBeInTheDocument();

    await user.click(within(block).getByRole('radio', { name: 'CPA' }));
    await waitFor(() =>
      expect(server.requests('GET', '/api/analytics/creative').map((r) => r.url.searchParams.get('metric'))).toContain('CPA'),
    );
    await within(block).findByText(/^Offer wins: CPA \$5\.00 against \$1\.40 for the rest/);
  });

  it('without tagged ads says so', async () => {
    serveAnalytics();
    renderApp('/analytics');
    expect(await screen.findByText(/No tagged ads delivered in this period yet/)).toBeInTheDocument();
  });
});
