/** The words of 'What works for you' (decision 184): value names and one sentence per verdict. */
import { describe, expect, it } from 'vitest';
import { aCreativeValue } from './testing.ts';
import { metricText, valueLabel, verdictSentence } from './what-works-text.ts';

const data = { metric: 'CTR' as const, minImpressions: 1000, minAds: 3 };

describe("'What works for you' sentences", () => {
  it('a winner: its CTR against the rest, the lift and its interval, the ads', () => {
    const v = aCreativeValue({ ctr: 2.9, restValue: 1.4, liftVsRest: 107.14, liftLow: 80.2, liftHigh: 135.4, ads: 12 });
    expect(verdictSentence('angle', v, data)).toBe('Offer wins: CTR 2.9% against 1.4% for the rest, +107% (+80% … +135%), 12 ads');
  });

  it('a loser, an unclear value, and CPA and ROAS in their units', () => {
    const loser = aCreativeValue({
      value: 'QUESTION',
      verdict: 'LOSER',
      ctr: 1,
      restValue: 2,
      liftVsRest: -50,
      liftLow: -70,
      liftHigh: -20,
    });
    expect(verdictSentence('hook', loser, data)).toBe('Question hook loses: CTR 1.0% against 2.0% for the rest, -50% (-70% … -20%), 3 ads');
    const unclear = aCreativeValue({
      value: 'true',
      verdict: 'UNCLEAR',
      cpa: 4.1,
      restValue: 6,
      liftVsRest: -31.67,
      liftLow: -60,
      liftHigh: 12,
    });
    expect(verdictSentence('emoji', unclear, { ...data, metric: 'CPA' })).toBe(
      'With emoji: no clear difference: CPA $4.10 against $6.00 for the rest, -32% (-60% … +12%), 3 ads',
    );
    expect(metricText('ROAS', 3.25)).toBe('3.25×');
  });

  it('not enough evidence yet, with the reason', () => {
    const few = aCreativeValue({ value: 'NONE', verdict: 'NOT_ENOUGH_DATA', reason: 'ADS', ads: 2, impressions: 5400 });
    expect(verdictSentence('provider', few, data)).toBe(
      'Written by hand: not enough evidence yet (fewer than 3 ads), 2 ads, 5.4K impressions',
    );
    const thin = aCreativeValue({ verdict: 'NOT_ENOUGH_DATA', reason: 'IMPRESSIONS', ads: 1, impressions: 400 });
    expect(verdictSentence('angle', thin, data)).toBe('Offer: not enough evidence yet (under 1,000 impressions), 1 ad, 400 impressions');
  });

  it('names each dimension’s values', () => {
    expect(valueLabel('length', 'SHORT')).toBe('Short text (≤ 80 characters)');
    expect(valueLabel('emoji', 'false')).toBe('Without emoji');
    expect(valueLabel('callToAction', 'NONE')).toBe('No call to action');
    expect(valueLabel('provider', 'BUILTIN')).toBe('Written by Built-in');
    expect(valueLabel('format', 'IMAGE')).toBe('Image');
  });
});
