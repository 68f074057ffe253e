import { describe, expect, it } from 'vitest';
import {
  betaCdf,
  betaPosterior,
  countInterval,
  logGamma,
  normalCdf,
  normalQuantile,
  poissonCdf,
  probBetaGreater,
  probCountBelow,
  probRoiBelow,
  relativeLift,
  roi,
  roiInterval,
  tQuantile,
  wilsonInterval,
} from './statistics.ts';

describe('normal and t quantiles', () => {
  it('match the printed tables', () => {
    // Standard normal table: z(0.975) = 1.959964, z(0.999) = 3.090232, Φ(1) = 0.841345.
    expect(normalQuantile(0.975)).toBeCloseTo(1.959964, 6);
    expect(normalQuantile(0.001)).toBeCloseTo(-3.090232, 6);
    expect(normalQuantile(0.5)).toBe(0);
    expect(normalCdf(1)).toBeCloseTo(0.841345, 6);
    expect(normalCdf(-1.959964)).toBeCloseTo(0.025, 6);
  });

  it('t quantiles agree with the Student t table (two-sided 95 %: 12.706, 4.303, 2.5706, 2.365, 2.160, 2.045)', () => {
    expect(tQuantile(0.975, 1)).toBeCloseTo(12.706, 3);
    expect(tQuantile(0.975, 2)).toBeCloseTo(4.303, 3);
    expect(tQuantile(0.975, 3)).toBeCloseTo(3.182, 2);
    expect(tQuantile(0.975, 5)).toBeCloseTo(2.5706, 3);
    expect(tQuantile(0.975, 7)).toBeCloseTo(2.365, 3);
    expect(tQuantile(0.975, 13)).toBeCloseTo(2.16, 3);
    expect(tQuantile(0.975, 29)).toBeCloseTo(2.045, 3);
  });

  it('log-gamma gives factorials', () => {
    expect(Math.exp(logGamma(5))).toBeCloseTo(24, 10);
    expect(logGamma(101)).toBeCloseTo(363.73937555556347, 8); // ln(100!)
    expect(Math.exp(logGamma(0.5))).toBeCloseTo(Math.sqrt(Math.PI), 12);
  });
});

describe('Wilson score interval', () => {
  // Newcombe RG (1998), "Two-sided confidence intervals for the single proportion: comparison of seven
  // methods", Statistics in Medicine 17:857–872, Table II, method 3 (score, no continuity correction).
  it.each([
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
    [29, 29, 0.883, 1],
  ])('%i of %i → [%f, %f] (Newcombe 1998, Table II)', (k, n, lower, upper) => {
    const w = wilsonInterval(k, n);
    expect(w.lower).toBeCloseTo(lower, 4);
    expect(w.upper).toBeCloseTo(upper, 4);
    expect(w.value).toBeCloseTo(k / n, 12);
  });

  it('no trials: nothing is known', () => {
    expect(wilsonInterval(0, 0)).toEqual({ value: 0, lower: 0, upper: 1, level: 0.95 });
  });
});

describe('Beta posteriors', () => {
  it('P(B > A) worked by hand', () => {
    const uniform = { alpha: 1, beta: 1 };
    // Two uniforms: by symmetry 1/2.
    expect(probBetaGreater(uniform, uniform)).toBeCloseTo(0.5, 12);
    // A ~ Beta(2, 1) (density 2x), B uniform: P(B > A) = ∫ 2x (1 − x) dx = 1/3.
    expect(probBetaGreater({ alpha: 2, beta: 1 }, uniform)).toBeCloseTo(1 / 3, 12);
    // A ~ Beta(2, 1), B ~ Beta(1, 2) (density 2(1 − y)): P(B > A) = ∫ 2(1 − y) y² dy = 2(1/3 − 1/4) = 1/6.
    expect(probBetaGreater({ alpha: 2, beta: 1 }, { alpha: 1, beta: 2 })).toBeCloseTo(1 / 6, 12);
  });

  it('is symmetric: P(B > A) + P(A > B) = 1', () => {
    const a = betaPosterior(10, 100);
    const b = betaPosterior(20, 100);
    expect(probBetaGreater(a, b) + probBetaGreater(b, a)).toBeCloseTo(1, 12);
    // 10 % vs 20 % clicks on 100 impressions each: B is better with probability ≈ 0.975 (numerical integration).
    expect(probBetaGreater(a, b)).toBeCloseTo(0.97517, 4);
  });

  it('the normal approximation takes over for huge counts and stays accurate', () => {
    const a = betaPosterior(30_000, 1_000_000);
    const b = betaPosterior(30_400, 1_000_000);
    // Difference 0.0004 over sd √(2 · 0.03 · 0.97 / 1e6) = 0.000241: Φ(1.66) ≈ 0.951.
    expect(probBetaGreater(a, b)).toBeCloseTo(normalCdf(0.0004 / Math.sqrt((2 * 0.03 * 0.97) / 1e6)), 2);
  });

  it('Beta CDF with integer parameters: Beta(1, n) is 1 − (1 − x)^n', () => {
    expect(betaCdf(0.005, { alpha: 1, beta: 301 })).toBeCloseTo(1 - 0.995 ** 301, 12);
    expect(betaCdf(0.3, { alpha: 2, beta: 1 })).toBeCloseTo(0.09, 12); // x²
  });
});

describe('Poisson counts and their Gamma posterior', () => {
  it('Poisson CDF by hand', () => {
    expect(poissonCdf(0, 3)).toBeCloseTo(Math.exp(-3), 12);
    expect(poissonCdf(1, 2)).toBeCloseTo(3 * Math.exp(-2), 12);
  });

  it('upper bounds equal Garwood’s exact limits: 0 → 3.689, 1 → 5.572, 3 → 8.767', () => {
    // Garwood (1936); e.g. the table of exact Poisson limits in Ulm (1990), Am J Epidemiol 131:373.
    // For 0 events: 1 − e^(−x) = 0.975, x = ln 40.
    expect(countInterval(0).upper).toBeCloseTo(Math.log(40), 8);
    expect(countInterval(1).upper).toBeCloseTo(5.5716, 4);
    expect(countInterval(3).upper).toBeCloseTo(8.7673, 4);
    // The lower bound of the posterior after 0: 1 − e^(−x) = 0.025.
    expect(countInterval(0).lower).toBeCloseTo(-Math.log(0.975), 8);
  });

  it('no conversions where 3 were expected: the true rate is below expectation with probability 1 − e^(−3)', () => {
    expect(probCountBelow(0, 3)).toBeCloseTo(1 - Math.exp(-3), 12);
    expect(probCountBelow(0, 3)).toBeCloseTo(0.9502, 4);
  });
});

describe('ROI of a ratio of sums', () => {
  it('ROI is (value − spend) / spend in percent, null without spend', () => {
    expect(roi({ spend: 200, conversionValue: 500 })).toBe(150);
    expect(roi({ spend: 0, conversionValue: 10 })).toBeNull();
  });

  it('no conversions on $300 with the account earning $50 a conversion: −100 % now, at best −38.5 %', () => {
    // Upper: ln 40 conversions × $50 = $184.44 → (184.44 − 300) / 300 = −38.5 %.
    const r = roiInterval({ spend: 300, conversions: 0, conversionValue: 0 }, 50)!;
    expect(r.value).toBe(-100);
    expect(r.upper).toBeCloseTo(((Math.log(40) * 50 - 300) / 300) * 100, 6);
    expect(r.upper).toBeCloseTo(-38.52, 2);
  });

  it('uses its own value per conversion when it has conversions', () => {
    // 3 conversions worth $120 ($40 each) on $100: ROI +20 %; upper 8.7673 × 40 = 350.69 → +250.7 %.
    const r = roiInterval({ spend: 100, conversions: 3, conversionValue: 120 }, 999)!;
    expect(r.value).toBeCloseTo(20, 10);
    expect(r.upper).toBeCloseTo(250.69, 1);
    expect(r.lower).toBeLessThan(r.value);
  });

  it('is null when nothing prices a conversion', () => {
    expect(roiInterval({ spend: 100, conversions: 0, conversionValue: 0 }, null)).toBeNull();
    expect(probRoiBelow({ spend: 100, conversions: 0, conversionValue: 0 }, null, 0)).toBeNull();
  });

  it('P(ROI below break-even) after 0 conversions on $300 at $50 each is P(mean < 6) = 1 − e^(−6)', () => {
    expect(probRoiBelow({ spend: 300, conversions: 0, conversionValue: 0 }, 50, 0)).toBeCloseTo(1 - Math.exp(-6), 10);
  });
});

describe('relative lift', () => {
  it('is the ratio of rates, or of posterior means when the base rate is 0', () => {
    expect(relativeLift(8, 40, 20, 40)).toBeCloseTo(1.5, 12);
    // (20 + 1) / 42 over (0 + 1) / 42.
    expect(relativeLift(0, 40, 20, 40)).toBeCloseTo(20, 12);
    expect(relativeLift(0, 0, 5, 10)).toBe(0);
  });
});
