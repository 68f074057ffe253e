/**
 * Empirical Bayes shrinkage of rates (CTR = clicks per impression, conversions per click) toward the
 * user's own overall rate, so that few impressions or few ads cannot outrank many by luck
 * (docs/analytics.md §Empirical Bayes, with a worked example).
 *
 * Model: ad i has a true rate θ_i drawn around the user's rate p0 with between-ad variance τ²; its
 * observed rate c_i = k_i / n_i (k events out of n exposures) has Poisson noise variance p0 / n_i.
 *
 *   p0 = Σk / Σn
 *   τ² = max(0, (Σ n_i (c_i − p0)² − (I − 1) p0) / (N − Σ n_i² / N))      (DerSimonian–Laird, weights n_i)
 *
 * A group of ads G (a provider's) pooled: ĉ = K_G / N_G, whose variance around the group's true rate
 * is V = p0 / N_G + τ² Σ_G n_i² / N_G² (sampling noise plus the luck of which ads it has: one ad
 * gives τ², 3 equal ads τ²/3, 300 equal ads τ²/300). With the groups' true rates spread like the ads'
 * (τ²), the posterior mean is
 *
 *   shrunk = p0 + w (ĉ − p0),   w = τ² / (τ² + V)
 *
 * A single ad's own rate (its content's score) uses V = p0 / n_i. With τ² = 0 (the ads differ no more
 * than chance) every group is shrunk all the way to p0.
 */

export interface RateObservation {
  /** Exposures: impressions for CTR, clicks for conversions per click. */
  exposures: number;
  /** Events: clicks for CTR, conversions for conversions per click. */
  events: number;
}

export interface RatePrior {
  /** The user's overall rate, Σ events / Σ exposures (0 without exposures). */
  p0: number;
  /** Variance of the true rates between ads. */
  tau2: number;
}

/** The prior estimated from every ad with exposures in the period. */
export function estimatePrior(items: readonly RateObservation[]): RatePrior {
  const seen = items.filter((i) => i.exposures > 0);
  const n = seen.reduce((s, i) => s + i.exposures, 0);
  if (n === 0) return { p0: 0, tau2: 0 };
  const p0 = seen.reduce((s, i) => s + i.events, 0) / n;
  const spread = seen.reduce((s, i) => s + i.exposures * (i.events / i.exposures - p0) ** 2, 0);
  const denominator = n - seen.reduce((s, i) => s + i.exposures ** 2, 0) / n;
  if (seen.length < 2 || denominator <= 0) return { p0, tau2: 0 };
  return { p0, tau2: Math.max(0, (spread - (seen.length - 1) * p0) / denominator) };
}

/** The shrunk rate of one ad (V = p0 / n); p0 when it has no exposures. */
export function shrinkOne(item: RateObservation, prior: RatePrior): number {
  return shrinkGroup([item], prior, false);
}

/**
 * The shrunk rate of a group of ads pooled (see above). `adLuck` adds the between-ad term τ² Σn²/N²
 * to the variance: on for a provider (its ads are a sample of what it writes), off for one ad's own rate.
 */
export function shrinkGroup(items: readonly RateObservation[], prior: RatePrior, adLuck = true): number {
  return shrinkGroupPosterior(items, prior, adLuck).rate;
}

/** A group's shrunk rate (as shrinkGroup) with its posterior variance w·V (the score before saving's intervals, decision 185). */
export function shrinkGroupPosterior(
  items: readonly RateObservation[],
  prior: RatePrior,
  adLuck = true,
): { rate: number; variance: number; weight: number } {
  const n = items.reduce((s, i) => s + i.exposures, 0);
  if (n === 0) return { rate: prior.p0, variance: prior.tau2, weight: 0 };
  const observed = items.reduce((s, i) => s + i.events, 0) / n;
  const sumSquares = items.reduce((s, i) => s + i.exposures ** 2, 0);
  const variance = prior.p0 / n + (adLuck ? (prior.tau2 * sumSquares) / n ** 2 : 0);
  const weight = prior.tau2 + variance === 0 ? 0 : prior.tau2 / (prior.tau2 + variance);
  return { rate: prior.p0 + weight * (observed - prior.p0), variance: weight * variance, weight };
}
