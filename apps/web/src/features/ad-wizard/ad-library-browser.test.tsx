/**
 * The wizard's 'Find in Ad Library' dialog (decision 089): search the Meta Ad Library, say what it
 * covers, show the server's refusal, reuse previously imported ads; 'Use this ad' puts the ad's link
 * among the wizard's links, and the generation sends it.
 */

import type { AdLibraryItem } from '@ads-creative/contracts/ad-library';
import { adLibraryMessages } from '@ads-creative/contracts/ad-library';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { choose, fillStepOne, generated, typeInto, wizardServer } from './testing.tsx';

vi.setConfig({ testTimeout: 30_000 });

const TRAIL_SHOES = {
  id: '2233445566778899',
  page_id: '500000002',
  page_name: 'Trail Runners Co.',
  ad_creative_bodies: ['Lightweight trail shoes built for mud, rock and everything between.'],
  ad_creative_link_titles: ['Run every trail'],
  ad_creative_link_descriptions: ['Shop the autumn collection'],
  ad_snapshot_url: 'https://www.facebook.com/ads/archive/render_ad/?id=2233445566778899',
};
const TRAIL_SOCKS = {
  id: '4455667788990011',
  page_id: '500000002',
  page_name: 'Trail Runners Co.',
  ad_creative_bodies: ['Merino socks that dry before the next climb.'],
  ad_creative_link_titles: ['Dry feet, every mile'],
};
const linkOf = (id: string) => `https://www.facebook.com/ads/library/?id=${id}`;

const imported = (over: Partial<AdLibraryItem>): AdLibraryItem => ({
  id: '1122334455667788',
  source: 'scrapecreators',
  pageId: '500000001',
  pageName: 'Cà Phê Sáng',
  body: 'Bắt đầu ngày mới với ly cà phê rang xay tại chỗ.',
  snapshot: { body: 'Bắt đầu ngày mới với ly cà phê rang xay tại chỗ.' },
  text: 'Bắt đầu ngày mới với ly cà phê rang xay tại chỗ.',
  headline: 'Cà phê rang xay mỗi sáng',
  description: null,
  callToAction: 'LEARN_MORE',
  imageUrl: null,
  importedAt: '2025-06-06T12:00:00.000Z',
  ...over,
});

// The wizard page loads on demand: the first test of the file waits for it longer than findBy's 1 s.
const PAGE_LOAD = { timeout: 15_000 };

async function openBrowser(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Find in Ad Library' }, PAGE_LOAD));
  return screen.findByRole('dialog', { name: 'Find ads in the Ad Library' }, PAGE_LOAD);
}

async function search(user: UserEvent, dialog: HTMLElement, words: string) {
  await typeInto(user, within(dialog).getByRole('textbox', { name: 'Search words' }), words);
  await user.click(within(dialog).getByRole('button', { name: 'Search' }));
}

const adCard = (dialog: HTMLElement, id: string) => within(dialog).getByRole('article', { name: new RegExp(`^Ad ${id} by`) });

it('says what the Meta Ad Library API covers', async () => {
  wizardServer();
  const { user } = renderApp('/ad/create');
  const dialog = await openBrowser(user);
  // Visible once the dialog's opening transition is over.
  await waitFor(() =>
    expect(
      within(dialog).getByText(
        'The Meta Ad Library API only covers ads delivered in the EU/UK and political or issue ads. Other ads can still be used by pasting their Ad Library link.',
      ),
    ).toBeVisible(),
  );
});

it('lists the search results; Use this ad adds the ad’s link, and the generation sends it', async () => {
  const server = wizardServer({
    'GET /api/meta/ads/search': () => ({ body: [TRAIL_SHOES, TRAIL_SOCKS] }),
    'POST /api/ads/extract-from-library': () => ({ body: [{ body: TRAIL_SHOES.ad_creative_bodies[0] }] }),
    'POST /api/ads/generate': () => generated(),
  });
  const { user } = renderApp('/ad/create');
  await fillStepOne(user, { prompt: '' });
  const dialog = await openBrowser(user);
  await choose(user, 'Country reached', 'Germany (DE)');
  await search(user, dialog, 'trail shoes');

  const shoes = await waitFor(() => adCard(dialog, TRAIL_SHOES.id));
  expect(server.requests('GET', '/api/meta/ads/search').map((r) => Object.fromEntries(r.url.searchParams))).toEqual([
    { query: 'trail shoes', country: 'DE' },
  ]);
  expect(within(shoes).getByText('Trail Runners Co.')).toBeInTheDocument();
  expect(within(shoes).getByText('Run every trail')).toBeInTheDocument();
  expect(within(shoes).getByText(TRAIL_SHOES.ad_creative_bodies[0])).toBeInTheDocument();
  expect(within(shoes).getByRole('link', { name: /View in Ad Library/ })).toHaveAttribute('href', linkOf(TRAIL_SHOES.id));
  expect(within(adCard(dialog, TRAIL_SOCKS.id)).getByText('Dry feet, every mile')).toBeInTheDocument();

  await user.click(within(shoes).getByRole('button', { name: 'Use this ad' }));
  expect(within(shoes).getByRole('button', { name: 'Added' })).toBeDisabled();
  await user.click(within(adCard(dialog, TRAIL_SOCKS.id)).getByRole('button', { name: 'Use this ad' }));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Find ads in the Ad Library' })).not.toBeInTheDocument());

  // The first into the empty link, the second in a new one.
  expect(screen.getByRole('textbox', { name: 'Ad link 1' })).toHaveValue(linkOf(TRAIL_SHOES.id));
  expect(screen.getByRole('textbox', { name: 'Ad link 2' })).toHaveValue(linkOf(TRAIL_SOCKS.id));

  await user.click(screen.getByRole('button', { name: 'Next Step' }));
  await waitFor(() => expect(screen.getByRole('combobox', { name: /Text provider/ })).toHaveValue('Built-in (offline)'));
  await user.click(screen.getByRole('button', { name: 'Generate Ad' }));
  await waitFor(() => expect(server.calls('POST', '/api/ads/generate')).toHaveLength(1));
  expect(server.calls('POST', '/api/ads/extract-from-library')[0]).toMatchObject({
    adLinks: [linkOf(TRAIL_SHOES.id), linkOf(TRAIL_SOCKS.id)],
  });
  expect(server.calls('POST', '/api/ads/generate')[0]).toMatchObject({
    adLinks: [linkOf(TRAIL_SHOES.id), linkOf(TRAIL_SOCKS.id)],
    extractedContent: [{ body: TRAIL_SHOES.ad_creative_bodies[0] }],
  });
});

it('shows an ad already among the links (in another spelling) as added', async () => {
  wizardServer({ 'GET /api/meta/ads/search': () => ({ body: [TRAIL_SHOES] }) });
  const { user } = renderApp('/ad/create');
  await typeInto(user, await screen.findByRole('textbox', { name: 'Ad link 1' }), `fb.com/ads/library?id=${TRAIL_SHOES.id}`);
  const dialog = await openBrowser(user);
  await search(user, dialog, 'trail');
  await waitFor(() => expect(within(adCard(dialog, TRAIL_SHOES.id)).getByRole('button', { name: 'Added' })).toBeDisabled());
});

it.each([
  [400, 'VALIDATION_ERROR', adLibraryMessages.searchNeedsFacebook],
  [503, 'NOT_CONFIGURED', adLibraryMessages.searchNotConfigured],
])('shows the server’s message when the search is refused (%i %s), and the wizard goes on', async (status, code, message) => {
  wizardServer({ 'GET /api/meta/ads/search': () => ({ status, body: { code, message } }) });
  const { user } = renderApp('/ad/create');
  const dialog = await openBrowser(user);
  await search(user, dialog, 'coffee');
  const alert = (await within(dialog).findByText('The Ad Library search failed')).closest('[role="alert"]') as HTMLElement;
  expect(within(alert).getByText(message)).toBeInTheDocument();

  await user.keyboard('{Escape}');
  await typeInto(user, await screen.findByRole('textbox', { name: 'Ad link 1' }), linkOf('42'));
  expect(screen.getByRole('textbox', { name: 'Ad link 1' })).toHaveValue(linkOf('42'));
});

it('says when nothing matched', async () => {
  wizardServer({ 'GET /api/meta/ads/search': () => ({ body: [] }) });
  const { user } = renderApp('/ad/create');
  const dialog = await openBrowser(user);
  await search(user, dialog, 'zzz');
  expect(await within(dialog).findByText("No ads found for 'zzz'. Try other words or another country.")).toBeInTheDocument();
});

it('lists the advertisers imported from, then their ads, to use again', async () => {
  const server = wizardServer({
    'GET /api/scrape/creators': () => ({
      body: [
        { pageId: '500000002', pageName: 'Trail Runners Co.', adCount: 2, lastImportedAt: '2025-06-07T08:00:00.000Z' },
        { pageId: '500000001', pageName: 'Cà Phê Sáng', adCount: 1, lastImportedAt: '2025-06-06T12:00:00.000Z' },
      ],
    }),
    'GET /api/scrape/creators/500000001/ads': () => ({ body: [imported({})] }),
  });
  const { user } = renderApp('/ad/create');
  const dialog = await openBrowser(user);
  expect(server.requests('GET', '/api/scrape/creators')).toHaveLength(0);
  await user.click(within(dialog).getByRole('tab', { name: 'Previously imported' }));

  const advertisers = await within(dialog).findByRole('group', { name: 'Advertisers imported from' });
  expect(
    within(advertisers)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Trail Runners Co. (2 ads)', 'Cà Phê Sáng (1 ad)']);
  await user.click(within(advertisers).getByRole('button', { name: 'Cà Phê Sáng (1 ad)' }));

  const coffee = await waitFor(() => adCard(dialog, '1122334455667788'));
  expect(within(coffee).getByText('Cà phê rang xay mỗi sáng')).toBeInTheDocument();
  expect(within(coffee).getByText('Bắt đầu ngày mới với ly cà phê rang xay tại chỗ.')).toBeInTheDocument();
  await user.click(within(coffee).getByRole('button', { name: 'Use this ad' }));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Ad link 1' })).toHaveValue(linkOf('1122334455667788')));
  expect(server.requests('GET', '/api/scrape/creators/500000002/ads')).toHaveLength(0);
});

it('says when nothing was imported yet', async () => {
  wizardServer({ 'GET /api/scrape/creators': () => ({ body: [] }) });
  const { user } = renderApp('/ad/create');
  const dialog = await openBrowser(user);
  await user.click(within(dialog).getByRole('tab', { name: 'Previously imported' }));
  expect(
    await within(dialog).findByText('Nothing imported yet. Ads whose copy you extract from Ad Library links are kept here, by advertiser.'),
  ).toBeInTheDocument();
});

it('shows a failed load of the imported ads in the server’s words', async () => {
  wizardServer({
    'GET /api/scrape/creators': () => ({ body: [{ pageId: '500000001', pageName: 'Cà Phê Sáng', adCount: 1, lastImportedAt: null }] }),
    'GET /api/scrape/creators/500000001/ads': () => ({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Nothing was imported from this page.' },
    }),
  });
  const { user } = renderApp('/ad/create');
  const dialog = await openBrowser(user);
  await user.click(within(dialog).getByRole('tab', { name: 'Previously imported' }));
  await user.click(await within(dialog).findByRole('button', { name: 'Cà Phê Sáng (1 ad)' }));
  const alert = (await within(dialog).findByText('Could not load the imported ads')).closest('[role="alert"]') as HTMLElement;
  expect(within(alert).getByText('Nothing was imported from this page.')).toBeInTheDocument();
});
