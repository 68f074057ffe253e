import { describe, expect, it } from 'vitest';
import { type ApplyContext, applyMessages, type CampaignNow, canEverApply, planApplication } from './plan.ts';
import { changedSince, revertConflictMessage } from './revert-check.ts';

const NOW = new Date('2026-11-24T12:00:00Z');
const HOUR = 60 * 60 * 1000;

const campaign = (over: Partial<CampaignNow> = {}): CampaignNow => ({
  id: 7,
  name: 'Shoes',
  status: 'ACTIVE',
  objective: 'CONVERSIONS',
  budgetType: 'DAILY',
  dailyBudget: 100,
  published: false,
  deliverySchedule: null,
  ...over,
});

const ctx = (over: Partial<ApplyContext> = {}, campaigns: CampaignNow[] = [campaign()]): ApplyContext => ({
  now: NOW,
  maxBudgetStepPercent: 20,
  campaigns: new Map(campaigns.map((c) => [c.id, c])),
  ad: null,
  preferences: { defaultProvider: null, preferredFormat: null },
  lastChange: new Map(),
  ...over,
});

const reason = (r: ReturnType<typeof planApplication>) => (r.ok ? null : r.reason);

describe('budget guardrails', () => {
  it('a 20 % step applies with its before and after; 20.01 % does not', () => {
    expect(planApplication({ kind: 'budget', campaignId: 7, from: 100, to: 120 }, ctx())).toEqual({
      ok: true,
      steps: [{ kind: 'campaign', campaignId: 7, set: { dailyBudget: 120 } }],
      before: { campaigns: [{ id: 7, dailyBudget: 100 }] },
      after: { campaigns: [{ id: 7, dailyBudget: 120 }] },
    });
    expect(reason(planApplication({ kind: 'budget', campaignId: 7, from: 100, to: 120.01 }, ctx()))).toBe(
      applyMessages.stepTooLarge('Shoes', 20.01, 20),
    );
    // A cut counts the same way: 100 → 79 is 21 %.
    expect(reason(planApplication({ kind: 'budget', campaignId: 7, from: 100, to: 79 }, ctx()))).toBe(
      'Changing the budget of "Shoes" by 21.0 % is more than the 20 % a step may change it.',
    );
  });

  it("the user's smaller cap wins; a larger one is held at 20", () => {
    expect(planApplication({ kind: 'budget', campaignId: 7, from: 100, to: 110 }, ctx({ maxBudgetStepPercent: 10 })).ok).toBe(true);
    expect(reason(planApplication({ kind: 'budget', campaignId: 7, from: 100, to: 111 }, ctx({ maxBudgetStepPercent: 10 })))).toBe(
      'Changing the budget of "Shoes" by 11.0 % is more than the 10 % a step may change it.',
    );
    expect(planApplication({ kind: 'budget', campaignId: 7, from: 100, to: 125 }, ctx({ maxBudgetStepPercent: 50 })).ok).toBe(false);
  });

  it('a lifetime budget or a budget moved since is not touched', () => {
    expect(
      reason(planApplication({ kind: 'budget', campaignId: 7, from: 100, to: 110 }, ctx({}, [campaign({ budgetType: 'LIFETIME' })]))),
    ).toBe(applyMessages.notDaily('Shoes'));
    expect(reason(planApplication({ kind: 'budget', campaignId: 7, from: 90, to: 99 }, ctx()))).toBe(
      applyMessages.budgetMoved('Shoes', 100, 90),
    );
  });

  it('a reallocation checks both sides and cuts before it raises', () => {
    const shift = {
      kind: 'budget_shift' as const,
      from: { campaignId: 7, before: 100, after: 85 },
      to: { campaignId: 8, before: 75, after: 90 },
    };
    const both = [campaign(), campaign({ id: 8, name: 'Boots', dailyBudget: 75 })];
    const plan = planApplication(shift, ctx({}, both));
    expect(plan.ok && plan.steps.map((s) => s.kind === 'campaign' && [s.campaignId, s.set.dailyBudget])).toEqual([
      [7, 85],
      [8, 90],
    ]);
    // 75 → 90 is +20 % on the target; 100 → 80 would be −20 % on the source, but 75 → 95 is +26.7 %.
    expect(reason(planApplication({ ...shift, to: { campaignId: 8, before: 75, after: 95 } }, ctx({}, both)))).toBe(
      'Changing the budget of "Boots" by 26.7 % is more than the 20 % a step may change it.',
    );
    expect(reason(planApplication(shift, ctx()))).toBe(applyMessages.campaignGone(8));
  });
});

describe('one change per campaign in 72 hours', () => {
  it('71 hours after the last change it waits, naming when it may go; at 72 hours it goes', () => {
    const last = new Date(NOW.getTime() - 71 * HOUR);
    expect(reason(planApplication({ kind: 'pause', campaignId: 7 }, ctx({ lastChange: new Map([[7, last]]) })))).toBe(
      'Campaign "Shoes" was changed by a recommendation at 2026-11-21 13:00 UTC; one change per 72 hours lets Facebook learn, so the next may be applied from 2026-11-24 13:00 UTC.',
    );
    const exactly = new Date(NOW.getTime() - 72 * HOUR);
    expect(planApplication({ kind: 'pause', campaignId: 7 }, ctx({ lastChange: new Map([[7, exactly]]) })).ok).toBe(true);
  });
});

describe('other actions', () => {
  it('pause only an ACTIVE campaign', () => {
    expect(reason(planApplication({ kind: 'pause', campaignId: 7 }, ctx({}, [campaign({ status: 'PAUSED' })])))).toBe(
      'Campaign "Shoes" is PAUSED, not ACTIVE: there is nothing to pause.',
    );
  });

  it('objective: set on an unpublished campaign, refused on a published one or when it moved', () => {
    const action = { kind: 'objective' as const, campaignId: 7, from: 'CONVERSIONS' as const, to: 'TRAFFIC' as const };
    expect(planApplication(action, ctx())).toMatchObject({ ok: true, after: { campaigns: [{ id: 7, objective: 'TRAFFIC' }] } });
    expect(reason(planApplication(action, ctx({}, [campaign({ published: true })])))).toBe(
      applyMessages.objectivePublished('Shoes', 'TRAFFIC'),
    );
    expect(reason(planApplication(action, ctx({}, [campaign({ objective: 'REACH' })])))).toBe(
      applyMessages.objectiveMoved('Shoes', 'REACH', 'CONVERSIONS'),
    );
  });

  it('ad scheduling sets the delivery schedule (days in week order); the campaign had none before', () => {
    expect(planApplication({ kind: 'schedule', campaignId: 7, excludeDays: ['SUN', 'MON', 'SAT'] }, ctx())).toEqual({
      ok: true,
      steps: [{ kind: 'delivery_schedule', campaignId: 7, excludedDays: ['MON', 'SAT', 'SUN'] }],
      before: { campaigns: [{ id: 7, deliverySchedule: null }] },
      after: { campaigns: [{ id: 7, deliverySchedule: ['MON', 'SAT', 'SUN'] }] },
    });
  });

  it('ad scheduling on a published or PAUSED campaign too (the job pauses only ACTIVE ones); a replaced schedule is its before-state', () => {
    const replaced = planApplication(
      { kind: 'schedule', campaignId: 7, excludeDays: ['SAT'] },
      ctx({}, [campaign({ published: true, status: 'PAUSED', deliverySchedule: ['SUN'] })]),
    );
    expect(replaced).toMatchObject({ ok: true, before: { campaigns: [{ id: 7, deliverySchedule: ['SUN'] }] } });
  });

  it('ad scheduling refuses the schedule the campaign already has, more than 3 days off, none, and within 72 hours of another change', () => {
    const withSchedule = ctx({}, [campaign({ deliverySchedule: ['SAT', 'SUN'] })]);
    expect(reason(planApplication({ kind: 'schedule', campaignId: 7, excludeDays: ['SUN', 'SAT'] }, withSchedule))).toBe(
      'Campaign "Shoes" already delivers Mon–Fri by its delivery schedule.',
    );
    expect(reason(planApplication({ kind: 'schedule', campaignId: 7, excludeDays: ['MON', 'TUE', 'WED', 'THU'] }, ctx()))).toBe(
      'A delivery schedule turns off at most 3 weekdays, so the campaign keeps delivering.',
    );
    expect(reason(planApplication({ kind: 'schedule', campaignId: 7, excludeDays: [] }, ctx()))).toBe(applyMessages.scheduleTooTight(3));
    const recent = ctx({ lastChange: new Map([[7, new Date(NOW.getTime() - 10 * HOUR)]]) });
    expect(reason(planApplication({ kind: 'schedule', campaignId: 7, excludeDays: ['SAT'] }, recent))).toMatch(/one change per 72 hours/);
  });

  it('canEverApply: an objective change of a published campaign never; everything else may', () => {
    const objective = { kind: 'objective' as const, campaignId: 7, from: 'CONVERSIONS' as const, to: 'TRAFFIC' as const };
    expect(canEverApply(objective, () => true)).toBe(false);
    expect(canEverApply(objective, () => false)).toBe(true);
    expect(canEverApply({ kind: 'schedule', campaignId: 7, excludeDays: ['SAT'] }, () => true)).toBe(true);
    expect(canEverApply({ kind: 'pause', campaignId: 7 }, () => true)).toBe(true);
  });

  it('provider and format switches record the previous choice; the current one is refused', () => {
    const prefs = { defaultProvider: 'OPENAI', preferredFormat: null };
    expect(planApplication({ kind: 'provider_switch', from: 'OPENAI', to: 'GEMINI' }, ctx({ preferences: prefs }))).toEqual({
      ok: true,
      steps: [{ kind: 'preference', name: 'defaultProvider', to: 'GEMINI' }],
      before: { defaultProvider: 'OPENAI' },
      after: { defaultProvider: 'GEMINI' },
    });
    expect(reason(planApplication({ kind: 'provider_switch', from: null, to: 'OPENAI' }, ctx({ preferences: prefs })))).toBe(
      'OPENAI is already the default provider.',
    );
    expect(planApplication({ kind: 'content_format', prefer: 'video' }, ctx())).toMatchObject({
      ok: true,
      after: { preferredFormat: 'video' },
    });
  });

  it('a creative refresh needs its ad; advice without an action changes nothing', () => {
    expect(reason(planApplication({ kind: 'creative_refresh', adId: 3 }, ctx()))).toBe('Ad 3 no longer exists.');
    expect(planApplication({ kind: 'creative_refresh', adId: 3 }, ctx({ ad: { id: 3, name: 'Runner', campaignId: 7 } })).ok).toBe(true);
    expect(planApplication(null, ctx())).toEqual({ ok: true, steps: [], before: {}, after: {} });
  });
});

describe('revert: what changed since', () => {
  const now = (over: Partial<CampaignNow> = {}) => ({
    campaigns: new Map([[7, campaign(over)]]),
    defaultProvider: null,
    preferredFormat: null,
    draftAd: null,
  });

  it('nothing when the objects are as the change left them (money compared in cents)', () => {
    expect(changedSince({ campaigns: [{ id: 7, dailyBudget: 100, status: 'ACTIVE' }] }, now({ dailyBudget: 100.001 }))).toEqual([]);
  });

  it('names each difference', () => {
    const changes = changedSince({ campaigns: [{ id: 7, dailyBudget: 120, status: 'PAUSED' }], defaultProvider: 'GEMINI' }, now());
    expect(revertConflictMessage(changes)).toBe(
      'Cannot revert: it was changed since ("Shoes" has a daily budget of $100.00, not the $120.00 this change set; "Shoes" is ACTIVE, not PAUSED as this change left it; the default provider is none now, not GEMINI).',
    );
    expect(changedSince({ campaigns: [{ id: 9, status: 'PAUSED' }] }, now())).toEqual(['campaign 9 was deleted']);
    expect(
      changedSince(
        { draftAd: { id: 4, updatedAt: '2026-11-24T10:00:00.000Z' } },
        { ...now(), draftAd: { id: 4, updatedAt: '2026-11-24T11:00:00.000Z', name: 'Runner (refresh)' } },
      ),
    ).toEqual(['the draft ad "Runner (refresh)" was edited']);
  });

  it('a delivery schedule removed or replaced since', () => {
    expect(changedSince({ campaigns: [{ id: 7, deliverySchedule: ['SAT', 'SUN'] }] }, now({ deliverySchedule: ['SUN', 'SAT'] }))).toEqual(
      [],
    );
    expect(changedSince({ campaigns: [{ id: 7, deliverySchedule: ['SAT', 'SUN'] }] }, now({ deliverySchedule: ['MON'] }))).toEqual([
      '"Shoes" delivers Tue–Sun by its schedule now, not as this change set it (delivers Mon–Fri by its schedule)',
    ]);
    expect(changedSince({ campaigns: [{ id: 7, deliverySchedule: ['SAT'] }] }, now())).toEqual([
      '"Shoes" has no delivery schedule now, not as this change set it (delivers Mon–Fri, Sun by its schedule)',
    ]);
  });
});
