/**
 * 'What works for you' (docs/analytics.md § What works): every number worked out by hand in the comments
 * (z = 1.96, rounded to 2 decimals as the API answers).
 */
import type { CreativeMetric } from '@ads-creative/contracts/creative-analytics';
import type { CreativeTags } from '@ads-creative/contracts/creative-tags';
import { describe, expect, it } from 'vitest';
import { concentration, countLogRate, designEffect, liftInterval, relativeSpread, valueLogRate, wilson } from './lift.ts';
import { notEnoughData, type TaggedAdDelivery, valuesOf, verdictOf, whatWorks } from './what-works.ts';

const TAGS: CreativeTags = {
  angles: ['BENEFIT'],
  hook: 'STATEMENT',
  length: 'MEDIUM',
  emoji: false,
  callToAction: 'SHOP_NOW',
  language: 'en',
  format: 'IMAGE',
  provider: 'builtin',
  anglesByUser: false,
};

const ad = (tags: Partial<CreativeTags>, d: Partial<TaggedAdDelivery> = {}): TaggedAdDelivery => ({
  tags: { ...TAGS, ...tags },
  impressions: 1000,
  clicks: 0,
  conversions: 0,
  spend: 0,
  conversionValue: 0,
  moneyConverted: true,
  ...d,
});

const offer = (d: Partial<TaggedAdDelivery>) => ad({ angles: ['OFFER'] }, d);
const other = (d: Partial<TaggedAdDelivery>) => ad({ angles: ['BENEFIT'] }, d);

function resultFor(
  ads: TaggedAdDelivery[],
  metric: CreativeMetric,
  dimension = 'angle',
  value = 'OFFER',
  min?: { minImpressions?: number },
) {
  const result = whatWorks(ads, { metric, ...min })
    .find((d) => d.dimension === dimension)
    ?.values.find((v) => v.value === value);
  if (!result) throw new Error(`no ${dimension} ${value}`);
  return result;
}

describe('Wilson interval of the CTR', () => {
  it('20 clicks of 1,000 impressions, ads alike: 1.30 … 3.07 %', () => {
    // p = 0.02, z²/n = 0.0038415; centre = (0.02 + 0.00192073) / 1.0038415 = 0.0218368;
    // half = 1.96 / 1.0038415 × √(0.02 × 0.98 / 1000 + 3.8415 / 4,000,000) = 1.952464 × 0.0045344 = 0.0088532
    const band = wilson(20, 1000);
    expect(band?.low).toBeCloseTo(0.013, 4);
    expect(band?.high).toBeCloseTo(0.0307, 4);
  });

  it('no impressions: no interval; no clicks: from 0', () => {
    expect(wilson(0, 0)).toBeNull();
    expect(wilson(0, 1000)?.low).toBeCloseTo(0, 12);
  });
});

// Six ads of 1,000 impressions: OFFER ones with 30 clicks each, the rest with 10 each.
// p0 = 120 / 6,000 = 2 %; Σ n (c − p0)² = 6 × 1,000 × 0.01² = 0.6; (I − 1) p0 = 0.1; N − Σn²/N = 6,000 − 1,000 = 5,000;
// τ² = 0.5 / 5,000 = 0.0001 (shrinkage.ts); κ = τ² / p0² = 0.25; Σx²/X² of three equal ads = 1/3.
const SPREAD = [...[1, 2, 3].map(() => offer({ clicks: 30 })), ...[1, 2, 3].map(() => other({ clicks: 10 }))];

describe('the lift of a CTR against the rest (log ratio, between-ad spread)', () => {
  it('the spread and the group variance', () => {
    const parts = SPREAD.slice(0, 3).map((a) => ({ x: a.impressions, y: a.clicks }));
    expect(relativeSpread({ p0: 0.02, tau2: 0.0001 })).toBeCloseTo(0.25, 10);
    expect(concentration(parts)).toBeCloseTo(1 / 3, 10);
    // var(log p) = 1/90 + 0.25 / 3 = 0.094444
    expect(countLogRate(parts, 0.25)?.variance).toBeCloseTo(0.094444, 5);
    // design effect 1 + 0.25 × 90 / 3 = 8.5
    expect(designEffect(parts, 0.25)).toBeCloseTo(8.5, 10);
  });

  it('Offers at 3 % against 1 %: +200 % (+21.90 … +638.28 %), a winner; their CTR 1.67 … 5.35 % on 353 effective impressions', () => {
    // var = 1/90 + 1/12 + 1/30 + 1/12 = 0.211111, half = 1.96 × 0.459468 = 0.900543; log 3 = 1.098612
    // low = e^0.198069 − 1 = 21.90 %; high = e^1.999155 − 1 = 638.28 %
    // Wilson on n_eff = 3,000 / 8.5 = 352.94 at p = 3 %: centre 0.035060, half 0.018410
    const v = resultFor(SPREAD, 'CTR');
    expect(v).toMatchObject({ ads: 3, impressions: 3000, clicks: 90, ctr: 3, restValue: 1, liftVsRest: 200 });
    expect(v).toMatchObject({ liftLow: 21.9, liftHigh: 638.28, ctrLow: 1.67, ctrHigh: 5.35, verdict: 'WINNER', reason: null });
  });

  it('the rest seen from the other side: −66.67 % (−86.46 … −17.97 %), a loser', () => {
    const v = resultFor(SPREAD, 'CTR', 'angle', 'BENEFIT');
    expect(v).toMatchObject({ liftVsRest: -66.67, liftLow: -86.46, liftHigh: -17.97, verdict: 'LOSER' });
  });

  it('counted as independent impressions the interval would be far narrower (why the spread is counted)', () => {
    // κ = 0: var = 1/90 + 1/30 = 0.044444; half = 0.413202: e^0.685410 − 1 = +98.5 %, e^1.511814 − 1 = +353.5 %
    const g = countLogRate([{ x: 3000, y: 90 }], 0);
    const r = countLogRate([{ x: 3000, y: 30 }], 0);
    const naive = liftInterval(g as never, r as never);
    expect(naive.low).toBeCloseTo(98.45, 1);
    expect(naive.high).toBeCloseTo(353.49, 1);
  });

  it('2.2 % against 1.8 %, ads no more different than chance (τ² = 0): +22.22 % (−14.70 … +75.12 %), unclear', () => {
    // Σ n (c − p0)² = 6 × 1,000 × 0.002² = 0.024 < (I − 1) p0 = 0.1, so τ² = 0
    // var = 1/66 + 1/54 = 0.033670, half = 0.359642; log(22/18) = 0.200671
    const ads = [...[1, 2, 3].map(() => offer({ clicks: 22 })), ...[1, 2, 3].map(() => other({ clicks: 18 }))];
    expect(resultFor(ads, 'CTR')).toMatchObject({ liftVsRest: 22.22, liftLow: -14.7, liftHigh: 75.12, verdict: 'UNCLEAR' });
  });

  it('no clicks at all on 3,000 impressions against 2 %: −100 % (−99.97 … −78.50 %), a loser (half a click stands in)', () => {
    // p0 = 60 / 6,000 = 1 %; Σ n (c − p0)² = 6 × 1,000 × 0.01² = 0.6; τ² = (0.6 − 0.05) / 5,000 = 0.00011; κ = 1.1
    // var = 1/0.5 + 1.1/3 + 1/60 + 1.1/3 = 2.75, half = 3.250234; log(0.5/60) = −4.787492
    const ads = [...[1, 2, 3].map(() => offer({ clicks: 0 })), ...[1, 2, 3].map(() => other({ clicks: 20 }))];
    expect(resultFor(ads, 'CTR')).toMatchObject({ liftVsRest: -100, liftLow: -99.97, liftHigh: -78.5, verdict: 'LOSER' });
  });
});

describe('CPA: conversions per dollar as a count rate, the lift of spend per conversion', () => {
  it('$10 against $20 a conversion: −50 % (−74.90 … −0.38 %), cheaper, a winner', () => {
    // $100 each; Offer ads 8, 10, 12 conversions, the rest 4, 5, 6. Rates per $: 0.08 0.10 0.12 | 0.04 0.05 0.06.
    // p0 = 45 / 600 = 0.075; Σ x (c − p0)² = 100 × (0.005² + 0.025² + 0.045² + 0.035² + 0.025² + 0.015²) = 0.475;
    // (I − 1) p0 = 0.375; N − Σx²/N = 600 − 100 = 500; τ² = 0.1 / 500 = 0.0002; κ = 0.0002 / 0.075² = 0.035556
    // var = 1/30 + κ/3 + 1/15 + κ/3 = 0.123704, half = 0.689351; d = −log(0.10/0.05) = −0.693147
    // low = e^−1.382498 − 1 = −74.90 %; high = e^−0.003796 − 1 = −0.38 %
    const ads = [
      ...[8, 10, 12].map((c) => offer({ spend: 100, conversions: c, clicks: 50 })),
      ...[4, 5, 6].map((c) => other({ spend: 100, conversions: c, clicks: 50 })),
    ];
    const v = resultFor(ads, 'CPA');
    expect(v).toMatchObject({ cpa: 10, restValue: 20, liftVsRest: -50, liftLow: -74.9, liftHigh: -0.38, verdict: 'WINNER' });
    expect(resultFor(ads, 'CPA', 'angle', 'BENEFIT')).toMatchObject({ cpa: 20, liftVsRest: 100, verdict: 'LOSER' });
  });

  it('money in a currency without a rate is left out of CPA (its spend is 0, its conversions do not count)', () => {
    const ads = [
      ...[1, 2, 3].map(() => offer({ spend: 100, conversions: 10 })),
      offer({ spend: 0, conversions: 50, moneyConverted: false }),
      ...[1, 2, 3].map(() => other({ spend: 100, conversions: 5 })),
    ];
    expect(resultFor(ads, 'CPA')).toMatchObject({ ads: 4, conversions: 80, cpa: 10, liftVsRest: -50 });
  });
});

describe('ROAS: value per dollar, ad-level variance never below 1 / conversions', () => {
  it('4 against 2: +100 % (+2.40 … +290.63 %), a winner', () => {
    // Offer ads $100 each, value 200, 400, 600, 10 conversions each: R = 1,200 / 300 = 4;
    // cluster: 3/2 × ((200 − 400)² + 0 + (600 − 400)²) / (300² × 4²) = 1.5 × 80,000 / 1,440,000 = 0.083333 (> 1/30)
    // the rest $100 each, value 200 each: cluster 0, so 1/30. var = 0.116667, half = 0.669456; log 2 = 0.693147
    const ads = [
      ...[200, 400, 600].map((v) => offer({ spend: 100, conversionValue: v, conversions: 10 })),
      ...[1, 2, 3].map(() => other({ spend: 100, conversionValue: 200, conversions: 10 })),
    ];
    expect(resultFor(ads, 'ROAS')).toMatchObject({
      roas: 4,
      restValue: 2,
      liftVsRest: 100,
      liftLow: 2.4,
      liftHigh: 290.63,
      verdict: 'WINNER',
    });
  });

  it('the Poisson floor: value per dollar identical on every ad still has the noise of its conversions', () => {
    const rest = valueLogRate(
      [
        { x: 100, y: 200 },
        { x: 100, y: 200 },
      ],
      4,
      50,
    );
    expect(rest?.variance).toBeCloseTo(0.25, 10);
  });
});

describe('verdicts at their thresholds', () => {
  it('a winner only when the whole interval is above 0 (below 0 for CPA)', () => {
    expect(verdictOf({ low: 0.01, high: 40 }, 'CTR')).toBe('WINNER');
    expect(verdictOf({ low: 0, high: 40 }, 'CTR')).toBe('UNCLEAR');
    expect(verdictOf({ low: -40, high: -0.01 }, 'ROAS')).toBe('LOSER');
    expect(verdictOf({ low: -40, high: 0 }, 'ROAS')).toBe('UNCLEAR');
    expect(verdictOf({ low: -40, high: -0.01 }, 'CPA')).toBe('WINNER');
    expect(verdictOf({ low: 0.01, high: 40 }, 'CPA')).toBe('LOSER');
  });

  it('not enough data: impressions first, then ads, then the rest', () => {
    const enough = { ads: 3, impressions: 1000 };
    expect(notEnoughData(enough, enough, 1000, 3)).toBeNull();
    expect(notEnoughData({ ads: 3, impressions: 999 }, enough, 1000, 3)).toBe('IMPRESSIONS');
    expect(notEnoughData({ ads: 2, impressions: 5000 }, enough, 1000, 3)).toBe('ADS');
    expect(notEnoughData(enough, { ads: 2, impressions: 5000 }, 1000, 3)).toBe('REST');
    expect(notEnoughData(enough, { ads: 3, impressions: 999 }, 1000, 3)).toBe('REST');
  });

  it('999 impressions over 3 ads: not enough; 1,000: a verdict', () => {
    const rest = [1, 2, 3].map(() => other({ clicks: 10 }));
    const thin = [333, 333, 333].map((n) => offer({ impressions: n, clicks: 10 }));
    expect(resultFor([...thin, ...rest], 'CTR')).toMatchObject({
      verdict: 'NOT_ENOUGH_DATA',
      reason: 'IMPRESSIONS',
      liftLow: expect.any(Number),
    });
    const enough = [334, 333, 333].map((n) => offer({ impressions: n, clicks: 10 }));
    expect(resultFor([...enough, ...rest], 'CTR').reason).toBeNull();
  });

  it('2 ads with plenty of impressions: not enough (ads); no other ads: not enough (rest); no conversions anywhere: no result', () => {
    const rest = [1, 2, 3].map(() => other({ clicks: 10 }));
    expect(
      resultFor([offer({ impressions: 50_000, clicks: 900 }), offer({ impressions: 50_000, clicks: 900 }), ...rest], 'CTR'),
    ).toMatchObject({
      verdict: 'NOT_ENOUGH_DATA',
      reason: 'ADS',
    });
    const offers = [1, 2, 3].map(() => offer({ clicks: 10, spend: 50 }));
    expect(resultFor(offers, 'CTR')).toMatchObject({ verdict: 'NOT_ENOUGH_DATA', reason: 'REST', restValue: null, liftVsRest: null });
    expect(resultFor([...offers, ...rest.map((a) => ({ ...a, spend: 50 }))], 'CPA')).toMatchObject({
      verdict: 'NOT_ENOUGH_DATA',
      reason: 'NO_RESULT',
      cpa: null,
      liftLow: null,
    });
  });

  it('the minimum of impressions can be set', () => {
    const ads = [
      ...[1, 2, 3].map(() => offer({ impressions: 100, clicks: 3 })),
      ...[1, 2, 3].map(() => other({ impressions: 100, clicks: 1 })),
    ];
    expect(resultFor(ads, 'CTR').reason).toBe('IMPRESSIONS');
    expect(resultFor(ads, 'CTR', 'angle', 'OFFER', { minImpressions: 300 }).reason).toBeNull();
  });
});

describe('grouping by tag', () => {
  it('an ad with two angles counts in both; the rest is the ads without the value', () => {
    const ads = [
      ad({ angles: ['OFFER', 'URGENCY'] }, { clicks: 10 }),
      ad({ angles: ['OFFER'] }, { clicks: 20 }),
      ad({ angles: ['URGENCY'] }, { clicks: 30 }),
    ];
    const angles = whatWorks(ads, { metric: 'CTR' }).find((d) => d.dimension === 'angle')?.values ?? [];
    expect(angles.map((v) => [v.value, v.ads, v.clicks, v.restValue])).toEqual([
      // Offer: ads 1 and 2, 30 clicks of 2,000; the rest: ad 3, 3 %. Urgency: ads 1 and 3, 40 clicks; the rest: ad 2, 2 %.
      ['OFFER', 2, 30, 3],
      ['URGENCY', 2, 40, 2],
    ]);
  });

  it('the value of each dimension; ads without impressions are left out; most impressions first', () => {
    const tags = { ...TAGS, emoji: true, callToAction: null, provider: null };
    expect(valuesOf(tags, 'emoji')).toEqual(['true']);
    expect(valuesOf(tags, 'callToAction')).toEqual(['NONE']);
    expect(valuesOf(tags, 'provider')).toEqual(['NONE']);
    expect(valuesOf({ ...tags, angles: [] }, 'angle')).toEqual([]);
    const result = whatWorks(
      [
        ad({ hook: 'QUESTION' }, { impressions: 10 }),
        ad({ hook: 'NUMBER' }, { impressions: 20 }),
        ad({ hook: 'EMOJI' }, { impressions: 0 }),
      ],
      {
        metric: 'CTR',
      },
    );
    expect(result.map((d) => d.dimension)).toEqual(['angle', 'hook', 'length', 'emoji', 'callToAction', 'format', 'provider']);
    expect(result.find((d) => d.dimension === 'hook')?.values.map((v) => v.value)).toEqual(['NUMBER', 'QUESTION']);
  });

  it('sums, CPC, CPA and ROAS of a group as docs/analytics.md defines them', () => {
    const ads = [1, 2, 3].map(() => offer({ clicks: 40, spend: 20.005, conversions: 2, conversionValue: 50 }));
    expect(resultFor(ads, 'CTR')).toMatchObject({
      spend: 60.02,
      conversions: 6,
      conversionValue: 150,
      ctr: 4,
      cpc: 0.5,
      cpa: 10,
      roas: 2.5,
    });
  });
});
