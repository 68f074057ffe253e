/**
 * The built-in reader on descriptions written for it (decision 179), in Vietnamese and English, with and without
 * diacritics: each field checked against what the advertiser meant, worked out by hand.
 */
import { describe, expect, it } from 'vitest';
import { AUDIENCE_DESCRIPTIONS } from '../../../../test/facebook/audience-descriptions.ts';
import { parseAudience } from './parse-audience.ts';

const CASES = AUDIENCE_DESCRIPTIONS;

const show = (p: { text: string; query: string; radiusKm?: number }) => `${p.text} → ${p.query}${p.radiusKm ? ` @${p.radiusKm}` : ''}`;

describe('parseAudience', () => {
  it('has at least 40 descriptions, in both languages', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(CASES)('%s', (text, expected) => {
    const r = parseAudience(text);
    expect(r.countries).toEqual(expected.countries ?? []);
    const ages = expected.ages === undefined ? null : expected.ages;
    expect(r.ageMin === null ? null : [r.ageMin, r.ageMax]).toEqual(ages);
    expect(r.genders).toEqual(expected.genders ?? []);
    expect(r.places.map(show)).toEqual(expected.places ?? []);
    expect(r.interests.map((i) => `${i.text} → ${i.query}`)).toEqual(expected.interests ?? []);
    expect(r.locales.map((l) => l.query)).toEqual(expected.locales ?? []);
    expect(r.skipped).toEqual([]);
  });

  it('looks up at most 15 interests; the rest are listed, not looked up', () => {
    const many = Array.from({ length: 18 }, (_, i) => `topic${i + 1}`).join(', ');
    const r = parseAudience(`People interested in ${many}`);
    expect(r.interests).toHaveLength(15);
    expect(r.skipped).toEqual([
      { text: 'topic16', kind: 'interest' },
      { text: 'topic17', kind: 'interest' },
      { text: 'topic18', kind: 'interest' },
    ]);
  });

  it('reads "over" as that age and up, "under" as ending the year before, and clamps to 13–65', () => {
    expect(parseAudience('over 70').ageMin).toBe(65);
    expect(parseAudience('dưới 25 tuổi')).toMatchObject({ ageMin: 18, ageMax: 24 });
    expect(parseAudience('từ 18 tuổi')).toMatchObject({ ageMin: 18, ageMax: 65 });
    expect(parseAudience('ages 10-15')).toMatchObject({ ageMin: 13, ageMax: 15 });
  });

  it('does not read a radius, a price or a count as ages', () => {
    expect(parseAudience('trong bán kính 10-20 km')).toMatchObject({ ageMin: null });
    expect(parseAudience('thu nhập 15-20 triệu')).toMatchObject({ ageMin: null });
    expect(parseAudience('1-2 children')).toMatchObject({ ageMin: null });
  });
});
