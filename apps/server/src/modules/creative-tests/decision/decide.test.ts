/**
 * The creative test's decision (issue 19, decision 188) on hand-worked cases: a clear winner, A/A, too few impressions,
 * too few days, the last day; the reason in numbers. Probabilities as in p-best.test.ts (closed form, checked against
 * SciPy), written as a user reads them (floored to 0.1 %).
 */
import { CREATIVE_TEST_DECISION_PROBABILITY, probabilityText } from '@ads-creative/contracts/creative-tests';
import { describe, expect, it } from 'vitest';
import { type DecisionArm, type DecisionSettings, decideTest } from './decide.ts';

const CTR: DecisionSettings = { metric: 'CTR', minDays: 3, maxDays: 14, minImpressionsPerArm: 1000 };
const arm = (label: string, clicks: number, impressions: number, more: Partial<DecisionArm> = {}): DecisionArm => ({
  label,
  impressions,
  clicks,
  conversions: 0,
  spend: 0,
  conversionValue: 0,
  ...more,
});
const buyer = (label: string, conversions: number, spend: number, conversionValue = 0) =>
  arm(label, 20, 2000, { conversions, spend, conversionValue });
const clearWinner = [arm('A', 384, 24_000), arm('B', 696, 24_000)];

describe('decideTest', () => {
  it('a clear winner after the minimum days: DECIDED, the reason in numbers', () => {
    const d = decideTest(CTR, clearWinner, 5);
    expect(d).toMatchObject({ status: 'DECIDED', winner: 1 });
    expect(d.reason).toBe('B beats A with > 99.9 % probability: CTR 2.9 % vs 1.6 % over 24,000 impressions each');
  });

  it("the issue's 97 % example decides at a 0.95 bar, and waits at the default bar", () => {
    const arms = [arm('A', 40, 2000), arm('B', 58, 2000)];
    expect(decideTest({ ...CTR, decisionProbability: 0.95 }, arms, 3)).toMatchObject({
      status: 'DECIDED',
      winner: 1,
      reason: 'B beats A with 96.6 % probability: CTR 2.9 % vs 2.0 % over 2,000 impressions each',
    });
    expect(CREATIVE_TEST_DECISION_PROBABILITY).toBe(0.997);
    expect(decideTest(CTR, arms, 3)).toMatchObject({
      status: 'RUNNING',
      winner: null,
      reason: 'B leads with 96.6 % probability; waiting for an arm to reach 99.7 %',
    });
  });

  it('A/A (the same CTR on both): no winner while running, 50 % each', () => {
    const d = decideTest(CTR, [arm('A', 300, 20_000), arm('B', 300, 20_000)], 7);
    expect(d.status).toBe('RUNNING');
    expect(d.pBest?.[0]).toBeCloseTo(0.5, 9);
    expect(d.reason).toBe('A leads with 50 % probability; waiting for an arm to reach 99.7 %');
  });

  it('too few impressions: a leader past the bar still waits for every arm to reach minImpressionsPerArm', () => {
    // 9 of 900 against 36 of 1,200: pBest 0.99931 (SciPy).
    const d = decideTest(CTR, [arm('A', 9, 900), arm('B', 36, 1200)], 5);
    expect(d.status).toBe('RUNNING');
    expect(d.reason).toBe('B leads with > 99.9 % probability; waiting for A to reach 1,000 impressions (has 900)');
  });

  it('too few days: a clear winner on day 2 waits for day 3', () => {
    expect(decideTest(CTR, clearWinner, 2)).toMatchObject({
      status: 'RUNNING',
      reason: 'B leads with > 99.9 % probability; waiting for day 3 (now day 2)',
    });
    expect(decideTest(CTR, clearWinner, 3).status).toBe('DECIDED');
  });

  it('max days without a winner: NO_WINNER, with the best arm and its probability (0 of 1 against 1 of 1: 5/6)', () => {
    expect(decideTest(CTR, [arm('A', 0, 1), arm('B', 1, 1)], 14)).toEqual({
      status: 'NO_WINNER',
      winner: null,
      pBest: [expect.closeTo(1 / 6, 9), expect.closeTo(5 / 6, 9)],
      reason: 'After 14 days no arm reached 99.7 % (best: B at 83.3 %)',
    });
  });

  it('max days with a leader past the bar but an arm short of impressions: NO_WINNER, saying which', () => {
    expect(decideTest(CTR, [arm('A', 9, 900), arm('B', 36, 1200)], 14)).toMatchObject({
      status: 'NO_WINNER',
      reason: 'After 14 days B leads with > 99.9 % probability, but A has only 900 of the 1,000 impressions each arm needs',
    });
  });

  it('a winner on the last day is a decision, not NO_WINNER', () => {
    expect(decideTest(CTR, clearWinner, 14)).toMatchObject({ status: 'DECIDED', winner: 1 });
  });

  it('three arms: the winner against each of the others', () => {
    const d = decideTest(CTR, [arm('A', 100, 10_000), arm('B', 110, 10_000), arm('C', 300, 10_000)], 4);
    expect(d).toMatchObject({ status: 'DECIDED', winner: 2 });
    expect(d.reason).toBe('C beats A and B with > 99.9 % probability: CTR 3.0 % vs 1.0 % and 1.1 % over 10,000 impressions each');
  });

  it('CPA: $500 for 50 conversions against $500 for 25 (pBest 0.998082), in the account currency', () => {
    const cpa = { ...CTR, metric: 'CPA' } as const;
    expect(decideTest(cpa, [buyer('A', 25, 500), buyer('B', 50, 500)], 6)).toMatchObject({
      status: 'DECIDED',
      winner: 1,
      reason: 'B beats A with 99.8 % probability: CPA $10.00 vs $20.00 over 50 and 25 conversions',
    });
    expect(decideTest({ ...cpa, currency: 'VND' }, [buyer('A', 25, 5_000_000), buyer('B', 50, 5_000_000)], 6).reason).toBe(
      'B beats A with 99.8 % probability: CPA ₫100,000 vs ₫200,000 over 50 and 25 conversions',
    );
  });

  it('ROAS: value per dollar, with the spend as volume', () => {
    const d = decideTest({ ...CTR, metric: 'ROAS' }, [buyer('A', 30, 600, 1500), buyer('B', 60, 600, 6000)], 6);
    expect(d).toMatchObject({ status: 'DECIDED', winner: 1 });
    expect(d.reason).toBe('B beats A with > 99.9 % probability: ROAS 10.00× vs 2.50× over $600.00 spent each');
  });

  it('CPA before every arm has spent: no comparison yet, and none at the end', () => {
    const arms = [buyer('A', 3, 100), buyer('B', 0, 0)];
    expect(decideTest({ ...CTR, metric: 'CPA' }, arms, 5)).toEqual({
      status: 'RUNNING',
      winner: null,
      pBest: null,
      reason: 'No comparison yet: B has not spent anything yet',
    });
    expect(decideTest({ ...CTR, metric: 'CPA' }, arms, 14)).toMatchObject({
      status: 'NO_WINNER',
      reason: 'After 14 days no arm could be compared: B has not spent anything yet',
    });
  });
});

describe('decideTest input', () => {
  it('refuses fewer than two arms (the API allows 2–5)', () => {
    expect(() => decideTest(CTR, [arm('A', 1, 10)], 3)).toThrow(RangeError);
  });
});

describe('probabilityText', () => {
  it('never rounds up past what was reached', () => {
    expect(probabilityText(0.97)).toBe('97 %');
    expect(probabilityText(0.9969)).toBe('99.6 %');
    expect(probabilityText(0.997)).toBe('99.7 %');
    expect(probabilityText(0.5)).toBe('50 %');
    expect(probabilityText(0.99995)).toBe('> 99.9 %');
  });
});
