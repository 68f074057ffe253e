/**
 * The score before saving on a small account worked out by hand (docs/analytics.md § Score before saving has the
 * same example): 10 ads of 1,000 impressions, 4 with the Offer angle at 30 clicks, 6 with Benefit at 15 clicks,
 * everything else alike (statement hook, short text, no emoji, 'Shop Now').
 */
import type { CreativeTags } from '@ads-creative/contracts/creative-tags';
import { describe, expect, it } from 'vitest';
import { fitScoreModel, percentileScore, predictCtr, scoreVariations, type TaggedAdResult } from './score-model.ts';

const tags = (over: Partial<CreativeTags>): CreativeTags => ({
  angles: ['BENEFIT'],
  hook: 'STATEMENT',
  length: 'SHORT',
  emoji: false,
  callToAction: 'SHOP_NOW',
  language: 'en',
  format: 'IMAGE',
  provider: null,
  anglesByUser: false,
  ...over,
});
const offer = tags({ angles: ['OFFER'] });
const benefit = tags({ angles: ['BENEFIT'] });
const account: TaggedAdResult[] = [
  ...Array.from({ length: 4 }, () => ({ impressions: 1000, clicks: 30, tags: offer })),
  ...Array.from({ length: 6 }, () => ({ impressions: 1000, clicks: 15, tags: benefit })),
];

function fitted(ads: TaggedAdResult[] = account) {
  const fit = fitScoreModel(ads);
  if (!fit.enoughEvidence) throw new Error(fit.reason);
  return fit.model;
}

describe('the model of a small account', () => {
  it('measures each tag against the account, shrunk by its evidence', () => {
    const model = fitted();
    // p0 = 210 / 10,000; τ² = (0.54 − 9 × 0.021) / (10,000 − 1,000) = 0.000039.
    expect(model.prior.p0).toBeCloseTo(0.021, 12);
    expect(model.prior.tau2).toBeCloseTo(0.000039, 12);
    expect(model.basis).toEqual({ ads: 10, impressions: 10_000 });
    // Offer: V = 0.021/4,000 + 0.000039 × 4·10⁶/16·10⁶ = 0.000015, w = 39/54, shrunk 2.1 % + w × 0.9 % = 2.75 %.
    const o = model.effects.get('angle:OFFER');
    expect(o?.ads).toBe(4);
    expect(o?.lift).toBeCloseTo(0.0275 / 0.021, 9);
    // Benefit: V = 0.021/6,000 + 0.000039/6 = 0.00001, w = 39/49, shrunk 2.1 % − w × 0.6 % = 1.62245 %.
    expect(model.effects.get('angle:BENEFIT')?.lift).toBeCloseTo(0.0162245 / 0.021, 6);
    // A value every ad has moves nothing and adds no uncertainty of its own.
    expect(model.effects.get('hook:STATEMENT')).toMatchObject({ ads: 10, lift: 1, logVariance: 0 });
  });

  it('predicts an Offer variation at 2.75 % (2.10–3.61 %), above every ad of the account', () => {
    const [s] = scoreVariations({ enoughEvidence: true, model: fitted() }, [offer]);
    // log-variance: account 0.0000052/0.021² = 0.011791 + Offer (0.0000108333 − 0.0000052)/0.0275² = 0.007449.
    expect(s).toMatchObject({ predictedCtr: 2.75, low: 2.1, high: 3.61, score: 100 });
    expect(s?.reasons).toEqual(['Offer: +31 % CTR in your account (4 ads)']);
  });

  it('predicts a Benefit variation at 1.62 %, below every ad (score 0), and says why', () => {
    const [s] = scoreVariations({ enoughEvidence: true, model: fitted() }, [benefit]);
    expect(s).toMatchObject({ predictedCtr: 1.62, score: 0 });
    expect(s?.reasons).toEqual(['Benefit: −23 % CTR in your account (6 ads)']);
  });

  it('multiplies the lifts of several tags: Offer and Benefit together score between (60: beats the 6 Benefit ads)', () => {
    const [s] = scoreVariations({ enoughEvidence: true, model: fitted() }, [tags({ angles: ['OFFER', 'BENEFIT'] })]);
    // 2.1 % × 1.309524 × 0.772595 = 2.1247 %; the ads' own shrunk CTRs are 2.685 % (Offer) and 1.71 % (Benefit).
    expect(s).toMatchObject({ predictedCtr: 2.12, score: 60 });
    expect(s?.reasons).toEqual(['Offer: +31 % CTR in your account (4 ads)', 'Benefit: −23 % CTR in your account (6 ads)']);
  });

  it('counts a tag the account never tried as average, wider, and says so', () => {
    const model = fitted();
    const story = predictCtr(model, tags({ angles: ['STORY'], emoji: true }));
    expect(story.predicted).toBeCloseTo(0.021, 12);
    const average = predictCtr(model, tags({ angles: [] }));
    expect(story.high - story.low).toBeGreaterThan(average.high - average.low);
    expect(story.reasons).toEqual([
      'None of its tags moves CTR by 5 % or more in your account: predicted near your average.',
      'Story: not tried in your account yet (counted as average)',
      'Emoji: not tried in your account yet (counted as average)',
    ]);
  });

  it('says when the ads differ no more than chance (τ² = 0): every variation at the average', () => {
    const alike = account.map((a) => ({ ...a, clicks: 21 }));
    const [s] = scoreVariations({ enoughEvidence: true, model: fitted(alike) }, [offer]);
    expect(s).toMatchObject({ predictedCtr: 2.1, score: 50 });
    expect(s?.reasons).toEqual(["Your ads' CTRs differ no more than chance: no tag moves the prediction yet."]);
  });
});

describe('monotonicity', () => {
  it('a tag that wins in the account raises the score of a variation that adds it; one that loses lowers it', () => {
    const model = fitted();
    const plain = predictCtr(model, tags({ angles: ['FEATURE'] })).predicted;
    const withOffer = predictCtr(model, tags({ angles: ['FEATURE', 'OFFER'] })).predicted;
    const withBenefit = predictCtr(model, tags({ angles: ['FEATURE', 'BENEFIT'] })).predicted;
    expect(withOffer).toBeGreaterThan(plain);
    expect(withBenefit).toBeLessThan(plain);
    expect(percentileScore(withOffer, model.scale)).toBeGreaterThanOrEqual(percentileScore(plain, model.scale));
  });

  it('more clicks for the Offer ads raise the Offer variation, never lower it', () => {
    let last = 0;
    for (const clicks of [20, 25, 30, 40, 60]) {
      const ads = account.map((a) => (a.tags === offer ? { ...a, clicks } : a));
      const p = predictCtr(fitted(ads), offer).predicted;
      expect(p).toBeGreaterThan(last);
      last = p;
    }
  });
});

describe('not enough evidence', () => {
  it('under 10 tagged ads with impressions: no number, the reason with what the account has', () => {
    const fit = fitScoreModel([...account.slice(0, 9), { impressions: 0, clicks: 0, tags: offer }]);
    expect(fit.enoughEvidence).toBe(false);
    const [s] = scoreVariations(fit, [offer]);
    expect(s).toEqual({
      score: null,
      predictedCtr: null,
      low: null,
      high: null,
      tags: offer,
      reasons: [
        'Not enough evidence yet: 9 ads with tags and 9,000 impressions in your account; the score needs 10 ads and 10,000 impressions.',
      ],
    });
  });

  it('under 10,000 impressions, or without a single click', () => {
    const small = account.map((a) => ({ ...a, impressions: 999, clicks: 10 }));
    expect(fitScoreModel(small)).toMatchObject({ enoughEvidence: false, basis: { ads: 10, impressions: 9990 } });
    const noClicks = fitScoreModel(account.map((a) => ({ ...a, clicks: 0 })));
    expect(noClicks).toMatchObject({
      enoughEvidence: false,
      reason: 'Not enough evidence yet: your tagged ads have 10,000 impressions but no click, so no tag can be compared.',
    });
  });
});

describe('the score scale', () => {
  it('is the mid-rank percentile among the ads', () => {
    expect(percentileScore(0.02, [0.01, 0.02, 0.03, 0.04])).toBe(38); // (1 + ½) / 4
    expect(percentileScore(0.05, [0.01, 0.02])).toBe(100);
    expect(percentileScore(0.001, [0.01, 0.02])).toBe(0);
  });
});
