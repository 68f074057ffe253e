/**
 * Queries of the campaigns table. Lists read their ad counts from `ads`, and their delivery schedules
 * (the optimizer's table, decision 155), in the same statement.
 */
import type { Weekday } from '@ads-creative/contracts/campaigns';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { once } from '../../db/build-once.ts';
import type { Db } from '../../db/client.ts';
import { ads, type CampaignRow, campaigns } from '../../db/schema/campaigns.ts';
import { campaignDeliverySchedules } from '../../db/schema/optimization.ts';

export type NewCampaign = typeof campaigns.$inferInsert;
export interface DeliveryScheduleOf {
  excludedDays: Weekday[];
  recommendationId: number | null;
}
export type CampaignWithCount = CampaignRow & { adCount: number; deliverySchedule: DeliveryScheduleOf | null };

/**
 * Saved ads of the campaign (AI previews are not counted), read through ads_campaign_created_idx.
 * Written with explicit aliases: drizzle leaves columns unqualified in single-table selects, which
 * inside this subquery would bind to `ads`.
 */
const adCount = sql<number>`(select count(*)::int from ${ads} as a where a.campaign_id = ${campaigns}.id and not a.is_preview)`.mapWith(
  Number,
);

/** The campaign's delivery schedule (decision 155), read in the same statement; null = none. */
const deliverySchedule = sql<DeliveryScheduleOf | null>`(select json_build_object('excludedDays', s.excluded_days, 'recommendationId', s.recommendation_id)
  from ${campaignDeliverySchedules} as s where s.campaign_id = ${campaigns}.id)`;

const userIdParam = sql.placeholder('userId');
/** Rows per multi-row INSERT: well under PostgreSQL's 65,535 bind parameters. */
const INSERT_BATCH = 1000;
const idParam = sql.placeholder('id');

export function createCampaignsRepo(db: Db) {
  const owned = (user: number, campaign: number) => and(eq(campaigns.id, campaign), eq(campaigns.userId, user));
  // The hot reads are named prepared statements: drizzle builds the SQL once, and PostgreSQL parses
  // and plans it once per connection instead of on every request (docs/performance.md).
  const listStatement = once(() =>
    db
      .select({ campaign: campaigns, adCount, deliverySchedule })
      .from(campaigns)
      .where(eq(campaigns.userId, userIdParam))
      .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare('campaigns_list'),
  );
  const totalStatement = once(() =>
    db.select({ n: count() }).from(campaigns).where(eq(campaigns.userId, userIdParam)).prepare('campaigns_total'),
  );
  const countStatement = once(() =>
    db
      .select({ total: count(), active: sql<number>`count(*) filter (where ${campaigns.status} = 'ACTIVE')`.mapWith(Number) })
      .from(campaigns)
      .where(eq(campaigns.userId, userIdParam))
      .prepare('campaigns_count'),
  );
  const findStatement = once(() =>
    db
      .select({ campaign: campaigns, adCount, deliverySchedule })
      .from(campaigns)
      .where(and(eq(campaigns.id, idParam), eq(campaigns.userId, userIdParam)))
      .prepare('campaigns_find'),
  );
  const existsStatement = once(() =>
    db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(and(eq(campaigns.id, idParam), eq(campaigns.userId, userIdParam)))
      .prepare('campaigns_exists'),
  );

  return {
    async list(user: number, limit: number, offset: number): Promise<CampaignWithCount[]> {
      const rows = await listStatement().execute({ userId: user, limit, offset });
      return rows.map((r) => ({ ...r.campaign, adCount: r.adCount, deliverySchedule: r.deliverySchedule }));
    },
    /** The number of the user's campaigns (a list's totalElements). */
    async totalByUser(user: number): Promise<number> {
      const [row] = await totalStatement().execute({ userId: user });
      return row?.n ?? 0;
    },
    /** The user's campaigns, and how many of them are ACTIVE (the dashboard's stats). */
    async countByUser(user: number): Promise<{ total: number; active: number }> {
      const [row] = await countStatement().execute({ userId: user });
      return { total: row?.total ?? 0, active: row?.active ?? 0 };
    },
    async find(user: number, campaign: number): Promise<CampaignWithCount | undefined> {
      const [row] = await findStatement().execute({ userId: user, id: campaign });
      return row && { ...row.campaign, adCount: row.adCount, deliverySchedule: row.deliverySchedule };
    },
    async exists(user: number, campaign: number): Promise<boolean> {
      return (await existsStatement().execute({ userId: user, id: campaign })).length > 0;
    },
    /** Locks the row until the surrounding transaction ends, so read-modify-write updates do not interleave. */
    async findForUpdate(userId: number, id: number): Promise<CampaignRow | undefined> {
      const [row] = await db.select().from(campaigns).where(owned(userId, id)).for('update');
      return row;
    },
    async insert(values: NewCampaign): Promise<CampaignRow> {
      const [row] = await db.insert(campaigns).values(values).returning();
      return row as CampaignRow;
    },
    /** Inserts the rows in order (a few statements, for bulk data such as the demo account); returns their ids in the same order. */
    async insertMany(values: NewCampaign[]): Promise<number[]> {
      const ids: number[] = [];
      for (let i = 0; i < values.length; i += INSERT_BATCH) {
        const rows = await db
          .insert(campaigns)
          .values(values.slice(i, i + INSERT_BATCH))
          .returning({ id: campaigns.id });
        ids.push(...rows.map((r) => r.id));
      }
      return ids;
    },
    /** Every campaign id of the user. */
    async idsOfUser(userId: number): Promise<number[]> {
      const rows = await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.userId, userId)).orderBy(campaigns.id);
      return rows.map((r) => r.id);
    },
    async update(userId: number, id: number, patch: Partial<NewCampaign>): Promise<void> {
      await db.update(campaigns).set(patch).where(owned(userId, id));
    },
    /** The row as stored (publishing reads every column). */
    async row(userId: number, id: number): Promise<CampaignRow | undefined> {
      const [row] = await db.select().from(campaigns).where(owned(userId, id));
      return row;
    },
    /** The ad accounts the user's campaigns were published to, each once (the insights sync covers them; decision 181). */
    async publishedAdAccounts(userId: number): Promise<string[]> {
      const rows = await db
        .selectDistinct({ id: campaigns.fbAdAccountId })
        .from(campaigns)
        .where(and(eq(campaigns.userId, userId), sql`${campaigns.fbAdAccountId} is not null`))
        .orderBy(campaigns.fbAdAccountId);
      return rows.map((r) => r.id as string);
    },
    async setFacebookIds(id: number, ids: Pick<NewCampaign, 'fbAdAccountId' | 'fbCampaignId' | 'fbAdSetId'>): Promise<void> {
      await db.update(campaigns).set(ids).where(eq(campaigns.id, id));
    },
    async setStatus(id: number, status: string, now: Date): Promise<void> {
      await db.update(campaigns).set({ status, updatedAt: now }).where(eq(campaigns.id, id));
    },
    /** Takes the publish lease unless another publish holds one that has not run out. */
    async takePublishLease(id: number, until: Date, now: Date): Promise<boolean> {
      const rows = await db
        .update(campaigns)
        .set({ publishLeaseUntil: until })
        .where(and(eq(campaigns.id, id), sql`(${campaigns.publishLeaseUntil} is null or ${campaigns.publishLeaseUntil} < ${now})`))
        .returning({ id: campaigns.id });
      return rows.length > 0;
    },
    async releasePublishLease(id: number): Promise<void> {
      await db.update(campaigns).set({ publishLeaseUntil: null }).where(eq(campaigns.id, id));
    },
    /** Deletes those of the campaigns that are the user's, with their ads and contents (ON DELETE CASCADE); answers how many. */
    async deleteMany(userId: number, ids: number[]): Promise<number> {
      if (ids.length === 0) return 0;
      const rows = await db
        .delete(campaigns)
        .where(and(eq(campaigns.userId, userId), inArray(campaigns.id, ids)))
        .returning({ id: campaigns.id });
      return rows.length;
    },
    /** Deletes the campaign; its ads and their contents go with it (ON DELETE CASCADE). */
    async delete(userId: number, id: number): Promise<boolean> {
      const rows = await db.delete(campaigns).where(owned(userId, id)).returning({ id: campaigns.id });
      return rows.length > 0;
    },
  };
}
export type CampaignsRepo = ReturnType<typeof createCampaignsRepo>;
