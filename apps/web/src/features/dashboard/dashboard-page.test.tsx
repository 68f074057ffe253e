import type { Dashboard } from '@ads-creative/contracts/dashboard';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signedIn } from '../../test/fake-server.ts';
import { aCampaign, aDashboard, anAd, pageOf } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { fetchDashboard } from './api/dashboard-query.ts';

// Whole-app renders with forms are slow in jsdom, slower still when every test file runs at once.
vi.setConfig({ testTimeout: 20_000 });

const full = aDashboard({
  stats: { totalCampaigns: 1500, totalAds: 2_000_000, activeCampaigns: 12, activeAds: 999, totalSpent: 0 },
  campaigns: [aCampaign({ id: 4, name: 'Summer Sale', objective: 'LEAD_GENERATION', budget: 1234.5, adCount: 3, status: 'PAUSED' })],
  recentAds: [
    anAd({ id: 9, name: 'Sneakers ad', headline: 'Run faster', description: 'Free shipping', imageUrl: 'https://cdn.example.com/s.png' }),
  ],
});

describe('dashboard', () => {
  it('shows the four counts abbreviated, the header buttons and the quick actions', async () => {
    signedIn({ 'GET /api/dashboard': () => ({ body: full }) });
    renderApp('/dashboard');
    expect(await within(await screen.findByRole('group', { name: 'Total Campaigns' })).findByText('1.5K')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Total Ads' })).getByText('2M')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Active Campaigns' })).getByText('12')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Active Ads' })).getByText('999')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Campaign' })).toHaveAttribute('href', '/campaign/create');
    expect(screen.getByRole('link', { name: 'New Ad' })).toHaveAttribute('href', '/ad/create');
    // Spec 1 §2: /ad/create-enhanced is "AI-powered ad creation (linked)".
    expect(screen.getByRole('link', { name: 'Create with AI' })).toHaveAttribute('href', '/ad/create-enhanced');
    expect(screen.getByRole('link', { name: 'Create Campaign' })).toHaveAttribute('href', '/campaign/create');
    expect(screen.getByRole('link', { name: 'Create Ad' })).toHaveAttribute('href', '/ad/create');
  });

  it('shows no spend before any insights are synced', async () => {
    signedIn({ 'GET /api/dashboard': () => ({ body: full }) });
    renderApp('/dashboard');
    await screen.findByRole('group', { name: 'Total Campaigns' });
    expect(screen.queryByRole('group', { name: 'Total Spent' })).not.toBeInTheDocument();
  });

  it("shows the total spent in USD with no decimals (spec 1 §9), labelled 'Sandbox data (simulated Facebook)' when it was simulated", async () => {
    const sandbox = aDashboard({ stats: { ...full.stats, totalSpent: 1234.5 }, metricsSources: ['sandbox'] });
    signedIn({ 'GET /api/dashboard': () => ({ body: sandbox }) });
    renderApp('/dashboard');
    const spend = await screen.findByRole('group', { name: 'Total Spent' });
    expect(within(spend).getByText('$1,235')).toBeInTheDocument();
    expect(within(spend).getByText('Sandbox data (simulated Facebook)')).toBeInTheDocument();
  });

  it("labels Facebook's own spend with nothing, and spend mixed with demo data as such", async () => {
    let sources: Dashboard['metricsSources'] = ['facebook'];
    signedIn({ 'GET /api/dashboard': () => ({ body: aDashboard({ stats: { ...full.stats, totalSpent: 80 }, metricsSources: sources }) }) });
    const first = renderApp('/dashboard');
    const spend = await screen.findByRole('group', { name: 'Total Spent' });
    expect(within(spend).getByText('$80')).toBeInTheDocument();
    expect(within(spend).queryByText(/data/)).not.toBeInTheDocument();
    first.unmount();

    sources = ['facebook', 'demo'];
    renderApp('/dashboard');
    expect(within(await screen.findByRole('group', { name: 'Total Spent' })).getByText('Includes demo data')).toBeInTheDocument();
  });

  it('lists recent campaigns with objective, status, budget in $, ad count, date and View Details', async () => {
    signedIn({ 'GET /api/dashboard': () => ({ body: full }) });
    renderApp('/dashboard');
    const card = await screen.findByRole('article', { name: 'Summer Sale' });
    for (const text of ['Lead Generation', 'PAUSED', '$1,235', '3 ads', 'Nov 22, 2026'])
      expect(within(card).getByText(text)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/campaigns/4');
  });

  it('opens the ad detail dialog from a recent ad', async () => {
    signedIn({ 'GET /api/dashboard': () => ({ body: full }) });
    const { user } = renderApp('/dashboard');
    const card = await screen.findByRole('article', { name: 'Sneakers ad' });
    expect(within(card).getByRole('img', { name: 'Sneakers ad' })).toHaveAttribute('src', 'https://cdn.example.com/s.png');
    for (const text of ['Run faster', 'Free shipping', 'DRAFT']) expect(within(card).getByText(text)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'View Sneakers ad' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ad Details' });
    expect(within(dialog).getByText('Shop Now - Mua ngay')).toBeInTheDocument();
    expect(within(dialog).getByText('Our lightest running shoe yet.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'View ad image/video' }));
    const media = await screen.findByRole('dialog', { name: 'Media: Sneakers ad' });
    expect(within(media).getByRole('img', { name: 'Sneakers ad' })).toHaveAttribute('src', 'https://cdn.example.com/s.png');
  });

  it("says 'No campaigns yet' and 'No ads yet' when there are none", async () => {
    signedIn({ 'GET /api/dashboard': () => ({ body: aDashboard() }) });
    renderApp('/dashboard');
    expect(await screen.findByText('No campaigns yet')).toBeInTheDocument();
    expect(screen.getByText('No ads yet')).toBeInTheDocument();
  });

  it("shows 'Error loading dashboard' and loads again on 'Try Again'", async () => {
    let fail = true;
    signedIn({
      'GET /api/dashboard': () => (fail ? { status: 400, body: { code: 'X', message: 'Broken' } } : { body: full }),
    });
    const { user } = renderApp('/dashboard');
    expect(await screen.findByText('Error loading dashboard')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Summer Sale' })).toBeInTheDocument();
  });
});

describe('cache', () => {
  it('is kept for 5 minutes across visits, and refetched after an ad is deleted', async () => {
    let recentAds = [anAd({ id: 9, name: 'Sneakers ad' })];
    const server = signedIn({
      'GET /api/dashboard': () => ({ body: aDashboard({ recentAds }) }),
      'GET /api/ads': () => ({ body: pageOf(recentAds) }),
      'DELETE /api/ads/9': () => {
        recentAds = [];
        return { status: 204 };
      },
    });
    const { user } = renderApp('/dashboard');
    await screen.findByRole('article', { name: 'Sneakers ad' });
    const sidebar = screen.getByRole('navigation', { name: 'Main navigation' });

    // Away and back: served from the cache.
    await user.click(within(sidebar).getByRole('link', { name: 'Ads' }));
    await screen.findByRole('heading', { name: 'Ads', level: 2 });
    await user.click(within(sidebar).getByRole('link', { name: 'Dashboard' }));
    await screen.findByRole('article', { name: 'Sneakers ad' });
    expect(server.calls('GET', '/api/dashboard')).toHaveLength(1);

    // A delete clears it.
    await user.click(within(sidebar).getByRole('link', { name: 'Ads' }));
    await user.click(within(await screen.findByRole('article', { name: 'Sneakers ad' })).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Confirmation' })).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Ad deleted successfully');
    await waitFor(() => expect(server.calls('GET', '/api/dashboard')).toHaveLength(2));
    await user.click(within(sidebar).getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByText('No ads yet')).toBeInTheDocument();
  });

  it('only warns in the console when the refresh after a change fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let dashboardWorks = true;
    signedIn({
      'GET /api/dashboard': () =>
        dashboardWorks ? { body: aDashboard({ recentAds: [anAd({ id: 9 })] }) } : { status: 400, body: { code: 'X', message: 'down' } },
      'GET /api/ads': () => ({ body: pageOf([anAd({ id: 9, name: 'Sneakers ad' })]) }),
      'DELETE /api/ads/9': () => ({ status: 204 }),
    });
    const { user } = renderApp('/dashboard');
    await screen.findByRole('article', { name: 'Sneakers ad' });
    dashboardWorks = false;
    await user.click(within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Ads' }));
    await user.click(within(await screen.findByRole('article', { name: 'Sneakers ad' })).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Confirmation' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Ad deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Could not refresh the dashboard after a change', expect.anything()));
    expect(screen.queryByText('down')).not.toBeInTheDocument();
    warn.mockRestore();
  });
});

it("reads 'Failed to load dashboard data' when the server words nothing", async () => {
  signedIn({ 'GET /api/dashboard': () => ({ status: 502 }) });
  await expect(fetchDashboard()).rejects.toMatchObject({ message: 'Failed to load dashboard data', status: 502 });
});
