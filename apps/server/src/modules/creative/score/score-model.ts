/**
 * The score before saving (decision 185, docs/analytics.md § Score before saving): pure. From the account's ads
 * with tags and their delivery, each tag value's effect on CTR is measured by empirical Bayes (the ads having the
 * value pooled and shrunk toward the account's CTR, `shrinkGroupPosterior`, so a tag seen on 2 ads barely moves
 * anything), and a variation's predicted CTR is the account's CTR times the lifts of its tags:
 *
 *   predicted = p0 × Π_v (shrunk_v / p0)      log-variance = var_p0 / p0² + Σ_v (var_v − var_p0) / shrunk_v²
 *
 * The interval is exp(log predicted ± 1.96 √log-variance). The score (0–100) is where the predicted CTR falls
 * among the account's ads' own shrunk CTRs (mid-rank percentile).
 */
import { CALL_TO_ACTION_LABELS, isCallToAction } from '@ads-creative/contracts/ads';
import {
  creativeScoreMessages as m,
  SCORE_MAX_REASONS,
  SCORE_MIN_ADS,
  SCORE_MIN_IMPRESSIONS,
  SCORE_REASON_MIN_EFFECT,
  type VariationScore,
} from '@ads-creative/contracts/creative-score';
import { ANGLE_LABELS, type CreativeTags, HOOK_LABELS, LENGTH_LABELS } from '@ads-creative/contracts/creative-tags';
import { Z95 } from '../../../lib/statistics.ts';
import { estimatePrior, type RatePrior, shrinkGroupPosterior, shrinkOne } from '../../analytics/index.ts';

/** One of the account's ads: its tags and its delivery (all its days). */
export interface TaggedAdResult {
  impressions: number;
  clicks: number;
  tags: CreativeTags;
}

/** A tag value a creative can have, as the model counts it. */
export interface TagFeature {
  key: string;
  label: string;
}

export interface TagEffect {
  label: string;
  /** Ads of the account having the value. */
  ads: number;
  /** Shrunk CTR of those ads / the account's CTR (1: no effect, or no ads). */
  lift: number;
  /** Variance of log(lift): (the group's posterior variance − the account mean's) / shrunk². */
  logVariance: number;
}

export interface ScoreModel {
  prior: RatePrior;
  basis: { ads: number; impressions: number };
  /** Variance of log p0 (the account's mean CTR as an estimate). */
  meanLogVariance: number;
  effects: ReadonlyMap<string, TagEffect>;
  /** The account's ads' shrunk CTRs, ascending: the score's scale. */
  scale: readonly number[];
}

export type ScoreFit =
  | { enoughEvidence: true; model: ScoreModel }
  | { enoughEvidence: false; basis: { ads: number; impressions: number }; reason: string };

const ctaLabel = (code: string) => `'${isCallToAction(code) ? CALL_TO_ACTION_LABELS[code].split(' - ')[0] : code}' button`;

/**
 * The tag values the score uses: each angle, the hook, the length, emoji or not, the call to action.
 * Format, provider and language are left out: a variation in the wizard has no picture yet, and one account
 * writes in one language with the provider the user picked, so they would compare nothing the user chooses here.
 */
export function tagFeatures(tags: CreativeTags): TagFeature[] {
  const features: TagFeature[] = [...new Set(tags.angles)].map((a) => ({ key: `angle:${a}`, label: ANGLE_LABELS[a] }));
  features.push({ key: `hook:${tags.hook}`, label: HOOK_LABELS[tags.hook] });
  features.push({ key: `length:${tags.length}`, label: LENGTH_LABELS[tags.length] });
  features.push({ key: `emoji:${tags.emoji}`, label: tags.emoji ? 'Emoji' : 'No emoji' });
  if (tags.callToAction) features.push({ key: `cta:${tags.callToAction}`, label: ctaLabel(tags.callToAction) });
  return features;
}

/** The model of one account, or why there is not enough evidence for one (the rule: docs/analytics.md). */
export function fitScoreModel(ads: readonly TaggedAdResult[]): ScoreFit {
  const delivered = ads.filter((a) => a.impressions > 0);
  const basis = { ads: delivered.length, impressions: delivered.reduce((s, a) => s + a.impressions, 0) };
  if (basis.ads < SCORE_MIN_ADS || basis.impressions < SCORE_MIN_IMPRESSIONS) {
    return { enoughEvidence: false, basis, reason: m.notEnoughEvidence(basis.ads, basis.impressions) };
  }
  const observations = delivered.map((a) => ({ exposures: a.impressions, events: a.clicks }));
  const prior = estimatePrior(observations);
  if (prior.p0 === 0) return { enoughEvidence: false, basis, reason: m.noClicksYet(basis.impressions) };

  const groups = new Map<string, { label: string; items: { exposures: number; events: number }[] }>();
  delivered.forEach((ad, i) => {
    for (const f of tagFeatures(ad.tags)) {
      const group = groups.get(f.key) ?? { label: f.label, items: [] };
      group.items.push(observations[i] as { exposures: number; events: number });
      groups.set(f.key, group);
    }
  });
  // A group's ads are among the account's, so var(group − account) = var(group) − var(account), as for nested means.
  const all = shrinkGroupPosterior(observations, prior);
  const effects = new Map<string, TagEffect>();
  for (const [key, group] of groups) {
    const { rate, variance } = shrinkGroupPosterior(group.items, prior);
    const logVariance = Math.max(0, variance - all.variance) / rate ** 2;
    effects.set(key, { label: group.label, ads: group.items.length, lift: rate / prior.p0, logVariance });
  }
  return {
    enoughEvidence: true,
    model: {
      prior,
      basis,
      meanLogVariance: all.variance / prior.p0 ** 2,
      effects,
      scale: observations.map((o) => shrinkOne(o, prior)).sort((a, b) => a - b),
    },
  };
}

/** Where a CTR falls among the account's ads (mid-rank: half the ties count as beaten), 0–100. */
export function percentileScore(ctr: number, scale: readonly number[]): number {
  // Equal within rounding: a predicted CTR built from logs is the account's own CTR to 1e-15, not to the bit.
  const same = (c: number) => Math.abs(c - ctr) <= 1e-9 * Math.max(c, ctr);
  const below = scale.filter((c) => c < ctr && !same(c)).length;
  const equal = scale.filter(same).length;
  return Math.round((100 * (below + equal / 2)) / scale.length);
}

/** The predicted CTR of a creative with these tags (fractions, not percent), its 95 % interval and the tags that moved it. */
export function predictCtr(model: ScoreModel, tags: CreativeTags) {
  const features = tagFeatures(tags);
  let logCtr = Math.log(model.prior.p0);
  let logVariance = model.meanLogVariance;
  const moved: { label: string; effect: number; ads: number }[] = [];
  const untried: string[] = [];
  for (const f of features) {
    const effect = model.effects.get(f.key);
    if (!effect) {
      untried.push(f.label);
      // No ad has the value: it counts as the account's average, with the uncertainty of a value never measured.
      logVariance += model.prior.tau2 / model.prior.p0 ** 2;
      continue;
    }
    logCtr += Math.log(effect.lift);
    logVariance += effect.logVariance;
    if (Math.abs(effect.lift - 1) >= SCORE_REASON_MIN_EFFECT) moved.push({ label: f.label, effect: effect.lift - 1, ads: effect.ads });
  }
  const predicted = Math.exp(logCtr);
  const spread = Z95 * Math.sqrt(logVariance);
  moved.sort((a, b) => Math.abs(Math.log1p(b.effect)) - Math.abs(Math.log1p(a.effect)));
  const reasons = [...moved.map((r) => m.tagEffect(r.label, r.effect, r.ads)), ...untried.map((label) => m.untriedTag(label))].slice(
    0,
    SCORE_MAX_REASONS,
  );
  if (moved.length === 0) reasons.unshift(model.prior.tau2 === 0 ? m.adsAlike : m.noTagMoves);
  return {
    predicted,
    low: predicted * Math.exp(-spread),
    high: predicted * Math.exp(spread),
    reasons: reasons.slice(0, SCORE_MAX_REASONS),
  };
}

const percent2 = (fraction: number) => Math.round(fraction * 10_000) / 100;

/** The answer for each variation's tags, in order: a score and a predicted CTR in percent, or null and the reason. */
export function scoreVariations(fit: ScoreFit, variationTags: readonly CreativeTags[]): VariationScore[] {
  return variationTags.map((tags) => {
    if (!fit.enoughEvidence) return { score: null, predictedCtr: null, low: null, high: null, tags, reasons: [fit.reason] };
    const p = predictCtr(fit.model, tags);
    return {
      score: percentileScore(p.predicted, fit.model.scale),
      predictedCtr: percent2(p.predicted),
      low: percent2(p.low),
      high: percent2(p.high),
      tags,
      reasons: p.reasons,
    };
  });
}
