/**
 * Acting on recommendations over HTTP (issue 10 "Acting on a recommendation", spec 2 §4, §7): lists with
 * their summary, the transitions and their 409s, dismiss reasons, schedules, applying with guardrails,
 * concurrent accepts, revert and its conflict, batch counts, another user's ids, and the job that
 * applies a scheduled one at its time on the app's test clock.
 */
import type { RecommendationView } from '@ads-creative/contracts/optimization';
import { SCHEDULE_IN_PAST_MESSAGE } from '@ads-creative/contracts/optimization';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAd, createCampaign, expectError, type Headers, queryRows } from '../../../test/helpers/ads-fixtures.ts';
import { manualJobs } from '../../../test/helpers/manual-jobs.ts';
import {
  objectiveSeed,
  pauseSeed,
  providerSeed,
  refreshSeed,
  scaleSeed,
  scheduleSeed,
  seedRecommendation,
  shiftSeed,
} from '../../../test/helpers/recommendation-fixtures.ts';
import { createTestApp, signUp, type TestApp } from '../../../test/helpers/test-app.ts';
import { optimizationSettings } from '../../db/schema/optimization.ts';
import { APPLY_DUE_JOB } from './apply-due-job.ts';
import { APPLY_LEASE_MS } from './recommendations.repo.ts';

const HOUR = 60 * 60 * 1000;
const base = '/api/optimization/recommendations';

let t: TestApp;
let headers: Headers;
let userId: number;
/** The app's jobs, run when a test says so. */
const { jobs, run } = manualJobs();

beforeAll(async () => {
  t = await createTestApp({ deps: { jobs } });
  const user = await signUp(t);
  headers = user.headers;
  userId = user.user.id;
});
afterAll(() => t.close());

const post = (url: string, payload?: object, h: Headers = headers) => t.app.inject({ method: 'POST', url, headers: h, payload });
const get = (url: string, h: Headers = headers) => t.app.inject({ method: 'GET', url, headers: h });
const campaignOfUser = async (h: Headers, id: number) => (await get(`/api/campaigns/${id}`, h)).json();

/** A new signed-in user with an unpublished ACTIVE campaign at `budget` a day. */
async function withCampaign(budget: number, objective = 'CONVERSIONS') {
  const user = await signUp(t);
  const campaign = await createCampaign(t, user.headers, { name: `Shoes ${budget}`, dailyBudget: budget, status: 'ACTIVE', objective });
  return { headers: user.headers, userId: user.user.id as number, campaign };
}

describe('listing', () => {
  it('answers the open ones with the summary, filters, and 12 a page', async () => {
    const u = await signUp(t);
    const uid = u.user.id as number;
    const c = await createCampaign(t, u.headers, { dailyBudget: 50 });
    // 13 open: one HIGH scale (+20 % × 0.81), twelve provider switches (+18 % × 0.84) of distinct targets.
    await seedRecommendation(t, uid, scaleSeed(c.id, 'Summer sale', 50, 60), { priority: 'HIGH' });
    const providers = ['OPENAI', 'GEMINI', 'ANTHROPIC'] as const;
    for (let i = 0; i < 12; i++) {
      await seedRecommendation(t, uid, {
        ...providerSeed(providers[i % 3] as 'OPENAI'),
        target: { kind: 'provider', id: `P${i}`, name: `P${i}` },
      });
    }
    await seedRecommendation(t, uid, pauseSeed(c.id, 'Summer sale'), { status: 'DISMISSED', dismissReason: 'too_risky' });
    const first = (await get(`${base}?timeRange=30d`, u.headers)).json();
    expect(first.totalElements).toBe(13);
    expect(first.totalPages).toBe(2);
    expect(first.recommendations).toHaveLength(12);
    expect(first.recommendations[0]).toMatchObject({ type: 'CAMPAIGN_SCALE', priority: 'HIGH', status: 'PENDING', revertible: false });
    // 0.81 × 20 + 12 × 0.84 × 18 = 16.2 + 181.44
    expect(first.summary).toEqual({
      totalRecommendations: 13,
      highPriorityRecommendations: 1,
      totalPotentialImpact: 197.64,
      implementableRecommendations: 13,
    });
    expect((await get(`${base}?page=1`, u.headers)).json().recommendations).toHaveLength(1);
    expect(
      (await get(`${base}?status=DISMISSED`, u.headers)).json().recommendations.map((r: RecommendationView) => r.dismissReason),
    ).toEqual(['too_risky']);
    expect((await get(`${base}?type=AI_PROVIDER_SWITCH`, u.headers)).json().totalElements).toBe(12);
    expect((await get(`${base}?category=Budget%20Optimization`, u.headers)).json().totalElements).toBe(1);
    expect((await get(`${base}/priority/high`, u.headers)).json().totalElements).toBe(1);
    expect((await get(`${base}/type/CAMPAIGN_SCALE`, u.headers)).json().recommendations[0].action).toEqual({
      kind: 'budget',
      campaignId: c.id,
      from: 50,
      to: 60,
    });
    expect((await get('/api/optimization/summary', u.headers)).json()).toEqual({
      totalRecommendations: 13,
      highPriorityCount: 1,
      totalPotentialImpact: 197.64,
    });
  });

  it('a time range counts what was created or refreshed in it', async () => {
    const u = await signUp(t);
    const uid = u.user.id as number;
    const old = new Date(t.clock.now().getTime() - 10 * 24 * HOUR);
    await seedRecommendation(t, uid, providerSeed('OPENAI'), { createdAt: old, updatedAt: old });
    expect((await get(`${base}?timeRange=7d`, u.headers)).json().totalElements).toBe(0);
    expect((await get(`${base}?timeRange=30d`, u.headers)).json().totalElements).toBe(1);
  });

  it('bad filters answer 400 in the contract words; the types list every type', async () => {
    expectError(await get(`${base}?priority=URGENT`), 400, 'VALIDATION_ERROR', 'priority must be one of HIGH, MEDIUM, LOW.');
    expectError(await get(`${base}/type/NOPE`), 400, 'VALIDATION_ERROR');
    const types = (await get('/api/optimization/types')).json();
    expect(types).toHaveLength(8);
    expect(types.find((x: { type: string }) => x.type === 'CAMPAIGN_PAUSE')).toMatchObject({ risk: 'HIGH', category: 'Campaign Strategy' });
  });
});

describe('transitions', () => {
  it('accepting a scale applies it: the budget rises, IMPLEMENTED, before and after stored', async () => {
    const u = await withCampaign(50);
    const id = await seedRecommendation(t, u.userId, scaleSeed(u.campaign.id, 'Shoes', 50, 60));
    const res = await post(`${base}/${id}/accept`, undefined, u.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'IMPLEMENTED', applyFailure: null, revertible: true, autoAccepted: false });
    expect((await get(`/api/campaigns/${u.campaign.id}`, u.headers)).json().dailyBudget).toBe(60);
    const [row] = await queryRows<{ before_state: unknown; after_state: unknown }>(
      t,
      sql`select before_state, after_state from recommendations where id = ${id}`,
    );
    expect(row).toEqual({
      before_state: { campaigns: [{ id: u.campaign.id, dailyBudget: 50 }] },
      after_state: { campaigns: [{ id: u.campaign.id, dailyBudget: 60 }] },
    });
    const again = expectError(await post(`${base}/${id}/accept`, undefined, u.headers), 409, 'CONFLICT');
    expect(again.message).toBe('Cannot accept: the recommendation is IMPLEMENTED.');
    expectError(await post(`${base}/${id}/dismiss`, { reason: 'not_relevant' }, u.headers), 409, 'CONFLICT');
  });

  it('dismiss needs a listed reason, and text with other; a dismissed one cannot be accepted', async () => {
    const id = await seedRecommendation(t, userId, providerSeed('GEMINI'));
    expectError(await post(`${base}/${id}/dismiss`, { reason: 'boring' }), 400, 'VALIDATION_ERROR');
    expectError(
      await post(`${base}/${id}/dismiss`, { reason: 'other' }),
      400,
      'VALIDATION_ERROR',
      "A comment is required when the reason is 'other'.",
    );
    expectError(await post(`${base}/${id}/dismiss`, { reason: 'other', comment: '   ' }), 400, 'VALIDATION_ERROR');
    const res = await post(`${base}/${id}/dismiss`, { reason: 'other', comment: 'We test providers by hand.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'DISMISSED', dismissReason: 'other', dismissComment: 'We test providers by hand.' });
    expectError(await post(`${base}/${id}/accept`), 409, 'CONFLICT', 'Cannot accept: the recommendation is DISMISSED.');
    expectError(
      await post(`${base}/${id}/schedule`, { scheduledFor: new Date(t.clock.now().getTime() + HOUR).toISOString() }),
      409,
      'CONFLICT',
    );
  });

  it('schedule: the past is refused, a time after expiry too; a future time makes it SCHEDULED', async () => {
    const id = await seedRecommendation(t, userId, providerSeed('ANTHROPIC'));
    const now = t.clock.now().getTime();
    expectError(
      await post(`${base}/${id}/schedule`, { scheduledFor: new Date(now - 60_000).toISOString() }),
      400,
      'VALIDATION_ERROR',
      SCHEDULE_IN_PAST_MESSAGE,
    );
    expectError(await post(`${base}/${id}/schedule`, { scheduledFor: 'tomorrow' }), 400, 'VALIDATION_ERROR');
    const late = expectError(
      await post(`${base}/${id}/schedule`, { scheduledFor: new Date(now + 8 * 24 * HOUR).toISOString() }),
      400,
      'VALIDATION_ERROR',
    );
    expect(late.message).toMatch(/^scheduledFor must be before the recommendation expires/);
    const at = new Date(now + 2 * HOUR).toISOString();
    const res = await post(`${base}/${id}/schedule`, { scheduledFor: at });
    expect(res.json()).toMatchObject({ status: 'SCHEDULED', scheduledFor: at });
    expect((await get(`${base}/${id}/status`)).json()).toEqual({
      id,
      status: 'SCHEDULED',
      applyFailure: null,
      implementedAt: null,
      scheduledFor: at,
    });
    expectError(await post(`${base}/${id}/accept`), 409, 'CONFLICT', 'Cannot accept: the recommendation is SCHEDULED.');
  });

  it('a schedule can be moved, or cancelled back to PENDING; a PENDING one has no schedule to cancel', async () => {
    const id = await seedRecommendation(t, userId, providerSeed('GEMINI'), { targetId: 'unschedule' });
    const now = t.clock.now().getTime();
    await post(`${base}/${id}/schedule`, { scheduledFor: new Date(now + 2 * HOUR).toISOString() });
    const later = new Date(now + 5 * HOUR).toISOString();
    expect((await post(`${base}/${id}/schedule`, { scheduledFor: later })).json()).toMatchObject({
      status: 'SCHEDULED',
      scheduledFor: later,
    });
    const res = await post(`${base}/${id}/unschedule`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'PENDING', scheduledFor: null, applyFailure: null });
    expectError(await post(`${base}/${id}/unschedule`), 409, 'CONFLICT', 'Cannot cancel the schedule: the recommendation is PENDING.');
    // PENDING again: the job does not apply it at the old time, and the user can accept it.
    t.clock.advance(5 * HOUR);
    await run(APPLY_DUE_JOB, 'after the old time');
    expect((await get(`${base}/${id}/status`)).json().status).toBe('PENDING');
    expect((await post(`${base}/${id}/accept`)).json().status).toBe('IMPLEMENTED');
  });

  it('an expired PENDING one cannot be accepted', async () => {
    const id = await seedRecommendation(t, userId, providerSeed('OPENAI'), {
      targetId: 'expired',
      expiresAt: new Date(t.clock.now().getTime() - 1000),
    });
    expectError(await post(`${base}/${id}/accept`), 409, 'CONFLICT', 'Cannot accept: the recommendation has expired.');
  });

  it("another user's recommendation is 404 on every route, like a missing one", async () => {
    const other = await signUp(t);
    const id = await seedRecommendation(t, other.user.id, providerSeed('OPENAI'));
    const future = new Date(t.clock.now().getTime() + HOUR).toISOString();
    for (const res of [
      await get(`${base}/${id}/status`),
      await post(`${base}/${id}/accept`),
      await post(`${base}/${id}/dismiss`, { reason: 'not_relevant' }),
      await post(`${base}/${id}/schedule`, { scheduledFor: future }),
      await post(`${base}/${id}/revert`),
      await post(`${base}/${id}/unschedule`),
      await post(`${base}/99999999/accept`),
    ]) {
      expectError(res, 404, 'NOT_FOUND', 'Recommendation not found.');
    }
    expect((await get(`${base}/${id}/status`, other.headers)).json().status).toBe('PENDING');
  });
});

describe('applying', () => {
  it('two accepts at once apply once', async () => {
    const u = await withCampaign(100);
    const id = await seedRecommendation(t, u.userId, scaleSeed(u.campaign.id, 'Shoes', 100, 120));
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(`${base}/${id}/accept`, undefined, u.headers)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200)) expect(a.statusCode).toBe(409);
    const [row] = await queryRows<{ apply_attempts: number; status: string }>(
      t,
      sql`select apply_attempts, status from recommendations where id = ${id}`,
    );
    expect(row).toEqual({ apply_attempts: 1, status: 'IMPLEMENTED' });
    expect((await get(`/api/campaigns/${u.campaign.id}`, u.headers)).json().dailyBudget).toBe(120);
  });

  it('two retries at once of a failed application apply once', async () => {
    const u = await withCampaign(100);
    await t.database.db.insert(optimizationSettings).values({ userId: u.userId, maxBudgetStepPercent: 5 });
    const id = await seedRecommendation(t, u.userId, scaleSeed(u.campaign.id, 'Shoes', 100, 110));
    expect((await post(`${base}/${id}/accept`, undefined, u.headers)).json().status).toBe('ACCEPTED');
    await t.database.db.execute(sql`update optimization_settings set max_budget_step_percent = 20 where user_id = ${u.userId}`);
    const answers = await Promise.all(Array.from({ length: 4 }, () => post(`${base}/${id}/accept`, undefined, u.headers)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const [row] = await queryRows<{ apply_attempts: number; status: string }>(
      t,
      sql`select apply_attempts, status from recommendations where id = ${id}`,
    );
    expect(row).toEqual({ apply_attempts: 2, status: 'IMPLEMENTED' });
  });

  it('an application cut off mid-way is "being applied" for 5 minutes, then may be retried', async () => {
    const u = await withCampaign(100);
    const claimedAt = t.clock.now();
    const id = await seedRecommendation(t, u.userId, scaleSeed(u.campaign.id, 'Shoes', 100, 110), {
      status: 'ACCEPTED',
      applyingSince: claimedAt,
      applyAttempts: 1,
    });
    expectError(
      await post(`${base}/${id}/accept`, undefined, u.headers),
      409,
      'CONFLICT',
      'Cannot accept: the recommendation is ACCEPTED and being applied right now.',
    );
    t.clock.advance(5 * 60_000 + 1000);
    expect((await post(`${base}/${id}/accept`, undefined, u.headers)).json()).toMatchObject({ status: 'IMPLEMENTED', applyFailure: null });
  });

  it("a step above the user's cap is refused: the item keeps ACCEPTED with the failure; a retry after the cap is raised applies", async () => {
    const u = await withCampaign(100);
    await t.database.db.insert(optimizationSettings).values({ userId: u.userId, maxBudgetStepPercent: 10 });
    const id = await seedRecommendation(t, u.userId, scaleSeed(u.campaign.id, 'Shoes', 100, 115));
    const first = (await post(`${base}/${id}/accept`, undefined, u.headers)).json();
    expect(first.status).toBe('ACCEPTED');
    expect(first.applyFailure).toMatchObject({
      attempts: 1,
      message: 'Changing the budget of "Shoes 100" by 15.0 % is more than the 10 % a step may change it.',
    });
    expect((await get(`/api/campaigns/${u.campaign.id}`, u.headers)).json().dailyBudget).toBe(100);
    await t.database.db.update(optimizationSettings).set({ maxBudgetStepPercent: 20 });
    const retry = (await post(`${base}/${id}/accept`, undefined, u.headers)).json();
    expect(retry).toMatchObject({ status: 'IMPLEMENTED', applyFailure: null });
    expect((await get(`/api/campaigns/${u.campaign.id}`, u.headers)).json().dailyBudget).toBe(115);
  });

  it('never more than 20 %, whatever the recommendation says', async () => {
    const u = await withCampaign(100);
    const id = await seedRecommendation(t, u.userId, scaleSeed(u.campaign.id, 'Shoes', 100, 150));
    const res = (await post(`${base}/${id}/accept`, undefined, u.headers)).json();
    expect(res.applyFailure.message).toBe('Changing the budget of "Shoes 100" by 50.0 % is more than the 20 % a step may change it.');
  });

  it('no second change to a campaign within 72 hours; after them it applies', async () => {
    const u = await withCampaign(100);
    const a = await seedRecommendation(t, u.userId, scaleSeed(u.campaign.id, 'Shoes', 100, 110));
    const b = await seedRecommendation(t, u.userId, pauseSeed(u.campaign.id, 'Shoes'));
    expect((await post(`${base}/${a}/accept`, undefined, u.headers)).json().status).toBe('IMPLEMENTED');
    const refused = (await post(`${base}/${b}/accept`, undefined, u.headers)).json();
    expect(refused.status).toBe('ACCEPTED');
    expect(refused.applyFailure.message).toMatch(/^Campaign "Shoes 100" was changed by a recommendation at .*; one change per 72 hours/);
    expect((await get(`/api/campaigns/${u.campaign.id}`, u.headers)).json().status).toBe('ACTIVE');
    t.clock.advance(72 * HOUR + 60_000);
    expect((await post(`${base}/${b}/accept`, undefined, u.headers)).json()).toMatchObject({ status: 'IMPLEMENTED', applyFailure: null });
    expect((await get(`/api/campaigns/${u.campaign.id}`, u.headers)).json().status).toBe('PAUSED');
  });

  it('a budget that moved since the recommendation is not overwritten', async () => {
    const u = await withCampaign(100);
    const id = await seedRecommendation(t, u.userId, scaleSeed(u.campaign.id, 'Shoes', 80, 96));
    const res = (await post(`${base}/${id}/accept`, undefined, u.headers)).json();
    expect(res.applyFailure.message).toBe(
      'Campaign "Shoes 100" has a daily budget of $100.00 now, not $80.00 as when this was recommended; refresh the recommendations.',
    );
  });

  it('a reallocation moves budget from one campaign to the other', async () => {
    const u = await withCampaign(100);
    const other = await createCampaign(t, u.headers, { name: 'Boots', dailyBudget: 50, status: 'ACTIVE' });
    const id = await seedRecommendation(
      t,
      u.userId,
      shiftSeed({ id: u.campaign.id, name: 'Shoes', before: 100, after: 90 }, { id: other.id, before: 50, after: 60 }),
    );
    expect((await post(`${base}/${id}/accept`, undefined, u.headers)).json().status).toBe('IMPLEMENTED');
    expect((await get(`/api/campaigns/${u.campaign.id}`, u.headers)).json().dailyBudget).toBe(90);
    expect((await get(`/api/campaigns/${other.id}`, u.headers)).json().dailyBudget).toBe(60);
    const back = await post(`${base}/${id}/revert`, undefined, u.headers);
    expect(back.statusCode, back.body).toBe(200);
    expect((await get(`/api/campaigns/${u.campaign.id}`, u.headers)).json().dailyBudget).toBe(100);
    expect((await get(`/api/campaigns/${other.id}`, u.headers)).json().dailyBudget).toBe(50);
  });

  it('a provider switch makes the provider the default; reverting puts the previous one back', async () => {
    const u = await signUp(t);
    const uid = u.user.id as number;
    // What the ad wizard reads: the providers flagged `default` in the copy list and the full list.
    const defaults = async () =>
      Promise.all(
        ['/api/ai-providers/text', '/api/ai-providers', '/api/ai-providers/image'].map(async (url) =>
          ((await get(url, u.headers)).json() as { id: string; default: boolean }[]).filter((p) => p.default).map((p) => p.id),
        ),
      );
    expect(await defaults()).toEqual([[], [], []]);
    const first = await seedRecommendation(t, uid, providerSeed('OPENAI', null));
    expect((await post(`${base}/${first}/accept`, undefined, u.headers)).json().status).toBe('IMPLEMENTED');
    expect(await defaults()).toEqual([['OPENAI'], ['OPENAI'], []]);
    const second = await seedRecommendation(t, uid, providerSeed('GEMINI', 'OPENAI'));
    expect((await post(`${base}/${second}/accept`, undefined, u.headers)).json().status).toBe('IMPLEMENTED');
    expect(await defaults()).toEqual([['GEMINI'], ['GEMINI'], []]);
    // The older one cannot be undone under the newer one.
    const conflict = expectError(await post(`${base}/${first}/revert`, undefined, u.headers), 409, 'CONFLICT');
    expect(conflict.message).toBe('Cannot revert: it was changed since (the default provider is GEMINI now, not OPENAI).');
    expect((await post(`${base}/${second}/revert`, undefined, u.headers)).statusCode).toBe(200);
    expect(await defaults()).toEqual([['OPENAI'], ['OPENAI'], []]);
    expect((await post(`${base}/${first}/revert`, undefined, u.headers)).statusCode).toBe(200);
    expect(await defaults()).toEqual([[], [], []]);
  });

  it('a creative refresh starts a draft ad from the tired one; revert deletes the draft', async () => {
    const u = await withCampaign(40);
    const tired = await createAd(t, u.headers, {
      campaignId: u.campaign.id,
      name: 'Runner',
      headline: 'Run further',
      primaryText: 'Light shoes for long runs',
      destinationUrl: 'https://shop.example/run',
    });
    const id = await seedRecommendation(t, u.userId, refreshSeed(tired.id, 'Runner'));
    expect((await post(`${base}/${id}/accept`, undefined, u.headers)).json().status).toBe('IMPLEMENTED');
    const ads = (await get(`/api/ads/campaign/${u.campaign.id}?size=10`, u.headers)).json().content;
    const draft = ads.find((a: { name: string }) => a.name === 'Runner (refresh)');
    expect(draft).toMatchObject({
      status: 'DRAFT',
      headline: 'Run further',
      primaryText: 'Light shoes for long runs',
      destinationUrl: 'https://shop.example/run',
      imageUrl: null,
    });
    expect((await post(`${base}/${id}/revert`, undefined, u.headers)).statusCode).toBe(200);
    expect((await get(`/api/ads/${draft.id}`, u.headers)).statusCode).toBe(404);
  });

  it('an objective changes on an unpublished campaign; ad scheduling sets a delivery schedule on it', async () => {
    const u = await withCampaign(40, 'TRAFFIC');
    const objective = await seedRecommendation(t, u.userId, objectiveSeed(u.campaign.id, 'Shoes'));
    expect((await post(`${base}/${objective}/accept`, undefined, u.headers)).json().status).toBe('IMPLEMENTED');
    expect((await get(`/api/campaigns/${u.campaign.id}`, u.headers)).json().objective).toBe('CONVERSIONS');
    const u2 = await withCampaign(40);
    const schedule = await seedRecommendation(t, u2.userId, scheduleSeed(u2.campaign.id, 'Shoes'));
    const res = (await post(`${base}/${schedule}/accept`, undefined, u2.headers)).json();
    expect(res).toMatchObject({ status: 'IMPLEMENTED', applyFailure: null });
    expect((await campaignOfUser(u2.headers, u2.campaign.id)).deliverySchedule).toEqual({
      excludedDays: ['SAT', 'SUN'],
      deliversOn: 'Mon–Fri',
      recommendationId: schedule,
    });
  });
});

describe('revert', () => {
  it('restores the before-state within 7 days; twice is a 409', async () => {
    const u = await withCampaign(100);
    const id = await seedRecommendation(t, u.userId, pauseSeed(u.campaign.id, 'Shoes'));
    await post(`${base}/${id}/accept`, undefined, u.headers);
    expect((await get(`/api/campaigns/${u.campaign.id}`, u.headers)).json().status).toBe('PAUSED');
    const res = await post(`${base}/${id}/revert`, undefined, u.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'IMPLEMENTED', revertible: false });
    expect(res.json().revertedAt).not.toBeNull();
    expect((await get(`/api/campaigns/${u.campaign.id}`, u.headers)).json().status).toBe('ACTIVE');
    expectError(
      await post(`${base}/${id}/revert`, undefined, u.headers),
      409,
      'CONFLICT',
      'Cannot revert: the change was already reverted.',
    );
  });

  it('refuses when the campaign was changed since, saying what changed', async () => {
    const u = await withCampaign(100);
    const id = await seedRecommendation(t, u.userId, scaleSeed(u.campaign.id, 'Shoes', 100, 110));
    await post(`${base}/${id}/accept`, undefined, u.headers);
    await t.app.inject({ method: 'PUT', url: `/api/campaigns/${u.campaign.id}`, headers: u.headers, payload: { dailyBudget: 130 } });
    const res = expectError(await post(`${base}/${id}/revert`, undefined, u.headers), 409, 'CONFLICT');
    expect(res.message).toBe(
      'Cannot revert: it was changed since ("Shoes 100" has a daily budget of $130.00, not the $110.00 this change set).',
    );
    expect((await get(`/api/campaigns/${u.campaign.id}`, u.headers)).json().dailyBudget).toBe(130);
  });

  it('not after 7 days, and not what was never implemented', async () => {
    const u = await withCampaign(100);
    const id = await seedRecommendation(t, u.userId, scaleSeed(u.campaign.id, 'Shoes', 100, 110));
    const pending = await seedRecommendation(t, u.userId, providerSeed('OPENAI'));
    expectError(
      await post(`${base}/${pending}/revert`, undefined, u.headers),
      409,
      'CONFLICT',
      'Cannot revert: the recommendation is PENDING; only an implemented change can be reverted.',
    );
    await post(`${base}/${id}/accept`, undefined, u.headers);
    t.clock.advance(7 * 24 * HOUR + 60_000);
    expect((await get(`${base}?status=IMPLEMENTED&timeRange=30d`, u.headers)).json().recommendations[0].revertible).toBe(false);
    expectError(
      await post(`${base}/${id}/revert`, undefined, u.headers),
      409,
      'CONFLICT',
      'Cannot revert: a change can be reverted within 7 days of being applied.',
    );
  });
});

describe('batch', () => {
  it('answers a result per id and the counts', async () => {
    const u = await withCampaign(100);
    const ok = await seedRecommendation(t, u.userId, scaleSeed(u.campaign.id, 'Shoes', 100, 110));
    // A second change of the same campaign: refused by the 72-hour guardrail once the first is applied.
    const blocked = await seedRecommendation(t, u.userId, pauseSeed(u.campaign.id, 'Shoes'));
    const foreign = await seedRecommendation(t, userId, providerSeed('OPENAI'), { targetId: 'batch-foreign' });
    const res = await post(`${base}/batch`, { action: 'accept', ids: [ok, blocked, foreign] }, u.headers);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.succeeded).toBe(1);
    expect(body.failed).toBe(2);
    expect(
      body.results.map((r: { id: number; ok: boolean; status: string | null; code: string | null }) => [r.id, r.ok, r.status, r.code]),
    ).toEqual([
      [ok, true, 'IMPLEMENTED', null],
      [blocked, false, 'ACCEPTED', 'APPLY_FAILED'],
      [foreign, false, null, 'NOT_FOUND'],
    ]);
    const dismissed = (await post(`${base}/batch`, { action: 'dismiss', ids: [ok, blocked], reason: 'too_risky' }, u.headers)).json();
    expect(dismissed).toMatchObject({ succeeded: 1, failed: 1 });
    expect(dismissed.results[0]).toMatchObject({
      id: ok,
      ok: false,
      code: 'CONFLICT',
      message: 'Cannot dismiss: the recommendation is IMPLEMENTED.',
    });
    expectError(
      await post(`${base}/batch`, { action: 'dismiss', ids: [ok] }, u.headers),
      400,
      'VALIDATION_ERROR',
      'A dismiss needs a reason.',
    );
  });
});

describe('the scheduled-application job', () => {
  it('applies a scheduled recommendation at its time, not before', async () => {
    const u = await withCampaign(100);
    const id = await seedRecommendation(t, u.userId, scaleSeed(u.campaign.id, 'Shoes', 100, 120));
    const at = new Date(t.clock.now().getTime() + 3 * HOUR);
    expect((await post(`${base}/${id}/schedule`, { scheduledFor: at.toISOString() }, u.headers)).statusCode).toBe(200);
    await run(APPLY_DUE_JOB, 'early');
    expect((await get(`${base}/${id}/status`, u.headers)).json().status).toBe('SCHEDULED');
    expect((await campaignOfUser(u.headers, u.campaign.id)).dailyBudget).toBe(100);
    t.clock.advance(3 * HOUR);
    await run(APPLY_DUE_JOB, 'due');
    const status = (await get(`${base}/${id}/status`, u.headers)).json();
    expect(status).toMatchObject({ status: 'IMPLEMENTED', applyFailure: null, implementedAt: at.toISOString() });
    expect((await campaignOfUser(u.headers, u.campaign.id)).dailyBudget).toBe(120);
  });

  it('finishes an accept cut off mid-way once its claim has expired', async () => {
    const u = await withCampaign(100);
    const now = t.clock.now();
    const id = await seedRecommendation(t, u.userId, scaleSeed(u.campaign.id, 'Shoes', 100, 110), {
      status: 'ACCEPTED',
      decidedAt: now,
      applyingSince: now,
      applyAttempts: 1,
    });
    await run(APPLY_DUE_JOB, 'claimed');
    expect((await get(`${base}/${id}/status`, u.headers)).json()).toMatchObject({ status: 'ACCEPTED', applyFailure: null });
    t.clock.advance(APPLY_LEASE_MS + 60_000);
    await run(APPLY_DUE_JOB, 'lease expired');
    expect((await get(`${base}/${id}/status`, u.headers)).json()).toMatchObject({ status: 'IMPLEMENTED', applyFailure: null });
    expect((await campaignOfUser(u.headers, u.campaign.id)).dailyBudget).toBe(110);
  });
});
