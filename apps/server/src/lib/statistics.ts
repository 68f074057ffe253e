/**
 * Statistics of rates from small counts, shared by the optimization engine (docs/optimization.md §Statistics)
 * and the creative tests' decision (decision 188): intervals and posteriors, deterministic and closed-form
 * (no sampling), so that the same data always gives the same recommendation.
 *
 * - Proportions (CTR = clicks / impressions, selection rate = selected / generated): Wilson score
 *   interval, and the Beta posterior Beta(k + 1, n − k + 1) under a uniform prior, with P(p_B > p_A)
 *   in closed form (Evan Miller, "Formulas for Bayesian A/B Testing").
 * - Counts over an exposure (conversions per dollar): the Gamma posterior Gamma(k + 1) of a Poisson
 *   rate under a flat prior, whose CDF is a Poisson tail; its upper bound equals Garwood's exact one.
 * - ROI over few conversions: the conversion count's interval times the value per conversion.
 */

const LN_SQRT_2PI = 0.5 * Math.log(2 * Math.PI);
/** Lanczos approximation, g = 7, n = 9 (Numerical Recipes 3rd ed. §6.1 coefficients; ~1e-15 relative). */
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905,
  -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

/** ln Γ(x) for x > 0. */
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const y = x - 1;
  let a = LANCZOS[0];
  for (let i = 1; i < LANCZOS.length; i++) a += LANCZOS[i] / (y + i);
  const t = y + 7.5;
  return LN_SQRT_2PI + (y + 0.5) * Math.log(t) - t + Math.log(a);
}

/** ln B(a, b). */
export function logBeta(a: number, b: number): number {
  return logGamma(a) + logGamma(b) - logGamma(a + b);
}

/** ln C(n, k). */
function logChoose(n: number, k: number): number {
  return logGamma(n + 1) - logGamma(k + 1) - logGamma(n - k + 1);
}

/** Standard normal CDF through erfc (Numerical Recipes' Chebyshev fit, relative error < 1.2e-7). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.5 * z);
  const erfc =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? 1 - erfc / 2 : erfc / 2;
}

/** Standard normal quantile (P. J. Acklam's rational approximation, relative error < 1.15e-9). */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) {
    if (p === 0) return Number.NEGATIVE_INFINITY;
    if (p === 1) return Number.POSITIVE_INFINITY;
    throw new RangeError(`normalQuantile: p must be in [0, 1], got ${p}`);
  }
  const a = [-39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [-0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const low = 0.02425;
  if (p < low || p > 1 - low) {
    const q = Math.sqrt(-2 * Math.log(p < low ? p : 1 - p));
    const x = (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
    return p < low ? x : -x;
  }
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q) /
    (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1)
  );
}

/**
 * Student's t quantile: exact for 1 and 2 degrees of freedom, else the Cornish–Fisher expansion
 * (Abramowitz & Stegun 26.7.5, four terms; within 0.004 of the table at 3 df, 1e-4 from 5 df).
 */
export function tQuantile(p: number, df: number): number {
  if (df === 1) return Math.tan(Math.PI * (p - 0.5));
  if (df === 2) return (2 * p - 1) / Math.sqrt(2 * p * (1 - p));
  const z = normalQuantile(p);
  const g1 = (z ** 3 + z) / 4;
  const g2 = (5 * z ** 5 + 16 * z ** 3 + 3 * z) / 96;
  const g3 = (3 * z ** 7 + 19 * z ** 5 + 17 * z ** 3 - 15 * z) / 384;
  const g4 = (79 * z ** 9 + 776 * z ** 7 + 1482 * z ** 5 - 1920 * z ** 3 - 945 * z) / 92160;
  return z + g1 / df + g2 / df ** 2 + g3 / df ** 3 + g4 / df ** 4;
}

export interface Interval {
  /** The point estimate. */
  value: number;
  lower: number;
  upper: number;
  /** Two-sided level, e.g. 0.95. */
  level: number;
}

/** The two-sided 95 % normal quantile (1.95996…), for intervals built by hand. */
export const Z95 = normalQuantile(0.975);

/**
 * Wilson score interval of k successes in n trials (Wilson 1927; Newcombe 1998, method 3).
 * n = 0 gives [0, 1] around 0.
 */
export function wilsonInterval(k: number, n: number, level = 0.95): Interval {
  if (n <= 0) return { value: 0, lower: 0, upper: 1, level };
  const z = normalQuantile(1 - (1 - level) / 2);
  const p = k / n;
  const z2n = (z * z) / n;
  const center = (p + z2n / 2) / (1 + z2n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2n / (4 * n))) / (1 + z2n);
  return { value: p, lower: Math.max(0, center - half), upper: Math.min(1, center + half), level };
}

export interface BetaParams {
  alpha: number;
  beta: number;
}

/** The posterior of a proportion after k successes in n trials, uniform Beta(1, 1) prior. */
export function betaPosterior(k: number, n: number): BetaParams {
  return { alpha: k + 1, beta: n - k + 1 };
}

/** P(Bin(n, p) ≥ k), summing the shorter side in log space. */
export function binomialTailAtLeast(n: number, k: number, p: number): number {
  if (k <= 0) return 1;
  if (k > n) return 0;
  if (p <= 0) return 0;
  if (p >= 1) return 1;
  const lp = Math.log(p);
  const lq = Math.log1p(-p);
  const term = (i: number) => Math.exp(logChoose(n, i) + i * lp + (n - i) * lq);
  let sum = 0;
  if (k <= n - k + 1) {
    for (let i = 0; i < k; i++) sum += term(i);
    return Math.min(1, Math.max(0, 1 - sum));
  }
  for (let i = k; i <= n; i++) sum += term(i);
  return Math.min(1, sum);
}

/**
 * CDF of Beta(α, β) with integer parameters: I_x(α, β) = P(Bin(α + β − 1, x) ≥ α)
 * (Abramowitz & Stegun 26.5.24).
 */
export function betaCdf(x: number, { alpha, beta }: BetaParams): number {
  if (!Number.isInteger(alpha) || !Number.isInteger(beta)) throw new RangeError('betaCdf: integer parameters only');
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  return binomialTailAtLeast(alpha + beta - 1, alpha, x);
}

/** Above this many terms P(B > A) uses the normal approximation of both Betas (error far below 1e-3 there). */
const EXACT_TERMS_MAX = 20_000;

/**
 * P(X_B > X_A) for X_A ~ Beta(a), X_B ~ Beta(b), integer parameters: Evan Miller's closed form
 *   Σ_{i=0}^{α_B−1} B(α_A + i, β_A + β_B) / ((β_B + i) B(1 + i, β_B) B(α_A, β_A)),
 * summed over the smaller α (using P(B > A) = 1 − P(A > B)).
 */
export function probBetaGreater(a: BetaParams, b: BetaParams): number {
  if (b.alpha > a.alpha) return 1 - probBetaGreater(b, a);
  if (b.alpha > EXACT_TERMS_MAX) {
    const mean = (p: BetaParams) => p.alpha / (p.alpha + p.beta);
    const variance = (p: BetaParams) => (p.alpha * p.beta) / ((p.alpha + p.beta) ** 2 * (p.alpha + p.beta + 1));
    return normalCdf((mean(b) - mean(a)) / Math.sqrt(variance(a) + variance(b)));
  }
  const base = logBeta(a.alpha, a.beta);
  let sum = 0;
  for (let i = 0; i < b.alpha; i++) {
    sum += Math.exp(logBeta(a.alpha + i, a.beta + b.beta) - Math.log(b.beta + i) - logBeta(1 + i, b.beta) - base);
  }
  return Math.min(1, Math.max(0, sum));
}

/** P(Poisson(mean) ≤ k). */
export function poissonCdf(k: number, mean: number): number {
  if (k < 0) return 0;
  if (mean <= 0) return 1;
  const lm = Math.log(mean);
  let sum = 0;
  for (let i = 0; i <= k; i++) sum += Math.exp(-mean + i * lm - logGamma(i + 1));
  return Math.min(1, sum);
}

/**
 * The posterior of a Poisson count's mean after observing k (flat prior): Gamma(k + 1, 1).
 * P(mean ≤ x) = P(Poisson(x) ≥ k + 1).
 */
export function gammaPosteriorCdf(k: number, x: number): number {
  if (x <= 0) return 0;
  return 1 - poissonCdf(k, x);
}

/** The q-quantile of Gamma(k + 1, 1), by bisection on its CDF (monotone, so exact to 1e-10). */
export function gammaPosteriorQuantile(k: number, q: number): number {
  let lo = 0;
  let hi = k + 10 + 20 * Math.sqrt(k + 1);
  while (gammaPosteriorCdf(k, hi) < q) hi *= 2;
  for (let i = 0; i < 200 && hi - lo > 1e-10 * Math.max(1, hi); i++) {
    const mid = (lo + hi) / 2;
    if (gammaPosteriorCdf(k, mid) < q) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** Credible interval of a Poisson count's mean after observing k; its upper bound is Garwood's exact upper limit. */
export function countInterval(k: number, level = 0.95): Interval {
  const tail = (1 - level) / 2;
  return { value: k, lower: gammaPosteriorQuantile(k, tail), upper: gammaPosteriorQuantile(k, 1 - tail), level };
}

export interface MoneyTotals {
  spend: number;
  conversions: number;
  conversionValue: number;
}

/** ROI in percent, (value − spend) / spend × 100; null without spend (as analytics shows it). */
export function roi(t: Pick<MoneyTotals, 'spend' | 'conversionValue'>): number | null {
  return t.spend > 0 ? ((t.conversionValue - t.spend) / t.spend) * 100 : null;
}

/**
 * Value per conversion: the campaign's own when it has conversions, the fallback (the account's) when it
 * has none; null when its conversions carry no value (leads: their ROI means nothing).
 */
function valuePerConversion(t: MoneyTotals, fallback: number | null): number | null {
  if (t.conversions > 0) return t.conversionValue > 0 ? t.conversionValue / t.conversions : null;
  return fallback !== null && fallback > 0 ? fallback : null;
}

/**
 * ROI interval (percent) of a ratio of sums: the conversion count's credible interval times the value
 * per conversion, over the spend. The value per conversion is taken as known (the count dominates the
 * uncertainty while conversions are few); with no conversions it is the account's, so that "no
 * conversions on $300" has an upper bound rather than a certain −100 %. Null when ROI means nothing
 * here (no spend, or no conversion value anywhere to price a conversion).
 */
export function roiInterval(t: MoneyTotals, fallbackValuePerConversion: number | null, level = 0.95): Interval | null {
  const value = roi(t);
  const perConversion = valuePerConversion(t, fallbackValuePerConversion);
  if (value === null || perConversion === null) return null;
  const counts = countInterval(t.conversions, level);
  const toRoi = (conversions: number) => ((conversions * perConversion - t.spend) / t.spend) * 100;
  return { value, lower: toRoi(counts.lower), upper: toRoi(counts.upper), level };
}

/** P(true ROI < threshold percent) under the same model as roiInterval; null when ROI means nothing. */
export function probRoiBelow(t: MoneyTotals, fallbackValuePerConversion: number | null, thresholdPercent: number): number | null {
  const perConversion = valuePerConversion(t, fallbackValuePerConversion);
  if (t.spend <= 0 || perConversion === null) return null;
  const conversionsAtThreshold = ((1 + thresholdPercent / 100) * t.spend) / perConversion;
  return gammaPosteriorCdf(t.conversions, conversionsAtThreshold);
}

/** P(the Poisson mean behind k observed events is at least `expected`): how surely a campaign converts less than expected. */
export function probCountBelow(k: number, expected: number): number {
  return gammaPosteriorCdf(k, expected);
}

/**
 * How much higher rate B (kB of nB) is than rate A, relative (0.5 = 50 % higher). With no event on A the
 * raw ratio is infinite, so both sides use their posterior means (k + 1) / (n + 2) instead.
 */
export function relativeLift(kA: number, nA: number, kB: number, nB: number): number {
  if (nA <= 0 || nB <= 0) return 0;
  if (kA > 0) return kB / nB / (kA / nA) - 1;
  return (kB + 1) / (nB + 2) / ((kA + 1) / (nA + 2)) - 1;
}
