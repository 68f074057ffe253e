/** /ads/{id} (spec 1 §2, §3, §4, §8): title, preview, details grid and CTA labels, Publish rules, generated content and 'Use This'. */
import type { Ad, AdContent } from '@ads-creative/contracts/ads';
import { messages } from '@ads-creative/contracts/messages';
import type { AdMetrics } from '@ads-creative/contracts/metrics';
import { publishingRulesMessages } from '@ads-creative/contracts/publishing-rules';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signedIn } from '../../test/fake-server.ts';
import { aContent, anAd } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

// Whole-app renders with forms are slow in jsdom, slower still when every test file runs at once.
vi.setConfig({ testTimeout: 20_000 });

const serve = (ad: Ad, contents: AdContent[] = [], extra = {}) =>
  signedIn({
    'GET /api/ads/3': () => ({ body: ad }),
    'GET /api/ads/3/contents': () => ({ body: contents }),
    ...extra,
  });
const details = () => screen.getByRole('heading', { name: 'Details' }).closest('.mantine-Card-root') as HTMLElement;
const publishButton = () => screen.queryByRole('button', { name: 'Publish to Facebook' });

describe('the ad', () => {
  it('has the headline as title, the status, a Facebook-style preview and the details grid', async () => {
    serve(anAd({ id: 3, headline: 'Run faster', callToAction: 'SHOP_NOW', cta: 'SHOP_NOW', adType: 'WEBSITE_CONVERSION_AD' }));
    renderApp('/ads/3');
    expect(await screen.findByRole('heading', { level: 2, name: 'Run faster' })).toBeInTheDocument();
    const preview = screen.getByLabelText('Facebook preview');
    expect(within(preview).getByText('Our lightest running shoe yet.')).toBeInTheDocument();
    expect(within(preview).getByText('Free shipping')).toBeInTheDocument();
    expect(within(preview).getByText('Shop Now - Mua ngay')).toBeInTheDocument();
    expect(within(details()).getByText('WEBSITE CONVERSION AD')).toBeInTheDocument();
    expect(within(details()).getByText('DRAFT')).toBeInTheDocument();
    expect(within(details()).getByText('Shop Now - Mua ngay')).toBeInTheDocument();
    expect(within(details()).getByText('Nov 22, 2026')).toBeInTheDocument();
    expect(within(details()).queryByText('Facebook Ad ID')).not.toBeInTheDocument();
  });

  it("reads 'Không hợp lệ' for a call-to-action code outside the list, and shows the Facebook Ad ID when there is one", async () => {
    serve(anAd({ id: 3, callToAction: 'BUY_A_BOAT', cta: 'BUY_A_BOAT', fbAdId: '120210000000001' }));
    renderApp('/ads/3');
    await screen.findByRole('heading', { name: 'Details' });
    expect(within(details()).getByText('Không hợp lệ')).toBeInTheDocument();
    expect(within(details()).getByText('Facebook Ad ID')).toBeInTheDocument();
    expect(within(details()).getByText('120210000000001')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Facebook preview')).getByText('Không hợp lệ')).toBeInTheDocument();
  });

  it("reads 'None' for an ad without a call to action, and its preview has no button", async () => {
    serve(anAd({ id: 3, callToAction: null, cta: null }));
    renderApp('/ads/3');
    await screen.findByRole('heading', { name: 'Details' });
    expect(within(details()).getByText('None')).toBeInTheDocument();
    expect(within(details()).queryByText('Không hợp lệ')).not.toBeInTheDocument();
    expect(within(screen.getByLabelText('Facebook preview')).queryByTestId('preview-call-to-action')).not.toBeInTheDocument();
  });

  it("shows 'Loading ad details...' while loading", async () => {
    signedIn({ 'GET /api/ads/3': () => new Promise(() => {}) });
    renderApp('/ads/3');
    expect(await screen.findByText('Loading ad details...')).toBeInTheDocument();
  });

  it("shows the error's message and loads again on 'Retry'", async () => {
    let found = false;
    signedIn({
      'GET /api/ads/3': () =>
        found ? { body: anAd({ id: 3, headline: 'Back again' }) } : { status: 404, body: { code: 'NOT_FOUND', message: 'Ad not found.' } },
      'GET /api/ads/3/contents': () => ({ body: [] }),
    });
    const { user } = renderApp('/ads/3');
    expect(await screen.findByText('Ad not found.')).toBeInTheDocument();
    found = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
  });
});

describe('performance', () => {
  const metrics = (source: AdMetrics['source']): AdMetrics => ({
    source,
    currency: 'USD',
    since: '2026-10-24',
    until: '2026-11-22',
    totals: { impressions: 1500, reach: 1250, clicks: 25, linkClicks: 19, spend: 10.3, conversions: 3, conversionValue: 45.55 },
    daily: [
      {
        date: '2026-11-22',
        impressions: 1500,
        reach: 1250,
        clicks: 25,
        linkClicks: 19,
        spend: 10.3,
        conversions: 3,
        conversionValue: 45.55,
      },
    ],
  });
  const performance = () => screen.getByRole('heading', { name: 'Performance' }).closest('.mantine-Card-root') as HTMLElement;

  it("labels simulated numbers as sandbox data, and Facebook's own with nothing", async () => {
    let source: AdMetrics['source'] = 'sandbox';
    serve(anAd({ id: 3, status: 'ACTIVE', fbAdId: '120210000000001' }), [], {
      'GET /api/ads/3/metrics': () => ({ body: metrics(source) }),
    });
    const first = renderApp('/ads/3');
    await screen.findByText('10.30 USD');
    expect(within(performance()).getByText('Sandbox data (simulated Facebook)')).toBeInTheDocument();
    first.unmount();

    source = 'facebook';
    renderApp('/ads/3');
    await screen.findByText('10.30 USD');
    expect(within(performance()).queryByText(/data/)).not.toBeInTheDocument();
  });
});

describe('Publish to Facebook', () => {
  it('is hidden for an ACTIVE ad', async () => {
    serve(anAd({ id: 3, status: 'ACTIVE' }), [aContent({ isSelected: true })]);
    renderApp('/ads/3');
    await screen.findByText('Option A');
    expect(publishButton()).not.toBeInTheDocument();
  });

  it('is disabled for a DRAFT without a selected content', async () => {
    serve(anAd({ id: 3, status: 'DRAFT' }), [aContent({ isSelected: false })]);
    renderApp('/ads/3');
    await screen.findByText('Option A');
    expect(publishButton()).toBeDisabled();
  });

  it('is disabled for a PAUSED ad even with a selected content', async () => {
    serve(anAd({ id: 3, status: 'PAUSED' }), [aContent({ isSelected: true })]);
    renderApp('/ads/3');
    await screen.findByText('Option A');
    expect(publishButton()).toBeDisabled();
  });

  it("is enabled for a DRAFT with a selected content, and says 'Failed to publish ad: {message}' while Facebook is not connected", async () => {
    const server = serve(anAd({ id: 3, status: 'DRAFT' }), [aContent({ isSelected: true })], {
      // What the server answers a user without a Facebook connection.
      'POST /api/ads/3/publish': () => ({
        status: 400,
        body: { code: 'VALIDATION_ERROR', message: messages.facebookNotConnected },
      }),
    });
    const { user } = renderApp('/ads/3');
    await screen.findByText('Option A');
    await waitFor(() => expect(publishButton()).toBeEnabled());
    await user.click(publishButton() as HTMLElement);
    expect(await screen.findByText(`Failed to publish ad: ${messages.facebookNotConnected}`)).toBeInTheDocument();
    expect(server.calls('POST', '/api/ads/3/publish')).toHaveLength(1);
  });

  it("keeps a refusal fixed in Settings (no EU names for the ad account) on the page with 'Open Settings'", async () => {
    serve(anAd({ id: 3, status: 'DRAFT' }), [aContent({ isSelected: true })], {
      // What the server answers before any call to Facebook when the campaign reaches France and the account has no DSA names.
      'POST /api/ads/3/publish': () => ({
        status: 400,
        body: { code: 'VALIDATION_ERROR', message: publishingRulesMessages.dsaMissing },
      }),
    });
    const { user } = renderApp('/ads/3');
    await screen.findByText('Option A');
    await waitFor(() => expect(publishButton()).toBeEnabled());
    await user.click(publishButton() as HTMLElement);
    const refusal = await screen.findByRole('alert', { name: /Publishing refused/ });
    expect(refusal).toHaveTextContent(publishingRulesMessages.dsaMissing);
    expect(within(refusal).getByRole('link', { name: 'Open Settings' })).toHaveAttribute('href', '/settings');
  });

  it("says what publishing paused means under 'Start delivering at once', and sends PAUSED unless it is ticked", async () => {
    const server = serve(anAd({ id: 3, status: 'DRAFT' }), [aContent({ isSelected: true })], {
      'POST /api/ads/3/publish': () => ({ body: anAd({ id: 3, status: 'PAUSED', fbAdId: 'fb-3' }) }),
    });
    const { user } = renderApp('/ads/3');
    const checkbox = await screen.findByRole('checkbox', { name: 'Start delivering at once' });
    expect(checkbox).not.toBeChecked();
    expect(checkbox).toHaveAccessibleDescription(
      'Unticked, the ad is published paused: Facebook has it but shows it to no one and spends nothing until you press Start delivery here.',
    );
    await waitFor(() => expect(publishButton()).toBeEnabled());
    await user.click(publishButton() as HTMLElement);
    expect(await screen.findByText('Ad published successfully to Facebook')).toBeInTheDocument();
    expect(server.calls('POST', '/api/ads/3/publish')).toEqual([{ delivery: 'PAUSED' }]);
  });

  it("offers 'Start delivery' on an ad published paused, which starts it on Facebook", async () => {
    let ad = anAd({ id: 3, status: 'PAUSED', fbAdId: 'fb-3' });
    const server = serve(ad, [aContent({ isSelected: true })], {
      'GET /api/ads/3': () => ({ body: ad }),
      'POST /api/ads/3/facebook-status': () => {
        ad = { ...ad, status: 'PENDING' };
        return { body: ad };
      },
    });
    const { user } = renderApp('/ads/3');
    await user.click(await screen.findByRole('button', { name: 'Start delivery' }));
    expect(await screen.findByText('Delivery started: the ad shows once Facebook has reviewed it.')).toBeInTheDocument();
    expect(server.calls('POST', '/api/ads/3/facebook-status')).toEqual([{ status: 'ACTIVE' }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Start delivery' })).not.toBeInTheDocument());
  });

  it("has no 'Start delivery' on a paused ad that was never published", async () => {
    serve(anAd({ id: 3, status: 'PAUSED', fbAdId: null }), [aContent({ isSelected: true })]);
    renderApp('/ads/3');
    await screen.findByText('Option A');
    expect(screen.queryByRole('button', { name: 'Start delivery' })).not.toBeInTheDocument();
  });
});

describe('generated content', () => {
  it("'Use This' selects the option and says 'Content selected successfully'; the option then shows as selected", async () => {
    let contents = [aContent({ id: 1, title: 'Option A', body: 'Body A' }), aContent({ id: 2, title: 'Option B', body: 'Body B' })];
    const server = signedIn({
      'GET /api/ads/3': () => ({ body: anAd({ id: 3, headline: contents.find((c) => c.isSelected)?.title ?? 'Run faster' }) }),
      'GET /api/ads/3/contents': () => ({ body: contents }),
      'POST /api/ads/3/select-content': ({ url }) => {
        const id = Number(url.searchParams.get('contentId'));
        contents = contents.map((c) => ({ ...c, isSelected: c.id === id }));
        return { body: anAd({ id: 3, headline: contents.find((c) => c.id === id)?.title ?? null }) };
      },
    });
    const { user } = renderApp('/ads/3');
    const optionB = await screen.findByRole('article', { name: 'Option B' });
    expect(within(optionB).getByText('Body B')).toBeInTheDocument();
    await user.click(within(optionB).getByRole('button', { name: 'Use This' }));
    expect(await screen.findByText('Content selected successfully')).toBeInTheDocument();
    expect(server.spy.mock.calls.map(([u]) => String(u)).filter((u) => u.includes('select-content'))).toEqual([
      '/api/ads/3/select-content?contentId=2',
    ]);
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Option B' })).getByText('Selected')).toBeInTheDocument());
    expect(await screen.findByRole('heading', { level: 2, name: 'Option B' })).toBeInTheDocument();
    await waitFor(() => expect(publishButton()).toBeEnabled());
  });

  it("says 'Failed to select content: {message}' when it fails", async () => {
    serve(anAd({ id: 3 }), [aContent({ id: 5, title: 'Option A' })], {
      'POST /api/ads/3/select-content': () => ({ status: 404, body: { code: 'NOT_FOUND', message: 'Ad content not found.' } }),
    });
    const { user } = renderApp('/ads/3');
    await user.click(within(await screen.findByRole('article', { name: 'Option A' })).getByRole('button', { name: 'Use This' }));
    expect(await screen.findByText('Failed to select content: Ad content not found.')).toBeInTheDocument();
  });
});

describe('Generate Content', () => {
  const builtin = {
    id: 'BUILTIN',
    name: 'Built-in (offline)',
    description: 'Templates',
    capabilities: ['text', 'image'],
    configured: true,
    offline: true,
    default: false,
    models: {},
  };
  const openai = {
    id: 'OPENAI',
    name: 'OpenAI',
    description: 'GPT',
    capabilities: ['text', 'image'],
    configured: false,
    missing: 'Set OPENAI_API_KEY or add a key in Settings',
    offline: false,
    default: false,
    models: {},
  };
  const prompt = () => screen.getByPlaceholderText('Describe what you want to advertise...');
  const generateButton = () => screen.getByRole('button', { name: /^(Generate|Generating\.\.\.)$/ });
  const generated = [
    aContent({ id: 11, title: 'Fresh idea one', body: 'Body one' }),
    aContent({ id: 12, title: 'Fresh idea two', body: 'Body two' }),
    aContent({ id: 13, title: 'Fresh idea three', body: 'Body three' }),
  ];

  it("offers a prompt and the providers with 'openai' chosen until the list loads; Generate waits for a prompt and sends the id upper-cased", async () => {
    const server = serve(anAd({ id: 3, campaignId: 7 }), [], {
      'GET /api/ai-providers/text': () => new Promise(() => {}),
      'POST /api/ads/3/generate-content': () => new Promise(() => {}),
    });
    const { user } = renderApp('/ads/3');
    await screen.findByPlaceholderText('Describe what you want to advertise...');
    expect(screen.getByRole('radio', { name: 'OpenAI' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Anthropic Claude' })).toBeInTheDocument();
    expect(generateButton()).toBeDisabled();
    await user.type(prompt(), '   ');
    expect(generateButton()).toBeDisabled();
    await user.type(prompt(), 'Handmade leather wallets');
    await user.click(generateButton());
    expect(await screen.findByRole('button', { name: 'Generating...' })).toBeDisabled();
    expect(server.calls('POST', '/api/ads/3/generate-content')).toEqual([
      { prompt: 'Handmade leather wallets', provider: 'OPENAI', adId: 3, campaignId: 7 },
    ]);
  });

  it('chooses the first provider once the list loads; one without a key says what to set, the built-in one is offline', async () => {
    serve(anAd({ id: 3 }), [], { 'GET /api/ai-providers/text': () => ({ body: [builtin, openai] }) });
    renderApp('/ads/3');
    const builtinRadio = await screen.findByRole('radio', { name: 'Built-in (offline)' });
    await waitFor(() => expect(builtinRadio).toBeChecked());
    expect(screen.getByRole('radio', { name: 'OpenAI' })).not.toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Anthropic Claude' })).not.toBeInTheDocument();
    expect(screen.getByText('Not configured: Set OPENAI_API_KEY or add a key in Settings')).toBeInTheDocument();
    expect(screen.getByText('Runs on this server, no key needed')).toBeInTheDocument();
  });

  it("labels a provider offline when the server says so, and keeps the user's choice", async () => {
    const server = serve(anAd({ id: 3, campaignId: null }), [], {
      'GET /api/ai-providers/text': () => ({ body: [{ ...builtin, name: 'Built-in templates' }, openai] }),
      'POST /api/ads/3/generate-content': () => new Promise(() => {}),
    });
    const { user } = renderApp('/ads/3');
    expect(await screen.findByRole('radio', { name: 'Built-in templates (offline)' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'OpenAI' }));
    await user.type(prompt(), 'Coffee beans');
    await user.click(generateButton());
    await screen.findByRole('button', { name: 'Generating...' });
    expect(server.calls('POST', '/api/ads/3/generate-content')).toEqual([{ prompt: 'Coffee beans', provider: 'OPENAI', adId: 3 }]);
  });

  it("shows the new options as cards with 'Use This' once generated", async () => {
    let contents: AdContent[] = [];
    const server = signedIn({
      'GET /api/ads/3': () => ({ body: anAd({ id: 3 }) }),
      'GET /api/ads/3/contents': () => ({ body: contents }),
      'GET /api/ai-providers/text': () => ({ body: [builtin, openai] }),
      'POST /api/ads/3/generate-content': () => {
        contents = generated;
        return { body: contents };
      },
    });
    const { user } = renderApp('/ads/3');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Built-in (offline)' })).toBeChecked());
    await user.type(prompt(), '  Vegan protein bars for runners ');
    await user.click(generateButton());
    for (const c of generated) {
      const card = await screen.findByRole('article', { name: c.title as string });
      expect(within(card).getByText(c.body as string)).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Use This' })).toBeEnabled();
    }
    expect(screen.queryByPlaceholderText('Describe what you want to advertise...')).not.toBeInTheDocument();
    expect(server.calls('POST', '/api/ads/3/generate-content')).toEqual([
      { prompt: 'Vegan protein bars for runners', provider: 'BUILTIN', adId: 3, campaignId: 1 },
    ]);
  });

  it("says 'Failed to generate content: {message}' with the server's reason and keeps the prompt", async () => {
    serve(anAd({ id: 3 }), [], {
      'GET /api/ai-providers/text': () => ({ body: [openai, builtin] }),
      'POST /api/ads/3/generate-content': () => ({
        status: 422,
        body: { code: 'PROVIDER_NOT_CONFIGURED', message: 'OpenAI is not configured. Set OPENAI_API_KEY or add a key in Settings' },
      }),
    });
    const { user } = renderApp('/ads/3');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'OpenAI' })).toBeChecked());
    await user.type(prompt(), 'Running shoes');
    await user.click(generateButton());
    expect(
      await screen.findByText('Failed to generate content: OpenAI is not configured. Set OPENAI_API_KEY or add a key in Settings'),
    ).toBeInTheDocument();
    expect(prompt()).toHaveValue('Running shoes');
    expect(generateButton()).toHaveTextContent('Generate');
    expect(generateButton()).toBeEnabled();
  });

  it("'Generate more' adds options to an ad that has some", async () => {
    let contents = [aContent({ id: 1, title: 'Option A', isSelected: true })];
    serve(anAd({ id: 3 }), [], {
      'GET /api/ads/3/contents': () => ({ body: contents }),
      'GET /api/ai-providers/text': () => ({ body: [builtin] }),
      'POST /api/ads/3/generate-content': () => {
        contents = [...contents, ...generated];
        return { body: contents };
      },
    });
    const { user } = renderApp('/ads/3');
    await screen.findByRole('article', { name: 'Option A' });
    expect(screen.queryByPlaceholderText('Describe what you want to advertise...')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate more' }));
    await user.type(prompt(), 'More ideas');
    await user.click(generateButton());
    expect(await screen.findByRole('article', { name: 'Fresh idea three' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(within(screen.getByRole('article', { name: 'Option A' })).getByText('Selected')).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Describe what you want to advertise...')).not.toBeInTheDocument();
  });
});
