/**
 * The targeting editor's changes as pure functions (decision 178): a search result added where it belongs (a
 * country to the countries, a region, a city with Meta's default radius, a language, an interest), without
 * duplicates, places keeping the country and region Facebook names; and the countries typed by hand as ISO codes.
 */
import { countriesTargeting, TARGETING_LIMITS, type Targeting } from '@ads-creative/contracts/targeting';
import type { TargetingSearchItem } from '@ads-creative/contracts/targeting-search';

/** Meta's city radii in kilometres (10–50 miles): what the editor offers. */
export const CITY_RADII_KM = [17, 25, 40, 80] as const;
export const DEFAULT_CITY_RADIUS_KM = 25;

/** The editor's starting point when the campaign has no targeting yet: no places, Meta's defaults. */
export const blankTargeting = (): Targeting => countriesTargeting([]);

/** Where Facebook's search places a region or city: the publishing rules (EU, special categories) and the overlap check read it. */
const whereOf = (item: TargetingSearchItem) => ({
  ...(item.countryCode && /^[A-Z]{2}$/.test(item.countryCode) ? { countryCode: item.countryCode } : {}),
  ...(item.type === 'city' && item.region ? { region: item.region } : {}),
});

export function withItem(t: Targeting, item: TargetingSearchItem): Targeting {
  const key = item.key ?? '';
  switch (item.type) {
    case 'country':
      return t.countries.includes(key) || t.countries.length >= TARGETING_LIMITS.countries ? t : { ...t, countries: [...t.countries, key] };
    case 'region':
      return t.regions.some((r) => r.key === key) ? t : { ...t, regions: [...t.regions, { key, name: item.name, ...whereOf(item) }] };
    case 'city':
      return t.cities.some((c) => c.key === key)
        ? t
        : { ...t, cities: [...t.cities, { key, name: item.name, radiusKm: DEFAULT_CITY_RADIUS_KM, ...whereOf(item) }] };
    case 'locale':
      return t.locales.some((l) => l.key === Number(key)) ? t : { ...t, locales: [...t.locales, { key: Number(key), name: item.name }] };
    case 'interest':
      return !item.id || t.interests.some((i) => i.id === item.id)
        ? t
        : { ...t, interests: [...t.interests, { id: item.id, name: item.name }] };
    default:
      return t;
  }
}

/** Country codes as typed ('vn', ' US '): upper case, two letters, each once; anything else is dropped. */
export const countryCodes = (typed: readonly string[]): string[] =>
  [...new Set(typed.map((c) => c.trim().toUpperCase()).filter((c) => /^[A-Z]{2}$/.test(c)))].slice(0, TARGETING_LIMITS.countries);

/** Whether the targeting names any place (Facebook needs one to publish and to estimate). */
export const hasPlace = (t: Targeting) => t.countries.length + t.regions.length + t.cities.length > 0;
