/**
 * From the reader's candidates to a targeting (decision 179): each place, interest and language is looked up
 * with Meta's targeting search when the user is connected, and only Meta's keys and ids go in; what is not found,
 * or cannot be looked up without a connection, is listed as unresolved. Countries are ISO codes, known offline.
 * Takes the search as an argument (no other I/O), so tests hand it a table.
 */
import { cityInRegion, DEFAULT_AGE_MIN, TARGETING_AGE_MAX, type Targeting } from '@ads-creative/contracts/targeting';
import { UNRESOLVED_LIMITS, type UnresolvedWord } from '@ads-creative/contracts/targeting-parse';
import { fold } from './fold.ts';
import type { AudienceCandidates } from './parse-audience.ts';

/** One answer of Meta's search as the facebook module gives it (places and languages: key; interests: id). */
export interface AudienceSearchItem {
  key?: string;
  id?: string;
  name: string;
  type: string;
  countryCode?: string;
  /** A city's region, as Meta names it. */
  region?: string;
}
export type AudienceSearch = (type: 'location' | 'interest' | 'locale', q: string) => Promise<AudienceSearchItem[]>;

/** How many searches run at once (each is one Graph call on the user's token). */
const AT_ONCE = 4;
const PLACE_TYPES = ['city', 'region', 'country'];

const same = (a: string, b: string) => fold(a).trim() === fold(b).trim();

/** Meta's answer for the words: the one named exactly so, else Meta's first (it ranks by relevance). */
function pick(items: AudienceSearchItem[], c: { text: string; query: string }, usable: (i: AudienceSearchItem) => boolean) {
  const candidates = items.filter(usable);
  return candidates.find((i) => same(i.name, c.query) || same(i.name, c.text)) ?? candidates[0];
}

async function inBatches<T, R>(list: T[], run: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < list.length; i += AT_ONCE) out.push(...(await Promise.all(list.slice(i, i + AT_ONCE).map(run))));
  return out;
}

export interface ResolvedAudience {
  targeting: Targeting;
  unresolved: UnresolvedWord[];
}

/**
 * `search` null: no Facebook connection (places, interests and languages are all unresolved). `defaultCountries`
 * stand in when the targeting would reach no place at all, as publishing does for a text without a country.
 */
export async function resolveAudience(
  c: AudienceCandidates,
  search: AudienceSearch | null,
  defaultCountries: readonly string[],
): Promise<ResolvedAudience> {
  const unresolved: UnresolvedWord[] = [];
  const targeting: Targeting = {
    countries: [...c.countries],
    regions: [],
    cities: [],
    ageMin: c.ageMin ?? DEFAULT_AGE_MIN,
    ageMax: c.ageMax ?? TARGETING_AGE_MAX,
    genders: [...c.genders],
    locales: [],
    interests: [],
    advantageAudience: true,
  };
  const placeCountries = new Set<string>();

  if (search) {
    const places = await inBatches(c.places, async (p) => {
      const items = await search('location', p.query);
      // A radius is a city's ("15 km quanh Quận 1"): a city of the name comes before a region of the same name.
      const ordered = p.radiusKm ? [...items.filter((i) => i.type === 'city'), ...items.filter((i) => i.type !== 'city')] : items;
      return { p, item: pick(ordered, p, (i) => !!i.key && PLACE_TYPES.includes(i.type)) };
    });
    for (const { p, item } of places) {
      if (!item?.key) unresolved.push({ text: p.text, kind: 'place' });
      else if (item.type === 'country') targeting.countries.push(item.key.toUpperCase());
      else {
        const countryCode = item.countryCode?.toUpperCase();
        if (countryCode) placeCountries.add(countryCode);
        // Their country and region are kept: the EU and special category rules and the overlap check read them.
        const where = { ...(countryCode ? { countryCode } : {}), ...(item.type === 'city' && item.region ? { region: item.region } : {}) };
        if (item.type === 'region') targeting.regions.push({ key: item.key, name: item.name, ...where });
        else targeting.cities.push({ key: item.key, name: item.name, ...(p.radiusKm ? { radiusKm: p.radiusKm } : {}), ...where });
      }
    }
    const interests = await inBatches(c.interests, async (i) => ({
      i,
      item: pick(await search('interest', i.query), i, (x) => !!x.id && /^\d+$/.test(x.id)),
    }));
    for (const { i, item } of interests) {
      if (item?.id) targeting.interests.push({ id: item.id, name: item.name });
      else unresolved.push({ text: i.text, kind: 'interest' });
    }
    const locales = await inBatches(c.locales, async (l) => ({ l, items: await search('locale', l.query) }));
    for (const { l, items } of locales) {
      const usable = items.filter((x) => x.key && /^\d+$/.test(x.key));
      // "English" is several locales on Meta (US, UK, All): the one for all of them when there is one.
      const item = usable.find((x) => same(x.name, l.query)) ?? usable.find((x) => /\(all\)/i.test(x.name)) ?? usable[0];
      if (item?.key) targeting.locales.push({ key: Number(item.key), name: item.name });
      else unresolved.push({ text: l.text, kind: 'language' });
    }
  } else {
    for (const p of c.places) unresolved.push({ text: p.text, kind: 'place' });
    for (const i of c.interests) unresolved.push({ text: i.text, kind: 'interest' });
    for (const l of c.locales) unresolved.push({ text: l.text, kind: 'language' });
  }

  // Meta refuses overlapping places: a city or region replaces the country it is in ("Hà Nội, Việt Nam" is Hanoi),
  // and a city the region it is in ("Hội An, Quảng Nam" is Hội An).
  targeting.countries = [...new Set(targeting.countries)].filter((code) => !placeCountries.has(code)).sort();
  targeting.cities = unique(targeting.cities, (r) => r.key);
  targeting.regions = unique(targeting.regions, (r) => r.key).filter((r) => !targeting.cities.some((c) => cityInRegion(c, r)));
  targeting.interests = unique(targeting.interests, (r) => r.id);
  targeting.locales = unique(targeting.locales, (r) => String(r.key));
  if (targeting.countries.length + targeting.regions.length + targeting.cities.length === 0) targeting.countries = [...defaultCountries];

  return {
    targeting,
    unresolved: [...unresolved, ...c.skipped]
      .slice(0, UNRESOLVED_LIMITS.count)
      .map((u) => ({ ...u, text: u.text.slice(0, UNRESOLVED_LIMITS.text) })),
  };
}

function unique<T>(list: T[], id: (item: T) => string): T[] {
  const seen = new Set<string>();
  return list.filter((item) => !seen.has(id(item)) && Boolean(seen.add(id(item))));
}
