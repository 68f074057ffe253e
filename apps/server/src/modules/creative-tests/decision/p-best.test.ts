/**
 * pBest and expectedLoss (decision 188) against values worked out by hand or by an independent method: SciPy's Beta,
 * Gamma and (for ROAS, λ / (1/μ) a ratio of Gammas) scaled beta-prime densities integrated numerically
 * (P(arm i best) = ∫ f_i Π_{j≠i} F_j, E[max] = ∫ (1 − Π F_j)), quoted here.
 */
import { describe, expect, it } from 'vitest';
import type { ArmTotals } from './arm-posteriors.ts';
import { armStatistics, bestArmChances, MONTE_CARLO_DRAWS, monteCarlo } from './p-best.ts';

const ctr = (clicks: number, impressions: number): ArmTotals => ({ impressions, clicks, conversions: 0, spend: 0, conversionValue: 0 });
const cpa = (conversions: number, spend: number, conversionValue = 0): ArmTotals => ({
  impressions: 1000,
  clicks: 10,
  conversions,
  spend,
  conversionValue,
});
const pBestOf = (r: ReturnType<typeof bestArmChances>) => {
  if (!('pBest' in r)) throw new Error(`unmeasurable: ${JSON.stringify(r)}`);
  return r.pBest;
};
const statsOf = (r: ReturnType<typeof armStatistics>) => {
  if (!('pBest' in r)) throw new Error(`unmeasurable: ${JSON.stringify(r)}`);
  return r;
};
/** The bound on the Monte Carlo error, 0.005; at 20,000 draws the standard error is at most 0.0035 (p = 0.5). */
const MC_ERROR = 0.005;

describe('pBest of two arms on CTR, exact', () => {
  it('Beta(1, 2) against Beta(2, 1) (0 of 1 against 1 of 1): ∫ 2(1 − x)(1 − x²) dx = 5/6', () => {
    expect(pBestOf(bestArmChances('CTR', [ctr(0, 1), ctr(1, 1)]))[1]).toBeCloseTo(5 / 6, 12);
  });

  it('two uniform posteriors (no impressions yet): 1/2 each, summing to 1', () => {
    const p = pBestOf(bestArmChances('CTR', [ctr(0, 0), ctr(0, 0)]));
    expect(p[0]).toBeCloseTo(0.5, 12);
    expect((p[0] as number) + (p[1] as number)).toBe(1);
  });

  it('16 of 1,000 against 29 of 1,000: 0.97433 (numerical integration)', () => {
    const r = bestArmChances('CTR', [ctr(16, 1000), ctr(29, 1000)]);
    expect(r).toMatchObject({ exact: true });
    expect(pBestOf(r)[1]).toBeCloseTo(0.974329, 5);
  });

  it('40 of 2,000 against 58 of 2,000 (docs/analytics.md): 0.96677', () => {
    expect(pBestOf(bestArmChances('CTR', [ctr(40, 2000), ctr(58, 2000)]))[1]).toBeCloseTo(0.966773, 5);
  });

  it('counts a client cannot mean (negative, more clicks than impressions, fractions) are cleaned, never NaN', () => {
    const p = pBestOf(bestArmChances('CTR', [ctr(-5, 100.4), ctr(500, 100)]));
    // A: 0 of 100, B: 100 of 100.
    expect(p[1]).toBeCloseTo(1, 12);
    expect(p.every(Number.isFinite)).toBe(true);
  });
});

describe('pBest of two arms on CPA (conversions per dollar, Gamma(conversions + 1, spend)), exact', () => {
  it('no conversions at $100 against none at $300: the cheaper test of nothing is likelier best, 100 / 400 = 0.25 for the $300 arm', () => {
    // λ_A ~ Exp(100), λ_B ~ Exp(300): P(λ_B > λ_A) = 100 / (100 + 300).
    expect(pBestOf(bestArmChances('CPA', [cpa(0, 100), cpa(0, 300)]))[1]).toBeCloseTo(0.25, 12);
  });

  it('25 conversions for $500 (CPA $20) against 50 for $500 (CPA $10): I_0.5(26, 51) = 0.998082', () => {
    expect(pBestOf(bestArmChances('CPA', [cpa(25, 500), cpa(50, 500)]))[1]).toBeCloseTo(0.998082, 5);
  });

  it('an arm that has not spent cannot be compared yet', () => {
    expect(bestArmChances('CPA', [cpa(3, 100), cpa(0, 0)])).toEqual({ unmeasurable: { reason: 'NO_SPEND', arm: 1 } });
  });
});

describe('Monte Carlo (three or more arms, ROAS, every expected loss)', () => {
  it('agrees with the exact two-arm pBest within 0.005 on CTR and CPA', () => {
    for (const arms of [
      [ctr(16, 1000), ctr(29, 1000)],
      [ctr(40, 2000), ctr(58, 2000)],
      [ctr(300, 20_000), ctr(300, 20_000)],
      [ctr(150, 10_000), ctr(170, 10_500)],
    ]) {
      const exact = pBestOf(bestArmChances('CTR', arms))[1] as number;
      const mc = monteCarlo('CTR', arms);
      expect('pBest' in mc && Math.abs((mc.pBest[1] as number) - exact)).toBeLessThan(MC_ERROR);
    }
    const arms = [cpa(25, 500), cpa(40, 600)];
    const mc = monteCarlo('CPA', arms);
    expect('pBest' in mc && Math.abs((mc.pBest[1] as number) - (pBestOf(bestArmChances('CPA', arms))[1] as number))).toBeLessThan(MC_ERROR);
  });

  it('three arms on CTR (20, 25 and 32 of 1,500): 0.0314, 0.1681, 0.8005 within 0.005, summing to 1', () => {
    const r = bestArmChances('CTR', [ctr(20, 1500), ctr(25, 1500), ctr(32, 1500)]);
    expect(r).toMatchObject({ exact: false });
    const p = pBestOf(r);
    for (const [i, want] of [0.031365, 0.168103, 0.800532].entries()) expect(Math.abs((p[i] as number) - want)).toBeLessThan(MC_ERROR);
    expect(p.reduce((s, x) => s + x, 0)).toBeCloseTo(1, 12);
  });

  it('three arms on CPA ($400 for 10, $420 for 14, $380 for 9): 0.1995, 0.6347, 0.1658 within 0.005', () => {
    const p = pBestOf(bestArmChances('CPA', [cpa(10, 400), cpa(14, 420), cpa(9, 380)]));
    for (const [i, want] of [0.199479, 0.634747, 0.165774].entries()) expect(Math.abs((p[i] as number) - want)).toBeLessThan(MC_ERROR);
  });

  it('its error stays within 0.005 over 40 seeds (the spread of the draws, not one lucky seed)', () => {
    const arms = [ctr(40, 2000), ctr(58, 2000)];
    const worst = Math.max(
      ...Array.from({ length: 40 }, (_, seed) => {
        const mc = monteCarlo('CTR', arms, MONTE_CARLO_DRAWS, seed + 1);
        return 'pBest' in mc ? Math.abs((mc.pBest[1] as number) - 0.966773) : 1;
      }),
    );
    expect(worst).toBeLessThan(MC_ERROR);
  });

  it('gives the same answer for the same numbers (seeded by them)', () => {
    const arms = [ctr(20, 1500), ctr(25, 1500), ctr(32, 1500)];
    expect(monteCarlo('CTR', arms)).toEqual(monteCarlo('CTR', arms));
  });
});

describe('expectedLoss', () => {
  it('is 0 for a certain winner, and the CTR gap for the loser (0.1 % against 5 % over 100,000 impressions)', () => {
    const s = statsOf(armStatistics('CTR', [ctr(100, 100_000), ctr(5000, 100_000)]));
    expect(s.expectedLoss[1]).toBe(0);
    // E[θ_B − θ_A] = 5001/100002 − 101/100002.
    expect(s.expectedLoss[0]).toBeCloseTo(4900 / 100_002, 4);
  });

  it('two uniform posteriors: E[max(U1, U2)] − E[U] = 2/3 − 1/2 = 1/6 each', () => {
    const s = statsOf(armStatistics('CTR', [ctr(0, 0), ctr(0, 0)]));
    for (const l of s.expectedLoss) expect(Math.abs(l - 1 / 6)).toBeLessThan(0.005);
  });

  it('three arms on CTR: 0.00853, 0.00520, 0.00054 (numerical integration), in CTR as a fraction', () => {
    const s = statsOf(armStatistics('CTR', [ctr(20, 1500), ctr(25, 1500), ctr(32, 1500)]));
    for (const [i, want] of [0.0085294, 0.0052006, 0.0005401].entries())
      expect(Math.abs((s.expectedLoss[i] as number) - want)).toBeLessThan(0.0002);
  });

  it('on CPA is in conversions per dollar: $500 for 25 against $500 for 50 costs 0.0500 per dollar to keep the first', () => {
    const s = statsOf(armStatistics('CPA', [cpa(25, 500), cpa(50, 500)]));
    expect(s.exact).toBe(true);
    expect(s.pBest[1]).toBeCloseTo(0.998082, 5);
    expect(Math.abs((s.expectedLoss[0] as number) - 0.0500099)).toBeLessThan(0.0005);
  });
});

describe('ROAS (value per dollar: conversions per dollar × value per conversion, decision 188)', () => {
  it('two arms with the same numbers: about 1/2 each', () => {
    const p = pBestOf(bestArmChances('ROAS', [cpa(30, 600, 1500), cpa(30, 600, 1500)]));
    expect(Math.abs((p[0] as number) - 0.5)).toBeLessThan(MC_ERROR);
  });

  it('the same conversions and spend but twice the value per conversion is best almost surely', () => {
    const p = pBestOf(bestArmChances('ROAS', [cpa(60, 600, 3000), cpa(60, 600, 6000)]));
    expect(p[1]).toBeGreaterThan(0.99);
  });

  it('agrees with the exact ratio of Gammas (a scaled beta prime, SciPy) within 0.005: 30 conversions worth $1,500 against 40 worth $2,400 on $600 each: 0.9103', () => {
    const p = pBestOf(bestArmChances('ROAS', [cpa(30, 600, 1500), cpa(40, 600, 2400)]));
    expect(Math.abs((p[1] as number) - 0.910315)).toBeLessThan(MC_ERROR);
  });

  it('one large order is not a win: 1 conversion worth $3,000 (ROAS 5.0) against 40 worth $2,400 (4.0) on $600 each leaves the second at 0.596', () => {
    // One conversion says little about the next one's value (the pooled prior, worth 2 conversions, pulls it to $132).
    const p = pBestOf(bestArmChances('ROAS', [cpa(1, 600, 3000), cpa(40, 600, 2400)]));
    expect(Math.abs((p[1] as number) - 0.596042)).toBeLessThan(MC_ERROR);
  });

  it('cannot be compared before a conversion has a value, nor before every arm has spent', () => {
    expect(bestArmChances('ROAS', [cpa(3, 100, 0), cpa(2, 100, 0)])).toEqual({ unmeasurable: { reason: 'NO_VALUE' } });
    expect(bestArmChances('ROAS', [cpa(3, 100, 90), cpa(0, 0, 0)])).toEqual({ unmeasurable: { reason: 'NO_SPEND', arm: 1 } });
  });
});
