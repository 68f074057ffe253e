/**
 * The analytics data version (decision 163, migration 0013): every committed write of something the dashboard
 * reads moves the writer's version and no one else's; a rolled-back write and a write of something the
 * dashboard does not read move nothing; folding keeps every version as it was.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricDay, writeMetrics } from '../../../test/helpers/metrics-fixtures.ts';
import { openTestDatabase } from '../../../test/helpers/test-database.ts';
import { seedAiCall, seedConnection, seedContent } from '../../../test/optimization/opt-fixtures.ts';
import type { Database, Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { aiCalls } from '../../db/schema/ai.ts';
import { adContents, ads, campaigns } from '../../db/schema/campaigns.ts';
import { facebookConnections } from '../../db/schema/facebook.ts';
import { adMetricsDaily } from '../../db/schema/metrics.ts';
import { users } from '../../db/schema/users.ts';
import { rebuildAnalyticsRollups } from '../metrics/index.ts';
import { createDataVersions, type DataVersions } from './data-version.ts';

let database: Database;
let db: Db;
let versions: DataVersions;
let me: number;
let other: number;
let campaignId: number;
let adId: number;
/** When the metrics below were synced: a fixed instant, the day after the day they report. */
const SYNCED_AT = new Date('2026-11-21T06:00:00Z');

const newUser = async (name: string) =>
  (
    (await db
      .insert(users)
      .values({ username: name, email: `${name}@example.com` })
      .returning({ id: users.id })) as [{ id: number }]
  )[0].id;

const firstId = (rows: { id: number }[]) => (rows[0] as { id: number }).id;
const insertCampaign = async (userId: number, name: string) =>
  firstId(await db.insert(campaigns).values({ userId, name, objective: 'TRAFFIC' }).returning({ id: campaigns.id }));
const insertAd = async (userId: number, campaign: number, name: string) =>
  firstId(await db.insert(ads).values({ userId, campaignId: campaign, name }).returning({ id: ads.id }));

/** Runs the write and says whose versions it moved. */
async function moved(write: () => Promise<unknown>): Promise<{ mine: boolean; other: boolean }> {
  const before = await Promise.all([versions.current(me), versions.current(other)]);
  await write();
  const after = await Promise.all([versions.current(me), versions.current(other)]);
  expect(BigInt(after[0]) >= BigInt(before[0]) && BigInt(after[1]) >= BigInt(before[1]), 'a version never goes back').toBe(true);
  return { mine: after[0] !== before[0], other: after[1] !== before[1] };
}
const onlyMine = { mine: true, other: false };
const nobody = { mine: false, other: false };

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  versions = createDataVersions(db);
  me = await newUser('versioned');
  other = await newUser('bystander');
  // The bystander has data of their own, so "not moved" is not "never had a version".
  await insertAd(other, await insertCampaign(other, 'Theirs'), 'Their ad');
}, 60_000);
afterAll(() => database.close());

describe('the analytics data version', () => {
  it('is 0 before the first write', async () => {
    expect(await versions.current(me)).toBe('0');
    expect(await versions.current(other)).not.toBe('0');
  });

  it("moves with each insert, update and delete of the user's campaigns, ads, contents and AI calls, and only theirs", async () => {
    expect(await moved(async () => (campaignId = await insertCampaign(me, 'Mine')))).toEqual(onlyMine);
    expect(await moved(() => db.update(campaigns).set({ name: 'Mine, renamed' }).where(eq(campaigns.id, campaignId)))).toEqual(onlyMine);
    expect(
      await moved(async () => {
        adId = await insertAd(me, campaignId, 'My ad');
      }),
    ).toEqual(onlyMine);
    expect(await moved(() => db.update(ads).set({ status: 'ACTIVE' }).where(eq(ads.id, adId)))).toEqual(onlyMine);
    let contentId = 0;
    expect(await moved(async () => (contentId = await seedContent(db, adId)))).toEqual(onlyMine);
    expect(await moved(() => db.update(adContents).set({ isSelected: true }).where(eq(adContents.id, contentId)))).toEqual(onlyMine);
    expect(await moved(() => db.delete(adContents).where(eq(adContents.id, contentId)))).toEqual(onlyMine);
    let callId = 0;
    expect(await moved(async () => (callId = await seedAiCall(db, me)))).toEqual(onlyMine);
    expect(await moved(() => db.update(aiCalls).set({ selected: true }).where(eq(aiCalls.id, callId)))).toEqual(onlyMine);
    expect(await moved(() => db.delete(aiCalls).where(eq(aiCalls.id, callId)))).toEqual(onlyMine);
  });

  it("moves both users' versions when a row moves from one user to the other, and with deletes and their cascades", async () => {
    const theirAd = await insertAd(other, await insertCampaign(other, 'Theirs too'), 'Their second ad');
    const content = await seedContent(db, theirAd);
    expect(await moved(() => db.update(adContents).set({ adId }).where(eq(adContents.id, content)))).toEqual({ mine: true, other: true });
    const doomed = await insertCampaign(me, 'Doomed');
    const doomedAd = await insertAd(me, doomed, 'Doomed ad');
    await writeMetrics(db, me, [metricDay(doomedAd, doomed, '2026-11-20', [100, 1, '1.00', 0, '0.00'])], SYNCED_AT);
    expect(await moved(() => db.delete(ads).where(eq(ads.id, doomedAd)))).toEqual(onlyMine);
    expect(await moved(() => db.delete(campaigns).where(eq(campaigns.id, doomed)))).toEqual(onlyMine);
  });

  it('moves when the rollups are rebuilt (they have no triggers of their own)', async () => {
    expect(await moved(() => rebuildAnalyticsRollups(db, me))).toEqual(onlyMine);
  });

  it('moves with the daily metrics a sync writes, rewrites and deletes', async () => {
    const row = (clicks: number) => metricDay(adId, campaignId, '2026-11-20', [1000, clicks, '5.00', 0, '0.00']);
    expect(await moved(() => writeMetrics(db, me, [row(10)], SYNCED_AT))).toEqual(onlyMine);
    expect(await moved(() => writeMetrics(db, me, [row(12)], SYNCED_AT))).toEqual(onlyMine);
    expect(await moved(() => db.delete(adMetricsDaily).where(eq(adMetricsDaily.adId, adId)))).toEqual(onlyMine);
  });

  it("moves with the ad account's connection (its zone and currency) and the user's own zone, not with their name", async () => {
    expect(await moved(() => seedConnection(db, me, 'America/Los_Angeles', 'USD'))).toEqual(onlyMine);
    expect(await moved(() => db.update(facebookConnections).set({ currency: 'EUR' }).where(eq(facebookConnections.userId, me)))).toEqual(
      onlyMine,
    );
    expect(await moved(() => db.delete(facebookConnections).where(eq(facebookConnections.userId, me)))).toEqual(onlyMine);
    expect(await moved(() => db.update(users).set({ timeZone: 'Asia/Ho_Chi_Minh' }).where(eq(users.id, me)))).toEqual(onlyMine);
    expect(await moved(() => db.update(users).set({ timeZone: 'Asia/Ho_Chi_Minh' }).where(eq(users.id, me)))).toEqual(nobody);
    expect(await moved(() => db.update(users).set({ name: 'Someone else' }).where(eq(users.id, me)))).toEqual(nobody);
  });

  it('does not move for a write that is rolled back, or a statement that changes no row', async () => {
    const rolledBack = db
      .transaction(async (tx) => {
        await tx.update(campaigns).set({ name: 'Never' }).where(eq(campaigns.id, campaignId));
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await moved(() => rolledBack)).toEqual(nobody);
    expect(await moved(() => db.update(campaigns).set({ name: 'Nobody' }).where(eq(campaigns.id, -1)))).toEqual(nobody);
  });

  it('folding leaves one row per user and every version as it was; the next write still moves it', async () => {
    const count = async (userId: number) =>
      (await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from analytics_data_changes where user_id = ${userId}`))[0]?.n;
    const before = [await versions.current(me), await versions.current(other)];
    expect(await count(me)).toBeGreaterThan(1);
    expect(await versions.fold()).toBeGreaterThan(0);
    expect([await versions.current(me), await versions.current(other)]).toEqual(before);
    expect([await count(me), await count(other)]).toEqual([1, 1]);
    expect(await versions.fold()).toBe(0);
    expect(await moved(() => db.update(campaigns).set({ name: 'After the fold' }).where(eq(campaigns.id, campaignId)))).toEqual(onlyMine);
  });

  it("goes with the user: deleting a user with data deletes their rows and leaves the others'", async () => {
    const gone = await newUser('leaving');
    const leavingAd = await insertAd(gone, await insertCampaign(gone, 'Leaving'), 'Leaving ad');
    await seedContent(db, leavingAd);
    await seedAiCall(db, gone, { adId: leavingAd });
    const theirs = await versions.current(other);
    await db.delete(users).where(eq(users.id, gone));
    expect(await versions.current(gone)).toBe('0');
    expect(await versions.current(other)).toBe(theirs);
  });
});
