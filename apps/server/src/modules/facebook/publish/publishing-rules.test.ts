import { publishingRulesMessages as r } from '@ads-creative/contracts/publishing-rules';
import { countriesTargeting, type Targeting, targetingRuleMessages } from '@ads-creative/contracts/targeting';
import { describe, expect, it } from 'vitest';
import { planAd, planCampaign } from '../../../../test/facebook/plan-fixtures.ts';
import { adSetParams, campaignAdBlocker, campaignParams, type PlanTarget } from './publish-plan.ts';

const usd: PlanTarget = { adAccountId: '1001', currency: 'USD', timezone: 'UTC', pageId: 'p1' };
const opts = { today: '2026-11-24', defaultCountries: ['US'] };
const dsa = { beneficiary: 'Maison Lumière', payor: 'Maison Lumière SAS' };
const targeting = (over: Partial<Targeting> = {}): Targeting => ({ ...countriesTargeting(['US']), ...over });
const paris = { key: '1109140', name: 'Paris', countryCode: 'FR' };

describe('campaigns name their special ad categories and, with one, the countries it is shown in', () => {
  it('none: an empty list and no country', () => {
    const p = campaignParams(planCampaign(), ['US']);
    expect(p.special_ad_categories).toEqual([]);
    expect(p).not.toHaveProperty('special_ad_category_country');
  });

  it("housing: the targeting's countries and the countries of its cities, sorted, each once", () => {
    const c = planCampaign({
      specialAdCategories: ['HOUSING'],
      targeting: targeting({ countries: ['US'], cities: [{ ...paris, radiusKm: 40 }] }),
    });
    expect(campaignParams(c, ['US'])).toMatchObject({ special_ad_categories: ['HOUSING'], special_ad_category_country: ['FR', 'US'] });
  });

  it('a campaign from before targeting existed names the countries of its free text', () => {
    const c = planCampaign({ specialAdCategories: ['EMPLOYMENT'], targeting: null, targetAudience: 'Nurses in Vietnam' });
    expect(campaignParams(c, ['US']).special_ad_category_country).toEqual(['VN']);
  });
});

describe("the publish blocker stops Meta's special category limits and the EU's DSA fields before any call", () => {
  const blocker = (over: Parameters<typeof planCampaign>[0], rules: Parameters<typeof campaignAdBlocker>[3] = opts) =>
    campaignAdBlocker(planCampaign(over), planAd(), opts.today, rules);

  it.each([
    ['a gender', targeting({ genders: ['female'] }), r.genders],
    ['ages 25–45', targeting({ ageMin: 25, ageMax: 45 }), r.ages],
    ['a city within 20 km', targeting({ cities: [{ ...paris, radiusKm: 20 }] }), r.cityRadius(['Paris'])],
    [
      'a city without its country and no country',
      targeting({ countries: [], cities: [{ key: '1', name: 'Somewhere', radiusKm: 40 }] }),
      r.needsCountry,
    ],
  ])('financial products with %s', (_, t, message) => {
    expect(blocker({ specialAdCategories: ['FINANCIAL_PRODUCTS_SERVICES'], targeting: t })).toBe(message);
  });

  it('a city of 25 km and the whole age range pass', () => {
    expect(
      blocker({ specialAdCategories: ['HOUSING'], targeting: targeting({ cities: [{ ...paris, radiusKm: 25 }] }) }, { ...opts, dsa }),
    ).toBeNull();
  });

  it('places that overlap (a country and a city in it, a region and a city in it) come first, in the user words', () => {
    const idf = { key: '3000', name: 'Île-de-France', countryCode: 'FR' };
    const inIdf = { ...paris, radiusKm: 25, region: 'Ile-de-France' };
    expect(blocker({ specialAdCategories: ['HOUSING'], targeting: targeting({ countries: ['FR'], cities: [inIdf] }) })).toBe(
      targetingRuleMessages.overlap('FR', ['Paris']),
    );
    expect(blocker({ targeting: targeting({ countries: [], regions: [idf], cities: [inIdf] }) }, { ...opts, dsa })).toBe(
      'Paris lies in Île-de-France, which this audience already reaches, and Facebook refuses places that overlap: remove Île-de-France or the place in it.',
    );
    // A region of another country, or a city whose region Facebook did not name, does not overlap.
    expect(blocker({ targeting: targeting({ countries: ['US'], regions: [idf], cities: [paris] }) }, { ...opts, dsa })).toBeNull();
  });

  it("social issues keep their targeting (Meta's limits are for housing, employment and financial products) but name a country", () => {
    expect(
      blocker({ specialAdCategories: ['ISSUES_ELECTIONS_POLITICS'], targeting: targeting({ genders: ['male'], ageMin: 30 }) }),
    ).toBeNull();
    expect(blocker({ specialAdCategories: ['ISSUES_ELECTIONS_POLITICS'], targeting: targeting({ countries: [] }) })).toBe(r.needsCountry);
  });

  it('an audience in the EU needs both DSA names of the account; elsewhere none', () => {
    const inFrance = { targeting: targeting({ countries: ['FR'] }) };
    expect(blocker(inFrance)).toBe(r.dsaMissing);
    expect(blocker(inFrance, { ...opts, dsa: { beneficiary: 'Maison Lumière', payor: null } })).toBe(r.dsaMissing);
    expect(blocker({ targeting: targeting({ countries: [], cities: [{ ...paris, radiusKm: 20 }] }) })).toBe(r.dsaMissing);
    expect(blocker(inFrance, { ...opts, dsa })).toBeNull();
    expect(blocker({ targeting: targeting({ countries: ['NO', 'VN'] }) })).toBeNull();
    expect(blocker({ targeting: null, targetAudience: 'Runners in Germany' })).toBe(r.dsaMissing);
  });
});

describe('ad sets by the rules of 2026', () => {
  it('an ad set shown in the EU sends the account’s beneficiary and payor; one outside it sends neither', () => {
    const eu = adSetParams(planCampaign({ targeting: null, targetAudience: 'Runners in France' }), { ...usd, dsa }, 'c', opts);
    expect(eu).toMatchObject({ dsa_beneficiary: 'Maison Lumière', dsa_payor: 'Maison Lumière SAS' });
    const vn = adSetParams(planCampaign({ targeting: null, targetAudience: 'Runners in Vietnam' }), { ...usd, dsa }, 'c', opts);
    expect(vn).not.toHaveProperty('dsa_beneficiary');
    expect(vn).not.toHaveProperty('dsa_payor');
  });

  it.each([
    ['countries of the free text', planCampaign({ targeting: null })],
    ['countries alone', planCampaign({ targeting: targeting() })],
    [
      'strict ages and interests',
      planCampaign({
        targeting: targeting({ ageMin: 25, ageMax: 40, advantageAudience: false, interests: [{ id: '6003', name: 'Yoga' }] }),
      }),
    ],
  ])('%s: advantage_audience always explicit, never a detailed-targeting exclusion', (_, c) => {
    const t = adSetParams(c, usd, 'c', opts).targeting as Record<string, unknown> & {
      targeting_automation?: { advantage_audience?: number };
    };
    expect([0, 1]).toContain(t.targeting_automation?.advantage_audience);
    expect(t).not.toHaveProperty('exclusions');
    expect(JSON.stringify(t)).not.toContain('exclusions');
  });
});
