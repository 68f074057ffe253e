/** The ad page's creative tags (decision 183): the chips, 'Angles set by you', and 'Correct the angles' sending the PUT. */
import type { Ad, AdContent } from '@ads-creative/contracts/ads';
import type { CreativeTags } from '@ads-creative/contracts/creative-tags';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signedIn } from '../../../test/fake-server.ts';
import { aContent, anAd } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

vi.setConfig({ testTimeout: 20_000 });

const TAGS: CreativeTags = {
  angles: ['OFFER', 'URGENCY'],
  hook: 'COMMAND',
  length: 'SHORT',
  emoji: false,
  callToAction: 'SHOP_NOW',
  language: 'en',
  format: 'IMAGE',
  provider: 'BUILTIN',
  anglesByUser: false,
};

/** The angle picker's text field (its label also names the list of options). */
const anglesInput = (within_: HTMLElement) =>
  within(within_)
    .getAllByLabelText('Angles (1 to 3, the main one first)')
    .find((el) => el.tagName === 'INPUT') as HTMLElement;
/** Opens the picker, removes chips with the keys given (backspace removes the last one), and picks `option` in its own list. */
async function pick(user: UserEvent, input: HTMLElement, keys: string, option: string) {
  await user.click(input);
  await user.keyboard(keys);
  const list = await waitFor(() => {
    const element = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!element) throw new Error('the angle picker has no open list');
    return element;
  });
  await user.click(within(list).getByRole('option', { name: option, hidden: true }));
}
const tagsCard = () => screen.getByRole('heading', { name: 'Creative tags' }).closest('.mantine-Card-root') as HTMLElement;

function serve(
  ad: Ad,
  contents: AdContent[] = [],
  put = (body: unknown) => ({ body: { tags: { ...TAGS, ...(body as object), anglesByUser: true } } }),
) {
  return signedIn({
    'GET /api/ads/3': () => ({ body: ad }),
    'GET /api/ads/3/contents': () => ({ body: contents }),
    'PUT /api/ads/3/tags': (request: { body: unknown }) => put(request.body),
    'PUT /api/contents/7/tags': (request: { body: unknown }) => put(request.body),
  });
}

describe('creative tags on the ad page', () => {
  it('shows the angles, hook, length, emoji and format as chips, read from the copy', async () => {
    serve(anAd({ id: 3, tags: TAGS }));
    renderApp('/ads/3');
    await screen.findByRole('heading', { name: 'Creative tags' });
    const card = tagsCard();
    for (const chip of ['Offer', 'Urgency', 'Command hook', 'Short text (≤ 80 characters)', 'No emoji', 'Image']) {
      expect(within(card).getByText(chip)).toBeInTheDocument();
    }
    expect(within(card).getByText('Angles read from the copy')).toBeInTheDocument();
    expect(within(card).queryByText('Angles set by you')).not.toBeInTheDocument();
  });

  it("says 'Angles set by you' when the user corrected them", async () => {
    serve(anAd({ id: 3, tags: { ...TAGS, angles: ['STORY'], anglesByUser: true } }));
    renderApp('/ads/3');
    await screen.findByRole('heading', { name: 'Creative tags' });
    expect(within(tagsCard()).getByText('Story')).toBeInTheDocument();
    expect(within(tagsCard()).getAllByText('Angles set by you').length).toBeGreaterThan(0);
  });

  it('says so for an ad not tagged yet', async () => {
    serve(anAd({ id: 3, tags: null }));
    renderApp('/ads/3');
    await screen.findByRole('heading', { name: 'Creative tags' });
    expect(within(tagsCard()).getByText(/Not tagged yet/)).toBeInTheDocument();
  });

  it("'Correct the angles' sends the chosen angles, the main one first, and says they are kept", async () => {
    const server = serve(anAd({ id: 3, tags: TAGS }));
    const { user } = renderApp('/ads/3');
    await screen.findByRole('heading', { name: 'Creative tags' });
    await user.click(within(tagsCard()).getByRole('button', { name: 'Correct the angles' }));
    const input = anglesInput(tagsCard());
    // Remove 'Urgency' (the last chip's remove button), then add 'Story'.
    await pick(user, input, '{Backspace}', 'Story');
    await user.click(within(tagsCard()).getByRole('button', { name: 'Save angles' }));
    await waitFor(() => expect(server.calls('PUT', '/api/ads/3/tags')).toEqual([{ angles: ['OFFER', 'STORY'] }]));
    expect(await screen.findByText('Angles saved. Edits of the copy keep them.')).toBeInTheDocument();
  });

  it("a generated content's angles are corrected on its own card", async () => {
    const server = serve(anAd({ id: 3, tags: TAGS }), [aContent({ id: 7, adId: 3, title: 'Option A', tags: TAGS })]);
    const { user } = renderApp('/ads/3');
    const card = await screen.findByRole('article', { name: 'Option A' });
    expect(within(card).getByText('Offer')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Correct the angles' }));
    const input = anglesInput(card);
    await pick(user, input, '{Backspace}{Backspace}', 'Feature');
    await user.click(within(card).getByRole('button', { name: 'Save angles' }));
    await waitFor(() => expect(server.calls('PUT', '/api/contents/7/tags')).toEqual([{ angles: ['FEATURE'] }]));
  });
});
