/**
 * The preview's score before saving (decision 185): each card's score, predicted CTR and reasons from
 * POST /api/creative/score, 'Not enough evidence yet: …' without a number, and the order by score.
 */
import type { CreativeScore, VariationScore } from '@ads-creative/contracts/creative-score';
import type { CreativeTags } from '@ads-creative/contracts/creative-tags';
import { screen, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { aVariation, generated, toStepTwo, wizardServer } from './testing.tsx';

vi.setConfig({ testTimeout: 30_000 });

const tags: CreativeTags = {
  angles: ['OFFER'],
  hook: 'STATEMENT',
  length: 'SHORT',
  emoji: false,
  callToAction: 'SHOP_NOW',
  language: 'en',
  format: 'TEXT',
  provider: null,
  anglesByUser: false,
};
const aScore = (over: Partial<VariationScore>): VariationScore => ({
  score: 50,
  predictedCtr: 2.1,
  low: 1.8,
  high: 2.4,
  tags,
  reasons: [],
  ...over,
});
const variations = [
  aVariation({ id: 11, headline: 'Plain headline', body: 'Our lightest running shoe yet.' }),
  aVariation({ id: 12, headline: '30 % off this week', body: 'Our lightest running shoe yet, 30 % off this week.' }),
];

async function toPreview(answer: CreativeScore) {
  const server = wizardServer({
    'POST /api/ads/generate': () => generated(variations),
    'POST /api/creative/score': () => ({ body: answer }),
  });
  const app = renderApp('/ad/create');
  await toStepTwo(app.user);
  await app.user.click(screen.getByRole('button', { name: 'Generate Ad' }));
  return { ...app, server };
}

const cardTitles = () => screen.getAllByRole('group', { name: /^Variation \d$/ }).map((c) => c.getAttribute('aria-label'));

it("shows each card's score, predicted CTR and the tags that moved it, and orders the cards best score first", async () => {
  const { user, server } = await toPreview({
    enoughEvidence: true,
    basis: { ads: 12, impressions: 48_000 },
    scores: [
      aScore({ score: 41, predictedCtr: 1.95, low: 1.6, high: 2.37, reasons: ['Benefit: −7 % CTR in your account (6 ads)'] }),
      aScore({ score: 88, predictedCtr: 2.75, low: 2.1, high: 3.61, reasons: ['Offer: +31 % CTR in your account (4 ads)'] }),
    ],
  });
  const second = await screen.findByRole('region', { name: 'Score of Variation 2' });
  expect(within(second).getByText('Score 88/100')).toBeInTheDocument();
  expect(within(second).getByText('Predicted CTR 2.75 % (2.10 % – 3.61 %)')).toBeInTheDocument();
  expect(within(second).getByText('Offer: +31 % CTR in your account (4 ads)')).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Score of Variation 1' })).getByText('Score 41/100')).toBeInTheDocument();
  // The cards as they are shown were scored, for the campaign chosen in step 1.
  expect(server.calls('POST', '/api/creative/score')).toEqual([
    {
      campaignId: 1,
      variations: [
        {
          headline: 'Plain headline',
          primaryText: 'Our lightest running shoe yet.',
          description: 'Free delivery',
          callToAction: 'SHOP_NOW',
        },
        {
          headline: '30 % off this week',
          primaryText: 'Our lightest running shoe yet, 30 % off this week.',
          description: 'Free delivery',
          callToAction: 'SHOP_NOW',
        },
      ],
    },
  ]);

  expect(cardTitles()).toEqual(['Variation 1', 'Variation 2']);
  await user.click(screen.getByText('Best score first'));
  expect(cardTitles()).toEqual(['Variation 2', 'Variation 1']);
  await user.click(screen.getByText('As generated'));
  expect(cardTitles()).toEqual(['Variation 1', 'Variation 2']);
});

it("says 'Not enough evidence yet: …' without a number, and offers no order by score", async () => {
  const reason =
    'Not enough evidence yet: 3 ads with tags and 2,400 impressions in your account; the score needs 10 ads and 10,000 impressions.';
  const empty = aScore({ score: null, predictedCtr: null, low: null, high: null, reasons: [reason] });
  await toPreview({ enoughEvidence: false, basis: { ads: 3, impressions: 2400 }, scores: [empty, empty] });
  const first = await screen.findByRole('region', { name: 'Score of Variation 1' });
  expect(within(first).getByText(reason)).toBeInTheDocument();
  expect(within(first).queryByText(/^Score \d+/)).not.toBeInTheDocument();
  expect(within(first).queryByText(/Predicted CTR/)).not.toBeInTheDocument();
  expect(screen.queryByText('Best score first')).not.toBeInTheDocument();
});
