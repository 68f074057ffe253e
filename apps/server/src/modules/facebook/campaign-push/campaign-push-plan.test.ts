import { campaignPushMessages as m } from '@ads-creative/contracts/facebook';
import { describe, expect, it } from 'vitest';
import { campaignPushPlan, FACEBOOK_CAMPAIGN_STATUS, type PushCampaign, touchesFacebook } from './campaign-push-plan.ts';

/** A published daily campaign: USD 40 a day, no end. */
const published = (over: Partial<PushCampaign> = {}): PushCampaign => ({
  status: 'ACTIVE',
  budgetType: 'DAILY',
  dailyBudget: '40.00',
  totalBudget: null,
  endDate: null,
  fbCampaignId: 'fbc',
  fbAdSetId: 'fbs',
  ...over,
});
const usd = { currency: 'USD', timezone: 'America/Los_Angeles', today: '2026-11-24' };
const vnd = { currency: 'VND', timezone: 'Asia/Ho_Chi_Minh', today: '2026-11-24' };
const jpy = { currency: 'JPY', timezone: 'Asia/Tokyo', today: '2026-11-24' };

describe('our campaign statuses on Facebook', () => {
  it('only ACTIVE delivers; every other status pauses (never archives)', () => {
    expect(FACEBOOK_CAMPAIGN_STATUS).toEqual({
      ACTIVE: 'ACTIVE',
      PAUSED: 'PAUSED',
      DRAFT: 'PAUSED',
      COMPLETED: 'PAUSED',
      FAILED: 'PAUSED',
    });
  });
});

describe('touchesFacebook', () => {
  it('is false for an unpublished campaign, and for the same budget written differently', () => {
    const draft = published({ fbCampaignId: null, fbAdSetId: null });
    expect(touchesFacebook(draft, { ...draft, dailyBudget: '99' })).toBe(false);
    expect(touchesFacebook(published(), published({ dailyBudget: '40' }))).toBe(false);
  });
  it('is true for a budget, budget type, end date or status change', () => {
    expect(touchesFacebook(published(), published({ dailyBudget: '40.01' }))).toBe(true);
    expect(touchesFacebook(published(), published({ endDate: '2026-12-31' }))).toBe(true);
    expect(touchesFacebook(published(), published({ status: 'DRAFT' }))).toBe(true);
    expect(touchesFacebook(published(), published({ budgetType: 'LIFETIME', dailyBudget: null, totalBudget: '40' }))).toBe(true);
  });
});

describe('campaignPushPlan', () => {
  it('a daily budget goes to the ad set in cents (USD): 40.00 → 55.50 is 4000 → 5550', () => {
    expect(campaignPushPlan(published(), published({ dailyBudget: '55.5' }), usd)).toEqual({
      adSet: { id: 'fbs', fields: { daily_budget: 5550 }, previous: { daily_budget: 4000 } },
    });
  });

  it('a zero-decimal currency sends whole units: VND 150000 → 200000', () => {
    const before = published({ dailyBudget: '150000.00' });
    expect(campaignPushPlan(before, published({ dailyBudget: '200000' }), vnd)).toEqual({
      adSet: { id: 'fbs', fields: { daily_budget: 200000 }, previous: { daily_budget: 150000 } },
    });
  });

  it('a change that rounds to the same whole yen sends nothing', () => {
    expect(campaignPushPlan(published({ dailyBudget: '1000.20' }), published({ dailyBudget: '1000.40' }), jpy)).toEqual({});
  });

  it('a lifetime budget and a new end date go together, the end at 23:59:59 in the account time zone', () => {
    const before = published({ budgetType: 'LIFETIME', dailyBudget: null, totalBudget: '300.00', endDate: '2026-12-31' });
    const after = { ...before, totalBudget: '450', endDate: '2027-01-15' };
    expect(campaignPushPlan(before, after, usd)).toEqual({
      adSet: {
        id: 'fbs',
        fields: { lifetime_budget: 45000, end_time: '2027-01-15T23:59:59-08:00' },
        previous: { lifetime_budget: 30000, end_time: '2026-12-31T23:59:59-08:00' },
      },
    });
  });

  it('removing the end of a daily campaign sends end_time 0 (run continuously)', () => {
    const before = published({ endDate: '2026-12-31' });
    expect(campaignPushPlan(before, published(), usd)).toEqual({
      adSet: { id: 'fbs', fields: { end_time: 0 }, previous: { end_time: '2026-12-31T23:59:59-08:00' } },
    });
  });

  it('a status change goes to the Facebook campaign, even when both statuses pause there', () => {
    expect(campaignPushPlan(published(), published({ status: 'PAUSED' }), usd)).toEqual({
      campaign: { id: 'fbc', fields: { status: 'PAUSED' } },
    });
    // Published with delivery ACTIVE, ours still DRAFT: moving it to PAUSED must pause Facebook's.
    expect(campaignPushPlan(published({ status: 'DRAFT' }), published({ status: 'PAUSED' }), usd)).toEqual({
      campaign: { id: 'fbc', fields: { status: 'PAUSED' } },
    });
    expect(campaignPushPlan(published({ status: 'PAUSED' }), published({ status: 'ACTIVE' }), usd)).toEqual({
      campaign: { id: 'fbc', fields: { status: 'ACTIVE' } },
    });
  });

  it('budget and status together: both updates', () => {
    expect(campaignPushPlan(published(), published({ dailyBudget: '20', status: 'COMPLETED' }), usd)).toEqual({
      adSet: { id: 'fbs', fields: { daily_budget: 2000 }, previous: { daily_budget: 4000 } },
      campaign: { id: 'fbc', fields: { status: 'PAUSED' } },
    });
  });

  it('a name-only edit sends nothing', () => {
    expect(campaignPushPlan(published(), published(), usd)).toEqual({});
  });

  it.each<[string, PushCampaign, PushCampaign, string]>([
    [
      'switching daily to total',
      published(),
      published({ budgetType: 'LIFETIME', dailyBudget: null, totalBudget: '500', endDate: '2026-12-31' }),
      m.budgetTypeFixed,
    ],
    ['clearing the budget', published(), published({ dailyBudget: null }), m.needsBudget],
    [
      'removing the end of a total budget',
      published({ budgetType: 'LIFETIME', dailyBudget: null, totalBudget: '500', endDate: '2026-12-31' }),
      published({ budgetType: 'LIFETIME', dailyBudget: null, totalBudget: '500', endDate: null }),
      m.lifetimeNeedsEndDate,
    ],
    ['an end date already passed', published(), published({ endDate: '2026-11-23' }), m.endDatePassed],
  ])('refuses %s before any call', (_, before, after, message) => {
    expect(campaignPushPlan(before, after, usd)).toEqual({ blocker: message });
  });

  it('an end date of today is still fine (it ends tonight)', () => {
    expect(campaignPushPlan(published(), published({ endDate: '2026-11-24' }), usd)).toMatchObject({
      adSet: { fields: { end_time: '2026-11-24T23:59:59-08:00' } },
    });
  });
});
