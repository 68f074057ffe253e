/**
 * Empirical Bayes shrinkage, the provider ranking and the content score, on hand-worked numbers
 * (docs/analytics.md §Empirical Bayes has the same example).
 */
import { describe, expect, it } from 'vitest';
import { performanceScore, scoreBaseline } from './content-score.ts';
import { type AdDelivery, providerAnalytics } from './provider-ranking.ts';
import { estimatePrior, shrinkGroup, shrinkOne } from './shrinkage.ts';

// Three ads: A 30 clicks of 1,000 impressions (3 %), B 10 of 1,000 (1 %), C 40 of 2,000 (2 %).
const A = { exposures: 1000, events: 30 };
const B = { exposures: 1000, events: 10 };
const C = { exposures: 2000, events: 40 };

describe('the prior', () => {
  it('p0 is the ratio of sums and τ² the DerSimonian–Laird spread between ads', () => {
    // p0 = 80 / 4,000 = 0.02.
    // Σ n (c − p0)² = 1000 × 0.01² + 1000 × 0.01² + 2000 × 0 = 0.2; (I − 1) p0 = 2 × 0.02 = 0.04.
    // Σ n² / N = (1e6 + 1e6 + 4e6) / 4000 = 1,500; τ² = (0.2 − 0.04) / (4000 − 1500) = 0.000064.
    const prior = estimatePrior([A, B, C]);
    expect(prior.p0).toBe(0.02);
    expect(prior.tau2).toBeCloseTo(0.000064, 12);
  });

  it('no spread beyond chance, one ad, or no data: τ² = 0', () => {
    // 2 and 3 clicks of 100: Σ n (c − p0)² = 2 × 100 × 0.005² = 0.005 < (I − 1) p0 = 0.025.
    expect(
      estimatePrior([
        { exposures: 100, events: 2 },
        { exposures: 100, events: 3 },
      ]),
    ).toEqual({ p0: 0.025, tau2: 0 });
    expect(estimatePrior([A])).toEqual({ p0: 0.03, tau2: 0 });
    expect(estimatePrior([])).toEqual({ p0: 0, tau2: 0 });
    expect(estimatePrior([{ exposures: 0, events: 0 }])).toEqual({ p0: 0, tau2: 0 });
  });
});

describe('shrinking', () => {
  const prior = { p0: 0.02, tau2: 0.000064 };

  it("one ad's own rate: w = τ² / (τ² + p0 / n)", () => {
    // A: p0 / n = 0.00002; w = 0.000064 / 0.000084 = 0.7619; 0.02 + 0.7619 × 0.01 = 0.027619.
    expect(shrinkOne(A, prior)).toBeCloseTo(0.027619, 6);
    expect(shrinkOne({ exposures: 0, events: 0 }, prior)).toBe(0.02);
  });

  it('a group of ads adds the luck of which ads it has: V = p0 / N + τ² Σn² / N²', () => {
    // {A}: V = 0.00002 + 0.000064 × 1 = 0.000084; w = 0.000064 / 0.000148 = 0.43243; → 0.024324.
    expect(shrinkGroup([A], prior)).toBeCloseTo(0.0243243, 6);
    // {B, C}: ĉ = 50 / 3000; V = 0.02 / 3000 + 0.000064 × 5e6 / 9e6 = 0.0000066667 + 0.0000355556 = 0.0000422222;
    // w = 0.000064 / 0.0001062222 = 0.60251; → 0.02 + 0.60251 × (0.0166667 − 0.02) = 0.0179916.
    expect(shrinkGroup([B, C], prior)).toBeCloseTo(0.0179916, 6);
  });

  it('with τ² = 0 everything is the overall rate', () => {
    expect(shrinkGroup([A], { p0: 0.02, tau2: 0 })).toBe(0.02);
    expect(shrinkGroup([], { p0: 0.02, tau2: 0.1 })).toBe(0.02);
  });
});

describe('best performing provider', () => {
  const ads = (n: number, impressions: number, clicks: number, provider: string | null): AdDelivery[] =>
    Array.from({ length: n }, () => ({ provider, impressions, clicks }));

  it('3 lucky ads do not beat 300 good ones, though their raw CTR is higher', () => {
    const delivery = [
      // OPENAI: 300 ads, 150 at 4 % and 150 at 2 % of 1,000 impressions → 3.00 %.
      ...ads(150, 1000, 40, 'OPENAI'),
      ...ads(150, 1000, 20, 'OPENAI'),
      // GEMINI: 3 ads of 10 impressions, one click in all → 3.33 %.
      { provider: 'GEMINI', impressions: 10, clicks: 1 },
      ...ads(2, 10, 0, 'GEMINI'),
      // Written by hand: 300 ads at 1 %.
      ...ads(300, 1000, 10, null),
    ];
    // p0 = 12,001 / 600,030 = 0.0200007; Σ n (c − p0)² = 90.072; (I − 1) p0 = 602 × 0.0200007 = 12.0404;
    // N − Σn²/N = 600,030 − 600,000,300 / 600,030 = 599,030.05; τ² = 78.0316 / 599,030.05 = 0.000130263.
    // GEMINI: V = 0.0200007 / 30 + τ² × 300 / 900 = 0.00066669 + 0.00004342 = 0.00071011;
    //   w = 0.000130263 / 0.00084037 = 0.15501; adjusted = 2.00007 % + 0.15501 × 1.33327 % = 2.2067 % → 2.21.
    // OPENAI: V = 0.0200007 / 300,000 + τ² / 300 = 0.0000005009; w = 0.99617; adjusted = 2.99617 % → 3.00.
    const result = providerAnalytics({ calls: [], contents: [], ads: delivery, estimatedSavings: 0 });
    expect(result.providerMetrics.GEMINI).toMatchObject({ adCount: 3, impressions: 30, clicks: 1, ctr: 3.33, adjustedCtr: 2.21 });
    expect(result.providerMetrics.OPENAI).toMatchObject({ adCount: 300, impressions: 300000, clicks: 9000, ctr: 3, adjustedCtr: 3 });
    expect(result.bestPerformingProvider).toBe('OPENAI');
  });

  it('the worked example: OPENAI (ad A) 2.43 % beats GEMINI (ads B, C) 1.80 %', () => {
    const result = providerAnalytics({
      calls: [],
      contents: [],
      ads: [
        { provider: 'OPENAI', impressions: 1000, clicks: 30 },
        { provider: 'GEMINI', impressions: 1000, clicks: 10 },
        { provider: 'GEMINI', impressions: 2000, clicks: 40 },
      ],
      estimatedSavings: 0,
    });
    expect(result.providerMetrics.OPENAI?.adjustedCtr).toBe(2.43);
    expect(result.providerMetrics.GEMINI?.adjustedCtr).toBe(1.8);
    expect(result.bestPerformingProvider).toBe('OPENAI');
  });

  it('call metrics, most used provider, totals; nulls without data', () => {
    const result = providerAnalytics({
      calls: [
        { provider: 'OPENAI', calls: 4, successes: 3, selected: 2, totalLatencyMs: 5000, cost: 0.0123 },
        { provider: 'BUILTIN', calls: 4, successes: 4, selected: 1, totalLatencyMs: 200, cost: 0 },
        { provider: 'FAL_AI', calls: 1, successes: 0, selected: 0, totalLatencyMs: 30000, cost: 0 },
      ],
      contents: [
        { provider: 'OPENAI', contents: 9, selected: 2 },
        { provider: 'BUILTIN', contents: 12, selected: 1 },
      ],
      ads: [],
      estimatedSavings: 12.3,
    });
    expect(result.providerMetrics.OPENAI).toEqual({
      selectionRate: 66.67, // 2 of 3 successful calls
      contentCount: 9,
      successRate: 75, // 3 of 4
      averageResponseTime: 1250, // 5,000 ms / 4
      totalCost: 0.01,
      calls: 4,
      adCount: 0,
      impressions: 0,
      clicks: 0,
      ctr: null,
      adjustedCtr: null,
    });
    expect(result.providerMetrics.FAL_AI).toMatchObject({ selectionRate: null, successRate: 0, contentCount: 0 });
    // 4 calls each: BUILTIN has more contents (12 > 9).
    expect(result.mostUsedProvider).toBe('BUILTIN');
    expect(result.bestPerformingProvider).toBeNull();
    expect(result.totalAICost).toBe(0.01);
    expect(result.estimatedSavings).toBe(12.3);
    expect(Object.keys(result.providerMetrics)).toEqual(['BUILTIN', 'FAL_AI', 'OPENAI']);
  });

  it('an empty account has no providers', () => {
    expect(providerAnalytics({ calls: [], contents: [], ads: [], estimatedSavings: 0 })).toEqual({
      mostUsedProvider: null,
      bestPerformingProvider: null,
      totalAICost: 0,
      estimatedSavings: 0,
      providerMetrics: {},
    });
  });
});

describe('content performance score', () => {
  const delivery = [
    { impressions: 1000, clicks: 30, conversions: 12 }, // A
    { impressions: 1000, clicks: 10, conversions: 0 }, // B
    { impressions: 2000, clicks: 40, conversions: 4 }, // C
  ];

  it('from CTR alone when the user has no conversions: 5,000 at the baseline', () => {
    const baseline = scoreBaseline(delivery.map((d) => ({ ...d, conversions: 0 })));
    // A: r = 0.027619 / 0.02 = 1.380952; 10,000 × r / (1 + r) = 5,800.
    expect(performanceScore({ ...delivery[0]!, conversions: 0 }, baseline)).toBe(5800);
    // B: shrunk 0.02 − 0.7619 × 0.01 = 0.012381; r = 0.619048; → 3,823.5 → 3,824.
    expect(performanceScore({ ...delivery[1]!, conversions: 0 }, baseline)).toBe(3824);
    // C: exactly the baseline.
    expect(performanceScore({ ...delivery[2]!, conversions: 0 }, baseline)).toBe(5000);
  });

  it('with conversions per click, shrunk the same way, combined by the geometric mean', () => {
    // Conversions per click: q0 = 16 / 80 = 0.2; Σ n (c − q0)² = 30 × 0.2² + 10 × 0.2² + 40 × 0.1² = 2.0;
    // (I − 1) q0 = 0.4; N − Σn²/N = 80 − 2600 / 80 = 47.5; τ² = 1.6 / 47.5 = 0.0336842.
    const baseline = scoreBaseline(delivery);
    expect(baseline.conversion.tau2).toBeCloseTo(0.0336842, 6);
    // A: w = τ² / (τ² + 0.2 / 30) = 0.834783; shrunk 0.366957; r_conv = 1.834783;
    //    r = √(1.380952 × 1.834783) = 1.591775; score = 10,000 × r / (1 + r) = 6,141.6 → 6,142.
    expect(performanceScore(delivery[0]!, baseline)).toBe(6142);
    // B: w = τ² / (τ² + 0.02) = 0.627451; r_conv = 0.372549; r = √(0.619048 × 0.372549) = 0.480234 → 3,244.
    expect(performanceScore(delivery[1]!, baseline)).toBe(3244);
    // C: w = τ² / (τ² + 0.005) = 0.870748; r_conv = 0.564626; r = 0.751416 → 4,290.
    expect(performanceScore(delivery[2]!, baseline)).toBe(4290);
  });

  it('is 5,000 for everyone when nobody has clicks (no baseline to beat)', () => {
    const flat = [
      { impressions: 100, clicks: 0, conversions: 0 },
      { impressions: 50, clicks: 0, conversions: 0 },
    ];
    expect(performanceScore(flat[0]!, scoreBaseline(flat))).toBe(5000);
  });
});
