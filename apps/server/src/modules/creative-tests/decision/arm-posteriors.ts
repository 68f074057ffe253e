/**
 * What each arm's numbers say about its true metric (decision 188, docs/analytics.md § Creative tests): one posterior
 * per arm, under flat priors, as a seeded sampler.
 *
 * - CTR: clicks out of impressions, Beta(clicks + 1, impressions − clicks + 1).
 * - CPA: conversions as a Poisson count over the spend; conversions per dollar λ ~ Gamma(conversions + 1, rate = spend).
 *   The best arm has the highest λ, that is the lowest CPA (1 / λ); its expected loss is in conversions per dollar.
 * - ROAS: value per dollar = λ × μ, μ the mean value of a conversion. Each conversion's value is taken as exponential
 *   with mean μ (order values are right-skewed; the model of VWO's Bayesian revenue tests, C. Stucchio 2015), the rate
 *   1/μ with a Gamma(2, 2 μ̄) prior centred on the test's pooled value per conversion μ̄ (worth two conversions, so a
 *   few large orders cannot win alone), hence 1/μ ~ Gamma(conversions + 2, rate = value + 2 μ̄); λ and μ independent.
 *
 * CPA and ROAS cannot be compared before every arm has spent, nor ROAS before the test has a valued conversion.
 */
import type { CreativeTestMetric } from '@ads-creative/contracts/creative-tests';
import { betaDraw, gammaDraw, type Random } from '../../../lib/seeded-random.ts';

/** An arm's totals since the test started (the account's currency for money). */
export interface ArmTotals {
  impressions: number;
  clicks: number;
  conversions: number;
  spend: number;
  conversionValue: number;
}

/** Why an arm's posterior does not exist yet. */
export type Unmeasurable = { reason: 'NO_SPEND'; arm: number } | { reason: 'NO_VALUE' };

/** One draw of the arm's true metric, oriented so that higher is better (CPA as conversions per dollar). */
export type ArmSampler = (rand: Random) => number;

/** The prior of ROAS's value per conversion is worth this many conversions at the test's pooled value. */
export const ROAS_PRIOR_CONVERSIONS = 2;

const count = (n: number) => (Number.isFinite(n) && n > 0 ? n : 0);

/** Whole counts a posterior can use: negatives and NaN as 0, clicks at most the impressions. */
export function cleanTotals(arm: ArmTotals): ArmTotals {
  const impressions = Math.round(count(arm.impressions));
  return {
    impressions,
    clicks: Math.min(impressions, Math.round(count(arm.clicks))),
    conversions: Math.round(count(arm.conversions)),
    spend: count(arm.spend),
    conversionValue: count(arm.conversionValue),
  };
}

/** The arms' samplers, or why they cannot be had yet. */
export function armSamplers(metric: CreativeTestMetric, arms: readonly ArmTotals[]): ArmSampler[] | Unmeasurable {
  const clean = arms.map(cleanTotals);
  if (metric === 'CTR') return clean.map((a) => (rand: Random) => betaDraw(rand, a.clicks + 1, a.impressions - a.clicks + 1));
  const noSpend = clean.findIndex((a) => a.spend <= 0);
  if (noSpend >= 0) return { reason: 'NO_SPEND', arm: noSpend };
  if (metric === 'CPA') return clean.map((a) => (rand: Random) => gammaDraw(rand, a.conversions + 1) / a.spend);
  const conversions = clean.reduce((s, a) => s + a.conversions, 0);
  const value = clean.reduce((s, a) => s + a.conversionValue, 0);
  if (conversions === 0 || value <= 0) return { reason: 'NO_VALUE' };
  const pooled = value / conversions;
  return clean.map((a) => (rand: Random) => {
    const perDollar = gammaDraw(rand, a.conversions + 1) / a.spend;
    const valueRate = gammaDraw(rand, a.conversions + ROAS_PRIOR_CONVERSIONS) / (a.conversionValue + ROAS_PRIOR_CONVERSIONS * pooled);
    return perDollar / valueRate;
  });
}
