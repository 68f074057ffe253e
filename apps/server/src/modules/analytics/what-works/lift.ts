/**
 * The statistics of 'What works for you' (docs/analytics.md § What works, decision 184): how uncertain a group of
 * ads' pooled rate is when ads differ by more than chance, a Wilson interval on the group's effective sample, and
 * the 95 % interval of its lift against the rest of the account on the log scale (delta method).
 *
 * A rate R = ΣY / ΣX pooled over a group's ads (Y events or value, X exposures or spend). Its variance on the
 * log scale, two models:
 *
 * - counts (clicks per impression, conversions per dollar), the DerSimonian–Laird spread of shrinkage.ts read
 *   relative to the account's rate (κ = τ² / p0², the squared coefficient of variation of the ads' true rates):
 *     var(log R) = 1 / ΣY + κ · Σx² / X²
 *   At the account's rate this is exactly shrinkage.ts's V = p0/N + τ²Σn²/N² divided by p0².
 * - value per dollar (ROAS; conversion value is not a count): the ad-level (cluster) variance of a ratio estimator,
 *   never below the Poisson noise of the conversions behind it:
 *     var(log R) = max( I/(I−1) · Σ (y_i − R x_i)² / (X² R²), 1 / C )
 *
 * A group without events would have log R = −∞: half an event stands in (Haldane), for the interval only.
 */
import { wilsonInterval, Z95 } from '../../../lib/statistics.ts';
import type { RatePrior } from '../shrinkage.ts';

/** One ad's part of a pooled rate. */
export interface RatePart {
  /** Exposures: impressions, or USD spent. */
  x: number;
  /** Events (clicks, conversions) or value (conversion value, USD). */
  y: number;
}

/** The squared coefficient of variation of the ads' true rates (0 without a rate). */
export function relativeSpread(prior: RatePrior): number {
  return prior.p0 > 0 ? prior.tau2 / prior.p0 ** 2 : 0;
}

const sum = (parts: readonly RatePart[], f: (p: RatePart) => number) => parts.reduce((s, p) => s + f(p), 0);

/** Σx² / X²: 1 for one ad, 1/3 for three equal ones (how much the group rests on which ads it has). */
export function concentration(parts: readonly RatePart[]): number {
  const x = sum(parts, (p) => p.x);
  return x === 0 ? 0 : sum(parts, (p) => p.x ** 2) / x ** 2;
}

/** A group's log rate and its variance; null without exposures. */
export interface LogRate {
  log: number;
  variance: number;
}

/** Counts (see above): events below one count as half an event. */
export function countLogRate(parts: readonly RatePart[], kappa: number): LogRate | null {
  const x = sum(parts, (p) => p.x);
  if (x === 0) return null;
  const events = Math.max(
    sum(parts, (p) => p.y),
    0.5,
  );
  return { log: Math.log(events / x), variance: 1 / events + kappa * concentration(parts) };
}

/**
 * Value per dollar (see above). `conversions` is the group's; `valuePerConversion` the account's (it stands in for
 * half a conversion's value when the group has no value).
 */
export function valueLogRate(parts: readonly RatePart[], conversions: number, valuePerConversion: number): LogRate | null {
  const x = sum(parts, (p) => p.x);
  if (x === 0 || valuePerConversion <= 0) return null;
  const value = sum(parts, (p) => p.y);
  const rate = (value > 0 ? value : 0.5 * valuePerConversion) / x;
  const n = parts.length;
  const cluster = n < 2 ? 0 : (n / (n - 1)) * (sum(parts, (p) => (p.y - rate * p.x) ** 2) / (x * rate) ** 2);
  return { log: Math.log(rate), variance: Math.max(cluster, 1 / Math.max(conversions, 0.5)) };
}

export interface Lift {
  /** Percent. */
  low: number;
  high: number;
}

/** The 95 % interval of (group / rest − 1) in percent, `inverse` for a metric that is 1 / rate (CPA). */
export function liftInterval(group: LogRate, rest: LogRate, inverse = false): Lift {
  const d = (inverse ? -1 : 1) * (group.log - rest.log);
  const half = Z95 * Math.sqrt(group.variance + rest.variance);
  return { low: (Math.exp(d - half) - 1) * 100, high: (Math.exp(d + half) - 1) * 100 };
}

/**
 * The 95 % Wilson interval of k events in n trials, in [0, 1], on the effective trials
 * n_eff = n / (1 + κ · k · Σx²/X²): the design effect of the between-ad spread (n_eff = n when κ = 0).
 */
export function wilson(k: number, n: number, designEffect = 1): { low: number; high: number } | null {
  if (n <= 0) return null;
  const interval = wilsonInterval(k / designEffect, n / designEffect);
  return { low: interval.lower, high: interval.upper };
}

/** The design effect of a group's pooled CTR: var(log R) over its Poisson part 1/K, i.e. 1 + κ · K · Σx²/X². */
export function designEffect(parts: readonly RatePart[], kappa: number): number {
  return 1 + kappa * sum(parts, (p) => p.y) * concentration(parts);
}
