/**
 * What publishing sends and checks by Meta's rules of 2026 (decision 180), pure: a campaign's special ad
 * categories with the countries they name, the EU's DSA fields of an ad set shown in the EU, creative
 * enhancements opted out one by one, and what refuses a publish before any call.
 */
import {
  dsaReady,
  publishingRulesMessages,
  reachesEu,
  specialAdCategoryCountries,
  specialCategoryViolations,
} from '@ads-creative/contracts/publishing-rules';
import { countriesTargeting, placeOverlaps, type SpecialAdCategory, type Targeting } from '@ads-creative/contracts/targeting';
import { audienceCountries } from '../../../lib/audience-countries.ts';

export interface RulesCampaign {
  targetAudience: string | null;
  /** Null: a campaign from before issue 17, which publishes the countries named in its free text. */
  targeting?: Targeting | null;
  specialAdCategories?: readonly SpecialAdCategory[];
}

/** The ad account's DSA names as stored (null when not set yet). */
export interface AccountDsa {
  beneficiary: string | null;
  payor: string | null;
}

/** The audience an ad set of this campaign is sent with: its targeting, else the countries of its free text. */
export const publishedTargeting = (c: RulesCampaign, defaultCountries: readonly string[]): Targeting =>
  c.targeting ?? countriesTargeting(audienceCountries(c.targetAudience, defaultCountries));

/** `special_ad_categories` (`[]` when none) and, with a category, the countries its ads are shown in. */
export function specialCategoryParams(c: RulesCampaign, defaultCountries: readonly string[]) {
  const categories = [...(c.specialAdCategories ?? [])];
  if (categories.length === 0) return { special_ad_categories: [] };
  return {
    special_ad_categories: categories,
    special_ad_category_country: specialAdCategoryCountries(publishedTargeting(c, defaultCountries)),
  };
}

/** `dsa_beneficiary` and `dsa_payor` for an ad set shown in the EU; nothing elsewhere. */
export function dsaParams(targeting: Targeting, dsa: AccountDsa | null | undefined) {
  const ready = reachesEu(targeting) ? dsaReady(dsa) : null;
  return ready ? { dsa_beneficiary: ready.beneficiary, dsa_payor: ready.payor } : {};
}

/**
 * The creative enhancements Meta would otherwise apply to copy and pictures the user chose and reviewed,
 * opted out one by one (`standard_enhancements` is refused since v22). The app offers none of them yet.
 */
export const CREATIVE_FEATURE_OPT_OUTS = ['text_optimizations', 'image_touchups', 'image_templates'] as const;

export const degreesOfFreedomSpec = () => ({
  creative_features_spec: Object.fromEntries(CREATIVE_FEATURE_OPT_OUTS.map((f) => [f, { enroll_status: 'OPT_OUT' }])),
});

/** Why Meta's 2026 rules refuse this campaign's publish (overlapping places first), in the user's words; null when they do not. */
export function publishingRulesBlocker(
  c: RulesCampaign,
  opts: { defaultCountries: readonly string[]; dsa?: AccountDsa | null },
): string | null {
  const targeting = publishedTargeting(c, opts.defaultCountries);
  const violation = placeOverlaps(targeting)[0] ?? specialCategoryViolations(c.specialAdCategories ?? [], targeting)[0];
  if (violation) return violation;
  if (reachesEu(targeting) && !dsaReady(opts.dsa)) return publishingRulesMessages.dsaMissing;
  return null;
}
