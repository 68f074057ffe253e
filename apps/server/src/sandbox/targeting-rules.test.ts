import { describe, expect, it } from 'vitest';
import { GraphError } from './sandbox-context.ts';
import { checkTargeting, type TargetingSpecIn } from './targeting-rules.ts';

const refusal = (spec: TargetingSpecIn | undefined, requireAdvantageFlag = true) => {
  try {
    checkTargeting(spec, { requireAdvantageFlag });
    return null;
  } catch (e) {
    return e instanceof GraphError ? { status: e.status, ...e.body } : e;
  }
};
const vn = { geo_locations: { countries: ['VN'] }, targeting_automation: { advantage_audience: 1 } };

describe('the sandbox refuses malformed targeting as Meta does', () => {
  it('takes a well-formed spec', () => {
    expect(refusal(vn)).toBeNull();
    expect(refusal({ ...vn, geo_locations: { cities: [{ key: '1562820', radius: 17, distance_unit: 'kilometer' }] } })).toBeNull();
  });

  it('refuses no place, unknown keys, a city radius outside 17–80 km, ages out of order or range', () => {
    expect(refusal({ ...vn, geo_locations: {} })).toMatchObject({ code: 100, error_subcode: 1885364 });
    expect(refusal({ ...vn, geo_locations: { cities: [{ key: '42' }] } })).toMatchObject({ message: '(#100) Invalid city key: 42' });
    expect(refusal({ ...vn, geo_locations: { regions: [{ key: '42' }] } })).toMatchObject({ message: '(#100) Invalid region key: 42' });
    expect(refusal({ ...vn, geo_locations: { cities: [{ key: '1562820', radius: 5, distance_unit: 'kilometer' }] } })).toMatchObject({
      code: 100,
    });
    expect(refusal({ ...vn, targeting_automation: { advantage_audience: 0 }, age_min: 40, age_max: 30 })).toMatchObject({
      message: '(#100) age_min must be less than or equal to age_max',
    });
    expect(refusal({ ...vn, age_min: 12 })).toMatchObject({ code: 100 });
    expect(refusal({ ...vn, genders: [3] })).toMatchObject({ code: 100 });
    expect(refusal({ ...vn, flexible_spec: [{ interests: [{ id: '1' }] }] })).toMatchObject({ message: '(#100) Invalid interest id: 1' });
  });

  it('wants advantage_audience on every new ad set, and with it on, the maximum age 65 and a minimum up to 25', () => {
    expect(refusal({ geo_locations: { countries: ['VN'] } })).toMatchObject({ error_subcode: 1870227 });
    expect(refusal({ geo_locations: { countries: ['VN'] } }, false)).toBeNull();
    expect(refusal({ ...vn, age_max: 45 })).toMatchObject({ error_subcode: 1870189 });
    expect(refusal({ ...vn, age_min: 30 })).toMatchObject({ error_subcode: 1870189 });
    expect(refusal({ ...vn, targeting_automation: { advantage_audience: 0 }, age_min: 30, age_max: 45 })).toBeNull();
  });
});
