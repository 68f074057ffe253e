import { countriesTargeting } from '@ads-creative/contracts/targeting';
import { describe, expect, it } from 'vitest';
import { isCountriesOnly, targetingSpec } from './targeting-spec.ts';

describe('targetingSpec', () => {
  it('countries alone at the defaults: the countries and Advantage+ audience, as before structured targeting', () => {
    expect(isCountriesOnly(countriesTargeting(['VN']))).toBe(true);
    expect(targetingSpec(countriesTargeting(['VN', 'TH']))).toEqual({
      geo_locations: { countries: ['VN', 'TH'] },
      targeting_automation: { advantage_audience: 1 },
    });
  });

  it('a strict audience: every limit as is, advantage_audience 0', () => {
    expect(
      targetingSpec({
        ...countriesTargeting([]),
        cities: [{ key: '1562820', name: 'Hà Nội', radiusKm: 40 }],
        ageMin: 13,
        ageMax: 17,
        genders: ['male'],
        advantageAudience: false,
      }),
    ).toEqual({
      geo_locations: { cities: [{ key: '1562820', radius: 40, distance_unit: 'kilometer' }], location_types: ['home', 'recent'] },
      age_min: 13,
      age_max: 17,
      genders: [1],
      targeting_automation: { advantage_audience: 0 },
    });
  });

  it('Advantage+ audience: a minimum age up to 25 and the maximum 65 are limits, the rest of the range a suggestion', () => {
    const spec = (ageMin: number, ageMax: number) => targetingSpec({ ...countriesTargeting(['US']), ageMin, ageMax });
    expect(spec(21, 65)).toMatchObject({ age_min: 21, age_max: 65 });
    expect(spec(21, 65)).not.toHaveProperty('age_range');
    expect(spec(21, 40)).toMatchObject({ age_min: 21, age_max: 65, age_range: [21, 40] });
    expect(spec(35, 65)).toMatchObject({ age_min: 25, age_max: 65, age_range: [35, 65] });
    // Advantage+ off with the default ages is not "countries alone": the flag goes as 0 with the ages.
    expect(targetingSpec({ ...countriesTargeting(['US']), advantageAudience: false })).toEqual({
      geo_locations: { countries: ['US'], location_types: ['home', 'recent'] },
      age_min: 18,
      age_max: 65,
      targeting_automation: { advantage_audience: 0 },
    });
  });
});
