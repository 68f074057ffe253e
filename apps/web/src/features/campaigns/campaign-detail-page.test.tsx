import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signedIn } from '../../test/fake-server.ts';
import { aCampaign, anAd, pageOf } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

// Whole-app renders with forms are slow in jsdom, slower still when every test file runs at once.
vi.setConfig({ testTimeout: 20_000 });

const summer = aCampaign({
  id: 7,
  name: 'Summer Sale',
  budget: 1234.5,
  adCount: 2,
  totalAds: 2,
  targetAudience: 'Women 25-40 in Ho Chi Minh City',
  startDate: '2025-06-01',
  endDate: '2025-06-30',
});
const ads = [anAd({ id: 11, name: 'Sneakers ad', campaignId: 7 }), anAd({ id: 12, name: 'Sandals ad', campaignId: 7, status: 'ACTIVE' })];

describe('campaign detail', () => {
  it('shows the campaign, its Budget, Total Ads and Duration cards, its audience and its ads', async () => {
    signedIn({ 'GET /api/campaigns/7': () => ({ body: summer }), 'GET /api/ads/campaign/7': () => ({ body: pageOf(ads) }) });
    renderApp('/campaigns/7');
    expect(await screen.findByRole('heading', { name: 'Summer Sale' })).toBeInTheDocument();
    expect(screen.getByText(/Created Nov 22, 2026/)).toBeInTheDocument();
    expect(within(screen.getByLabelText('Budget')).getByText('$1,235')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Total Ads')).getByText('2')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Duration')).getByText('30 days')).toBeInTheDocument();
    expect(screen.getByText('Women 25-40 in Ho Chi Minh City')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/campaigns/7/edit');

    const card = await screen.findByRole('article', { name: 'Sneakers ad' });
    expect(within(card).getByRole('link', { name: 'View Sneakers ad' })).toHaveAttribute('href', '/ads/11');
    expect(within(card).getByRole('link', { name: 'Edit Sneakers ad' })).toHaveAttribute('href', '/ads/11/edit');
  });

  it('shows what the objective needs to publish to Facebook, and what is still missing', async () => {
    const app = aCampaign({ ...summer, objective: 'APP_INSTALLS', appId: '555', fbCampaignId: '120330000000001' });
    signedIn({ 'GET /api/campaigns/7': () => ({ body: app }), 'GET /api/ads/campaign/7': () => ({ body: pageOf([]) }) });
    renderApp('/campaigns/7');
    const card = await screen.findByLabelText('Publishing to Facebook');
    expect(within(card).getByText('App ID').nextSibling).toHaveTextContent('555');
    expect(within(card).getByText('App store URL').nextSibling).toHaveTextContent('Not set');
    expect(within(card).getByText('Facebook campaign ID').nextSibling).toHaveTextContent('120330000000001');
    expect(
      within(card).getByText('An App installs campaign needs the app ID and its store URL before publishing. Add them with Edit.'),
    ).toBeInTheDocument();
  });

  it('names its special ad categories', async () => {
    const housing = aCampaign({ ...summer, specialAdCategories: ['HOUSING', 'FINANCIAL_PRODUCTS_SERVICES'] });
    signedIn({ 'GET /api/campaigns/7': () => ({ body: housing }), 'GET /api/ads/campaign/7': () => ({ body: pageOf([]) }) });
    renderApp('/campaigns/7');
    const title = await screen.findByRole('heading', { name: 'Special ad category' });
    expect(title.nextSibling).toHaveTextContent('Housing, Financial products and services');
  });

  it('says on which days a delivery schedule lets it deliver', async () => {
    const scheduled = aCampaign({
      ...summer,
      deliverySchedule: { excludedDays: ['FRI', 'SAT'], deliversOn: 'Mon–Thu, Sun', recommendationId: 3 },
    });
    signedIn({ 'GET /api/campaigns/7': () => ({ body: scheduled }), 'GET /api/ads/campaign/7': () => ({ body: pageOf([]) }) });
    renderApp('/campaigns/7');
    expect(await screen.findByText('Delivers Mon–Thu, Sun (optimization schedule)')).toBeInTheDocument();
  });

  it('has no publishing card for an objective that needs nothing, before it is published', async () => {
    signedIn({ 'GET /api/campaigns/7': () => ({ body: summer }), 'GET /api/ads/campaign/7': () => ({ body: pageOf([]) }) });
    renderApp('/campaigns/7');
    await screen.findByRole('heading', { name: 'Summer Sale' });
    expect(screen.queryByLabelText('Publishing to Facebook')).not.toBeInTheDocument();
  });

  it("reads the id as a number ('007' is 7) and never sends one that is not", async () => {
    const server = signedIn({ 'GET /api/campaigns/7': () => ({ body: summer }), 'GET /api/ads/campaign/7': () => ({ body: pageOf([]) }) });
    renderApp('/campaigns/007');
    expect(await screen.findByRole('heading', { name: 'Summer Sale' })).toBeInTheDocument();
    expect(await screen.findByText('No ads yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Ad' })).toHaveAttribute('href', '/ad/create');
    expect(server.calls('GET', '/api/campaigns/7')).toHaveLength(1);
  });

  it("shows 'Failed to load campaign details' for an id that is not a number, without asking the server", async () => {
    const server = signedIn();
    renderApp('/campaigns/abc');
    // The toast and the alert's title.
    await waitFor(() => expect(screen.getAllByText('Failed to load campaign details')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(server.spy.mock.calls.filter(([u]) => String(u).includes('/campaigns'))).toHaveLength(0);
  });

  it("shows 'Failed to load campaign details' with the server's message and loads again on 'Try Again'", async () => {
    let found = false;
    signedIn({
      'GET /api/campaigns/7': () =>
        found ? { body: summer } : { status: 404, body: { code: 'NOT_FOUND', message: 'Campaign not found.' } },
      'GET /api/ads/campaign/7': () => ({ body: pageOf([]) }),
    });
    const { user } = renderApp('/campaigns/7');
    // Like 'Failed to load campaign ads': a toast, and the alert with the reason and 'Try Again'.
    await waitFor(() => expect(screen.getAllByText('Failed to load campaign details')).toHaveLength(2));
    expect(screen.getByRole('alert', { name: 'Failed to load campaign details' })).toBeInTheDocument();
    expect(screen.getByText('Campaign not found.')).toBeInTheDocument();
    found = true;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Summer Sale' })).toBeInTheDocument();
  });

  it("says 'Failed to fetch campaign details' when the server gives no reason", async () => {
    signedIn({ 'GET /api/campaigns/7': () => ({ status: 404 }) });
    renderApp('/campaigns/7');
    expect(await screen.findByText('Failed to fetch campaign details')).toBeInTheDocument();
    expect(screen.getAllByText('Failed to load campaign details')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  });

  it("says 'Failed to fetch ads' under 'Failed to load campaign ads' when the server gives no reason", async () => {
    signedIn({ 'GET /api/campaigns/7': () => ({ body: summer }), 'GET /api/ads/campaign/7': () => ({ status: 404 }) });
    renderApp('/campaigns/7');
    expect(await screen.findByText('Failed to fetch ads')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it("toasts 'Failed to load campaign ads' when the ads cannot be read", async () => {
    signedIn({
      'GET /api/campaigns/7': () => ({ body: summer }),
      'GET /api/ads/campaign/7': () => ({ status: 400, body: { code: 'X', message: 'x' } }),
    });
    renderApp('/campaigns/7');
    await waitFor(() => expect(screen.getAllByText('Failed to load campaign ads').length).toBeGreaterThanOrEqual(2));
  });

  it("deletes the campaign after confirmation: 'Campaign deleted successfully', back to the list", async () => {
    const server = signedIn({
      'GET /api/campaigns/7': () => ({ body: summer }),
      'GET /api/ads/campaign/7': () => ({ body: pageOf(ads) }),
      'DELETE /api/campaigns/7': () => ({ status: 204 }),
      'GET /api/campaigns': () => ({ body: pageOf([]) }),
    });
    const { user, address } = renderApp('/campaigns/7');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete "Summer Sale"?' });
    expect(within(confirm).getByText('Are you sure you want to delete this campaign? This action cannot be undone.')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Campaign deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(address()).toBe('/campaigns'));
    expect(server.calls('DELETE', '/api/campaigns/7')).toHaveLength(1);
  });

  it("says 'Failed to delete campaign' when the delete fails", async () => {
    signedIn({
      'GET /api/campaigns/7': () => ({ body: summer }),
      'GET /api/ads/campaign/7': () => ({ body: pageOf([]) }),
      'DELETE /api/campaigns/7': () => ({ status: 404, body: { code: 'NOT_FOUND', message: 'Campaign not found.' } }),
    });
    const { user, address } = renderApp('/campaigns/7');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete campaign')).toBeInTheDocument();
    expect(address()).toBe('/campaigns/7');
  });

  it('pages its ads 5 at a time, with a paginator only when there is more than one page', async () => {
    const seven = Array.from({ length: 7 }, (_, i) => anAd({ id: 101 + i, name: `Ad ${i + 1}`, campaignId: 7 }));
    const server = signedIn({
      'GET /api/campaigns/7': () => ({ body: summer }),
      'GET /api/ads/campaign/7': ({ url }) => {
        const page = Number(url.searchParams.get('page'));
        const size = Number(url.searchParams.get('size'));
        return { body: pageOf(seven.slice(page * size, page * size + size), { number: page, totalElements: seven.length, size }) };
      },
    });
    const { user } = renderApp('/campaigns/7');
    const names = () => screen.queryAllByRole('article').map((a) => a.getAttribute('aria-label'));
    await screen.findByRole('article', { name: 'Ad 1' });
    expect(names()).toEqual(['Ad 1', 'Ad 2', 'Ad 3', 'Ad 4', 'Ad 5']);
    expect(screen.getByText(/Page 1 of 2 · 7 ads/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(names()).toEqual(['Ad 6', 'Ad 7']));
    const asked = server.spy.mock.calls.map(([u]) => new URL(String(u), 'http://x')).filter((u) => u.pathname === '/api/ads/campaign/7');
    expect(asked.map((u) => u.search)).toEqual(['?page=0&size=5', '?page=1&size=5']);
  });

  it('has no paginator when its ads fit on one page', async () => {
    const five = Array.from({ length: 5 }, (_, i) => anAd({ id: 101 + i, name: `Ad ${i + 1}`, campaignId: 7 }));
    signedIn({ 'GET /api/campaigns/7': () => ({ body: summer }), 'GET /api/ads/campaign/7': () => ({ body: pageOf(five) }) });
    renderApp('/campaigns/7');
    await screen.findByRole('article', { name: 'Ad 5' });
    expect(screen.queryByRole('button', { name: '2' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Page 1 of/)).not.toBeInTheDocument();
  });

  it("says 'Delete operation cancelled' when the ad delete is declined, and deletes nothing", async () => {
    const server = signedIn({
      'GET /api/campaigns/7': () => ({ body: summer }),
      'GET /api/ads/campaign/7': () => ({ body: pageOf(ads) }),
      'DELETE /api/ads/11': () => ({ status: 204 }),
    });
    const { user } = renderApp('/campaigns/7');
    await user.click(
      within(await screen.findByRole('article', { name: 'Sneakers ad' })).getByRole('button', { name: 'Delete Sneakers ad' }),
    );
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Confirmation' })).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Delete operation cancelled')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Sneakers ad' })).toBeInTheDocument();
    expect(server.calls('DELETE', '/api/ads/11')).toHaveLength(0);
  });

  it("deletes one of its ads after 'Delete Confirmation': 'Ad deleted successfully', or 'Failed to delete ad'", async () => {
    let rows = ads;
    const server = signedIn({
      'GET /api/campaigns/7': () => ({ body: summer }),
      'GET /api/ads/campaign/7': () => ({ body: pageOf(rows) }),
      'DELETE /api/ads/11': () => {
        rows = rows.filter((a) => a.id !== 11);
        return { status: 204 };
      },
      // A proxy's bare answer: no message of the server's to show.
      'DELETE /api/ads/12': () => ({ status: 502 }),
    });
    const { user } = renderApp('/campaigns/7');
    await user.click(
      within(await screen.findByRole('article', { name: 'Sneakers ad' })).getByRole('button', { name: 'Delete Sneakers ad' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Delete Confirmation' });
    expect(within(confirm).getByText('Do you really want to delete this ad? This action cannot be undone.')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Ad deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Sneakers ad' })).not.toBeInTheDocument());

    await user.click(within(screen.getByRole('article', { name: 'Sandals ad' })).getByRole('button', { name: 'Delete Sandals ad' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Confirmation' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete ad')).toBeInTheDocument();
    expect(server.calls('DELETE', '/api/ads/12')).toHaveLength(1);
  });

  it("shows the server's message when an ad delete fails, as the ads list does (one delete flow, decision 173)", async () => {
    signedIn({
      'GET /api/campaigns/7': () => ({ body: summer }),
      'GET /api/ads/campaign/7': () => ({ body: pageOf(ads) }),
      'DELETE /api/ads/11': () => ({ status: 404, body: { code: 'NOT_FOUND', message: 'Ad not found.' } }),
    });
    const { user } = renderApp('/campaigns/7');
    await user.click(
      within(await screen.findByRole('article', { name: 'Sneakers ad' })).getByRole('button', { name: 'Delete Sneakers ad' }),
    );
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Confirmation' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Ad not found.')).toBeInTheDocument();
    expect(screen.queryByText('Failed to delete ad')).not.toBeInTheDocument();
  });
});

describe('campaign edit page', () => {
  it('saves every field and returns to the campaign', async () => {
    let current = summer;
    const server = signedIn({
      'GET /api/campaigns/7': () => ({ body: current }),
      'GET /api/ads/campaign/7': () => ({ body: pageOf([]) }),
      'PUT /api/campaigns/7': ({ body }) => {
        current = { ...current, ...(body as object) };
        return { body: current };
      },
    });
    const { user, address } = renderApp('/campaigns/7/edit');
    const name = await screen.findByLabelText(/Campaign Name/);
    expect(name).toHaveValue('Summer Sale');
    expect(screen.getByLabelText('Start Date')).toHaveValue('2025-06-01');
    await user.clear(name);
    await user.type(name, 'Summer Sale 2');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Update campaign successfully')).toBeInTheDocument();
    await waitFor(() => expect(address()).toBe('/campaigns/7'));
    expect(await screen.findByRole('heading', { name: 'Summer Sale 2' })).toBeInTheDocument();
    expect(server.calls('PUT', '/api/campaigns/7')[0]).toEqual({
      name: 'Summer Sale 2',
      objective: 'BRAND_AWARENESS',
      budgetType: 'DAILY',
      dailyBudget: 50,
      totalBudget: null,
      targetAudience: 'Women 25-40 in Ho Chi Minh City',
      startDate: '2025-06-01',
      endDate: '2025-06-30',
      adAccountId: null,
      pageId: null,
      pixelId: null,
      conversionEvent: null,
      appId: null,
      appStoreUrl: null,
      catalogId: null,
      productSetId: null,
      specialAdCategories: [],
    });
  });

  it("loads the objective's publishing fields into the form and saves them changed", async () => {
    let current = aCampaign({ ...summer, objective: 'CONVERSIONS', pixelId: '123456', conversionEvent: 'LEAD' });
    const server = signedIn({
      'GET /api/campaigns/7': () => ({ body: current }),
      'GET /api/ads/campaign/7': () => ({ body: pageOf([]) }),
      'PUT /api/campaigns/7': ({ body }) => {
        current = { ...current, ...(body as object) };
        return { body: current };
      },
    });
    const { user, address } = renderApp('/campaigns/7/edit');
    const pixel = await screen.findByLabelText('Pixel ID');
    expect(pixel).toHaveValue('123456');
    const form = screen.getByRole('button', { name: 'Save Changes' }).closest('form') as HTMLElement;
    expect(within(form).getByLabelText('Conversion event')).toHaveValue('Lead');
    await user.clear(pixel);
    await user.type(pixel, '654321');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(address()).toBe('/campaigns/7'));
    expect(server.calls('PUT', '/api/campaigns/7')[0]).toMatchObject({
      objective: 'CONVERSIONS',
      pixelId: '654321',
      conversionEvent: 'LEAD',
      appId: null,
    });
    await screen.findByRole('heading', { name: 'Summer Sale' });
    const card = screen.getByLabelText('Publishing to Facebook');
    expect(within(card).getByText('654321')).toBeInTheDocument();
    expect(within(card).getByText('Lead')).toBeInTheDocument();
  });

  it("applies the create form's rules and asks before discarding", async () => {
    const server = signedIn({ 'GET /api/campaigns/7': () => ({ body: summer }), 'GET /api/ads/campaign/7': () => ({ body: pageOf([]) }) });
    const { user, address } = renderApp('/campaigns/7/edit');
    await user.clear(await screen.findByLabelText(/Campaign Name/));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Campaign name is required')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByRole('dialog', { name: 'Discard changes?' });
    expect(within(confirm).getByText('Are you sure you want to cancel? The changes you made will be lost.')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Cancel changes')).toBeInTheDocument();
    await waitFor(() => expect(address()).toBe('/campaigns/7'));
    expect(server.calls('PUT', '/api/campaigns/7')).toHaveLength(0);
  });
});
