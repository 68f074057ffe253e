import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chooseOption } from '../../test/choose-option.ts';
import { signedIn } from '../../test/fake-server.ts';
import { aCampaign, pageOf } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

// Whole-app renders with forms are slow in jsdom, slower still when every test file runs at once.
vi.setConfig({ testTimeout: 20_000 });

const three = [
  aCampaign({ id: 1, name: 'Summer Sale', status: 'ACTIVE', budget: 50 }),
  aCampaign({ id: 2, name: 'Back to School', status: 'PAUSED', budget: 1500, budgetType: 'LIFETIME' }),
  aCampaign({ id: 3, name: 'Tết Promo', status: 'DRAFT', budget: null }),
];
const cardNames = () => screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'));

describe('campaign list', () => {
  it('filters the loaded cards by name, status or budget, ignoring case', async () => {
    signedIn({ 'GET /api/campaigns': () => ({ body: pageOf(three) }) });
    const { user } = renderApp('/campaigns');
    await screen.findByRole('article', { name: 'Summer Sale' });
    expect(cardNames()).toEqual(['Summer Sale', 'Back to School', 'Tết Promo']);

    const search = screen.getByRole('textbox', { name: 'Search campaigns' });
    await user.type(search, 'sUMMER');
    expect(cardNames()).toEqual(['Summer Sale']);
    await user.clear(search);
    await user.type(search, 'paused');
    expect(cardNames()).toEqual(['Back to School']);
    await user.clear(search);
    await user.type(search, '1,500');
    expect(cardNames()).toEqual(['Back to School']);
    await user.clear(search);
    await user.type(search, 'nothing like this');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText('No campaign on this page matches "nothing like this".')).toBeInTheDocument();
  });

  it("shows budget 'N/A', the status, the created date and total ads on each card", async () => {
    signedIn({
      'GET /api/campaigns': () => ({ body: pageOf([aCampaign({ name: 'No budget', budget: null, totalAds: 1200, adCount: 1200 })]) }),
    });
    renderApp('/campaigns');
    const card = await screen.findByRole('article', { name: 'No budget' });
    expect(within(card).getByText('N/A')).toBeInTheDocument();
    expect(within(card).getByText('ACTIVE')).toBeInTheDocument();
    expect(within(card).getByText('Nov 22, 2026')).toBeInTheDocument();
    expect(within(card).getByText('1.2K')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/campaigns/1');
  });

  it('hides the paginator with one page and pages through the API (0-based) with two', async () => {
    const server = signedIn({
      'GET /api/campaigns': ({ url }) => {
        const page = Number(url.searchParams.get('page'));
        const total = 7;
        const rows = page === 0 ? [1, 2, 3, 4, 5] : [6, 7];
        return {
          body: pageOf(
            rows.map((id) => aCampaign({ id, name: `Campaign ${id}` })),
            { number: page, totalElements: total },
          ),
        };
      },
    });
    const { user } = renderApp('/campaigns');
    await screen.findByRole('article', { name: 'Campaign 1' });
    expect(screen.getByText('Page 1 of 2 · 7 campaigns')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '2' }));
    await screen.findByRole('article', { name: 'Campaign 6' });
    const pages = server.spy.mock.calls.map(([u]) => new URL(String(u), 'http://x')).filter((u) => u.pathname === '/api/campaigns');
    expect(pages.map((u) => [u.searchParams.get('page'), u.searchParams.get('size')])).toEqual([
      ['0', '5'],
      ['1', '5'],
    ]);
  });

  it('has no paginator when everything fits on one page', async () => {
    signedIn({ 'GET /api/campaigns': () => ({ body: pageOf(three) }) });
    renderApp('/campaigns');
    await screen.findByRole('article', { name: 'Summer Sale' });
    expect(screen.queryByRole('button', { name: '2' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Page 1 of/)).not.toBeInTheDocument();
  });

  it('shows 8 skeleton cards while loading', async () => {
    signedIn({ 'GET /api/campaigns': () => new Promise(() => {}) });
    renderApp('/campaigns');
    await waitFor(() => expect(screen.getAllByTestId('card-skeleton')).toHaveLength(8));
  });

  it("shows 'Error loading campaign list' and loads again on 'Try again'", async () => {
    let fail = true;
    signedIn({
      'GET /api/campaigns': () =>
        fail ? { status: 400, body: { code: 'VALIDATION_ERROR', message: 'page must be a whole number.' } } : { body: pageOf(three) },
    });
    const { user } = renderApp('/campaigns');
    expect(await screen.findByText('Error loading campaign list')).toBeInTheDocument();
    expect(screen.getByText('page must be a whole number.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Summer Sale' })).toBeInTheDocument();
  });

  it("says 'Failed to fetch campaigns' under the alert when the server gives no reason", async () => {
    signedIn({ 'GET /api/campaigns': () => ({ status: 404 }) });
    renderApp('/campaigns');
    expect(await screen.findByText('Error loading campaign list')).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch campaigns')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("shows 'No campaign found' with 'Create First Campaign' when there are none", async () => {
    signedIn({ 'GET /api/campaigns': () => ({ body: pageOf([]) }) });
    renderApp('/campaigns');
    expect(await screen.findByText('No campaign found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create First Campaign' })).toHaveAttribute('href', '/campaign/create');
  });
});

describe('edit dialog', () => {
  const openEdit = async () => {
    const server = signedIn({
      'GET /api/campaigns': () => ({ body: pageOf(three) }),
      'PUT /api/campaigns/1': ({ body }) => ({ body: aCampaign({ ...(body as object) }) }),
    });
    const view = renderApp('/campaigns');
    const card = await screen.findByRole('article', { name: 'Summer Sale' });
    await view.user.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Campaign' });
    return { ...view, server, dialog };
  };

  it("asks before discarding: 'No' keeps the dialog and its changes, 'Yes' closes it with 'Cancel changes'", async () => {
    const { user, server, dialog } = await openEdit();
    const name = within(dialog).getByLabelText(/Name/);
    await user.clear(name);
    await user.type(name, 'Winter Sale');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    const confirm = await screen.findByRole('dialog', { name: 'Discard changes?' });
    expect(within(confirm).getByText('Are you sure you want to cancel? The changes you made will be lost.')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Edit Campaign' })).toBeInTheDocument();
    expect(within(screen.getByRole('dialog', { name: 'Edit Campaign' })).getByLabelText(/Name/)).toHaveValue('Winter Sale');

    await user.click(within(screen.getByRole('dialog', { name: 'Edit Campaign' })).getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Cancel changes')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Campaign' })).not.toBeInTheDocument());
    expect(server.calls('PUT', '/api/campaigns/1')).toHaveLength(0);
  });

  it("says 'Name is required' on blur and refuses to save with 'Please fill in all required fields.'", async () => {
    const { user, server, dialog } = await openEdit();
    const name = within(dialog).getByLabelText(/Name/);
    await user.clear(name);
    await user.tab();
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please fill in all required fields.')).toBeInTheDocument();
    expect(server.calls('PUT', '/api/campaigns/1')).toHaveLength(0);
  });

  it("saves name, budget and status and says 'Update campaign successfully'", async () => {
    const { user, server, dialog } = await openEdit();
    const budget = within(dialog).getByLabelText(/Budget/);
    await user.clear(budget);
    await user.type(budget, '75');
    await chooseOption(user, dialog, /Status/, 'PAUSED');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update campaign successfully')).toBeInTheDocument();
    expect(server.calls('PUT', '/api/campaigns/1')).toEqual([{ name: 'Summer Sale', budget: 75, status: 'PAUSED' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Campaign' })).not.toBeInTheDocument());
  });

  it("shows the server's message when the update fails", async () => {
    const server = signedIn({
      'GET /api/campaigns': () => ({ body: pageOf(three) }),
      'PUT /api/campaigns/1': () => ({ status: 404, body: { code: 'NOT_FOUND', message: 'Campaign not found.' } }),
    });
    const { user } = renderApp('/campaigns');
    await user.click(within(await screen.findByRole('article', { name: 'Summer Sale' })).getByRole('button', { name: 'Edit' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Edit Campaign' })).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Campaign not found.')).toBeInTheDocument();
    expect(server.calls('PUT', '/api/campaigns/1')).toHaveLength(1);
  });

  it("says the screen's 'Update campaign failed' (not the store's 'Failed to update campaign') when the server gives no message", async () => {
    signedIn({ 'GET /api/campaigns': () => ({ body: pageOf(three) }), 'PUT /api/campaigns/1': () => ({ status: 502 }) });
    const { user } = renderApp('/campaigns');
    await user.click(within(await screen.findByRole('article', { name: 'Summer Sale' })).getByRole('button', { name: 'Edit' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Edit Campaign' })).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update campaign failed')).toBeInTheDocument();
    expect(screen.queryByText('Failed to update campaign')).not.toBeInTheDocument();
  });
});

describe('delete', () => {
  it("asks first; 'Cancel' says 'Cancel delete campaign', 'Delete' removes it and says 'Delete campaign successfully'", async () => {
    let rows = three;
    const server = signedIn({
      'GET /api/campaigns': () => ({ body: pageOf(rows) }),
      'DELETE /api/campaigns/2': () => {
        rows = rows.filter((c) => c.id !== 2);
        return { status: 204 };
      },
    });
    const { user } = renderApp('/campaigns');
    const card = await screen.findByRole('article', { name: 'Back to School' });

    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    let confirm = await screen.findByRole('dialog', { name: 'Delete "Back to School"?' });
    expect(within(confirm).getByText('Are you sure you want to delete this campaign? This action cannot be undone.')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Cancel delete campaign')).toBeInTheDocument();
    expect(server.calls('DELETE', '/api/campaigns/2')).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    confirm = await screen.findByRole('dialog', { name: 'Delete "Back to School"?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete campaign successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Back to School' })).not.toBeInTheDocument());
  });

  it("shows the server's message, else 'Delete campaign failed'", async () => {
    signedIn({
      'GET /api/campaigns': () => ({ body: pageOf(three) }),
      'DELETE /api/campaigns/1': () => ({ status: 502 }),
    });
    const { user } = renderApp('/campaigns');
    await user.click(within(await screen.findByRole('article', { name: 'Summer Sale' })).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete campaign failed')).toBeInTheDocument();
  });
});
