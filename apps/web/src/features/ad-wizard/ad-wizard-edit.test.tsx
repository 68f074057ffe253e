/** /ads/{id}/edit reuses the wizard on an existing ad (spec 1 §2): filled from the ad and its contents; saving updates that ad in one save-existing call. */
import { generationMessages } from '@ads-creative/contracts/generation';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { aContent, anAd } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { aVariation, builtin, generated, inCard, openai, typeInto, variationCard, wizardServer } from './testing.tsx';

vi.setConfig({ testTimeout: 30_000 });

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

/** Every request the page made that is not a read (the preview's score is a POST that reads): the save must be exactly one. */
const writes = (server: ReturnType<typeof wizardServer>) =>
  server.spy.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') !== 'GET')
    .map(([input, init]) => `${init?.method} ${new URL(String(input), 'http://localhost').pathname}`)
    .filter((call) => call !== 'POST /api/creative/score');

const saved = { status: 'success', message: 'Saved', adId: 5, ad };

it('fills step 1 and the preview from the ad, and saves the other content into that ad in one save-existing call', async () => {
  let release: () => void = () => {};
  const server = wizardServer({
    'GET /api/ads/5': () => ({ body: ad }),
    'GET /api/ads/5/contents': () => ({ body: contents }),
    'POST /api/ads/save-existing': async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { body: saved };
    },
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

  // While saving, Save Ad keeps its label, shows a loader and cannot be pressed again.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save Ad' })).toBeDisabled());
  expect(screen.getByRole('button', { name: 'Save Ad' })).toHaveAttribute('data-loading');
  expect(screen.queryByText('Saving...')).not.toBeInTheDocument();
  release();

  expect(await screen.findByText(generationMessages.saveSuccess)).toBeInTheDocument();
  await waitFor(() => expect(address()).toBe('/dashboard'));
  expect(writes(server)).toEqual(['POST /api/ads/save-existing']);
  expect(server.calls('POST', '/api/ads/save-existing')).toEqual([
    {
      campaignId: 2,
      adType: 'LEAD_FORM_AD',
      name: 'Sneakers ad v2',
      prompt: '',
      language: 'vi',
      adLinks: [],
      promptStyle: 'Dynamic',
      customPrompt: null,
      textProvider: 'BUILTIN',
      imageProvider: 'BUILTIN',
      numberOfVariations: 1,
      mediaFileUrl: null,
      callToAction: 'SIGN_UP',
      targetAdId: 5,
      selectedVariation: {
        id: 32,
        headline: 'Beat your best',
        body: 'New personal records start here.',
        description: 'Records await',
        callToAction: 'LEARN_MORE',
        imageUrl: 'http://localhost/api/media/c32.png',
        mediaFileUrl: null,
      },
      isPreview: false,
      saveExistingContent: true,
    },
  ]);
});

it('after a new generation, saves the chosen (edited) variation with the preview id and the edited ad as target', async () => {
  const server = wizardServer({
    'GET /api/ads/5': () => ({ body: ad }),
    'GET /api/ads/5/contents': () => ({ body: contents }),
    'POST /api/ads/generate': () => generated(),
    'POST /api/ads/save-existing': () => ({ body: saved }),
  });
  const { user, address } = renderApp('/ads/5/edit');
  await waitFor(() => expect(screen.getByRole('combobox', { name: /Campaign/ })).toHaveValue('Back to School'));
  await typeInto(user, screen.getByRole('textbox', { name: /Ad content prompt/ }), 'Running shoes');
  await user.click(screen.getByRole('button', { name: 'Next Step' }));
  await waitFor(() => expect(screen.getByRole('combobox', { name: /Text provider/ })).toHaveValue('Built-in (offline)'));
  await user.click(screen.getByRole('button', { name: 'Generate Ad' }));
  await screen.findByText(generationMessages.generateSuccess);
  expect(inCard(2).getByText('Second headline')).toBeInTheDocument();

  await user.click(inCard(2).getByRole('button', { name: 'Edit Variation 2' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Ad Variation' });
  const headline = within(dialog).getByRole('textbox', { name: 'Headline' });
  await user.clear(headline);
  await typeInto(user, headline, 'Edited headline');
  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Ad Variation' })).not.toBeInTheDocument());

  await user.click(variationCard(2));
  await user.click(screen.getByRole('button', { name: 'Save Ad' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Confirm Save' })).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(generationMessages.saveSuccess)).toBeInTheDocument();
  await waitFor(() => expect(address()).toBe('/dashboard'));

  expect(writes(server)).toEqual(['POST /api/ads/generate', 'POST /api/ads/save-existing']);
  const [body] = server.calls('POST', '/api/ads/save-existing');
  expect(body).toMatchObject({
    campaignId: 2,
    name: 'Sneakers ad',
    adType: 'LEAD_FORM_AD',
    textProvider: 'BUILTIN',
    targetAdId: 5,
    adId: 77,
    selectedVariation: aVariation({ id: 12, headline: 'Edited headline' }),
    isPreview: false,
    saveExistingContent: true,
  });
});

it('saves an ad without stored contents by its own copy (no content id), leaving out the text provider when none was chosen', async () => {
  const paidOpenai = { ...openai, configured: true, missing: undefined };
  const server = wizardServer({
    'GET /api/ai-providers/text': () => ({ body: [builtin, paidOpenai] }),
    'GET /api/ai-providers/image': () => ({ body: [builtin, paidOpenai] }),
    'GET /api/ads/5': () => ({ body: ad }),
    'GET /api/ads/5/contents': () => ({ body: [] }),
    'POST /api/ads/save-existing': () => ({ body: saved }),
  });
  const { user, address } = renderApp('/ads/5/edit');
  await waitFor(() => expect(screen.getByRole('combobox', { name: /Campaign/ })).toHaveValue('Back to School'));
  await user.click(screen.getByRole('button', { name: /Preview/ }));
  expect(inCard(1).getByRole('img', { name: 'Selected' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save Ad' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Confirm Save' })).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(address()).toBe('/dashboard'));

  const [body] = server.calls('POST', '/api/ads/save-existing');
  expect(body).toMatchObject({ targetAdId: 5, imageProvider: null, isPreview: false, saveExistingContent: true });
  expect(body).not.toHaveProperty('adId');
  expect(body).not.toHaveProperty('textProvider');
  expect(body.selectedVariation).toEqual({
    headline: 'Run faster (edited)',
    body: 'Our lightest running shoe yet.',
    description: 'Free shipping',
    callToAction: 'SIGN_UP',
    imageUrl: 'http://localhost/api/media/ad5.png',
    mediaFileUrl: null,
  });
});

it('asks for the campaign choices and providers together with the ad, so the wizard opens with its campaign named', async () => {
  let release: () => void = () => {};
  const server = wizardServer({
    'GET /api/ads/5': async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { body: ad };
    },
    'GET /api/ads/5/contents': () => ({ body: contents }),
  });
  renderApp('/ads/5/edit');
  expect(await screen.findByText('Loading ad details...')).toBeInTheDocument();
  // While the ad is still on its way, the wizard's own reads have gone out.
  await waitFor(() => expect(server.requests('GET', '/api/campaigns')).toHaveLength(1));
  expect(server.requests('GET', '/api/ai-providers/text')).toHaveLength(1);
  expect(server.requests('GET', '/api/ai-providers/image')).toHaveLength(1);
  expect(screen.queryByRole('combobox', { name: /Campaign/ })).not.toBeInTheDocument();

  release();
  await waitFor(() => expect(screen.getByRole('combobox', { name: /Campaign/ })).toHaveValue('Back to School'));
  expect(server.requests('GET', '/api/campaigns')).toHaveLength(1);
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

it("titles a failed save of an edited ad 'Failed to update ad', with the server's message, and stays on the page", async () => {
  wizardServer({
    'GET /api/ads/5': () => ({ body: ad }),
    'GET /api/ads/5/contents': () => ({ body: contents }),
    'POST /api/ads/save-existing': () => ({ status: 404, body: { code: 'NOT_FOUND', message: 'Ad not found.' } }),
  });
  const { user, address } = renderApp('/ads/5/edit');
  await waitFor(() => expect(screen.getByRole('combobox', { name: /Campaign/ })).toHaveValue('Back to School'));
  await user.click(screen.getByRole('button', { name: /Preview/ }));
  await user.click(screen.getByRole('button', { name: 'Save Ad' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Confirm Save' })).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Ad not found.')).toBeInTheDocument();
  expect(screen.getByText('Failed to update ad')).toBeInTheDocument();
  expect(address()).toBe('/ads/5/edit');
});
