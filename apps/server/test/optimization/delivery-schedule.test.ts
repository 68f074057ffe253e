/**
 * Accepting an AD_SCHEDULING recommendation over HTTP (decision 155): the campaign gets a delivery
 * schedule its API shows, and the schedule job, run at the app's test clock, pauses the campaign on an
 * excluded weekday and resumes it on the next delivering day; a campaign the user paused is left alone,
 * a user's change during the pause stands, the bell is told, and revert lifts the schedule.
 */
import type { Campaign } from '@ads-creative/contracts/campaigns';
import type { ServerNotification } from '@ads-creative/contracts/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSnapshotRepo } from '../../src/modules/optimization/engine-run/snapshot.repo.ts';
import { DELIVERY_SCHEDULE_JOB } from '../../src/modules/optimization/schedule/delivery-job.ts';
import { createCampaign, type Headers } from '../helpers/ads-fixtures.ts';
import { manualJobs } from '../helpers/manual-jobs.ts';
import { scheduleSeed, seedRecommendation } from '../helpers/recommendation-fixtures.ts';
import { createTestApp, signUp, type TestApp } from '../helpers/test-app.ts';

const DAY = 24 * 60 * 60 * 1000;
const base = '/api/optimization/recommendations';

let t: TestApp;
/** The app's jobs, run when a test says so. */
const { jobs, run } = manualJobs();

interface Advertiser {
  headers: Headers;
  userId: number;
  campaign: Campaign;
}

/** A user (no Facebook connection: the days are UTC days) with an ACTIVE campaign. */
async function advertiser(name: string): Promise<Advertiser> {
  const user = await signUp(t);
  const campaign = await createCampaign(t, user.headers, { name, dailyBudget: 50, status: 'ACTIVE' });
  return { headers: user.headers, userId: user.user.id, campaign };
}
const get = (a: Advertiser, url: string) => t.app.inject({ method: 'GET', url, headers: a.headers });
const post = (a: Advertiser, url: string) => t.app.inject({ method: 'POST', url, headers: a.headers });
const campaignOf = async (a: Advertiser): Promise<Campaign> => (await get(a, `/api/campaigns/${a.campaign.id}`)).json();
const setStatus = (a: Advertiser, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/campaigns/${a.campaign.id}`, headers: a.headers, payload });
/** The campaign as the engine reads it: updated_at is its last change that the 72-hour rule counts. */
const engineRowOf = async (a: Advertiser) =>
  (await createSnapshotRepo(t.database.db).campaigns(a.userId)).find((c) => c.id === a.campaign.id);
const bell = async (a: Advertiser): Promise<ServerNotification[]> => (await get(a, '/api/notifications?after=0')).json().items;
/** Accepts a SAT + SUN schedule for the advertiser's campaign; the recommendation's id. */
async function acceptWeekendSchedule(a: Advertiser): Promise<number> {
  const id = await seedRecommendation(t, a.userId, scheduleSeed(a.campaign.id, a.campaign.name));
  const res = await post(a, `${base}/${id}/accept`);
  expect(res.json(), res.body).toMatchObject({ status: 'IMPLEMENTED', applyFailure: null });
  return id;
}
/** Moves the test clock to `iso` (forward only) and runs the job as the queue would. */
async function runJobAt(iso: string) {
  const target = Date.parse(iso);
  expect(target).toBeGreaterThanOrEqual(t.clock.now().getTime());
  t.clock.advance(target - t.clock.now().getTime());
  await run(DELIVERY_SCHEDULE_JOB, `at ${iso}`);
}

/** The test clock's start: a Thursday, so the next Friday's weekend falls within revert's 7 days. */
const THURSDAY = '2026-11-26T12:00:00Z';
const fri = '2026-11-27';
const dayAfter = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

let scheduled: Advertiser;
let userPaused: Advertiser;
let resumedByUser: Advertiser;
let editedWhilePaused: Advertiser;
let reverted: Advertiser;
let editedBeforePause: Advertiser;
let revertedId: number;

beforeAll(async () => {
  t = await createTestApp({ deps: { jobs }, start: THURSDAY });
  scheduled = await advertiser('Shoes');
  userPaused = await advertiser('Boots');
  resumedByUser = await advertiser('Sandals');
  editedWhilePaused = await advertiser('Slippers');
  reverted = await advertiser('Socks');
  editedBeforePause = await advertiser('Sneakers');
  for (const a of [scheduled, userPaused, resumedByUser, editedWhilePaused, editedBeforePause]) await acceptWeekendSchedule(a);
  revertedId = await acceptWeekendSchedule(reverted);
});
afterAll(() => t.close());

describe('a delivery schedule set by accepting AD_SCHEDULING (SAT and SUN off)', () => {
  it("the campaign's API shows it", async () => {
    expect((await campaignOf(scheduled)).deliverySchedule).toMatchObject({ excludedDays: ['SAT', 'SUN'], deliversOn: 'Mon–Fri' });
  });

  it('Friday 23:50: nothing happens; the user pauses Boots themselves', async () => {
    await runJobAt(`${fri}T23:50:00Z`);
    expect((await campaignOf(scheduled)).status).toBe('ACTIVE');
    expect((await setStatus(userPaused, { status: 'PAUSED' })).statusCode).toBe(200);
    // Ten minutes before the pause, the user raises Sneakers' budget: a real change the schedule must not hide.
    expect((await setStatus(editedBeforePause, { dailyBudget: 60 })).statusCode).toBe(200);
  });

  it('Saturday 00:05: the ACTIVE ones are paused and the bell says so; the one the user paused is untouched', async () => {
    await runJobAt(`${dayAfter(fri, 1)}T00:05:00Z`);
    for (const a of [scheduled, resumedByUser, editedWhilePaused, reverted]) expect((await campaignOf(a)).status).toBe('PAUSED');
    expect((await campaignOf(userPaused)).status).toBe('PAUSED');
    expect(await bell(scheduled)).toEqual([
      expect.objectContaining({
        type: 'info',
        title: 'Campaign paused by its delivery schedule',
        message: '"Shoes" delivers Mon–Fri (optimization schedule): paused for today, it resumes on its next delivering day.',
      }),
    ]);
    expect(await bell(userPaused)).toEqual([]);
    // The pause is the campaign's updated_at now; the engine still sees Friday's budget edit as its last change.
    expect((await campaignOf(editedBeforePause)).status).toBe('PAUSED');
    expect((await engineRowOf(editedBeforePause))?.updated_at).toBe(`${fri}T23:50:00.000Z`);
  });

  it('Saturday: the user resumes Sandals and renames Slippers; revert of Socks lifts its schedule and resumes it', async () => {
    t.clock.advance(60 * 60_000);
    expect((await setStatus(resumedByUser, { status: 'ACTIVE' })).statusCode).toBe(200);
    expect((await setStatus(editedWhilePaused, { name: 'Slippers (winter)' })).statusCode).toBe(200);
    const res = await post(reverted, `${base}/${revertedId}/revert`);
    expect(res.statusCode, res.body).toBe(200);
    const socks = await campaignOf(reverted);
    expect(socks).toMatchObject({ status: 'ACTIVE', deliverySchedule: null });
  });

  it('Sunday noon: still off; Sandals, resumed by the user, is not paused again in the same weekend; Socks has no schedule', async () => {
    await runJobAt(`${dayAfter(fri, 2)}T12:00:00Z`);
    expect((await campaignOf(scheduled)).status).toBe('PAUSED');
    expect((await campaignOf(resumedByUser)).status).toBe('ACTIVE');
    expect((await campaignOf(reverted)).status).toBe('ACTIVE');
  });

  it('Monday 00:05: the schedule resumes what it paused; the user-paused and the edited ones stay paused', async () => {
    await runJobAt(`${dayAfter(fri, 3)}T00:05:00Z`);
    expect((await campaignOf(scheduled)).status).toBe('ACTIVE');
    expect((await bell(scheduled)).map((n) => n.title)).toEqual([
      'Campaign paused by its delivery schedule',
      'Campaign resumed by its delivery schedule',
    ]);
    expect((await campaignOf(userPaused)).status).toBe('PAUSED');
    expect((await campaignOf(editedWhilePaused)).status).toBe('PAUSED');
    expect((await bell(editedWhilePaused)).at(-1)).toMatchObject({ type: 'warning', title: 'Campaign left paused' });
  });

  it("the engine does not count the schedule's pause and resume as changes; the user's edits it does", async () => {
    // Day-parting is not an edit: on Monday the campaign's last change is still its creation (and the applied
    // recommendation), not this morning's resume.
    expect(await engineRowOf(scheduled)).toMatchObject({ updated_at: scheduled.campaign.updatedDate, last_applied_at: expect.any(String) });
    // Sneakers' budget edit just before Saturday's pause is still its last change after Monday's resume.
    expect((await campaignOf(editedBeforePause)).status).toBe('ACTIVE');
    expect((await engineRowOf(editedBeforePause))?.updated_at).toBe(`${fri}T23:50:00.000Z`);
    // Slippers was renamed during the pause: that edit is its last change.
    expect((await engineRowOf(editedWhilePaused))?.updated_at).toBe(`${dayAfter(fri, 1)}T01:05:00.000Z`);
    t.clock.advance(60 * 60_000);
    expect((await setStatus(scheduled, { name: 'Shoes (spring)' })).statusCode).toBe(200);
    expect((await engineRowOf(scheduled))?.updated_at).toBe(`${dayAfter(fri, 3)}T01:05:00.000Z`);
  });

  it('the next Saturday the schedule pauses again, Sandals included', async () => {
    await runJobAt(`${dayAfter(fri, 8)}T00:05:00Z`);
    expect((await campaignOf(scheduled)).status).toBe('PAUSED');
    expect((await campaignOf(resumedByUser)).status).toBe('PAUSED');
    expect((await campaignOf(userPaused)).status).toBe('PAUSED');
  });
});
