/** /ads/{id}/edit reuses the wizard on an existing ad (spec 1 §2): filled from the ad and its contents; saving updates that ad. */
import { generationMessages } from '@ads-creative/contracts/generation';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { aContent, anAd } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { inCard, typeInto, variationCard, wizardServer } from './testing.tsx';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 4000 });
afterEach(() => vi.unstubAllGlobals());

const ad = anAd({
  id: 5,
  name: 'Sneakers ad',
  campaignId: 2,
  campaignName: 'Back to School',
  adType: 'LEAD_FORM_AD',
  headline: 'Run faster (edited)',
  primaryText: 'Our lightest running shoe yet.',
  callToAction: 'SIGN_UP',
  cta: 'SIGN_UP',
  imageUrl: 'http://localhost/api/media/ad5.png',
});
const contents = [
  aContent({ id: 31, adId: 5, title: 'Run faster', body: 'Our lightest running shoe yet.', isSelected: true }),
  aContent({
    id: 32,
    adId: 5,
    title: 'Beat your best',
    body: 'New personal records start here.',
    description: 'Records await',
    callToAction: 'LEARN_MORE',
    imageUrl: 'http://localhost/api/media/c32.png',
    mediaFileUrl: null,
  }),
];

it('fills step 1 and the preview from the ad, and saves the other content into that ad', async () => {
  const server = wizardServer({
    'GET /api/ads/5': () => ({ body: ad }),
    'GET /api/ads/5/contents': () => ({ body: contents }),
    'POST /api/ads/5/select-content': () => ({ body: ad }),
    'PUT /api/ads/5': ({ body }) => ({ body: { ...ad, ...(body as object) } }),
  });
  const { user, address } = renderApp('/ads/5/edit');
  expect(await screen.findByRole('heading', { name: 'Edit Ad' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('combobox', { name: /Campaign/ })).toHaveValue('Back to School'));
  expect(screen.getByRole('textbox', { name: /Ad name/ })).toHaveValue('Sneakers ad');
  expect(screen.getByRole('combobox', { name: /Ad type/ })).toHaveValue('Lead Form Ad');
  expect(screen.getByRole('combobox', { name: /Call to Action/ })).toHaveValue('Sign Up - Đăng ký');

  await user.clear(screen.getByRole('textbox', { name: /Ad name/ }));
  await typeInto(user, screen.getByRole('textbox', { name: /Ad name/ }), 'Sneakers ad v2');

  // The existing copy is already there to choose from, without generating again.
  await user.click(screen.getByRole('button', { name: /Preview/ }));
  expect(inCard(1).getByText('Run faster (edited)')).toBeInTheDocument();
  expect(inCard(1).getByRole('img', { name: 'Selected' })).toBeInTheDocument();
  expect(inCard(2).getByText('Beat your best')).toBeInTheDocument();
  expect(inCard(2).getByText('Learn More - Tìm hiểu thêm')).toBeInTheDocument();

  await user.click(variationCard(2));
  await user.click(screen.getByRole('button', { name: 'Save Ad' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Confirm Save' })).getByRole('button', { name: 'Save' }));

  expect(await screen.findByText(generationMessages.saveSuccess)).toBeInTheDocument();
  await waitFor(() => expect(address()).toBe('/dashboard'));
  expect(server.spy.mock.calls.some(([url]) => String(url) === '/api/ads/5/select-content?contentId=32')).toBe(true);
  expect(server.calls('PUT', '/api/ads/5')).toEqual([
    {
      name: 'Sneakers ad v2',
      campaignId: 2,
      adType: 'LEAD_FORM_AD',
      headline: 'Beat your best',
      primaryText: 'New personal records start here.',
      description: 'Records await',
      callToAction: 'LEARN_MORE',
      imageUrl: 'http://localhost/api/media/c32.png',
      mediaFileUrl: null,
    },
  ]);
  expect(server.calls('POST', '/api/ads/save-existing')).toHaveLength(0);
});

it('shows the load error with Retry when the ad cannot be read', async () => {
  wizardServer({
    'GET /api/ads/5': () => ({ status: 404, body: { code: 'NOT_FOUND', message: 'Ad not found' } }),
    'GET /api/ads/5/contents': () => ({ body: [] }),
  });
  renderApp('/ads/5/edit');
  expect(await screen.findByText('Ad not found')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

it('/ad/create-enhanced is the AI-first entry: its own title and the prompt before the ad fields', async () => {
  wizardServer();
  renderApp('/ad/create-enhanced');
  expect(await screen.findByRole('heading', { name: 'AI-powered ad creation' })).toBeInTheDocument();
  const prompt = await screen.findByRole('textbox', { name: /Ad content prompt/ });
  const campaign = screen.getByRole('combobox', { name: /Campaign/ });
  expect(prompt.compareDocumentPosition(campaign) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Next Step' })).toBeInTheDocument();
});
