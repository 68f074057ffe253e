/** Reads and writes of `campaign_delivery_schedules` (decision 155). */
import type { Weekday } from '@ads-creative/contracts/campaigns';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { campaignDeliverySchedules } from '../../../db/schema/optimization.ts';
import { effectiveZoneSql } from '../../account-zone/index.ts';

const s = campaignDeliverySchedules;

/** A schedule with what the job needs of its campaign and account. */
export interface ScheduleRow {
  campaignId: number;
  userId: number;
  campaignName: string;
  excludedDays: Weekday[];
  pausedBySchedule: boolean;
  changedSincePause: boolean;
  lastPausedOn: string | null;
  lastError: string | null;
  status: string;
  /** The campaign's updated_at as read (ISO, microseconds): its last change before a toggle the job makes. */
  campaignUpdatedAt: string;
  /** The user's zone: the ad account's, else their own, else UTC (decision 160, as every reader of days has it). */
  timezone: string;
}

/**
 * schedule_prior_change_at at a toggle: the campaign's updated_at before it (`before`), unless that was the
 * schedule's own previous toggle (then the prior value stays).
 */
const priorChange = (before: string) =>
  sql`case when ${before}::timestamptz <= ${s.scheduleTouchedCampaignAt} then ${s.schedulePriorChangeAt} else ${before}::timestamptz end`;

export function createDeliverySchedulesRepo(db: Db) {
  const own = (userId: number, campaignId: number) => and(eq(s.campaignId, campaignId), eq(s.userId, userId));
  return {
    /** Sets the campaign's schedule (replacing one it had; a pause it holds stays held). */
    async set(userId: number, campaignId: number, excludedDays: Weekday[], recommendationId: number | null, now: Date): Promise<void> {
      await db
        .insert(s)
        .values({ campaignId, userId, excludedDays, recommendationId, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: s.campaignId, set: { excludedDays, recommendationId, updatedAt: now } });
    },

    async remove(userId: number, campaignId: number): Promise<void> {
      await db.delete(s).where(own(userId, campaignId));
    },

    /** Every schedule (all users), or one campaign's, with its campaign's status and the user's zone. */
    all: (campaignId?: number): Promise<ScheduleRow[]> =>
      rowsOf<ScheduleRow>(
        db,
        sql`select s.campaign_id as "campaignId", s.user_id as "userId", c.name as "campaignName", s.excluded_days as "excludedDays",
                   s.paused_by_schedule as "pausedBySchedule",
                   coalesce(c.updated_at > s.paused_campaign_updated_at, false) as "changedSincePause",
                   s.last_paused_on as "lastPausedOn", s.last_error as "lastError", c.status,
                   to_char(c.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "campaignUpdatedAt",
                   ${effectiveZoneSql(sql`s.user_id`)} as timezone
            from campaign_delivery_schedules s
            join campaigns c on c.id = s.campaign_id
            ${campaignId === undefined ? sql`` : sql`where s.campaign_id = ${campaignId}`}
            order by s.campaign_id`,
      ),

    /**
     * Claims the schedule for one tick until `until` unless another tick holds it (its hold not run out at
     * `now`): a conditional update, so one claimant wins on PGlite and PostgreSQL alike. Whether this one won.
     */
    async claim(campaignId: number, now: Date, until: Date): Promise<boolean> {
      const won = await db
        .update(s)
        .set({ claimedUntil: until })
        .where(and(eq(s.campaignId, campaignId), or(isNull(s.claimedUntil), lte(s.claimedUntil, now))))
        .returning({ campaignId: s.campaignId });
      return won.length > 0;
    },

    async unclaim(campaignId: number): Promise<void> {
      await db.update(s).set({ claimedUntil: null }).where(eq(s.campaignId, campaignId));
    },

    /**
     * The intent, written before the campaign is paused: the schedule holds a pause of `day` not yet confirmed
     * (paused_campaign_updated_at null). A crash after the pause leaves a schedule that resumes the campaign
     * on its next delivering day. False when the schedule is gone (lifted meanwhile): then nothing is paused.
     */
    async markPausing(campaignId: number, day: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(s)
        .set({ pausedBySchedule: true, lastPausedOn: day, pausedCampaignUpdatedAt: null, updatedAt: now })
        .where(eq(s.campaignId, campaignId))
        .returning({ campaignId: s.campaignId });
      return rows.length > 0;
    },

    /** The pause failed: the intent is withdrawn (`lastPausedOn`, the day the schedule last paused before it). */
    async clearPausing(campaignId: number, lastPausedOn: string | null, now: Date): Promise<void> {
      await db
        .update(s)
        .set({ pausedBySchedule: false, lastPausedOn, pausedCampaignUpdatedAt: null, updatedAt: now })
        .where(eq(s.campaignId, campaignId));
    },

    /**
     * The schedule paused the campaign on `day`; `campaignUpdatedAt` is the campaign's updated_at that pause
     * left, `before` the one it had (ScheduleRow.campaignUpdatedAt). False when the schedule is gone (lifted
     * while the campaign was being paused).
     */
    async markPaused(campaignId: number, day: string, campaignUpdatedAt: Date, before: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(s)
        .set({
          pausedBySchedule: true,
          lastPausedOn: day,
          pausedCampaignUpdatedAt: campaignUpdatedAt,
          schedulePriorChangeAt: priorChange(before),
          scheduleTouchedCampaignAt: campaignUpdatedAt,
          lastError: null,
          updatedAt: now,
        })
        .where(eq(s.campaignId, campaignId))
        .returning({ campaignId: s.campaignId });
      return rows.length > 0;
    },

    /**
     * The schedule holds no pause any more: it resumed the campaign (`resumedCampaignUpdatedAt`, the campaign's
     * updated_at that resume left; `before`, the one it had), or the user's status stands (null: their change
     * is the campaign's last).
     */
    async markReleased(campaignId: number, now: Date, resumed: { campaignUpdatedAt: Date; before: string } | null = null): Promise<void> {
      await db
        .update(s)
        .set({
          pausedBySchedule: false,
          pausedCampaignUpdatedAt: null,
          ...(resumed ? { schedulePriorChangeAt: priorChange(resumed.before), scheduleTouchedCampaignAt: resumed.campaignUpdatedAt } : {}),
          lastError: null,
          updatedAt: now,
        })
        .where(eq(s.campaignId, campaignId));
    },

    async markFailed(campaignId: number, message: string, now: Date): Promise<void> {
      await db.update(s).set({ lastError: message, updatedAt: now }).where(eq(s.campaignId, campaignId));
    },
  };
}
export type DeliverySchedulesRepo = ReturnType<typeof createDeliverySchedulesRepo>;
