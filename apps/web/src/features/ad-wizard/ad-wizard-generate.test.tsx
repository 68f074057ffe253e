/** Generate, preview and save (spec 1 §2, §4, §7, §8): the request bodies, extraction, failures, selection and the save that goes to the dashboard. */
import { CALL_TO_ACTION_NOTE } from '@ads-creative/contracts/ai';
import { generationMessages } from '@ads-creative/contracts/generation';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { aVariation, choose, fillStepOne, generated, inCard, toStepTwo, typeInto, variationCard, wizardServer } from './testing.tsx';

vi.setConfig({ testTimeout: 30_000 });

const LINK = 'https://www.facebook.com/ads/library/?id=123';

it('generates with the spec body, shows the cards, needs a selection, then saves and goes to the dashboard', async () => {
  let release: () => void = () => {};
  const server = wizardServer({
    'POST /api/ads/generate': async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return generated();
    },
    'POST /api/ads/save-existing': () => ({ body: { status: 'success', message: 'Saved', adId: 77, ad: {} } }),
  });
  const { user, address } = renderApp('/ad/create');
  await toStepTwo(user);
  await user.click(screen.getByRole('button', { name: 'Generate Ad' }));
  expect(await screen.findByRole('button', { name: 'Generating...' })).toBeDisabled();
  expect(server.calls('POST', '/api/ads/extract-from-library')).toHaveLength(0);
  expect(server.calls('POST', '/api/ads/generate')).toEqual([
    {
      campaignId: 1,
      adType: 'PAGE_POST_AD',
      name: 'Sneakers June',
      prompt: `Running shoes for office workers\n\n${CALL_TO_ACTION_NOTE}`,
      language: 'vi',
      adLinks: [],
      promptStyle: 'Dynamic',
      customPrompt: null,
      textProvider: 'BUILTIN',
      imageProvider: 'BUILTIN',
      numberOfVariations: 1,
      mediaFileUrl: null,
      callToAction: 'SHOP_NOW',
      isPreview: true,
    },
  ]);

  release();
  expect(await screen.findByText(generationMessages.generateSuccess)).toBeInTheDocument();
  expect(variationCard(1)).toBeInTheDocument();
  expect(inCard(1).getByText('Run lighter, run longer')).toBeInTheDocument();
  expect(inCard(1).getByText('Shop Now - Mua ngay')).toBeInTheDocument();
  expect(inCard(1).getByText('Headline 23/40')).toBeInTheDocument();
  expect(inCard(1).getByText('Primary text 49/125')).toBeInTheDocument();
  expect(inCard(2).getByText('Second headline')).toBeInTheDocument();

  const save = screen.getByRole('button', { name: 'Save Ad' });
  expect(save).toBeDisabled();
  expect(screen.getByText(generationMessages.chooseAdToSave)).toBeInTheDocument();
  expect(inCard(2).queryByRole('img', { name: 'Selected' })).not.toBeInTheDocument();

  await user.click(inCard(2).getByRole('button', { name: 'Select' }));
  expect(inCard(2).getByRole('img', { name: 'Selected' })).toBeInTheDocument();
  expect(save).toBeEnabled();
  expect(screen.queryByText(generationMessages.chooseAdToSave)).not.toBeInTheDocument();

  await user.click(save);
  const confirm = await screen.findByRole('dialog', { name: 'Confirm Save' });
  expect(within(confirm).getByText(generationMessages.confirmSave)).toBeInTheDocument();
  await user.click(within(confirm).getByRole('button', { name: 'Save' }));

  expect(await screen.findByText(generationMessages.saveSuccess)).toBeInTheDocument();
  await waitFor(() => expect(address()).toBe('/dashboard'));
  const [body] = server.calls('POST', '/api/ads/save-existing');
  expect(body).toMatchObject({
    campaignId: 1,
    name: 'Sneakers June',
    adId: 77,
    selectedVariation: aVariation({ id: 12, headline: 'Second headline' }),
    isPreview: false,
    saveExistingContent: true,
    promptStyle: 'Dynamic',
    textProvider: 'BUILTIN',
  });
});

it('saves the variation as edited in the Edit Ad Variation dialog, and shows the image in the Media Preview', async () => {
  const server = wizardServer({
    'POST /api/ads/generate': () => generated(),
    'POST /api/ads/save-existing': () => ({ status: 422, body: { code: 'VALIDATION_ERROR', message: 'The campaign no longer exists.' } }),
  });
  const { user, address } = renderApp('/ad/create');
  await toStepTwo(user);
  await user.click(screen.getByRole('button', { name: 'Generate Ad' }));
  await screen.findByText(generationMessages.generateSuccess);

  await user.click(inCard(1).getByRole('button', { name: 'Preview image of Variation 1' }));
  const media = await screen.findByRole('dialog', { name: 'Media Preview' });
  expect(within(media).getByRole('img')).toHaveAttribute('src', 'http://localhost/api/media/v1.png');
  await user.click(within(media).getByRole('button'));

  await user.click(inCard(1).getByRole('button', { name: 'Edit Variation 1' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Ad Variation' });
  const headline = within(dialog).getByRole('textbox', { name: 'Headline' });
  await user.clear(headline);
  await typeInto(user, headline, 'Edited headline');
  await choose(user, /Call to Action/, 'Learn More - Tìm hiểu thêm');
  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Ad Variation' })).not.toBeInTheDocument());
  expect(inCard(1).getByText('Edited headline')).toBeInTheDocument();
  expect(inCard(1).getByText('Learn More - Tìm hiểu thêm')).toBeInTheDocument();

  await user.click(variationCard(1));
  await user.click(screen.getByRole('button', { name: 'Save Ad' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Confirm Save' })).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The campaign no longer exists.')).toBeInTheDocument();
  // The toast's title: the ad store's fallback of spec 1 §8.
  expect(screen.getByText('Failed to create ad')).toBeInTheDocument();
  expect(server.calls('POST', '/api/ads/save-existing')[0].selectedVariation).toMatchObject({
    id: 11,
    headline: 'Edited headline',
    callToAction: 'LEARN_MORE',
  });
  expect(address()).toBe('/ad/create');
  expect(screen.getByRole('button', { name: 'Save Ad' })).toBeEnabled();
});

it('opens Extraction Failed when the links give nothing; Continue generates without extracted content', async () => {
  const server = wizardServer({
    'POST /api/ads/extract-from-library': () => ({
      status: 503,
      body: { code: 'NOT_CONFIGURED', message: generationMessages.libraryNotConfigured },
    }),
    'POST /api/ads/generate': () => generated(),
  });
  const { user } = renderApp('/ad/create');
  await fillStepOne(user, { prompt: '' });
  await typeInto(user, screen.getByRole('textbox', { name: 'Ad link 1' }), LINK);
  await user.click(screen.getByRole('button', { name: 'Next Step' }));
  await waitFor(() => expect(screen.getByRole('combobox', { name: /Text provider/ })).toHaveValue('Built-in (offline)'));
  await user.click(screen.getByRole('button', { name: 'Generate Ad' }));

  const dialog = await screen.findByRole('dialog', { name: 'Extraction Failed' });
  expect(within(dialog).getByText(generationMessages.extractionFailed)).toBeInTheDocument();
  expect(within(dialog).getByText(generationMessages.libraryNotConfigured)).toBeInTheDocument();
  expect(server.calls('POST', '/api/ads/extract-from-library')).toEqual([{ adLinks: [LINK], promptStyle: 'Dynamic', customPrompt: null }]);
  expect(server.calls('POST', '/api/ads/generate')).toHaveLength(0);

  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  expect(await screen.findByText(generationMessages.generateSuccess)).toBeInTheDocument();
  const [body] = server.calls('POST', '/api/ads/generate');
  expect(body).not.toHaveProperty('extractedContent');
  expect(body).toMatchObject({ adLinks: [LINK], prompt: '' });
  expect(variationCard(1)).toBeInTheDocument();
});

it('Go Back in Extraction Failed returns to step 1; an extraction without text counts as failed', async () => {
  const server = wizardServer({
    'POST /api/ads/extract-from-library': () => ({ body: [{ body: '  ', snapshot: { body: '' }, text: null }] }),
    'POST /api/ads/generate': () => generated(),
  });
  const { user } = renderApp('/ad/create');
  await fillStepOne(user);
  await typeInto(user, screen.getByRole('textbox', { name: 'Ad link 1' }), LINK);
  await user.click(screen.getByRole('button', { name: 'Next Step' }));
  await waitFor(() => expect(screen.getByRole('combobox', { name: /Text provider/ })).toHaveValue('Built-in (offline)'));
  await user.click(screen.getByRole('button', { name: 'Generate Ad' }));

  const dialog = await screen.findByRole('dialog', { name: 'Extraction Failed' });
  await user.click(within(dialog).getByRole('button', { name: 'Go Back' }));
  expect(await screen.findByRole('button', { name: 'Next Step' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Ad link 1' })).toHaveValue(LINK);
  expect(server.calls('POST', '/api/ads/generate')).toHaveLength(0);
});

it('sends the extracted copy with the generation and extracts only once for the same links', async () => {
  const items = [{ body: 'Giày chạy bộ nhẹ nhất từ trước đến nay', link: LINK }];
  const server = wizardServer({
    'POST /api/ads/extract-from-library': () => ({ body: items }),
    'POST /api/ads/generate': () => generated(),
  });
  const { user } = renderApp('/ad/create');
  await fillStepOne(user, { prompt: '' });
  await typeInto(user, screen.getByRole('textbox', { name: 'Ad link 1' }), `  ${LINK}  `);
  await user.click(screen.getByRole('button', { name: 'Extract content' }));
  expect(await screen.findByText('Giày chạy bộ nhẹ nhất từ trước đến nay')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next Step' }));
  await waitFor(() => expect(screen.getByRole('combobox', { name: /Text provider/ })).toHaveValue('Built-in (offline)'));
  await user.click(screen.getByRole('button', { name: 'Generate Ad' }));
  await screen.findByText(generationMessages.generateSuccess);
  expect(server.calls('POST', '/api/ads/extract-from-library')).toHaveLength(1);
  expect(server.calls('POST', '/api/ads/generate')[0]).toMatchObject({ adLinks: [LINK], extractedContent: items });
});

it("a generate failure about a 'valid ad link' returns to step 1 with the message shown", async () => {
  wizardServer({
    'POST /api/ads/extract-from-library': () => ({ body: { text: 'Some ad copy' } }),
    'POST /api/ads/generate': () => ({ status: 400, body: { code: 'VALIDATION_ERROR', message: generationMessages.invalidAdLink } }),
  });
  const { user } = renderApp('/ad/create');
  await fillStepOne(user, { prompt: '' });
  await typeInto(user, screen.getByRole('textbox', { name: 'Ad link 1' }), 'https://example.com/not-a-library-link');
  await user.click(screen.getByRole('button', { name: 'Next Step' }));
  await waitFor(() => expect(screen.getByRole('combobox', { name: /Text provider/ })).toHaveValue('Built-in (offline)'));
  await user.click(screen.getByRole('button', { name: 'Generate Ad' }));

  expect(await screen.findByRole('button', { name: 'Next Step' })).toBeInTheDocument();
  // In the toast and under the links.
  await waitFor(() => expect(screen.getAllByText(generationMessages.invalidAdLink)).toHaveLength(2));
  expect(screen.getByRole('textbox', { name: 'Ad link 1' })).toHaveValue('https://example.com/not-a-library-link');
});

it('an extraction refused for an invalid link goes straight back to step 1, without the Extraction Failed dialog', async () => {
  const server = wizardServer({
    'POST /api/ads/extract-from-library': () => ({
      status: 400,
      body: { code: 'VALIDATION_ERROR', message: generationMessages.invalidAdLink },
    }),
  });
  const { user } = renderApp('/ad/create');
  await fillStepOne(user);
  await typeInto(user, screen.getByRole('textbox', { name: 'Ad link 1' }), 'https://example.com/x');
  await user.click(screen.getByRole('button', { name: 'Next Step' }));
  await waitFor(() => expect(screen.getByRole('combobox', { name: /Text provider/ })).toHaveValue('Built-in (offline)'));
  await user.click(screen.getByRole('button', { name: 'Generate Ad' }));

  expect(await screen.findByRole('button', { name: 'Next Step' })).toBeInTheDocument();
  // Under the links (toasts of earlier tests may still be on screen, so not counted).
  const underLinks = await screen.findByText(generationMessages.invalidAdLink, { selector: 'p[role="alert"]' });
  expect(underLinks).toBeVisible();
  expect(screen.queryByRole('dialog', { name: 'Extraction Failed' })).not.toBeInTheDocument();
  expect(server.calls('POST', '/api/ads/generate')).toHaveLength(0);
});

it('a generate failure about the prompt returns to step 1 with validation shown; other failures stay on step 2', async () => {
  let answer = { status: 400, body: { code: 'VALIDATION_ERROR', message: generationMessages.enterPromptContent } };
  wizardServer({ 'POST /api/ads/generate': () => answer });
  const { user } = renderApp('/ad/create');
  await toStepTwo(user, { prompt: ' x ' });
  await user.click(screen.getByRole('button', { name: 'Generate Ad' }));
  expect(await screen.findByRole('button', { name: 'Next Step' })).toBeInTheDocument();
  expect(screen.getAllByText(generationMessages.enterPromptContent).length).toBeGreaterThan(0);

  // A transport failure gets the spec's words and keeps the user on step 2.
  answer = { status: 502, body: undefined as never };
  await user.click(screen.getByRole('button', { name: 'Next Step' }));
  await waitFor(() => expect(screen.getByRole('combobox', { name: /Text provider/ })).toHaveValue('Built-in (offline)'));
  await user.click(screen.getByRole('button', { name: 'Generate Ad' }));
  expect(await screen.findByText(generationMessages.generateFailed)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Generate Ad' })).toBeInTheDocument();
});

it('a provider without a key (422) shows what to set and keeps the user on step 2 to pick another', async () => {
  const message = generationMessages.providerNotConfigured('OpenAI', 'Set OPENAI_API_KEY or add a key in Settings.');
  wizardServer({ 'POST /api/ads/generate': () => ({ status: 422, body: { code: 'PROVIDER_NOT_CONFIGURED', message } }) });
  const { user } = renderApp('/ad/create');
  await toStepTwo(user);
  await user.click(screen.getByRole('button', { name: 'Generate Ad' }));
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Generate Ad' })).toBeEnabled();
  expect(screen.getByRole('combobox', { name: /Text provider/ })).toBeInTheDocument();
});

it("shows 'No ads generated yet' when a generation gives no variation", async () => {
  wizardServer({ 'POST /api/ads/generate': () => generated([]) });
  const { user } = renderApp('/ad/create');
  await toStepTwo(user);
  await user.click(screen.getByRole('button', { name: 'Generate Ad' }));
  expect(await screen.findByText(generationMessages.noAdsGenerated)).toBeInTheDocument();
  expect(screen.getByText(generationMessages.goBackToGenerate)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save Ad' })).toBeDisabled();
});
