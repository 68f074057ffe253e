/**
 * SIMULATION: how a simulated ad account's audience answers a creative, by its tags (issue 18, decision 186).
 * Each simulated ad account has hidden weights, drawn once from a generator seeded by its id (accounts differ;
 * the same account always gets the same weights): a base CTR and conversion rate (multipliers of the objective's
 * rates in the delivery simulator) and an effect per tag value — every angle, hook, length, emoji or not, call to
 * action and format for the CTR; every angle and call to action for the conversion rate. A creative's true rates
 * are the base × the product of the effects of its tags (an ad with two angles takes both). The sandbox's delivery
 * and the demo draw their daily numbers around these rates (noise, weekday, fatigue: delivery-simulator.ts), so what
 * works in an account can be learnt from its own results, and the true answer is known to measure that learning.
 * None of this is Meta's: it is a made-up market with a known answer.
 */
import { type CallToAction, callToActions } from '@ads-creative/contracts/ads';
import type { CampaignObjective } from '@ads-creative/contracts/campaigns';
import {
  ANGLES,
  type Angle,
  type CopyLength,
  CREATIVE_FORMATS,
  type CreativeFormat,
  type CreativeTags,
  HOOKS,
  type Hook,
  LENGTHS,
} from '@ads-creative/contracts/creative-tags';
import { gaussian, hashText, prng, type Random, uniform } from '../lib/seeded-random.ts';
import { objectiveRates, type RateMultipliers } from './delivery-simulator.ts';

/** The tags that move the rates (the rest of CreativeTags — language, provider — do not, in the simulation). */
export type ResponseTags = Pick<CreativeTags, 'angles' | 'hook' | 'length' | 'emoji' | 'callToAction' | 'format'>;

/** One account's hidden weights: multipliers, 1 = no effect. */
export interface HiddenWeights {
  /** The account's CTR and conversion rate against the objective's (its market, its brand). */
  base: RateMultipliers;
  ctr: {
    angle: Record<Angle, number>;
    hook: Record<Hook, number>;
    length: Record<CopyLength, number>;
    emoji: { with: number; without: number };
    callToAction: Record<CallToAction, number>;
    format: Record<CreativeFormat, number>;
  };
  cvr: {
    angle: Record<Angle, number>;
    callToAction: Record<CallToAction, number>;
  };
}

/**
 * Spread (standard deviation of the log of the effect) of each dimension's effects: the angle matters most, as
 * practitioners find; the rest a little. With 8 angles at 0.3, an account's best angle typically has 1.8–2.5 times
 * the CTR of its worst.
 */
export const EFFECT_SPREAD = {
  ctr: { angle: 0.3, hook: 0.15, length: 0.12, emoji: 0.1, callToAction: 0.12, format: 0.15 },
  cvr: { angle: 0.2, callToAction: 0.15 },
} as const;

/** A creative's multipliers are kept within these bounds (three strong angles must not make a 10 % CTR). */
export const RESPONSE_BOUNDS = [0.25, 4] as const;

/** Effects of one dimension, drawn in the order of its values and centred (their log mean is 0: the base is the average creative). */
function effects<K extends string>(rand: Random, values: readonly K[], spread: number): Record<K, number> {
  const logs = values.map(() => gaussian(rand) * spread);
  const mean = logs.reduce((s, x) => s + x, 0) / logs.length;
  return Object.fromEntries(values.map((v, i) => [v, Math.exp((logs[i] as number) - mean)])) as Record<K, number>;
}

/** The hidden weights of a simulated ad account (any id: a sandbox account's, without `act_`, or the demo's), drawn from the id alone. */
export function drawWeights(accountId: string): HiddenWeights {
  const rand = prng(hashText(`creative-response:${accountId}`));
  const s = EFFECT_SPREAD;
  const base = { ctr: uniform(rand, 0.8, 1.25), cvr: uniform(rand, 0.8, 1.25) };
  return {
    base,
    ctr: {
      angle: effects(rand, ANGLES, s.ctr.angle),
      hook: effects(rand, HOOKS, s.ctr.hook),
      length: effects(rand, LENGTHS, s.ctr.length),
      emoji: effects(rand, ['with', 'without'] as const, s.ctr.emoji),
      callToAction: effects(rand, callToActions, s.ctr.callToAction),
      format: effects(rand, CREATIVE_FORMATS, s.ctr.format),
    },
    cvr: { angle: effects(rand, ANGLES, s.cvr.angle), callToAction: effects(rand, callToActions, s.cvr.callToAction) },
  };
}

const cache = new Map<string, HiddenWeights>();

/** drawWeights, remembered (insights ask for every ad of an account). */
export function hiddenWeights(accountId: string): HiddenWeights {
  let weights = cache.get(accountId);
  if (!weights) {
    weights = drawWeights(accountId);
    cache.set(accountId, weights);
  }
  return weights;
}

const effectOf = <K extends string>(table: Record<K, number>, key: string | null) => (key && key in table ? table[key as K] : 1);
const bounded = (x: number) => Math.min(RESPONSE_BOUNDS[1], Math.max(RESPONSE_BOUNDS[0], x));

/**
 * The multipliers of the objective's CTR and conversion rate a creative with these tags gets in this account:
 * base × Π effects (a call to action outside the list, or none, has no effect). What the delivery simulator takes.
 */
export function creativeResponse(accountId: string, tags: ResponseTags): RateMultipliers {
  const w = hiddenWeights(accountId);
  const angles = [...new Set(tags.angles)];
  const ctrAngles = angles.reduce((p, a) => p * w.ctr.angle[a], 1);
  const cvrAngles = angles.reduce((p, a) => p * w.cvr.angle[a], 1);
  const ctr =
    ctrAngles *
    w.ctr.hook[tags.hook] *
    w.ctr.length[tags.length] *
    w.ctr.emoji[tags.emoji ? 'with' : 'without'] *
    effectOf(w.ctr.callToAction, tags.callToAction) *
    w.ctr.format[tags.format];
  const cvr = cvrAngles * effectOf(w.cvr.callToAction, tags.callToAction);
  return { ctr: w.base.ctr * bounded(ctr), cvr: w.base.cvr * bounded(cvr) };
}

/**
 * SIMULATION. The TRUE expected click-through rate (clicks / impressions) and conversion rate (conversions /
 * link click) of a creative in a simulated account, for an objective (TRAFFIC unless said): what the delivery
 * simulator draws around before its weekday seasonality (× 0.96–1.10), fatigue and the demo's own factors. Stable: the
 * calibration bench of decision 185 ranks predictions against it.
 */
export function trueRates(accountId: string, tags: ResponseTags, objective: CampaignObjective = 'TRAFFIC'): RateMultipliers {
  const rates = objectiveRates(objective);
  const m = creativeResponse(accountId, tags);
  return { ctr: rates.ctr * m.ctr, cvr: rates.cvr * m.cvr };
}
