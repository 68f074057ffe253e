/**
 * The delivery schedule job's tick on a real database with a stub campaign update path (decision 155):
 * one schedule's error does not stop the others; a revert during a pause undoes it; the pause's intent is
 * recorded before the campaign is paused (and withdrawn when the pause fails); overlapping ticks act once.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCampaign } from '../../../../test/helpers/ads-fixtures.ts';
import { createTestApp, signUp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { campaigns as campaignsTable } from '../../../db/schema/campaigns.ts';
import { campaignDeliverySchedules } from '../../../db/schema/optimization.ts';
import { AppError } from '../../../lib/errors.ts';
import { decideDelivery } from './delivery-decision.ts';
import { createDeliverySchedulesRepo, type ScheduleRow } from './delivery-schedules.repo.ts';
import { createDeliverySchedules, type DeliverySchedulesDeps } from './delivery-schedules.ts';

// A Saturday, 00:05 UTC (the users have no ad account: their days are UTC days), and the Monday after.
const SATURDAY = new Date('2026-06-13T00:05:00Z');
const MONDAY = new Date('2026-06-15T00:05:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** A user with an ACTIVE campaign whose schedule keeps SAT and SUN off. */
async function scheduled(name: string): Promise<{ userId: number; campaignId: number }> {
  const { headers, user } = await signUp(t);
  const campaign = await createCampaign(t, headers, { name, dailyBudget: 50, status: 'ACTIVE' });
  await t.database.db.insert(campaignDeliverySchedules).values({ campaignId: campaign.id, userId: user.id, excludedDays: ['SAT', 'SUN'] });
  return { userId: user.id, campaignId: campaign.id };
}

type Update = DeliverySchedulesDeps['campaigns']['update'];
/** (campaign id, status) of every call of the stub update path. */
type Calls = [number, string][];
/** A stub update path: `during` runs inside each call (a revert, a look at the row, a failure), then the status is set. */
function stubCampaigns(calls: Calls, during: (campaignId: number, status: string) => Promise<void> = async () => {}) {
  const update = async (_userId: number, campaignId: number, body: { status?: string }) => {
    calls.push([campaignId, body.status ?? '']);
    await during(campaignId, body.status ?? '');
    // The status is written as the real path would (no Facebook): a later read sees it.
    await t.database.db.update(campaignsTable).set({ status: body.status, updatedAt: SATURDAY }).where(eq(campaignsTable.id, campaignId));
    return { updatedDate: SATURDAY.toISOString() };
  };
  return { update: update as unknown as Update };
}
const schedulesWith = (campaigns: { update: Update }, over: Partial<DeliverySchedulesDeps> = {}) =>
  createDeliverySchedules({ db: t.database.db, clock: () => SATURDAY, campaigns, warn: vi.fn(), ...over });
const rowOf = async (campaignId: number): Promise<ScheduleRow | undefined> =>
  (await createDeliverySchedulesRepo(t.database.db).all(campaignId))[0];
const mine = (calls: Calls, ids: number[]) => calls.filter(([id]) => ids.includes(id));

describe('the tick', () => {
  it('goes on with the next schedule when one throws, and warns about it', async () => {
    const a = await scheduled('Shoes');
    const b = await scheduled('Boots');
    const calls: Calls = [];
    const warn = vi.fn();
    const schedules = schedulesWith(stubCampaigns(calls), {
      // The first user's bell throws outright (not a rejected promise): that row fails past its own handling.
      notify: (userId) => {
        if (userId === a.userId) throw new Error('bell down');
        return Promise.resolve();
      },
      warn,
    });
    await schedules.tick();
    expect(mine(calls, [a.campaignId, b.campaignId])).toEqual([
      [a.campaignId, 'PAUSED'],
      [b.campaignId, 'PAUSED'],
    ]);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ message: 'bell down' }), `delivery schedule of campaign ${a.campaignId}`);
  });

  it('a revert (the schedule removed) while the campaign is being paused: the pause is undone through the same path', async () => {
    const a = await scheduled('Socks');
    const calls: Calls = [];
    const repo = createDeliverySchedulesRepo(t.database.db);
    const schedules = schedulesWith(
      stubCampaigns(calls, async (campaignId, status) => {
        if (campaignId === a.campaignId && status === 'PAUSED') await repo.remove(a.userId, a.campaignId);
      }),
    );
    await schedules.tick();
    expect(mine(calls, [a.campaignId])).toEqual([
      [a.campaignId, 'PAUSED'],
      [a.campaignId, 'ACTIVE'],
    ]);
    expect(await rowOf(a.campaignId)).toBeUndefined();
  });

  it('records the pause before pausing: a crash right after the pause leaves a schedule that resumes the campaign on Monday', async () => {
    const a = await scheduled('Sandals');
    let during: ScheduleRow | undefined;
    const schedules = schedulesWith(
      stubCampaigns([], async (campaignId) => {
        if (campaignId === a.campaignId) during = await rowOf(a.campaignId);
      }),
    );
    await schedules.tick();
    expect(during).toMatchObject({ pausedBySchedule: true, lastPausedOn: '2026-06-13', changedSincePause: false });
    // Had the process died there, the campaign paused: Saturday the schedule holds it, Monday resumes it.
    const crashed = { ...(during as ScheduleRow), status: 'PAUSED' };
    expect(decideDelivery({ ...crashed, now: SATURDAY })).toBe('none');
    expect(decideDelivery({ ...crashed, now: MONDAY })).toBe('resume');
  });

  it('a refused pause withdraws the intent: the schedule holds nothing and tries again', async () => {
    const a = await scheduled('Slippers');
    const schedules = schedulesWith(
      stubCampaigns([], async (campaignId) => {
        if (campaignId === a.campaignId) throw new AppError('CONFLICT', 'Facebook said no.');
      }),
    );
    await schedules.tick();
    expect(await rowOf(a.campaignId)).toMatchObject({ pausedBySchedule: false, lastPausedOn: null, lastError: 'Facebook said no.' });
  });

  it('two overlapping ticks act once on a schedule', async () => {
    const a = await scheduled('Clogs');
    const calls: Calls = [];
    // A slow update path: the second tick runs while the first is pausing.
    const slow = stubCampaigns(calls, () => new Promise((resolve) => setTimeout(resolve, 50)));
    await Promise.all([schedulesWith(slow).tick(), schedulesWith(slow).tick()]);
    expect(mine(calls, [a.campaignId])).toEqual([[a.campaignId, 'PAUSED']]);
    expect(await rowOf(a.campaignId)).toMatchObject({ pausedBySchedule: true, lastPausedOn: '2026-06-13' });
  });
});
