import { facebookMessages as m } from '@ads-creative/contracts/facebook';
import { describe, expect, it } from 'vitest';
import { planAd, planCampaign } from '../../../../test/facebook/plan-fixtures.ts';
import {
  accountTime,
  adParams,
  adSetParams,
  campaignAdBlocker,
  campaignParams,
  campaignStatusAfterDelivery,
  creativeParams,
  nextStep,
  type PlanAd,
  type PlanCampaign,
  type PlanTarget,
} from './publish-plan.ts';

const campaign = planCampaign;
const ad = planAd;
const usd: PlanTarget = { adAccountId: '1001', currency: 'USD', timezone: 'America/Los_Angeles', pageId: 'p1' };
const vnd: PlanTarget = { adAccountId: '1002', currency: 'VND', timezone: 'Asia/Ho_Chi_Minh', pageId: 'p2' };
const opts = { today: '2026-11-24', defaultCountries: ['US'] };

describe('nextStep resumes at the first object not yet stored', () => {
  it('walks campaign → ad set → image → creative → ad → done', () => {
    expect(nextStep({ fbCampaignId: null, fbAdSetId: null }, ad())).toBe('campaign');
    expect(nextStep({ fbCampaignId: 'c', fbAdSetId: null }, ad())).toBe('adset');
    expect(nextStep({ fbCampaignId: 'c', fbAdSetId: 's' }, ad())).toBe('image');
    expect(nextStep({ fbCampaignId: 'c', fbAdSetId: 's' }, ad({ fbImageHash: 'h' }))).toBe('creative');
    expect(nextStep({ fbCampaignId: 'c', fbAdSetId: 's' }, ad({ fbImageHash: 'h', fbCreativeId: 'cr' }))).toBe('ad');
    expect(nextStep({ fbCampaignId: 'c', fbAdSetId: 's' }, ad({ fbImageHash: 'h', fbCreativeId: 'cr', fbAdId: 'a' }))).toBeNull();
  });
});

describe('campaignAdBlocker says what is missing before any call', () => {
  it.each<[string, PlanCampaign | null, PlanAd, string | null]>([
    ['ready', campaign(), ad(), null],
    ['no campaign', null, ad(), m.noCampaign],
    ['no budget', campaign({ dailyBudget: null }), ad(), m.noBudget],
    ['lifetime without end', campaign({ budgetType: 'LIFETIME', dailyBudget: null, totalBudget: '500' }), ad(), m.lifetimeNeedsEndDate],
    ['ended', campaign({ endDate: '2026-11-23' }), ad(), m.endDatePassed],
    ['conversions without pixel', campaign({ objective: 'CONVERSIONS', pixelId: '123' }), ad(), m.needsPixel],
    ['app without store url', campaign({ objective: 'APP_INSTALLS', appId: '55' }), ad(), m.needsApp],
    ['catalog without product set', campaign({ objective: 'CATALOG_SALES', catalogId: '9' }), ad(), m.needsCatalog],
    ['lead campaign with a link ad', campaign({ objective: 'LEAD_GENERATION' }), ad(), m.leadObjectiveNeedsLeadAd],
    ['lead ad in a traffic campaign', campaign(), ad({ adType: 'LEAD_FORM_AD' }), m.leadAdNeedsLeadObjective],
    ['no image', campaign(), ad({ imageUrl: null }), m.noImage],
    ['no destination', campaign(), ad({ destinationUrl: null }), m.noDestinationUrl],
    [
      'lead ad needs no destination',
      campaign({ objective: 'LEAD_GENERATION' }),
      ad({ adType: 'LEAD_FORM_AD', destinationUrl: null }),
      null,
    ],
    ['conversions with pixel and event', campaign({ objective: 'CONVERSIONS', pixelId: '123', conversionEvent: 'PURCHASE' }), ad(), null],
  ])('%s', (_, c, a, expected) => {
    expect(campaignAdBlocker(c, a, '2026-11-24')).toBe(expected);
  });
});

describe("our campaign's status once an ad of it is on Facebook", () => {
  it('delivering makes it ACTIVE, whatever it was (Facebook switched its campaign on)', () => {
    expect(campaignStatusAfterDelivery('DRAFT', 'ACTIVE')).toBe('ACTIVE');
    expect(campaignStatusAfterDelivery('PAUSED', 'ACTIVE')).toBe('ACTIVE');
    expect(campaignStatusAfterDelivery('COMPLETED', 'ACTIVE')).toBe('ACTIVE');
    expect(campaignStatusAfterDelivery('ACTIVE', 'ACTIVE')).toBeNull();
  });

  it('a paused publish turns a draft into PAUSED and leaves any other status', () => {
    expect(campaignStatusAfterDelivery('DRAFT', 'PAUSED')).toBe('PAUSED');
    expect(campaignStatusAfterDelivery('ACTIVE', 'PAUSED')).toBeNull();
    expect(campaignStatusAfterDelivery('PAUSED', 'PAUSED')).toBeNull();
    expect(campaignStatusAfterDelivery('FAILED', 'PAUSED')).toBeNull();
  });
});

describe('campaign request', () => {
  it.each([
    ['BRAND_AWARENESS', 'OUTCOME_AWARENESS'],
    ['REACH', 'OUTCOME_AWARENESS'],
    ['VIDEO_VIEWS', 'OUTCOME_AWARENESS'],
    ['STORE_TRAFFIC', 'OUTCOME_AWARENESS'],
    ['TRAFFIC', 'OUTCOME_TRAFFIC'],
    ['ENGAGEMENT', 'OUTCOME_ENGAGEMENT'],
    ['LEAD_GENERATION', 'OUTCOME_LEADS'],
    ['APP_INSTALLS', 'OUTCOME_APP_PROMOTION'],
    ['CONVERSIONS', 'OUTCOME_SALES'],
    ['CATALOG_SALES', 'OUTCOME_SALES'],
  ] as const)('%s → %s, paused, no special category, budget on the ad set', (ours, theirs) => {
    expect(campaignParams(campaign({ objective: ours }))).toMatchObject({
      name: 'Summer sale [AC-7]',
      objective: theirs,
      status: 'PAUSED',
      special_ad_categories: [],
      is_adset_budget_sharing_enabled: false,
    });
  });

  it('a catalog campaign promotes its catalog', () => {
    expect(campaignParams(campaign({ objective: 'CATALOG_SALES', catalogId: '900' })).promoted_object).toEqual({
      product_catalog_id: '900',
    });
  });
});

describe('ad set request', () => {
  it('a USD daily budget in cents, targeting from the audience, advantage audience on', () => {
    expect(adSetParams(campaign(), usd, 'fbc1', opts)).toEqual({
      name: 'Summer sale [AC-7]',
      campaign_id: 'fbc1',
      daily_budget: 2550,
      billing_event: 'IMPRESSIONS',
      optimization_goal: 'LINK_CLICKS',
      bid_strategy: 'LOWEST_COST_WITHOUT_CAP',
      targeting: { geo_locations: { countries: ['VN'] }, targeting_automation: { advantage_audience: 1 } },
      status: 'ACTIVE',
    });
  });

  it('a VND lifetime budget in whole dong, with start and end in the account time zone', () => {
    const c = campaign({
      budgetType: 'LIFETIME',
      dailyBudget: null,
      totalBudget: '3000000',
      startDate: '2026-12-01',
      endDate: '2026-12-31',
    });
    expect(adSetParams(c, vnd, 'fbc2', opts)).toMatchObject({
      lifetime_budget: 3000000,
      start_time: '2026-12-01T00:00:00+07:00',
      end_time: '2026-12-31T23:59:59+07:00',
    });
    expect(adSetParams(c, vnd, 'fbc2', opts)).not.toHaveProperty('daily_budget');
  });

  it('a start date already reached starts now (no start_time); no audience country uses the default', () => {
    const p = adSetParams(campaign({ startDate: '2026-11-01', targetAudience: null }), usd, 'c', opts);
    expect(p).not.toHaveProperty('start_time');
    expect(p.targeting).toEqual({ geo_locations: { countries: ['US'] }, targeting_automation: { advantage_audience: 1 } });
  });

  it('goals and promoted objects follow the objective', () => {
    const conv = adSetParams(campaign({ objective: 'CONVERSIONS', pixelId: '77', conversionEvent: 'PURCHASE' }), usd, 'c', opts);
    expect(conv).toMatchObject({
      optimization_goal: 'OFFSITE_CONVERSIONS',
      promoted_object: { pixel_id: '77', custom_event_type: 'PURCHASE' },
    });
    const app = adSetParams(
      campaign({ objective: 'APP_INSTALLS', appId: '5', appStoreUrl: 'https://apps.apple.com/app/id5' }),
      usd,
      'c',
      opts,
    );
    expect(app).toMatchObject({
      optimization_goal: 'APP_INSTALLS',
      promoted_object: { application_id: '5', object_store_url: 'https://apps.apple.com/app/id5' },
    });
    const lead = adSetParams(campaign({ objective: 'LEAD_GENERATION' }), usd, 'c', opts);
    expect(lead).toMatchObject({ optimization_goal: 'LEAD_GENERATION', promoted_object: { page_id: 'p1' } });
    const reach = adSetParams(campaign({ objective: 'REACH' }), usd, 'c', opts);
    expect(reach.optimization_goal).toBe('REACH');
    expect(reach).not.toHaveProperty('promoted_object');
  });

  it('account times follow daylight saving', () => {
    expect(accountTime('2026-07-01', 'America/Los_Angeles')).toBe('2026-07-01T00:00:00-07:00');
    expect(accountTime('2026-01-01', 'America/Los_Angeles', true)).toBe('2026-01-01T23:59:59-08:00');
  });
});

describe('creative and ad requests', () => {
  it('a link ad: message, name, description, link, image hash and call to action with the link', () => {
    expect(creativeParams(ad(), usd, 'hash1')).toEqual({
      name: 'Shoe ad [AC-42]',
      object_story_spec: {
        page_id: 'p1',
        link_data: {
          message: 'Our lightest shoe yet.',
          name: 'Run lighter',
          description: 'Free returns',
          link: 'https://shop.example/shoes',
          image_hash: 'hash1',
          call_to_action: { type: 'SHOP_NOW', value: { link: 'https://shop.example/shoes' } },
        },
      },
      // Meta's enhancements would rewrite what the user chose: opted out one by one (decision 180).
      degrees_of_freedom_spec: {
        creative_features_spec: {
          text_optimizations: { enroll_status: 'OPT_OUT' },
          image_touchups: { enroll_status: 'OPT_OUT' },
          image_templates: { enroll_status: 'OPT_OUT' },
        },
      },
    });
  });

  it('a lead form ad points its call to action at the form', () => {
    const p = creativeParams(ad({ adType: 'LEAD_FORM_AD', callToAction: null, destinationUrl: null }), usd, 'h', 'form9');
    expect(p.object_story_spec).toMatchObject({
      link_data: { link: 'http://fb.me/', call_to_action: { type: 'SIGN_UP', value: { lead_gen_form_id: 'form9' } } },
    });
  });

  it('no call to action chosen: none sent', () => {
    const spec = creativeParams(ad({ callToAction: null }), usd, 'h').object_story_spec as { link_data: object };
    expect(spec.link_data).not.toHaveProperty('call_to_action');
  });

  it('the ad starts as the user chose', () => {
    expect(adParams(ad(), 's1', 'cr1', 'PAUSED')).toEqual({
      name: 'Shoe ad [AC-42]',
      adset_id: 's1',
      creative: { creative_id: 'cr1' },
      status: 'PAUSED',
    });
  });
});
