/** The campaign form's targeting editor (decision 178): search and add, the live estimate, and what the campaign saves. */
import { countriesTargeting } from '@ads-creative/contracts/targeting';
import { targetingMessages } from '@ads-creative/contracts/targeting-search';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chooseOption } from '../../../test/choose-option.ts';
import { signedIn } from '../../../test/fake-server.ts';
import { aCampaign } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { countryCodes, withItem } from '../targeting-edit.ts';
import { SIMULATED } from './targeting-search-add.tsx';

vi.setConfig({ testTimeout: 30_000 });

const places = [
  { key: '3195', name: 'Hanoi', type: 'region', countryCode: 'VN' },
  { key: '1562820', name: 'Hà Nội', type: 'city', countryCode: 'VN', region: 'Hanoi' },
];
const yoga = { id: '6003306084421', name: 'Yoga', type: 'interest', audienceSize: 45_198_400 };

/** The input of a labelled Mantine field (its dropdown list carries the label too). */
const inputOf = async (label: string) =>
  (await screen.findAllByLabelText(label, {}, { timeout: 3000 })).find((e) => e.tagName === 'INPUT') as HTMLInputElement;

/** Name, objective and budget, then Create Campaign; the body the server got. */
async function create(user: ReturnType<typeof renderApp>['user'], server: ReturnType<typeof signedIn>) {
  await user.type(screen.getByLabelText(/Campaign Name/), 'Yoga mats');
  const form = screen.getByRole('button', { name: 'Create Campaign' }).closest('form') as HTMLElement;
  await chooseOption(user, form, /Objective/, 'Reach');
  await user.type(screen.getByLabelText('Daily Budget (USD)'), '20');
  await user.click(screen.getByRole('button', { name: 'Create Campaign' }));
  await waitFor(() => expect(server.calls('POST', '/api/campaigns')).toHaveLength(1));
  return server.calls('POST', '/api/campaigns')[0] as { targeting?: unknown };
}

describe('the targeting editor', () => {
  it('adds a city and an interest from the search, shows the estimate, and the campaign saves that targeting', async () => {
    const server = signedIn({
      'GET /api/facebook/targeting/search': ({ url }) => ({
        body: { items: url.searchParams.get('type') === 'interest' ? [yoga] : places, sandbox: false },
      }),
      'POST /api/facebook/reach-estimate': () => ({
        body: { lower: 1_230_000, upper: 1_410_000, ready: true, tooNarrow: false, sandbox: false },
      }),
      'POST /api/campaigns': ({ body }) => ({ status: 201, body: aCampaign(body as object) }),
    });
    const { user } = renderApp('/campaign/create');
    await user.type(await screen.findByLabelText('Places'), 'Hà Nội');
    await user.click(await screen.findByRole('button', { name: 'Add Hà Nội' }));
    expect(screen.getByLabelText('Chosen places')).toHaveTextContent('Hà Nội');
    expect(await inputOf('Radius around Hà Nội')).toHaveValue('+25 km');

    await user.type(screen.getByLabelText('Interests'), 'yoga');
    expect(await screen.findByText('Yoga · 45.2M people')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Yoga' }));
    await user.click(screen.getByRole('radio', { name: 'Women' }));
    await user.click(screen.getByRole('switch', { name: /Advantage\+ audience/ }));

    expect(await screen.findByLabelText('Estimated audience size', {}, { timeout: 3000 })).toHaveTextContent(
      'Estimated audience size: 1.2M – 1.4M',
    );
    const expected = {
      ...countriesTargeting([]),
      cities: [{ key: '1562820', name: 'Hà Nội', radiusKm: 25, countryCode: 'VN', region: 'Hanoi' }],
      genders: ['female'],
      interests: [{ id: '6003306084421', name: 'Yoga' }],
      advantageAudience: false,
    };
    await waitFor(() => expect(server.calls('POST', '/api/facebook/reach-estimate').at(-1)).toEqual({ targeting: expected }), {
      timeout: 3000,
    });
    expect(server.requests('GET', '/api/facebook/targeting/search')[0]?.url.searchParams.get('type')).toBe('location');

    expect((await create(user, server)).targeting).toEqual(expected);
  });

  it('says a country and a city in it overlap, which Facebook refuses, and asks no estimate until one goes', async () => {
    const server = signedIn({
      'GET /api/facebook/targeting/search': () => ({ body: { items: places, sandbox: false } }),
      'POST /api/facebook/reach-estimate': () => ({ body: { lower: 1, upper: 2, ready: true, tooNarrow: false, sandbox: false } }),
    });
    const { user } = renderApp('/campaign/create');
    await user.type(await screen.findByLabelText('Places'), 'Hà Nội');
    await user.click(await screen.findByRole('button', { name: 'Add Hà Nội' }));
    await user.type(await inputOf('Countries'), 'vn,');
    const overlap =
      'Hà Nội lies in VN, which this audience already reaches, and Facebook refuses places that overlap: remove VN or the place in it.';
    expect(screen.getByText(overlap)).toBeInTheDocument();
    // Past the editor's 600 ms debounce: an estimate would have been asked by now.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(screen.queryByLabelText('Estimated audience size')).not.toBeInTheDocument();
    const withVn = () =>
      (server.calls('POST', '/api/facebook/reach-estimate') as { targeting: { countries: string[] } }[]).filter((b) =>
        b.targeting.countries.includes('VN'),
      );
    expect(withVn()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove Hà Nội' }));
    expect(screen.queryByText(overlap)).not.toBeInTheDocument();
    // Once the overlap is gone the estimate is asked: the empty list above was not for want of asking.
    await waitFor(() => expect(withVn()).not.toEqual([]));
  });

  it("warns that the audience is too narrow when Facebook's estimate is", async () => {
    signedIn({
      'POST /api/facebook/reach-estimate': () => ({ body: { lower: 270, upper: 320, ready: true, tooNarrow: true, sandbox: true } }),
    });
    const { user } = renderApp('/campaign/create');
    await user.type(await inputOf('Countries'), 'vn,');
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(targetingMessages.tooNarrow);
    expect(screen.getByLabelText('Estimated audience size')).toHaveTextContent('Estimated audience size: 270 – 320');
    // The sandbox's numbers say they are simulated.
    expect(screen.getByText(SIMULATED)).toBeInTheDocument();
  });

  it('without a Facebook connection, takes countries, ages and gender by hand and says what needs a connection', async () => {
    const needsFacebook = () => ({ status: 400, body: { code: 'VALIDATION_ERROR', message: targetingMessages.needsFacebook } });
    const server = signedIn({
      'GET /api/facebook/targeting/search': needsFacebook,
      'POST /api/facebook/reach-estimate': needsFacebook,
      'POST /api/campaigns': ({ body }) => ({ status: 201, body: aCampaign(body as object) }),
    });
    const { user } = renderApp('/campaign/create');
    await user.type(await inputOf('Countries'), 'vn us,');
    expect(await screen.findByRole('note', {}, { timeout: 3000 })).toHaveTextContent(targetingMessages.offline);
    expect(screen.getByLabelText('Places')).toBeDisabled();
    const minimum = screen.getByLabelText('Minimum age');
    await user.clear(minimum);
    await user.type(minimum, '25');
    await user.click(screen.getByRole('radio', { name: 'Men' }));

    expect((await create(user, server)).targeting).toEqual({ ...countriesTargeting(['VN', 'US']), ageMin: 25, genders: ['male'] });
  });
});

describe('targeting edits', () => {
  it('puts each search result where it belongs, once', () => {
    let t = countriesTargeting([]);
    t = withItem(t, { key: 'VN', name: 'Vietnam', type: 'country', countryCode: 'VN' });
    t = withItem(t, { key: '3195', name: 'Hanoi', type: 'region' });
    t = withItem(t, { key: '27', name: 'Vietnamese', type: 'locale' });
    t = withItem(t, yoga);
    t = withItem(t, yoga);
    expect(t).toMatchObject({
      countries: ['VN'],
      regions: [{ key: '3195', name: 'Hanoi' }],
      locales: [{ key: 27, name: 'Vietnamese' }],
      interests: [{ id: '6003306084421', name: 'Yoga' }],
    });
    expect(countryCodes([' vn', 'US', 'us', 'Vietnam', 'x'])).toEqual(['VN', 'US']);
  });
});
