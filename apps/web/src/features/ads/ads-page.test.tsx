import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chooseOption } from '../../test/choose-option.ts';
import { signedIn } from '../../test/fake-server.ts';
import { anAd, pageOf } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

// Whole-app renders with forms are slow in jsdom, slower still when every test file runs at once.
vi.setConfig({ testTimeout: 20_000 });

const names = () => screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'));

describe('ad cards', () => {
  it("fills gaps with 'No Campaign', 'Unknown Type' and 'None', and shows types with spaces", async () => {
    signedIn({
      'GET /api/ads': () => ({
        body: pageOf([
          anAd({ id: 1, name: 'Bare', campaignId: null, campaignName: null, adType: null as never, callToAction: null }),
          anAd({ id: 2, name: 'Full', adType: 'LEAD_FORM_AD', callToAction: 'SHOP_NOW', headline: 'Big sale', description: 'Today only' }),
        ]),
      }),
    });
    renderApp('/ads');
    const bare = await screen.findByRole('article', { name: 'Bare' });
    expect(within(bare).getByText('No Campaign')).toBeInTheDocument();
    expect(within(bare).getByText('Unknown Type')).toBeInTheDocument();
    expect(within(bare).getByText('None')).toBeInTheDocument();
    expect(within(bare).getByText('Nov 22, 2026')).toBeInTheDocument();

    const full = screen.getByRole('article', { name: 'Full' });
    expect(within(full).getByText('Summer Sale')).toBeInTheDocument();
    expect(within(full).getByText('LEAD FORM AD')).toBeInTheDocument();
    expect(within(full).getByText('Shop Now - Mua ngay')).toBeInTheDocument();
    expect(within(full).getByText('Big sale')).toBeInTheDocument();
    expect(within(full).getByText('Today only')).toBeInTheDocument();
    expect(within(full).getByText('DRAFT')).toBeInTheDocument();
  });

  it('shows the image at 192x128 and a placeholder instead once it fails to load', async () => {
    signedIn({ 'GET /api/ads': () => ({ body: pageOf([anAd({ name: 'Pictured', imageUrl: 'https://cdn.example.com/a.png' })]) }) });
    renderApp('/ads');
    const card = await screen.findByRole('article', { name: 'Pictured' });
    const img = within(card).getByRole('img', { name: 'Pictured' });
    expect(img).toHaveAttribute('src', 'https://cdn.example.com/a.png');
    // Mantine writes sizes in rem: 12rem x 8rem is 192 x 128 px.
    expect(img.getAttribute('style')).toContain('width: calc(12rem * var(--mantine-scale)); height: calc(8rem * var(--mantine-scale))');
    fireEvent.error(img);
    await waitFor(() => expect(within(card).queryByRole('img', { name: 'Pictured' })).not.toBeInTheDocument());
    expect(within(card).getByRole('img', { name: 'No image' })).toBeInTheDocument();
  });
});

describe('list', () => {
  const seven = Array.from({ length: 7 }, (_, i) =>
    anAd({
      id: i + 1,
      name: `Ad ${i + 1}`,
      headline: i === 1 ? 'Giảm giá 50%' : `Headline ${i + 1}`,
      primaryText: i === 2 ? 'Free delivery in Hanoi' : 'Text',
      campaignName: i === 3 ? 'Back to School' : 'Summer Sale',
      status: i === 4 ? 'PAUSED' : 'DRAFT',
      description: i === 0 ? 'Waterproof jacket' : null,
    }),
  );
  const paged = () => ({
    'GET /api/ads': ({ url }: { url: URL }) => {
      const page = Number(url.searchParams.get('page'));
      return { body: pageOf(seven.slice(page * 5, page * 5 + 5), { number: page, totalElements: 7 }) };
    },
  });

  it('searches the loaded page by name, headline, description, primary text, campaign and status, ignoring case', async () => {
    signedIn(paged());
    const { user } = renderApp('/ads');
    await screen.findByRole('article', { name: 'Ad 1' });
    const search = screen.getByPlaceholderText('Search ads...');
    for (const [term, expected] of [
      ['GIẢM', ['Ad 2']],
      ['hanoi', ['Ad 3']],
      ['back to school', ['Ad 4']],
      ['paused', ['Ad 5']],
      ['waterproof', ['Ad 1']],
      ['ad 5', ['Ad 5']],
      // Ad 6 is on page 2: not loaded, not found.
      ['ad 6', []],
    ] as const) {
      await user.clear(search);
      await user.type(search, term);
      expect(screen.queryAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(expected);
    }
  });

  it('pages 5 at a time with a paginator only when there is more than one page', async () => {
    const server = signedIn(paged());
    const { user } = renderApp('/ads');
    await screen.findByRole('article', { name: 'Ad 1' });
    expect(names()).toEqual(['Ad 1', 'Ad 2', 'Ad 3', 'Ad 4', 'Ad 5']);
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(names()).toEqual(['Ad 6', 'Ad 7']));
    const pages = server.spy.mock.calls.map(([u]) => new URL(String(u), 'http://x')).filter((u) => u.pathname === '/api/ads');
    expect(pages.map((u) => u.search)).toEqual(['?page=0&size=5', '?page=1&size=5']);
  });

  it('has no paginator for a single page', async () => {
    signedIn({ 'GET /api/ads': () => ({ body: pageOf(seven.slice(0, 5)) }) });
    renderApp('/ads');
    await screen.findByRole('article', { name: 'Ad 1' });
    expect(screen.queryByRole('button', { name: '2' })).not.toBeInTheDocument();
  });

  it('shows 8 skeleton cards while loading', async () => {
    signedIn({ 'GET /api/ads': () => new Promise(() => {}) });
    renderApp('/ads');
    await waitFor(() => expect(screen.getAllByTestId('card-skeleton')).toHaveLength(8));
  });

  it("shows 'Error loading ads' with the message and loads again on 'Try Again'", async () => {
    let fail = true;
    signedIn({
      'GET /api/ads': () =>
        fail
          ? { status: 400, body: { code: 'VALIDATION_ERROR', message: 'size must be a whole number.' } }
          : { body: pageOf(seven.slice(0, 1)) },
    });
    const { user } = renderApp('/ads');
    expect(await screen.findByText('Error loading ads')).toBeInTheDocument();
    expect(screen.getByText('size must be a whole number.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Ad 1' })).toBeInTheDocument();
  });

  it("shows 'No ads yet' with a link to create the first one", async () => {
    signedIn({ 'GET /api/ads': () => ({ body: pageOf([]) }) });
    const { user, address } = renderApp('/ads');
    expect(await screen.findByText('No ads yet')).toBeInTheDocument();
    expect(screen.getByText('Create your first ad to start advertising')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Your First Ad' })).toHaveAttribute('href', '/ad/create');
    expect(screen.getByRole('link', { name: 'New Ad' })).toHaveAttribute('href', '/ad/create');
    // Spec 1 §2: /ad/create-enhanced is "AI-powered ad creation (linked)".
    expect(screen.getByRole('link', { name: 'Create with AI' })).toHaveAttribute('href', '/ad/create-enhanced');
    await user.click(screen.getByRole('link', { name: 'Create with AI' }));
    expect(await screen.findByRole('heading', { name: 'AI-powered ad creation' })).toBeInTheDocument();
    expect(address()).toBe('/ad/create-enhanced');
  });
});

describe('details and media', () => {
  it('shows every field, then the video with mp4 and webm sources behind "View ad image/video"', async () => {
    signedIn({
      'GET /api/ads': () => ({
        body: pageOf([
          anAd({ name: 'Clip', videoUrl: 'https://cdn.example.com/clip', callToAction: 'BOOK_NOW', primaryText: 'Book your table' }),
        ]),
      }),
    });
    const { user } = renderApp('/ads');
    await user.click(within(await screen.findByRole('article', { name: 'Clip' })).getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ad Details' });
    for (const text of [
      'Clip',
      'Summer Sale',
      'PAGE POST AD',
      'DRAFT',
      'Run faster',
      'Free shipping',
      'Book your table',
      'Book Now - Đặt ngay',
      'Nov 22, 2026',
    ]) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    await user.click(within(dialog).getByRole('button', { name: 'View ad image/video' }));
    const media = await screen.findByRole('dialog', { name: 'Media: Clip' });
    const sources = media.querySelectorAll('video source');
    expect([...sources].map((s) => [s.getAttribute('src'), s.getAttribute('type')])).toEqual([
      ['https://cdn.example.com/clip', 'video/mp4'],
      ['https://cdn.example.com/clip', 'video/webm'],
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ad Details' })).not.toBeInTheDocument());
  });

  it("says 'No image/video for this ad' when there is none", async () => {
    signedIn({ 'GET /api/ads': () => ({ body: pageOf([anAd({ name: 'Plain' })]) }) });
    const { user } = renderApp('/ads');
    await user.click(within(await screen.findByRole('article', { name: 'Plain' })).getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ad Details' });
    expect(within(dialog).getByText('No image/video for this ad')).toBeInTheDocument();
  });
});

describe('edit dialog', () => {
  const setup = (put: () => { status?: number; body?: unknown } = () => ({ body: anAd() })) => {
    let list = [anAd({ id: 4, name: 'Sneakers ad', imageUrl: '/media/a.png', status: 'DRAFT' })];
    const server = signedIn({
      'GET /api/ads': () => ({ body: pageOf(list) }),
      'PUT /api/ads/4': ({ body }) => {
        const answer = put();
        if (!answer.status) list = [{ ...list[0], ...(body as object) }];
        return answer.status ? answer : { body: list[0] };
      },
    });
    return server;
  };
  const open = async (user: ReturnType<typeof renderApp>['user']) => {
    await user.click(within(await screen.findByRole('article', { name: 'Sneakers ad' })).getByRole('button', { name: 'Edit' }));
    return screen.findByRole('dialog', { name: 'Edit Ad' });
  };

  it("checks the required fields ('Name is required' on blur) and refuses to save with 'Please fill in all required fields.'", async () => {
    const server = setup();
    const { user } = renderApp('/ads');
    const dialog = await open(user);
    await user.clear(within(dialog).getByLabelText(/^Name/));
    await user.tab();
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^Headline/));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Headline is required')).toBeInTheDocument();
    expect(await screen.findByText('Please fill in all required fields.')).toBeInTheDocument();
    expect(server.calls('PUT', '/api/ads/4')).toHaveLength(0);
  });

  it("asks for a call to action when the ad's code is not one of the list", async () => {
    signedIn({ 'GET /api/ads': () => ({ body: pageOf([anAd({ id: 4, name: 'Sneakers ad', callToAction: 'WHATEVER' })]) }) });
    const { user } = renderApp('/ads');
    const dialog = await open(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Call to Action is required')).toBeInTheDocument();
  });

  it("saves the fields (status included), says 'Ad updated successfully' and reloads the list", async () => {
    const server = setup();
    const { user } = renderApp('/ads');
    const dialog = await open(user);
    const headline = within(dialog).getByLabelText(/^Headline/);
    await user.clear(headline);
    await user.type(headline, 'Run further');
    await chooseOption(user, dialog, /Call to Action/, 'Learn More - Tìm hiểu thêm');
    await chooseOption(user, dialog, /Status/, 'PAUSED');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Ad updated successfully')).toBeInTheDocument();
    expect(server.calls('PUT', '/api/ads/4')).toEqual([
      {
        name: 'Sneakers ad',
        headline: 'Run further',
        description: 'Free shipping',
        primaryText: 'Our lightest running shoe yet.',
        callToAction: 'LEARN_MORE',
        imageUrl: '/media/a.png',
        status: 'PAUSED',
      },
    ]);
    const card = await screen.findByRole('article', { name: 'Sneakers ad' });
    await waitFor(() => expect(within(card).getByText('Run further')).toBeInTheDocument());
    expect(within(card).getByText('PAUSED')).toBeInTheDocument();
    expect(server.calls('GET', '/api/ads').length).toBeGreaterThanOrEqual(2);
  });

  it("shows the server's message, else 'Failed to update ad'", async () => {
    setup(() => ({ status: 502 }));
    const { user } = renderApp('/ads');
    const dialog = await open(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update ad')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Ad' })).toBeInTheDocument();
  });

  it("asks before discarding and then says 'Changes discarded'", async () => {
    const server = setup();
    const { user } = renderApp('/ads');
    const dialog = await open(user);
    await user.type(within(dialog).getByLabelText(/^Headline/), '!!!');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByRole('dialog', { name: 'Discard changes?' });
    expect(within(confirm).getByText('Are you sure you want to cancel? Your unsaved changes will be lost.')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Changes discarded')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Ad' })).not.toBeInTheDocument());
    expect(server.calls('PUT', '/api/ads/4')).toHaveLength(0);
  });
});

describe('delete', () => {
  it("confirms under 'Delete Confirmation'; declining says 'Delete operation cancelled', accepting 'Ad deleted successfully'", async () => {
    let list = [anAd({ id: 4, name: 'Sneakers ad' }), anAd({ id: 5, name: 'Sandals ad' })];
    const server = signedIn({
      'GET /api/ads': () => ({ body: pageOf(list) }),
      'DELETE /api/ads/4': () => {
        list = list.filter((a) => a.id !== 4);
        return { status: 204 };
      },
    });
    const { user } = renderApp('/ads');
    const card = await screen.findByRole('article', { name: 'Sneakers ad' });
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    let confirm = await screen.findByRole('dialog', { name: 'Delete Confirmation' });
    expect(within(confirm).getByText('Do you really want to delete this ad? This action cannot be undone.')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Delete operation cancelled')).toBeInTheDocument();
    expect(server.calls('DELETE', '/api/ads/4')).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    confirm = await screen.findByRole('dialog', { name: 'Delete Confirmation' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Ad deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['Sandals ad']));
  });

  it("shows the server's message when the delete fails", async () => {
    signedIn({
      'GET /api/ads': () => ({ body: pageOf([anAd({ id: 4, name: 'Sneakers ad' })]) }),
      'DELETE /api/ads/4': () => ({ status: 404, body: { code: 'NOT_FOUND', message: 'Ad not found.' } }),
    });
    const { user } = renderApp('/ads');
    await user.click(within(await screen.findByRole('article', { name: 'Sneakers ad' })).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Confirmation' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Ad not found.')).toBeInTheDocument();
  });
});
