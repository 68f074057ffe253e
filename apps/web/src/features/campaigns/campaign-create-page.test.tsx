import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chooseOption } from '../../test/choose-option.ts';
import { signedIn } from '../../test/fake-server.ts';
import { aCampaign, aDashboard } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

// Whole-app renders with forms are slow in jsdom, slower still when every test file runs at once.
vi.setConfig({ testTimeout: 20_000 });

const form = () => screen.getByRole('button', { name: 'Create Campaign' }).closest('form') as HTMLElement;

describe('validation', () => {
  it('names every missing required field and sends nothing', async () => {
    const server = signedIn();
    const { user } = renderApp('/campaign/create');
    await user.click(await screen.findByRole('button', { name: 'Create Campaign' }));
    expect(await screen.findByText('Campaign name is required')).toBeInTheDocument();
    expect(screen.getByText('Campaign objective is required')).toBeInTheDocument();
    expect(server.calls('POST', '/api/campaigns')).toHaveLength(0);
  });

  it("says 'End date must be after start date' when the end comes first", async () => {
    signedIn();
    const { user } = renderApp('/campaign/create');
    await user.type(await screen.findByLabelText('Start Date'), '2025-06-10');
    await user.type(screen.getByLabelText('End Date'), '2025-06-01');
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));
    expect(await screen.findByText('End date must be after start date')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('End Date'));
    await user.type(screen.getByLabelText('End Date'), '2025-06-10');
    await waitFor(() => expect(screen.queryByText('End date must be after start date')).not.toBeInTheDocument());
  });

  it('keeps the budget at the minimum of 1', async () => {
    signedIn();
    const { user } = renderApp('/campaign/create');
    const daily = await screen.findByLabelText('Daily Budget (USD)');
    await user.type(daily, '0.5');
    await user.tab();
    expect(daily).toHaveValue('$1');
  });
});

describe('budget type', () => {
  it('shows the daily budget for DAILY (the default) and the total budget for LIFETIME, and sends only that one', async () => {
    const server = signedIn({ 'POST /api/campaigns': ({ body }) => ({ status: 201, body: aCampaign(body as object) }) });
    const { user } = renderApp('/campaign/create');
    expect(await screen.findByRole('radio', { name: 'Daily' })).toBeChecked();
    expect(screen.getByLabelText('Daily Budget (USD)')).toBeInTheDocument();
    expect(screen.queryByLabelText('Total Budget (USD)')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Daily Budget (USD)'), '40');

    await user.click(screen.getByRole('radio', { name: 'Lifetime' }));
    expect(screen.queryByLabelText('Daily Budget (USD)')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Total Budget (USD)'), '1200');
    expect(within(screen.getByLabelText('Campaign preview')).getByText('$1,200 total')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Campaign Name/), 'Autumn');
    await chooseOption(user, form(), /Objective/, 'Lead Generation');
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));
    await waitFor(() => expect(server.calls('POST', '/api/campaigns')).toHaveLength(1));
    expect(server.calls('POST', '/api/campaigns')[0]).toEqual({
      name: 'Autumn',
      objective: 'LEAD_GENERATION',
      budgetType: 'LIFETIME',
      dailyBudget: null,
      totalBudget: 1200,
      targetAudience: null,
      startDate: null,
      endDate: null,
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
});

describe('publishing to Facebook', () => {
  const publishingInputs = ['Pixel ID', 'Conversion event', 'App ID', 'App store URL', 'Catalog ID', 'Product set ID'];
  const shownInputs = () => publishingInputs.filter((label) => within(form()).queryByLabelText(label) !== null);

  it('asks Conversions for the pixel and event, saying they are needed to publish and optional to save; Traffic for nothing', async () => {
    signedIn();
    const { user } = renderApp('/campaign/create');
    await screen.findByRole('button', { name: 'Create Campaign' });
    expect(shownInputs()).toEqual([]);

    await chooseOption(user, form(), /Objective/, 'Conversions');
    expect(shownInputs()).toEqual(['Pixel ID', 'Conversion event']);
    const card = screen.getByLabelText('Publishing to Facebook');
    expect(
      within(card).getByText(
        'A Conversions campaign needs a Facebook pixel ID and a conversion event (e.g. PURCHASE) before publishing. You can save the campaign without them and add them later.',
      ),
    ).toBeInTheDocument();

    await chooseOption(user, form(), /Objective/, 'Traffic');
    expect(shownInputs()).toEqual([]);
    expect(screen.queryByLabelText('Publishing to Facebook')).not.toBeInTheDocument();
  });

  it('asks App installs for the app and Catalog sales for the catalog and product set', async () => {
    signedIn();
    const { user } = renderApp('/campaign/create');
    await screen.findByRole('button', { name: 'Create Campaign' });
    await chooseOption(user, form(), /Objective/, 'App Installs');
    expect(shownInputs()).toEqual(['App ID', 'App store URL']);
    expect(screen.getByText(/An App installs campaign needs the app ID and its store URL before publishing\./)).toBeInTheDocument();

    await chooseOption(user, form(), /Objective/, 'Catalog Sales');
    expect(shownInputs()).toEqual(['Catalog ID', 'Product set ID']);
    expect(screen.getByText(/A Catalog sales campaign needs a catalog ID and a product set ID before publishing\./)).toBeInTheDocument();
  });

  it("sends the objective's fields in the body and clears those of other objectives", async () => {
    const server = signedIn({ 'POST /api/campaigns': ({ body }) => ({ status: 201, body: aCampaign(body as object) }) });
    const { user } = renderApp('/campaign/create');
    await user.type(await screen.findByLabelText(/Campaign Name/), 'Checkout');
    // Typed under App installs, then left behind: not sent.
    await chooseOption(user, form(), /Objective/, 'App Installs');
    await user.type(screen.getByLabelText('App ID'), '555');
    await chooseOption(user, form(), /Objective/, 'Conversions');
    await user.type(screen.getByLabelText('Pixel ID'), ' 123456789012345 ');
    await chooseOption(user, form(), 'Conversion event', 'Purchase');
    expect(within(screen.getByLabelText('Campaign preview')).getByText('All set')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));
    await waitFor(() => expect(server.calls('POST', '/api/campaigns')).toHaveLength(1));
    expect(server.calls('POST', '/api/campaigns')[0]).toMatchObject({
      objective: 'CONVERSIONS',
      pixelId: '123456789012345',
      conversionEvent: 'PURCHASE',
      appId: null,
      appStoreUrl: null,
      catalogId: null,
      productSetId: null,
    });
  });

  it("saves without them, but checks what is typed with the server's rules", async () => {
    const server = signedIn({ 'POST /api/campaigns': ({ body }) => ({ status: 201, body: aCampaign(body as object) }) });
    const { user } = renderApp('/campaign/create');
    await user.type(await screen.findByLabelText(/Campaign Name/), 'Game launch');
    await chooseOption(user, form(), /Objective/, 'App Installs');
    expect(within(screen.getByLabelText('Campaign preview')).getByText('Needs App ID and App store URL')).toBeInTheDocument();
    await user.type(screen.getByLabelText('App ID'), 'my-app');
    await user.type(screen.getByLabelText('App store URL'), 'http://play.example/app');
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));
    expect(await screen.findByText('App ID must be a Facebook id (digits).')).toBeInTheDocument();
    expect(screen.getByText('App store URL must start with https://.')).toBeInTheDocument();
    expect(server.calls('POST', '/api/campaigns')).toHaveLength(0);

    await user.clear(screen.getByLabelText('App ID'));
    await user.clear(screen.getByLabelText('App store URL'));
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));
    await waitFor(() => expect(server.calls('POST', '/api/campaigns')).toHaveLength(1));
    expect(server.calls('POST', '/api/campaigns')[0]).toMatchObject({ objective: 'APP_INSTALLS', appId: null, appStoreUrl: null });
  });
});

describe('saving', () => {
  it("reads 'Creating...' meanwhile, then toasts, refetches the cached dashboard and goes there", async () => {
    let campaigns: ReturnType<typeof aCampaign>[] = [];
    let release: () => void = () => {};
    const server = signedIn({
      'GET /api/dashboard': () => ({ body: aDashboard({ campaigns, stats: { ...aDashboard().stats, totalCampaigns: campaigns.length } }) }),
      'POST /api/campaigns': ({ body }) =>
        new Promise((resolve) => {
          release = () => {
            const created = aCampaign({ ...(body as object), id: 9 });
            campaigns = [created];
            resolve({ status: 201, body: created });
          };
        }),
    });
    // The dashboard is loaded first, so its 5-minute cache holds the empty answer.
    const { user, address } = renderApp('/dashboard');
    expect(await screen.findByText('No campaigns yet')).toBeInTheDocument();
    await user.click(screen.getAllByRole('link', { name: /New Campaign/ })[0]);

    await user.type(await screen.findByLabelText(/Campaign Name/), 'Winter Sale');
    await chooseOption(user, form(), /Objective/, 'Traffic');
    await user.type(screen.getByLabelText('Daily Budget (USD)'), '25');
    await user.type(screen.getByLabelText('Target Audience'), 'Students in Hanoi');
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));
    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();

    release();
    expect(await screen.findByText('Campaign created successfully!')).toBeInTheDocument();
    await waitFor(() => expect(address()).toBe('/dashboard'));
    expect(await screen.findByRole('article', { name: 'Winter Sale' })).toBeInTheDocument();
    expect(server.calls('GET', '/api/dashboard')).toHaveLength(2);
    expect(server.calls('POST', '/api/campaigns')[0]).toMatchObject({
      budgetType: 'DAILY',
      dailyBudget: 25,
      targetAudience: 'Students in Hanoi',
    });
  });

  it("shows the server's message on failure, and its field issues under the fields", async () => {
    signedIn({
      'POST /api/campaigns': () => ({
        status: 400,
        body: {
          code: 'VALIDATION_ERROR',
          message: 'Campaign name must be at most 255 characters.',
          issues: [{ path: 'name', message: 'Campaign name must be at most 255 characters.' }],
        },
      }),
    });
    const { user, address } = renderApp('/campaign/create');
    await user.type(await screen.findByLabelText(/Campaign Name/), 'Too long, says the server');
    await chooseOption(user, form(), /Objective/, 'Reach');
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));
    await waitFor(() => expect(screen.getAllByText('Campaign name must be at most 255 characters.')).toHaveLength(2));
    expect(address()).toBe('/campaign/create');
  });

  it("says 'Unable to create campaign. Please try again.' when the server gives no message", async () => {
    signedIn({ 'POST /api/campaigns': () => ({ status: 502 }) });
    const { user } = renderApp('/campaign/create');
    await user.type(await screen.findByLabelText(/Campaign Name/), 'Anything');
    await chooseOption(user, form(), /Objective/, 'Reach');
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));
    expect(await screen.findByText('Unable to create campaign. Please try again.')).toBeInTheDocument();
  });
});

it('explains the three steps in Vietnamese', async () => {
  signedIn();
  const { user } = renderApp('/campaign/create');
  await user.click(await screen.findByRole('button', { name: 'Hướng dẫn' }));
  const help = await screen.findByRole('dialog', { name: 'Hướng dẫn tạo chiến dịch' });
  for (const step of ['Bước 1: Thông tin cơ bản', 'Bước 2: Đối tượng và ngân sách', 'Bước 3: Xem trước và lưu']) {
    expect(within(help).getByText(step)).toBeInTheDocument();
  }
  expect(screen.getByRole('link', { name: /Back to Campaigns/ })).toHaveAttribute('href', '/campaigns');
});
