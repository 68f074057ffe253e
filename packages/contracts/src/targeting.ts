/**
 * A campaign's structured audience (issue 17): what publishing sends as the ad set's `targeting`.
 * Keys and ids are Meta's (from /search?type=adgeolocation|adinterest|adlocale); countries are ISO
 * 3166-1 alpha-2 codes. Limits follow Meta's: age 13–65 (65 means 65+), a city radius of 17–80 km (10–50 miles).
 */
import { z } from 'zod';

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

export const SPECIAL_AD_CATEGORIES = ['HOUSING', 'EMPLOYMENT', 'FINANCIAL_PRODUCTS_SERVICES', 'ISSUES_ELECTIONS_POLITICS'] as const;
export type SpecialAdCategory = (typeof SPECIAL_AD_CATEGORIES)[number];

export const TARGETING_AGE_MIN = 13;
export const TARGETING_AGE_MAX = 65;
export const DEFAULT_AGE_MIN = 18;
/** Meta's city radius is 10–50 miles: under 17 km it refuses the ad set (decision 178). */
export const CITY_RADIUS_KM_MIN = 17;
export const CITY_RADIUS_KM_MAX = 80;

/** How many of each a targeting may hold (well above what an ad set needs; every list a client sends is bounded). */
export const TARGETING_LIMITS = { countries: 50, regions: 200, cities: 250, locales: 50, interests: 100, name: 200, key: 64 } as const;

const key = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_:-]{1,64}$/, 'A key must be the one Facebook gives (letters, digits, _ : -).');
const name = z.string().trim().min(1).max(TARGETING_LIMITS.name);
/** The country a region or city lies in (Facebook's `country_code`), so special ad categories and the EU rules can name it. */
const countryCode = z.string().regex(/^[A-Z]{2}$/, 'Countries are ISO 3166 codes, e.g. VN.');

export const targetingSchema = z
  .object({
    countries: z
      .array(z.string().regex(/^[A-Z]{2}$/, 'Countries are ISO 3166 codes, e.g. VN.'))
      .max(TARGETING_LIMITS.countries)
      .default([]),
    regions: z
      .array(z.object({ key, name, countryCode: countryCode.optional() }))
      .max(TARGETING_LIMITS.regions)
      .default([]),
    cities: z
      .array(
        z.object({
          key,
          name,
          radiusKm: z.number().int().min(CITY_RADIUS_KM_MIN).max(CITY_RADIUS_KM_MAX).optional(),
          countryCode: countryCode.optional(),
          /** The region the city lies in, as Facebook's search names it (so a region chosen with it is seen to overlap). */
          region: name.optional(),
        }),
      )
      .max(TARGETING_LIMITS.cities)
      .default([]),
    ageMin: z.number().int().min(TARGETING_AGE_MIN).max(TARGETING_AGE_MAX).default(DEFAULT_AGE_MIN),
    ageMax: z.number().int().min(TARGETING_AGE_MIN).max(TARGETING_AGE_MAX).default(TARGETING_AGE_MAX),
    /** Empty: all genders. */
    genders: z.array(z.enum(GENDERS)).max(2).default([]),
    locales: z
      .array(z.object({ key: z.number().int().min(0).max(100_000), name }))
      .max(TARGETING_LIMITS.locales)
      .default([]),
    interests: z
      .array(z.object({ id: z.string().regex(/^\d{1,30}$/, 'An interest id is the one Facebook gives (digits).'), name }))
      .max(TARGETING_LIMITS.interests)
      .default([]),
    /** Let Meta reach beyond age, gender and interests when it finds more people there (Advantage+ audience). */
    advantageAudience: z.boolean().default(true),
  })
  .refine((t) => t.ageMin <= t.ageMax, { message: 'The minimum age cannot be above the maximum age.', path: ['ageMax'] });
export type Targeting = z.output<typeof targetingSchema>;

/** A targeting of countries alone, everything else at Meta's defaults. */
export const countriesTargeting = (countries: string[]): Targeting => ({
  countries,
  regions: [],
  cities: [],
  ageMin: DEFAULT_AGE_MIN,
  ageMax: TARGETING_AGE_MAX,
  genders: [],
  locales: [],
  interests: [],
  advantageAudience: true,
});

export const specialAdCategoriesSchema = z.array(z.enum(SPECIAL_AD_CATEGORIES)).max(SPECIAL_AD_CATEGORIES.length);

export const targetingRuleMessages = {
  /** Meta refuses a place chosen together with a broader one that holds it (decision 178). */
  overlap: (broader: string, inside: readonly string[]) =>
    `${inside.join(', ')} ${inside.length === 1 ? 'lies' : 'lie'} in ${broader}, which this audience already reaches, and Facebook refuses places that overlap: remove ${broader} or ${inside.length === 1 ? 'the place in it' : 'the places in it'}.`,
} as const;

type Region = Targeting['regions'][number];
type City = Targeting['cities'][number];
/** Whether Facebook's search placed this city in this region (its `region` named alike, in the same country). */
export const cityInRegion = (city: City, region: Region) =>
  city.region !== undefined &&
  city.countryCode === region.countryCode &&
  city.region.localeCompare(region.name, undefined, { sensitivity: 'base' }) === 0;

/**
 * Places Meta refuses together, one message each broader place: a country with regions or cities in it (by their
 * `countryCode`), a region with cities in it (by the city's `region`, in the same country). Places whose country or region
 * is not known are not compared. Empty when nothing overlaps.
 */
export function placeOverlaps(t: Targeting): string[] {
  const problems: string[] = [];
  for (const country of t.countries) {
    const inside = [...t.regions, ...t.cities].filter((p) => p.countryCode === country).map((p) => p.name);
    if (inside.length > 0) problems.push(targetingRuleMessages.overlap(country, inside));
  }
  for (const region of t.regions) {
    const inside = t.cities.filter((c) => cityInRegion(c, region)).map((c) => c.name);
    if (inside.length > 0) problems.push(targetingRuleMessages.overlap(region.name, inside));
  }
  return problems;
}
