/**
 * Meta's publishing rules of 2026 that the app checks itself, before any call (decision 180): the
 * targeting limits of special ad categories, the countries a category names, and the EU's DSA fields
 * (who benefits from and who pays for an ad set shown in the EU). Pure: the campaign form, the
 * campaigns service and the publish blocker use the same functions, so they say the same words.
 */
import { z } from 'zod';
import { type SpecialAdCategory, TARGETING_AGE_MAX, type Targeting } from './targeting.ts';

/**
 * Where the EU's Digital Services Act applies: the 27 member states, and the outermost regions Facebook
 * lists as countries of their own (Guadeloupe, French Guiana, Martinique, Mayotte, Réunion, Saint-Martin).
 * Not Iceland, Liechtenstein or Norway: the DSA is not part of the EEA agreement (decision 180).
 */
// biome-ignore format: a row of codes reads better than one a line
export const EU_COUNTRIES: ReadonlySet<string> = new Set([
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE',
  'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
  'GP', 'GF', 'MQ', 'YT', 'RE', 'MF',
]);

/** The categories whose targeting Meta restricts (housing, employment, financial products and services). */
export const RESTRICTED_TARGETING_CATEGORIES: ReadonlySet<SpecialAdCategory> = new Set([
  'HOUSING',
  'EMPLOYMENT',
  'FINANCIAL_PRODUCTS_SERVICES',
]);

/** A restricted category reaches ages 18 to 65+ only. */
export const SPECIAL_CATEGORY_AGE_MIN = 18;
/** Meta widens a city of a restricted category to 15 miles around it; a narrower radius is refused. */
export const SPECIAL_CATEGORY_CITY_RADIUS_KM_MIN = 25;

export const SPECIAL_AD_CATEGORY_LABELS: Record<SpecialAdCategory, string> = {
  HOUSING: 'Housing',
  EMPLOYMENT: 'Employment',
  FINANCIAL_PRODUCTS_SERVICES: 'Financial products and services',
  ISSUES_ELECTIONS_POLITICS: 'Social issues, elections or politics',
};

export const publishingRulesMessages = {
  genders:
    'Housing, employment and financial products ads reach all genders (a Facebook rule for special ad categories): choose All genders.',
  ages: 'Housing, employment and financial products ads reach ages 18 to 65+ (a Facebook rule for special ad categories): set the ages to 18–65+.',
  cityRadius: (cities: string[]) =>
    `Housing, employment and financial products ads reach at least 25 km (15 miles) around a city (a Facebook rule for special ad categories): widen ${cities.join(', ')}.`,
  needsCountry:
    'A campaign in a special ad category needs the countries it is shown in: add a country to its audience (or places Facebook lists with their country).',
  dsaMissing:
    'Set who benefits from and who pays for ads shown in the EU: fill both fields of this ad account in Settings, Facebook connection.',
  dsaSaved: 'Saved: ads of this account shown in the EU name these.',
  /** Settings, 'Ads shown in the EU' (the web side of decision 180). */
  dsaHelp:
    "Facebook requires every ad shown in the EU to name who benefits from it and who pays for it (the EU's Digital Services Act). Ads of an ad account without both cannot be published there.",
  dsaNotSet: 'Not saved yet: ads of this account cannot be published in the EU until both are saved.',
  dsaPrefilled: (page: string) => `Prefilled with your page's name (${page}): change them if someone else benefits or pays, then save.`,
  dsaSaveFailed: 'Could not save the names. Please try again.',
  dsaChanged: 'Changed: save to use these names.',
  unknownAdAccount: 'This ad account is not among the accounts your Facebook login can use.',
} as const;

/** Why a campaign's targeting breaks Meta's limits for its special ad categories; empty when it does not. */
export function specialCategoryViolations(categories: readonly SpecialAdCategory[], targeting: Targeting): string[] {
  if (categories.length === 0) return [];
  const violations: string[] = [];
  if (categories.some((c) => RESTRICTED_TARGETING_CATEGORIES.has(c))) {
    if (targeting.genders.length > 0) violations.push(publishingRulesMessages.genders);
    if (targeting.ageMin !== SPECIAL_CATEGORY_AGE_MIN || targeting.ageMax !== TARGETING_AGE_MAX)
      violations.push(publishingRulesMessages.ages);
    const narrow = targeting.cities.filter((c) => c.radiusKm !== undefined && c.radiusKm < SPECIAL_CATEGORY_CITY_RADIUS_KM_MIN);
    if (narrow.length > 0) violations.push(publishingRulesMessages.cityRadius(narrow.map((c) => c.name)));
  }
  if (specialAdCategoryCountries(targeting).length === 0) violations.push(publishingRulesMessages.needsCountry);
  return violations;
}

/**
 * The countries a targeting reaches (`special_ad_category_country`): its countries and the countries of
 * its regions and cities, sorted, each once. A place without its country adds none.
 */
export function specialAdCategoryCountries(targeting: Targeting): string[] {
  const codes = new Set(targeting.countries);
  for (const place of [...targeting.regions, ...targeting.cities]) if (place.countryCode) codes.add(place.countryCode);
  return [...codes].sort();
}

/** Whether an ad set with this targeting is shown in the EU (and so must name its beneficiary and payor). */
export const reachesEu = (targeting: Targeting) => specialAdCategoryCountries(targeting).some((c) => EU_COUNTRIES.has(c));

export const DSA_NAME_MAX = 100;
const dsaName = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(DSA_NAME_MAX, `${label} must be at most ${DSA_NAME_MAX} characters.`);

/** PUT /api/facebook/ad-accounts/{id}/dsa: who benefits from and who pays for the account's ads shown in the EU. */
export const dsaBody = z.object({ beneficiary: dsaName('Beneficiary'), payor: dsaName('Payer') });
export type DsaBody = z.infer<typeof dsaBody>;

export const adAccountDsaSchema = z.object({
  /** Without the act_ prefix. */
  adAccountId: z.string(),
  beneficiary: z.string().nullable(),
  payor: z.string().nullable(),
});
export type AdAccountDsa = z.infer<typeof adAccountDsaSchema>;

/** The DSA names an account is ready to publish in the EU with, or null when one is missing. */
export const dsaReady = (dsa: { beneficiary: string | null; payor: string | null } | null | undefined) =>
  dsa?.beneficiary && dsa.payor ? { beneficiary: dsa.beneficiary, payor: dsa.payor } : null;
