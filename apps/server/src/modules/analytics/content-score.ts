/**
 * Content performance score on the spec's 0–10,000 scale (docs/analytics.md §Content score): how an
 * ad's content does against the user's own baseline, in click-through and in conversions per click,
 * each shrunk toward the baseline (empirical Bayes) so that a handful of impressions cannot top the list.
 *
 *   r_ctr  = shrunk CTR / the user's CTR
 *   r_conv = shrunk conversions per click / the user's conversions per click   (only when the user has conversions)
 *   r      = √(r_ctr · r_conv), or r_ctr alone
 *   score  = round(10,000 · r / (1 + r))
 *
 * At the baseline r = 1 and the score is 5,000 ('Good'); 1.5× the baseline gives 6,000 ('Very Good'),
 * 4× gives 8,000 ('Excellent'), ⅔ gives 4,000 and ¼ gives 2,000. It never reaches 10,000 or 0.
 */
import { PERFORMANCE_SCORE_MAX } from '@ads-creative/contracts/analytics';
import { estimatePrior, type RatePrior, shrinkOne } from './shrinkage.ts';

export interface Delivery {
  impressions: number;
  clicks: number;
  conversions: number;
}

export interface ScoreBaseline {
  ctr: RatePrior;
  conversion: RatePrior;
}

/** The user's baseline from every ad that delivered in the period. */
export function scoreBaseline(ads: readonly Delivery[]): ScoreBaseline {
  return {
    ctr: estimatePrior(ads.map((a) => ({ exposures: a.impressions, events: a.clicks }))),
    conversion: estimatePrior(ads.map((a) => ({ exposures: a.clicks, events: a.conversions }))),
  };
}

/** How many times the baseline the shrunk rate is (1 without a baseline). */
function relative(exposures: number, events: number, prior: RatePrior): number {
  return prior.p0 > 0 ? shrinkOne({ exposures, events }, prior) / prior.p0 : 1;
}

export function performanceScore(ad: Delivery, baseline: ScoreBaseline): number {
  const rCtr = relative(ad.impressions, ad.clicks, baseline.ctr);
  const r = baseline.conversion.p0 > 0 ? Math.sqrt(rCtr * relative(ad.clicks, ad.conversions, baseline.conversion)) : rCtr;
  return Math.round((PERFORMANCE_SCORE_MAX * r) / (1 + r));
}
