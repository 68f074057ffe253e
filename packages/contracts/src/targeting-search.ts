/**
 * Looking up what a targeting names, and how many people it reaches (issue 17, decision 178):
 * GET /api/facebook/targeting/search (Meta's /search for places, interests and languages) and
 * POST /api/facebook/reach-estimate (the ad account's reachestimate), with their messages.
 */
import { z } from 'zod';
import { targetingSchema } from './targeting.ts';

export const TARGETING_SEARCH_TYPES = ['location', 'interest', 'locale'] as const;
export type TargetingSearchType = (typeof TARGETING_SEARCH_TYPES)[number];
export const TARGETING_SEARCH_Q_MAX = 100;
/** Meta's delivery needs about this many people: below it, Ads Manager calls the audience too narrow. */
export const TOO_NARROW_BELOW = 1000;

export const targetingMessages = {
  needsFacebook: 'Connect Facebook in Settings to search places, languages and interests and to see the estimated audience size.',
  unknownType: 'type must be location, interest or locale.',
  query: `Type 1 to ${TARGETING_SEARCH_Q_MAX} characters to search.`,
  tooNarrow:
    'Your audience selection is too narrow: Facebook needs more people to deliver your ads. Add places, widen the ages or interests, or turn on Advantage+ audience.',
  estimateNotReady: 'Facebook is still estimating this audience; the size shows once it is ready.',
  offline: 'Search and the audience estimate need a Facebook connection: type country codes, ages and genders by hand.',
} as const;

export const targetingSearchQuery = z.object({
  type: z.enum(TARGETING_SEARCH_TYPES, { error: targetingMessages.unknownType }),
  q: z
    .string({ error: targetingMessages.query })
    .trim()
    .min(1, targetingMessages.query)
    .max(TARGETING_SEARCH_Q_MAX, targetingMessages.query),
});

/**
 * One result. Places and languages carry Meta's `key` (a language's key is digits: `Number(key)` is the
 * targeting's locale key), interests their `id`. `type`: country, region, city (places), interest, locale.
 */
export const targetingSearchItemSchema = z.object({
  key: z.string().optional(),
  id: z.string().optional(),
  name: z.string(),
  type: z.string(),
  countryCode: z.string().optional(),
  /** The region a city is in, as Meta names it (to tell two cities of one name apart). */
  region: z.string().optional(),
  /** Interests: how many people Meta counts in it (the upper bound when Meta gives a range). */
  audienceSize: z.number().int().nonnegative().optional(),
});
export type TargetingSearchItem = z.infer<typeof targetingSearchItemSchema>;
export const targetingSearchResultSchema = z.object({
  items: z.array(targetingSearchItemSchema),
  /** From the simulated Facebook (FACEBOOK_SANDBOX): labelled as such. */
  sandbox: z.boolean(),
});

export const reachEstimateBody = z.object({
  targeting: targetingSchema,
  /** Another ad account of the connection than the default (without act_). */
  adAccountId: z
    .string()
    .trim()
    .regex(/^(act_)?\d{1,20}$/, 'adAccountId must be an ad account id (digits, optionally act_).')
    .transform((v) => v.replace(/^act_/, ''))
    .optional(),
});
export type ReachEstimateBody = z.input<typeof reachEstimateBody>;

export const reachEstimateSchema = z.object({
  lower: z.number().int().nonnegative(),
  upper: z.number().int().nonnegative(),
  /** False while Meta is still computing (the numbers are then provisional). */
  ready: z.boolean(),
  /** Below TOO_NARROW_BELOW people: Meta's 'too narrow' warning applies. */
  tooNarrow: z.boolean(),
  /** From the simulated Facebook (FACEBOOK_SANDBOX): labelled as such. */
  sandbox: z.boolean(),
});
export type ReachEstimate = z.infer<typeof reachEstimateSchema>;

/** 1234 → '1.2K', 1_250_000 → '1.3M', 950 → '950' (as Ads Manager shortens audience sizes). */
export function audienceCount(n: number): string {
  const short = (value: number, unit: string) => `${Number(value.toFixed(value < 100 ? 1 : 0))}${unit}`;
  if (n >= 1e9) return short(n / 1e9, 'B');
  if (n >= 1e6) return short(n / 1e6, 'M');
  if (n >= 1e3) return short(n / 1e3, 'K');
  return String(n);
}

/** 'Estimated audience size: 1.2M – 1.4M'. */
export const estimatedAudienceLabel = (e: Pick<ReachEstimate, 'lower' | 'upper'>) =>
  `Estimated audience size: ${audienceCount(e.lower)} – ${audienceCount(e.upper)}`;
