/**
 * What the sandbox checks in an ad set's targeting spec, as Meta refuses it (decision 178; overlapping places too,
 * in the sandbox's own words: no subcode of Meta's was found), and its simulated
 * reach estimate: the people of the places (a city's share grows with its radius), narrowed by ages, gender,
 * languages and interests; with Advantage+ audience on, only the places and the minimum age limit it, since Meta
 * treats the rest as suggestions. Deterministic: fewer places, ages, genders or interests give a smaller number.
 */
import { GraphError } from './sandbox-context.ts';
import { SANDBOX_INTERESTS, SANDBOX_LOCALES, SANDBOX_PLACES, type SandboxPlace } from './targeting-catalogue.ts';

export interface SpecLocation {
  key?: unknown;
  radius?: unknown;
  distance_unit?: unknown;
}
export interface TargetingSpecIn {
  geo_locations?: { countries?: unknown[]; regions?: SpecLocation[]; cities?: SpecLocation[]; location_types?: unknown[] };
  age_min?: unknown;
  age_max?: unknown;
  age_range?: unknown[];
  genders?: unknown[];
  locales?: unknown[];
  flexible_spec?: { interests?: { id?: unknown }[] }[];
  targeting_automation?: { advantage_audience?: unknown };
}

/** Meta's bounds for a city's radius in kilometres (10–50 miles). */
export const CITY_RADIUS_KM = { min: 17, max: 80 } as const;
/** With Advantage+ audience on, the highest minimum age Meta takes as a limit. */
const ADVANTAGE_AGE_MIN_MAX = 25;
/** People of a country the catalogue does not list (simulated). */
const OTHER_COUNTRY_PEOPLE = 10_000_000;

const invalid = (message: string, subcode?: number, userMessage?: string) =>
  new GraphError(400, { code: 100, message: `(#100) ${message}`, error_subcode: subcode, error_user_msg: userMessage });

const placeOf = (type: SandboxPlace['type'], key: unknown) => SANDBOX_PLACES.find((p) => p.type === type && p.key === String(key));
const age = (value: unknown, fallback: number) => (value === undefined ? fallback : Number(value));

function checkPlaces(geo: NonNullable<TargetingSpecIn['geo_locations']>) {
  for (const code of geo.countries ?? [])
    if (!/^[A-Z]{2}$/.test(String(code)))
      throw invalid(`Invalid country code: ${String(code)}`, undefined, 'The location you selected is not valid.');
  for (const r of geo.regions ?? [])
    if (!placeOf('region', r.key))
      throw invalid(`Invalid region key: ${String(r.key)}`, undefined, 'The location you selected is not valid.');
  for (const c of geo.cities ?? []) {
    if (!placeOf('city', c.key)) throw invalid(`Invalid city key: ${String(c.key)}`, undefined, 'The location you selected is not valid.');
    if (c.radius === undefined) continue;
    const km = c.distance_unit === 'mile' ? Number(c.radius) * 1.609 : Number(c.radius);
    if (c.distance_unit !== 'kilometer' && c.distance_unit !== 'mile')
      throw invalid('distance_unit must be mile or kilometer with a radius');
    if (!(km >= CITY_RADIUS_KM.min - 0.5 && km <= CITY_RADIUS_KM.max + 0.5))
      throw invalid('The radius for a city must be between 10 and 50 miles (17 and 80 kilometers)');
  }
  checkOverlaps(geo);
}

/** Meta refuses a place together with a broader one that holds it: a country and a region or city in it, a region and a city in it. */
function checkOverlaps(geo: NonNullable<TargetingSpecIn['geo_locations']>) {
  const regions = (geo.regions ?? []).map((r) => placeOf('region', r.key));
  const cities = (geo.cities ?? []).map((c) => placeOf('city', c.key));
  const countries = new Set((geo.countries ?? []).map(String));
  const inCountry = [...regions, ...cities].find((p) => p && countries.has(p.country_code));
  const inRegion = cities.find((c) => c?.region_id !== undefined && regions.some((r) => r?.key === String(c.region_id)));
  const inside = inCountry ?? inRegion;
  if (inside)
    throw invalid(
      `Locations overlap: ${inside.name} lies in another location of this targeting`,
      undefined,
      'Some of the locations you selected overlap. Remove the smaller or the larger one.',
    );
}

/** Throws the Graph error Meta answers for a malformed targeting spec (ad set creation, reach estimate). */
export function checkTargeting(spec: TargetingSpecIn | undefined, opts: { requireAdvantageFlag: boolean }) {
  const geo = spec?.geo_locations;
  if (!spec || !geo || !(geo.countries?.length || geo.regions?.length || geo.cities?.length))
    throw invalid('param targeting must include geo_locations', 1885364);
  checkPlaces(geo);
  const ageMin = age(spec.age_min, 18);
  const ageMax = age(spec.age_max, 65);
  if (!Number.isInteger(ageMin) || ageMin < 13 || ageMin > 65) throw invalid('age_min must be between 13 and 65');
  if (!Number.isInteger(ageMax) || ageMax < 13 || ageMax > 65) throw invalid('age_max must be between 13 and 65');
  if (ageMin > ageMax)
    throw invalid('age_min must be less than or equal to age_max', undefined, 'The minimum age must be lower than the maximum age.');
  for (const g of spec.genders ?? []) if (g !== 1 && g !== 2) throw invalid('genders must be 1 (male) or 2 (female)');
  for (const l of spec.locales ?? [])
    if (!SANDBOX_LOCALES.some((s) => s.key === Number(l))) throw invalid(`Invalid locale key: ${String(l)}`);
  for (const group of spec.flexible_spec ?? [])
    for (const i of group.interests ?? [])
      if (!SANDBOX_INTERESTS.some((s) => s.id === String(i.id)))
        throw invalid(`Invalid interest id: ${String(i.id)}`, undefined, 'An interest you selected is not available.');
  const advantage = spec.targeting_automation?.advantage_audience;
  if (advantage === undefined) {
    if (opts.requireAdvantageFlag)
      throw invalid(
        'Advantage audience flag required',
        1870227,
        'To create your ad set, you need to enable or disable the Advantage audience feature.',
      );
    return;
  }
  if (Number(advantage) !== 0 && Number(advantage) !== 1) throw invalid('advantage_audience must be 0 or 1');
  if (Number(advantage) === 1 && (ageMax < 65 || ageMin > ADVANTAGE_AGE_MIN_MAX))
    throw invalid(
      'With Advantage+ audience, age_max must be 65 and age_min at most 25',
      1870189,
      'You can add a higher minimum age or a lower maximum age as a suggestion instead (age_range).',
    );
}

function placesPeople(geo: NonNullable<TargetingSpecIn['geo_locations']>): number {
  const countries = (geo.countries ?? []).map(
    (c) => SANDBOX_PLACES.find((p) => p.type === 'country' && p.key === String(c))?.people ?? OTHER_COUNTRY_PEOPLE,
  );
  const regions = (geo.regions ?? []).map((r) => placeOf('region', r.key)?.people ?? 0);
  const cities = (geo.cities ?? []).map((c) => {
    const km = c.radius === undefined ? 40 : c.distance_unit === 'mile' ? Number(c.radius) * 1.609 : Number(c.radius);
    return (placeOf('city', c.key)?.people ?? 0) * Math.min(1, 0.5 + km / 80);
  });
  return [...countries, ...regions, ...cities].reduce((a, b) => a + b, 0);
}

/** Two significant digits, as Meta rounds its estimates. */
const round2 = (n: number) => {
  if (n < 100) return Math.round(n);
  const unit = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / unit) * unit;
};

/** The simulated estimate of a valid spec: users_lower_bound and users_upper_bound. */
export function estimateAudience(spec: TargetingSpecIn): { lower: number; upper: number } {
  const advantage = Number(spec.targeting_automation?.advantage_audience ?? 1) === 1;
  const ageMin = age(spec.age_min, 18);
  const ageMax = advantage ? 65 : age(spec.age_max, 65);
  let people = placesPeople(spec.geo_locations ?? {}) * ((ageMax - ageMin + 1) / 53);
  if (!advantage) {
    if ((spec.genders ?? []).length === 1) people *= 0.5;
    const interests = (spec.flexible_spec ?? []).flatMap((g) => g.interests ?? []);
    if (interests.length > 0) {
      const shares = interests.map((i) => SANDBOX_INTERESTS.find((s) => s.id === String(i.id))?.share ?? 0);
      people *= 1 - shares.reduce((none, s) => none * (1 - s), 1);
    }
  }
  if ((spec.locales ?? []).length > 0) {
    people *= Math.min(
      1,
      (spec.locales ?? []).reduce<number>((sum, l) => sum + (SANDBOX_LOCALES.find((s) => s.key === Number(l))?.share ?? 0), 0),
    );
  }
  const upper = round2(people);
  return { lower: round2(people * 0.85), upper };
}
