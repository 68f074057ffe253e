/** The campaign form's dates and places: the server's rules and words, before sending. */
import { countriesTargeting, targetingRuleMessages } from '@ads-creative/contracts/targeting';
import { describe, expect, it } from 'vitest';
import { campaignFormSchema, emptyCampaignForm } from './campaign-form-values.ts';

const problems = (over: { startDate?: string; endDate?: string; targeting?: ReturnType<typeof countriesTargeting> }) =>
  campaignFormSchema
    .safeParse({ ...emptyCampaignForm, name: 'Summer', objective: 'REACH', ...over })
    .error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('campaign form dates', () => {
  it('takes no dates, or days within 2000-01-01..2099-12-31', () => {
    expect(problems({})).toEqual([]);
    expect(problems({ startDate: '2000-01-01', endDate: '2099-12-31' })).toEqual([]);
  });

  it('refuses a day outside the bounds with the server’s message', () => {
    expect(problems({ startDate: '1999-12-31' })).toEqual([['startDate', 'Start date must be between 2000-01-01 and 2099-12-31.']]);
    expect(problems({ endDate: '9999-12-31' })).toEqual([['endDate', 'End date must be between 2000-01-01 and 2099-12-31.']]);
    expect(problems({ startDate: '2026-02-30' })).toEqual([['startDate', 'Start date must be a valid date (YYYY-MM-DD).']]);
  });
});

describe('campaign form places', () => {
  it('refuses a country with a city in it, as the server and Facebook do, and takes places apart', () => {
    const hanoi = { key: '1562820', name: 'Hà Nội', radiusKm: 25, countryCode: 'VN', region: 'Hanoi' };
    expect(problems({ targeting: { ...countriesTargeting(['VN', 'TH']), cities: [hanoi] } })).toEqual([
      ['targeting', targetingRuleMessages.overlap('VN', ['Hà Nội'])],
    ]);
    expect(problems({ targeting: { ...countriesTargeting(['TH']), cities: [hanoi] } })).toEqual([]);
  });
});
