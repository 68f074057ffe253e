/**
 * The delivery schedule job's tick on a real database with a stub campaign update path (decision 155):
 * one schedule's error does not stop the others.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCampaign } from '../../../../test/helpers/ads-fixtures.ts';
import { createTestApp, signUp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { campaignDeliverySchedules } from '../../../db/schema/optimization.ts';
import { createDeliverySchedules, type DeliverySchedulesDeps } from './delivery-schedules.ts';

// A Saturday, 00:05 UTC (the users have no ad account: their days are UTC days).
const SATURDAY = new Date('2026-06-13T00:05:00Z');

let t: TestApp;
const ids: number[] = [];
const users: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['Shoes', 'Boots']) {
    const { headers, user } = await signUp(t);
    const campaign = await createCampaign(t, headers, { name, dailyBudget: 50, status: 'ACTIVE' });
    await t.database.db
      .insert(campaignDeliverySchedules)
      .values({ campaignId: campaign.id, userId: user.id, excludedDays: ['SAT', 'SUN'] });
    ids.push(campaign.id);
    users.push(user.id);
  }
});
afterAll(() => t?.close());

/** The stub update path: it pauses and resumes nothing, and says the campaign's updated_at is now. */
const campaigns: DeliverySchedulesDeps['campaigns'] = {
  update: vi.fn(async () => ({ updatedDate: SATURDAY.toISOString() })) as unknown as DeliverySchedulesDeps['campaigns']['update'],
};

describe('the tick', () => {
  it('goes on with the next schedule when one throws, and warns about it', async () => {
    const warn = vi.fn();
    const schedules = createDeliverySchedules({
      db: t.database.db,
      clock: () => SATURDAY,
      campaigns,
      // The first user's bell throws outright (not a rejected promise): that row fails past its own handling.
      notify: (userId) => {
        if (userId === users[0]) throw new Error('bell down');
        return Promise.resolve();
      },
      warn,
    });
    await schedules.tick();
    expect(vi.mocked(campaigns.update).mock.calls.map((c) => c[1])).toEqual(ids);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ message: 'bell down' }), `delivery schedule of campaign ${ids[0]}`);
  });
});
