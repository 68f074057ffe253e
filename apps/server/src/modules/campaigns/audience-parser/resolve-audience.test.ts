/** From candidates to a targeting with Meta's keys only (decision 179): a table stands in for Meta's search. */
import { describe, expect, it } from 'vitest';
import { parseAudience } from './parse-audience.ts';
import { type AudienceSearch, type AudienceSearchItem, resolveAudience } from './resolve-audience.ts';

const META: Record<string, AudienceSearchItem[]> = {
  'location:Hanoi': [
    { key: '1562820', name: 'Hanoi', type: 'city', countryCode: 'VN' },
    { key: '3000', name: 'Hanoi Province', type: 'region', countryCode: 'VN' },
  ],
  'location:Ho Chi Minh City': [{ key: '1566083', name: 'Ho Chi Minh City', type: 'city', countryCode: 'VN' }],
  'location:Quận 1': [{ key: '9001', name: 'District 1', type: 'subcity', countryCode: 'VN' }],
  'location:California': [{ key: '3847', name: 'California', type: 'region', countryCode: 'US' }],
  'location:Hoi An': [{ key: '1580001', name: 'Hội An', type: 'city', countryCode: 'VN', region: 'Quảng Nam' }],
  'location:Quảng Nam': [{ key: '3190', name: 'Quảng Nam', type: 'region', countryCode: 'VN' }],
  'interest:yoga': [
    { id: '6003306084421', name: 'Yoga', type: 'interest' },
    { id: '6003148473011', name: 'Yoga Journal', type: 'interest' },
  ],
  'interest:Cooking': [{ id: '6003659420716', name: 'Cooking', type: 'interest' }],
  'locale:English': [
    { key: '6', name: 'English (US)', type: 'locale' },
    { key: '1001', name: 'English (All)', type: 'locale' },
  ],
};
const calls: string[] = [];
const search: AudienceSearch = async (type, q) => {
  calls.push(`${type}:${q}`);
  // Meta's search ignores case.
  const key = Object.keys(META).find((k) => k.toLowerCase() === `${type}:${q}`.toLowerCase());
  return key ? (META[key] ?? []) : [];
};

describe('resolveAudience', () => {
  it('puts the keys Meta answers in the targeting and lists what Meta does not know', async () => {
    const r = await resolveAudience(parseAudience('Phụ nữ 25-45 tuổi ở Hà Nội thích yoga và thiền'), search, ['US']);
    expect(r.targeting).toEqual({
      countries: [],
      regions: [],
      cities: [{ key: '1562820', name: 'Hanoi', countryCode: 'VN' }],
      ageMin: 25,
      ageMax: 45,
      genders: ['female'],
      locales: [],
      interests: [{ id: '6003306084421', name: 'Yoga' }],
      advantageAudience: true,
    });
    expect(r.unresolved).toEqual([{ text: 'thiền', kind: 'interest' }]);
  });

  it('keeps a city radius, takes regions as regions, and never uses a place type the targeting cannot hold', async () => {
    const r = await resolveAudience(
      parseAudience('Moms within 15 km of Ho Chi Minh City, in California or around Quận 1, who love cooking'),
      search,
      ['US'],
    );
    expect(r.targeting.cities).toEqual([{ key: '1566083', name: 'Ho Chi Minh City', radiusKm: 17, countryCode: 'VN' }]);
    expect(r.targeting.regions).toEqual([{ key: '3847', name: 'California', countryCode: 'US' }]);
    expect(r.targeting.interests).toEqual([{ id: '6003659420716', name: 'Cooking' }]);
    expect(r.unresolved).toEqual([{ text: 'Quận 1', kind: 'place' }]);
  });

  it('drops a country that a found city is in (Meta refuses overlapping places), keeps the others', async () => {
    const r = await resolveAudience(parseAudience('Người trẻ ở Hà Nội, Việt Nam và Thái Lan'), search, ['US']);
    expect(r.targeting.countries).toEqual(['TH']);
    expect(r.targeting.cities).toEqual([{ key: '1562820', name: 'Hanoi', countryCode: 'VN' }]);
  });

  it('drops a region that a found city is in, and keeps the city with its region and country', async () => {
    const r = await resolveAudience(parseAudience('Dân văn phòng ở Hội An, Quảng Nam'), search, ['VN']);
    expect(r.targeting.cities).toEqual([{ key: '1580001', name: 'Hội An', countryCode: 'VN', region: 'Quảng Nam' }]);
    expect(r.targeting.regions).toEqual([]);
    expect(r.targeting.countries).toEqual([]);
  });

  it('chooses the locale for all speakers of a language', async () => {
    const r = await resolveAudience(parseAudience('English speakers in Singapore'), search, ['US']);
    expect(r.targeting.locales).toEqual([{ key: 1001, name: 'English (All)' }]);
    expect(r.targeting.countries).toEqual(['SG']);
  });

  it('without a connection: countries offline, every place, interest and language listed, no key invented', async () => {
    calls.length = 0;
    const r = await resolveAudience(parseAudience('Women 25-45 in Hanoi, Vietnam who speak English and love yoga'), null, ['US']);
    expect(calls).toEqual([]);
    expect(r.targeting).toMatchObject({
      countries: ['VN'],
      regions: [],
      cities: [],
      interests: [],
      locales: [],
      genders: ['female'],
      ageMin: 25,
      ageMax: 45,
    });
    expect(r.unresolved).toEqual([
      { text: 'Hanoi', kind: 'place' },
      { text: 'yoga', kind: 'interest' },
      { text: 'speak English', kind: 'language' },
    ]);
  });

  it('reaches the default countries when the text names no place it could resolve', async () => {
    const r = await resolveAudience(parseAudience('Mẹ bỉm sữa ở Quận 1'), null, ['VN']);
    expect(r.targeting.countries).toEqual(['VN']);
    expect(r.unresolved).toEqual([{ text: 'Quận 1', kind: 'place' }]);
  });
});
