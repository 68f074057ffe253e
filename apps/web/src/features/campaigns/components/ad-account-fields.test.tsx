/** The campaign form's 'Ad account' and 'Page' (decision 181): shown when connected, defaults first, sent as chosen. */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chooseOption, chooseOptionOf } from '../../../test/choose-option.ts';
import { signedIn } from '../../../test/fake-server.ts';
import { aCampaign } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

vi.setConfig({ testTimeout: 20_000 });

const form = () => screen.getByRole('button', { name: 'Create Campaign' }).closest('form') as HTMLElement;

const connected = {
  'GET /api/facebook/connection': () => ({
    body: {
      connected: true,
      facebookName: 'Lan',
      tokenExpiresAt: null,
      adAccount: { id: '100000001', name: 'Shop (USD)', currency: 'USD', timezone: 'America/Los_Angeles' },
      page: { id: '200000001', name: 'Shop page' },
      needsReconnect: false,
      sandbox: false,
    },
  }),
  'GET /api/facebook/ad-accounts': () => ({
    body: [
      { id: '100000001', name: 'Shop (USD)', currency: 'USD', timezone: 'America/Los_Angeles', status: 'ACTIVE', usable: true },
      { id: '100000002', name: 'Shop Việt Nam', currency: 'VND', timezone: 'Asia/Ho_Chi_Minh', status: 'ACTIVE', usable: true },
    ],
  }),
  'GET /api/facebook/pages': () => ({
    body: [
      { id: '200000001', name: 'Shop page' },
      { id: '200000002', name: 'Cà phê page' },
    ],
  }),
};

describe('ad account and page of a campaign', () => {
  it('offers the defaults first and every listed account and page; sends the chosen ones', async () => {
    const server = signedIn({ ...connected, 'POST /api/campaigns': ({ body }) => ({ status: 201, body: aCampaign(body as object) }) });
    const { user } = renderApp('/campaign/create');
    expect(await screen.findByDisplayValue('Default (Shop (USD))')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Default (Shop page)')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Campaign Name/), 'Cà phê');
    await chooseOption(user, form(), /Objective/, 'Traffic');
    // The budget is in the chosen account's currency (the default's is USD, as the spec says).
    expect(screen.getByLabelText('Daily Budget (USD)')).toBeInTheDocument();
    await chooseOptionOf(user, 'Ad account', 'Shop Việt Nam (VND, Asia/Ho_Chi_Minh)');
    expect(screen.getByLabelText('Daily Budget (VND)')).toBeInTheDocument();
    await chooseOptionOf(user, 'Page', 'Cà phê page');
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));
    await waitFor(() => expect(server.calls('POST', '/api/campaigns')).toHaveLength(1));
    expect(server.calls('POST', '/api/campaigns')[0]).toMatchObject({ adAccountId: '100000002', pageId: '200000002' });
  });

  it('is not shown without a Facebook connection, and sends the defaults (null)', async () => {
    const server = signedIn({ 'POST /api/campaigns': ({ body }) => ({ status: 201, body: aCampaign(body as object) }) });
    const { user } = renderApp('/campaign/create');
    await user.type(await screen.findByLabelText(/Campaign Name/), 'Plain');
    await chooseOption(user, form(), /Objective/, 'Traffic');
    expect(screen.queryByLabelText('Ad account')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));
    await waitFor(() => expect(server.calls('POST', '/api/campaigns')).toHaveLength(1));
    expect(server.calls('POST', '/api/campaigns')[0]).toMatchObject({ adAccountId: null, pageId: null });
  });
});
