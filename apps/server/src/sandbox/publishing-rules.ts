/**
 * Meta's publishing rules of 2026 as the sandbox enforces them (decision 180), with Meta's error shape
 * (code 100, a subcode where one is known, error_user_title and error_user_msg):
 * - a campaign with a special ad category names its countries (`special_ad_category_country`);
 * - an ad set of a housing, employment or financial products campaign reaches all genders, ages 18–65+,
 *   no city narrower than 15 miles;
 * - no detailed-targeting exclusions (refused for new ad sets since 2025);
 * - an ad set shown in the EU names its beneficiary (subcode 3858081) and payor (3858079);
 * - a creative never asks for `standard_enhancements` (3858504, since v22): enhancements go one by one.
 * The subcodes are those clients report Meta answering; the texts are the sandbox's own words.
 */
import { EU_COUNTRIES, RESTRICTED_TARGETING_CATEGORIES } from '@ads-creative/contracts/publishing-rules';
import { SPECIAL_AD_CATEGORIES, type SpecialAdCategory } from '@ads-creative/contracts/targeting';
import { GraphError } from './sandbox-context.ts';

const refusal = (message: string, title: string, userMessage: string, subcode?: number) =>
  new GraphError(400, {
    code: 100,
    message: `(#100) ${message}`,
    ...(subcode ? { error_subcode: subcode } : {}),
    error_user_title: title,
    error_user_msg: userMessage,
  });

/** 15 miles in kilometres, less a rounding margin. */
const SPECIAL_CATEGORY_RADIUS_KM = 24;
const ENROLL = new Set(['OPT_IN', 'OPT_OUT']);

interface GeoIn {
  countries?: unknown[];
  regions?: { key?: unknown }[];
  cities?: { key?: unknown; radius?: unknown; distance_unit?: unknown }[];
}
interface TargetingIn {
  geo_locations?: GeoIn;
  age_min?: unknown;
  age_max?: unknown;
  genders?: unknown[];
  exclusions?: unknown;
}

const categoriesOf = (p: Record<string, unknown>) =>
  (Array.isArray(p.special_ad_categories) ? p.special_ad_categories : []).map(String).filter((c) => c !== 'NONE');

export function checkCampaignRules(p: Record<string, unknown>) {
  const categories = categoriesOf(p);
  for (const c of categories)
    if (!(SPECIAL_AD_CATEGORIES as readonly string[]).includes(c))
      throw refusal(
        `Invalid special_ad_categories value: ${c}`,
        'Invalid Special Ad Category',
        `${c} is not a special ad category. Use HOUSING, EMPLOYMENT, FINANCIAL_PRODUCTS_SERVICES or ISSUES_ELECTIONS_POLITICS.`,
      );
  const countries = Array.isArray(p.special_ad_category_country) ? p.special_ad_category_country : [];
  if (categories.length > 0 && countries.length === 0)
    throw refusal(
      'special_ad_category_country is required when special_ad_categories is set',
      'Special Ad Category Country Required',
      'Select the countries where your ads in a special ad category will be shown.',
    );
}

/** The country of a region or city key (the sandbox's place catalogue), undefined when unknown. */
export type PlaceCountry = (key: string) => string | undefined;

/** The countries an ad set's locations lie in. */
function countriesOf(geo: GeoIn | undefined, placeCountry: PlaceCountry): string[] {
  const places = [...(geo?.regions ?? []), ...(geo?.cities ?? [])].map((place) => placeCountry(String(place.key)));
  return [...(geo?.countries ?? []).map(String), ...places.filter((c): c is string => c !== undefined)];
}

function checkSpecialCategoryTargeting(t: TargetingIn) {
  const refuse = (what: string) =>
    refusal(
      `Targeting ${what} is not allowed for ads in a special ad category`,
      'Audience Selection Not Available',
      `Ads about housing, employment or financial products and services can't use ${what}.`,
    );
  if ((t.genders ?? []).length > 0) throw refuse('by gender');
  if (Number(t.age_min ?? 18) !== 18 || Number(t.age_max ?? 65) !== 65) throw refuse('ages other than 18 to 65+');
  for (const city of t.geo_locations?.cities ?? []) {
    if (city.radius === undefined) continue;
    const km = city.distance_unit === 'mile' ? Number(city.radius) * 1.609 : Number(city.radius);
    if (km < SPECIAL_CATEGORY_RADIUS_KM) throw refuse('a city radius under 15 miles');
  }
}

/** `campaign`: the fields the ad set's campaign was created with. */
export function checkAdSetRules(
  p: Record<string, unknown>,
  campaign: Record<string, unknown>,
  placeCountry: PlaceCountry = () => undefined,
) {
  const t = (p.targeting ?? {}) as TargetingIn;
  if (t.exclusions !== undefined)
    throw refusal(
      'Detailed targeting exclusions are no longer supported',
      'Exclusions Not Available',
      "Detailed targeting exclusions can't be used in new ad sets. Use excluded_custom_audiences to exclude people.",
    );
  if (categoriesOf(campaign).some((c) => RESTRICTED_TARGETING_CATEGORIES.has(c as SpecialAdCategory))) checkSpecialCategoryTargeting(t);
  if (!countriesOf(t.geo_locations, placeCountry).some((c) => EU_COUNTRIES.has(c))) return;
  if (!p.dsa_beneficiary)
    throw refusal(
      'dsa_beneficiary is required for ad sets targeting the European Union',
      'No Beneficiary Provided',
      'Ads shown in the European Union must say who benefits from them: set dsa_beneficiary.',
      3858081,
    );
  if (!p.dsa_payor)
    throw refusal(
      'dsa_payor is required for ad sets targeting the European Union',
      'No Payer Provided',
      'Ads shown in the European Union must say who pays for them: set dsa_payor.',
      3858079,
    );
}

export function checkCreativeRules(p: Record<string, unknown>) {
  const features = (p.degrees_of_freedom_spec as { creative_features_spec?: Record<string, { enroll_status?: unknown }> } | undefined)
    ?.creative_features_spec;
  if (!features) return;
  if ('standard_enhancements' in features)
    throw refusal(
      'standard_enhancements is deprecated',
      'Standard Enhancements Deprecated',
      'The standard enhancements bundle is no longer available. Opt into each creative enhancement on its own in creative_features_spec.',
      3858504,
    );
  for (const [name, feature] of Object.entries(features))
    if (!ENROLL.has(String(feature?.enroll_status)))
      throw refusal(
        `creative_features_spec[${name}][enroll_status] must be OPT_IN or OPT_OUT`,
        'Invalid Creative Feature',
        `Set ${name} to OPT_IN or OPT_OUT.`,
      );
}
