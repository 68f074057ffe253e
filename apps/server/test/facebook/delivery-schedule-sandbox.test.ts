/**
 * A delivery schedule on a published campaign (decision 155) against the sandbox Facebook: the job pauses
 * the Facebook campaign at the start of an excluded weekday in the ad account's zone (America/Los_Angeles
 * for the USD sandbox account) and resumes it on the next delivering day, through the campaign update
 * path (decision 086). The summary does not count an objective change of a published campaign as
 * implementable, since it is always refused.
 */
import type { Campaign } from '@ads-creative/contracts/campaigns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_SCHEDULE_JOB } from '../../src/modules/optimization/schedule/delivery-job.ts';
import type { GraphSandbox } from '../../src/sandbox/graph-sandbox.ts';
import type { Headers } from '../helpers/ads-fixtures.ts';
import { manualJobs } from '../helpers/manual-jobs.ts';
import { objectiveSeed, scheduleSeed, seedRecommendation } from '../helpers/recommendation-fixtures.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { activePublishedCampaign, startSandboxApp } from './sandbox-app.ts';

const DAY = 24 * 60 * 60 * 1000;
const base = '/api/optimization/recommendations';

let sandbox: GraphSandbox;
let t: TestApp;
let headers: Headers;
let userId: number;
let campaign: Campaign;
let recommendationId: number;
/** The app's jobs, run when a test says so. */
const { jobs, run } = manualJobs();

const post = (url: string) => t.app.inject({ method: 'POST', url, headers });
const ours = async (): Promise<Campaign> => (await t.app.inject({ method: 'GET', url: `/api/campaigns/${campaign.id}`, headers })).json();
const onFacebook = () => sandbox.world.objects.get(campaign.fbCampaignId as string)?.fields.status;
async function runJobAt(iso: string) {
  t.clock.advance(Date.parse(iso) - t.clock.now().getTime());
  await run(DELIVERY_SCHEDULE_JOB, iso);
}
/**
 * The test clock's start, a Thursday, and the Friday after it: Los Angeles midnight into Saturday (08:00 UTC)
 * is ahead of the start, and the Monday the campaign resumes is within revert's 7 days of accepting.
 */
const THURSDAY = '2026-11-26T12:00:00Z';
const fri = '2026-11-27';
const dayAfter = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

beforeAll(async () => {
  ({ sandbox, t } = await startSandboxApp(37, { deps: { jobs }, start: THURSDAY }));
  ({ headers, userId, campaign } = await activePublishedCampaign(t, 'Weekday shoes', 40));
}, 60_000);
afterAll(async () => {
  await t?.close();
  await sandbox?.close();
});

describe('a delivery schedule on a published campaign (SAT and SUN off, Los Angeles days)', () => {
  it('accepting it sets the schedule without touching Facebook yet', async () => {
    recommendationId = await seedRecommendation(t, userId, scheduleSeed(campaign.id, 'Weekday shoes'));
    expect((await post(`${base}/${recommendationId}/accept`)).json()).toMatchObject({ status: 'IMPLEMENTED', applyFailure: null });
    expect((await ours()).deliverySchedule?.deliversOn).toBe('Mon–Fri');
    expect(onFacebook()).toBe('ACTIVE');
  });

  it("Saturday 07:55 UTC is still Friday in Los Angeles: delivering; from 08:05 UTC (Saturday there) Facebook's campaign is paused", async () => {
    await runJobAt(`${dayAfter(fri, 1)}T07:55:00Z`);
    expect(onFacebook()).toBe('ACTIVE');
    // Facebook refusing the first try: nothing changes, the bell says why once, the next run pauses it.
    sandbox.failNext({ method: 'POST', path: `/${campaign.fbCampaignId}`, error: { code: 2, message: 'Service temporarily unavailable' } });
    await runJobAt(`${dayAfter(fri, 1)}T08:05:00Z`);
    expect(onFacebook()).toBe('ACTIVE');
    expect((await ours()).status).toBe('ACTIVE');
    const [failure] = (await t.app.inject({ method: 'GET', url: '/api/notifications?after=0', headers })).json().items;
    expect(failure).toMatchObject({ type: 'error', title: 'Delivery schedule failed' });
    expect(failure.message).toMatch(/^Could not pause "Weekday shoes" for its delivery schedule: /);
    await runJobAt(`${dayAfter(fri, 1)}T08:20:00Z`);
    expect(onFacebook()).toBe('PAUSED');
    expect((await ours()).status).toBe('PAUSED');

    await runJobAt(`${dayAfter(fri, 3)}T07:55:00Z`); // Sunday 23:55 in Los Angeles
    expect(onFacebook()).toBe('PAUSED');
    await runJobAt(`${dayAfter(fri, 3)}T08:05:00Z`); // Monday 00:05 there
    expect(onFacebook()).toBe('ACTIVE');
    expect((await ours()).status).toBe('ACTIVE');
  });

  it('revert removes the schedule; the campaign keeps delivering', async () => {
    const res = await post(`${base}/${recommendationId}/revert`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await ours()).deliverySchedule).toBeNull();
    expect(onFacebook()).toBe('ACTIVE');
  });

  it("the summary's implementable count leaves out an objective change of the published campaign", async () => {
    await seedRecommendation(t, userId, objectiveSeed(campaign.id, 'Weekday shoes'));
    const { summary } = (await t.app.inject({ method: 'GET', url: base, headers })).json();
    expect(summary).toMatchObject({ totalRecommendations: 1, implementableRecommendations: 0 });
  });
});
