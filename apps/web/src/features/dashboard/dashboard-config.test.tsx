/** /dashboard's 'Customize' menu (spec 1 §3): sections hidden or shown, the choice loaded from and saved to the server. */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedIn } from '../../test/fake-server.ts';
import { aCampaign, aDashboard, anAd } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const full = aDashboard({
  campaigns: [aCampaign({ id: 4, name: 'Summer Sale' })],
  recentAds: [anAd({ id: 9, name: 'Sneakers ad' })],
});
const recentAdsHeading = () => screen.queryByRole('heading', { name: 'Recent Ads' });

describe('dashboard configuration', () => {
  it("hides 'Recent Ads' when unchecked and saves the new configuration, keeping fields it does not know", async () => {
    const server = signedIn({
      'GET /api/dashboard': () => ({ body: full }),
      'GET /api/dashboard/config': () => ({ body: { density: 'compact' } }),
      'POST /api/dashboard/config': (req) => ({ body: req.body }),
    });
    const { user } = renderApp('/dashboard');
    await screen.findByRole('article', { name: 'Sneakers ad' });
    expect(recentAdsHeading()).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Customize dashboard' }));
    const box = await screen.findByRole('checkbox', { name: 'Recent Ads' });
    expect(box).toBeChecked();
    for (const name of ['Stat cards', 'Quick actions', 'Recent Campaigns']) expect(screen.getByRole('checkbox', { name })).toBeChecked();
    await user.click(box);

    await waitFor(() => expect(recentAdsHeading()).not.toBeInTheDocument());
    expect(screen.queryByRole('article', { name: 'Sneakers ad' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Recent Campaigns' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Total Campaigns' })).toBeInTheDocument();
    await waitFor(() =>
      expect(server.calls('POST', '/api/dashboard/config')).toEqual([{ density: 'compact', hiddenSections: ['recentAds'] }]),
    );

    // Checked again: shown again and saved.
    await user.click(screen.getByRole('checkbox', { name: 'Recent Ads' }));
    expect(await screen.findByRole('article', { name: 'Sneakers ad' })).toBeInTheDocument();
    await waitFor(() => expect(server.calls('POST', '/api/dashboard/config')).toHaveLength(2));
    expect(server.calls('POST', '/api/dashboard/config')[1]).toEqual({ density: 'compact', hiddenSections: [] });
  });

  it('hides the sections a stored configuration hides on load, ignoring unknown ids', async () => {
    signedIn({
      'GET /api/dashboard': () => ({ body: full }),
      'GET /api/dashboard/config': () => ({ body: { hiddenSections: ['recentAds', 'stats', 'somethingElse'] } }),
    });
    const { user } = renderApp('/dashboard');
    await screen.findByRole('article', { name: 'Summer Sale' });
    expect(recentAdsHeading()).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Sneakers ad' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Total Campaigns' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Campaign' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Ad' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Customize dashboard' }));
    expect(await screen.findByRole('checkbox', { name: 'Recent Ads' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Stat cards' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Quick actions' })).toBeChecked();
  });

  it('shows every section when the stored field is malformed', async () => {
    signedIn({
      'GET /api/dashboard': () => ({ body: full }),
      'GET /api/dashboard/config': () => ({ body: { hiddenSections: 'recentAds' } }),
    });
    renderApp('/dashboard');
    expect(await screen.findByRole('article', { name: 'Sneakers ad' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Total Campaigns' })).toBeInTheDocument();
  });

  it('shows every section and only warns when the configuration cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    signedIn({
      'GET /api/dashboard': () => ({ body: full }),
      'GET /api/dashboard/config': () => ({ status: 400, body: { code: 'X', message: 'down' } }),
    });
    renderApp('/dashboard');
    expect(await screen.findByRole('article', { name: 'Sneakers ad' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Could not load the dashboard configuration', expect.anything());
    expect(screen.queryByText('down')).not.toBeInTheDocument();
  });

  it('puts a section back and only warns when the save fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let answer: (r: { status: number; body: unknown }) => void = () => {};
    signedIn({
      'GET /api/dashboard': () => ({ body: full }),
      'POST /api/dashboard/config': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    const { user } = renderApp('/dashboard');
    await screen.findByRole('article', { name: 'Sneakers ad' });
    await user.click(screen.getByRole('button', { name: 'Customize dashboard' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Recent Ads' }));
    await waitFor(() => expect(recentAdsHeading()).not.toBeInTheDocument());

    answer({ status: 400, body: { code: 'VALIDATION_ERROR', message: 'Nope' } });
    expect(await screen.findByRole('article', { name: 'Sneakers ad' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Recent Ads' })).toBeChecked();
    expect(warn).toHaveBeenCalledWith('Could not save the dashboard configuration', expect.anything());
    expect(screen.queryByText('Nope')).not.toBeInTheDocument();
  });
});
