/**
 * A campaign's structured targeting as the Marketing API's targeting spec (decision 178): what a new ad set
 * sends as `targeting` and what the reach estimate asks about.
 * - Countries alone, everything else at Meta's defaults: `geo_locations.countries` and Advantage+ audience on,
 *   as publishing sent before targeting existed.
 * - Otherwise places (`countries`, `regions [{key}]`, `cities [{key, radius, distance_unit}]`, people living in or
 *   recently in them), ages, `genders` (1 men, 2 women; omitted for all), `locales`, interests in one
 *   `flexible_spec` group (any of them), and `targeting_automation.advantage_audience` always explicit (v23+).
 * - With Advantage+ audience on, Meta takes only a minimum age of 18–25 and the maximum 65 as hard limits; a
 *   narrower range the user wants goes as the suggestion `age_range` (v23+), as Ads Manager does.
 */
import { DEFAULT_AGE_MIN, TARGETING_AGE_MAX, type Targeting } from '@ads-creative/contracts/targeting';

/** With Advantage+ audience on, the highest minimum age Meta keeps as a hard limit. */
export const ADVANTAGE_AGE_MIN_CONTROL_MAX = 25;

const GENDER_CODE = { male: 1, female: 2 } as const;

export type TargetingSpec = Record<string, unknown>;

/** Only countries are set (ages at 18–65+, all genders, no places, languages or interests, Advantage+ on). */
export function isCountriesOnly(t: Targeting): boolean {
  return (
    t.regions.length === 0 &&
    t.cities.length === 0 &&
    t.locales.length === 0 &&
    t.interests.length === 0 &&
    t.genders.length === 0 &&
    t.ageMin === DEFAULT_AGE_MIN &&
    t.ageMax === TARGETING_AGE_MAX &&
    t.advantageAudience
  );
}

function geoLocations(t: Targeting) {
  return {
    ...(t.countries.length > 0 ? { countries: t.countries } : {}),
    ...(t.regions.length > 0 ? { regions: t.regions.map((r) => ({ key: r.key })) } : {}),
    ...(t.cities.length > 0
      ? {
          cities: t.cities.map((c) => ({
            key: c.key,
            ...(c.radiusKm !== undefined ? { radius: c.radiusKm, distance_unit: 'kilometer' } : {}),
          })),
        }
      : {}),
    location_types: ['home', 'recent'],
  };
}

function ages(t: Targeting) {
  if (!t.advantageAudience) return { age_min: t.ageMin, age_max: t.ageMax };
  const ageMin = Math.min(t.ageMin, ADVANTAGE_AGE_MIN_CONTROL_MAX);
  const suggested = t.ageMin !== ageMin || t.ageMax !== TARGETING_AGE_MAX;
  return { age_min: ageMin, age_max: TARGETING_AGE_MAX, ...(suggested ? { age_range: [t.ageMin, t.ageMax] } : {}) };
}

export function targetingSpec(t: Targeting): TargetingSpec {
  if (isCountriesOnly(t)) return { geo_locations: { countries: t.countries }, targeting_automation: { advantage_audience: 1 } };
  return {
    geo_locations: geoLocations(t),
    ...ages(t),
    ...(t.genders.length === 1 ? { genders: t.genders.map((g) => GENDER_CODE[g]) } : {}),
    ...(t.locales.length > 0 ? { locales: t.locales.map((l) => l.key) } : {}),
    ...(t.interests.length > 0 ? { flexible_spec: [{ interests: t.interests.map((i) => ({ id: i.id, name: i.name })) }] } : {}),
    targeting_automation: { advantage_audience: t.advantageAudience ? 1 : 0 },
  };
}
