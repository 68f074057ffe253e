/**
 * Reads and transitions of `recommendations` (decision 103, 120). Every transition is one conditional
 * UPDATE … RETURNING: it happens only from the statuses it is allowed from, so two requests at once
 * cannot both make it; an empty answer means "not from here" and the service reads why.
 * Applying is claimed with `applying_since` in the same way, so one recommendation is applied once.
 */
import {
  APPLY_INTERRUPTED_MESSAGE,
  OPEN_STATUSES,
  type RecommendationStatus,
  type RecommendationsSummary,
} from '@ads-creative/contracts/optimization';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campaigns } from '../../db/schema/campaigns.ts';
import { optimizationSettings, recommendationImpacts, recommendations } from '../../db/schema/optimization.ts';
import type { ImpactRow, RecommendationRow } from './recommendation-view.ts';
import { type SummaryRow, summarize } from './summary.ts';

/** A claim older than this is a crashed apply: another may take it over. */
export const APPLY_LEASE_MS = 5 * 60 * 1000;

export interface ListFilter {
  /** Recommendations created or refreshed since (updated_at); none = any time. */
  since?: Date;
  priority?: string;
  type?: string;
  category?: string;
  /** One status, or the open ones when absent. */
  status?: RecommendationStatus;
}

const r = recommendations;

function filterOf(userId: number, f: ListFilter): SQL {
  const conditions: (SQL | undefined)[] = [
    eq(r.userId, userId),
    f.status ? eq(r.status, f.status) : inArray(r.status, [...OPEN_STATUSES]),
    f.since ? gte(r.updatedAt, f.since) : undefined,
    f.priority ? eq(r.priority, f.priority) : undefined,
    f.type ? eq(r.type, f.type) : undefined,
    f.category ? eq(r.category, f.category) : undefined,
  ];
  return and(...conditions) as SQL;
}

const priorityOrder = sql`case ${r.priority} when 'HIGH' then 0 when 'MEDIUM' then 1 else 2 end`;
/** Not claimed, or claimed so long ago that the claimer is gone. */
const unclaimed = (now: Date) => or(isNull(r.applyingSince), lt(r.applyingSince, new Date(now.getTime() - APPLY_LEASE_MS)));

export function createRecommendationsRepo(db: Db) {
  const one = async (rows: Promise<RecommendationRow[]>) => (await rows)[0];

  return {
    find: (userId: number, id: number) =>
      one(
        db
          .select()
          .from(r)
          .where(and(eq(r.id, id), eq(r.userId, userId))),
      ),

    /** Highest priority first, then score, newest, id (a stable order for paging). */
    list: (userId: number, f: ListFilter, limit: number, offset: number): Promise<RecommendationRow[]> =>
      db
        .select()
        .from(r)
        .where(filterOf(userId, f))
        .orderBy(priorityOrder, desc(r.score), desc(r.createdAt), desc(r.id))
        .limit(limit)
        .offset(offset),

    async count(userId: number, f: ListFilter): Promise<number> {
      const [row] = await db.select({ n: count() }).from(r).where(filterOf(userId, f));
      return row?.n ?? 0;
    },

    /** Spec 2 §3 summary over the open ones (created or refreshed since `since` when given), by `summarize`. */
    async summary(userId: number, since?: Date): Promise<RecommendationsSummary> {
      const [rows, published] = await Promise.all([
        db
          .select({ status: r.status, priority: r.priority, expectedImpact: r.expectedImpact, action: r.action })
          .from(r)
          .where(filterOf(userId, { since })),
        // Published as toCampaignNow reads it (a Facebook campaign), for canEverApply.
        db
          .select({ id: campaigns.id })
          .from(campaigns)
          .where(and(eq(campaigns.userId, userId), isNotNull(campaigns.fbCampaignId))),
      ]);
      const publishedIds = new Set(published.map((c) => c.id));
      return summarize(rows as SummaryRow[], (id) => publishedIds.has(id));
    },

    impactsOf: (ids: number[]): Promise<ImpactRow[]> =>
      ids.length === 0
        ? Promise.resolve([])
        : db.select().from(recommendationImpacts).where(inArray(recommendationImpacts.recommendationId, ids)),

    /**
     * PENDING (not expired) → ACCEPTED and claimed for applying, in one statement; or, with `retry`, an
     * ACCEPTED or SCHEDULED one whose last application failed (or was cut off) claimed again. Undefined when neither.
     */
    acceptAndClaim: (userId: number, id: number, now: Date, opts: { auto: boolean; retry: boolean }) =>
      one(
        db
          .update(r)
          .set({
            status: sql`case when ${r.status} = 'PENDING' then 'ACCEPTED' else ${r.status} end`,
            decidedAt: sql`case when ${r.status} = 'PENDING' then ${now.toISOString()}::timestamptz else ${r.decidedAt} end`,
            autoAccepted: sql`case when ${r.status} = 'PENDING' then ${opts.auto} else ${r.autoAccepted} end`,
            applyingSince: now,
            applyAttempts: sql`${r.applyAttempts} + 1`,
            updatedAt: now,
          })
          .where(
            and(
              eq(r.id, id),
              eq(r.userId, userId),
              or(
                and(eq(r.status, 'PENDING'), sql`${r.expiresAt} > ${now.toISOString()}::timestamptz`),
                // A failed application, or one whose claimer died mid-way (its claim past the lease).
                opts.retry
                  ? and(
                      inArray(r.status, ['ACCEPTED', 'SCHEDULED']),
                      or(isNotNull(r.applyError), isNotNull(r.applyingSince)),
                      unclaimed(now),
                    )
                  : undefined,
              ),
            ),
          )
          .returning(),
      ),

    /**
     * One recommendation (any user's) the job should apply, claimed; undefined when none. Due SCHEDULED ones, and
     * ones whose application was cut off (ACCEPTED or SCHEDULED, claim past the lease, no failure recorded). A
     * cut-off one is retried once: the claim records APPLY_INTERRUPTED_MESSAGE as its failure, which the retry's
     * outcome replaces (IMPLEMENTED clears it, a failure overwrites it) and which, should the retry be cut off
     * too, keeps the job from taking it again.
     */
    claimDue: (now: Date) =>
      one(
        db
          .update(r)
          .set({
            applyingSince: now,
            applyAttempts: sql`${r.applyAttempts} + 1`,
            applyError: sql`case when ${r.applyingSince} is null then null else ${APPLY_INTERRUPTED_MESSAGE} end`,
            applyErrorAt: sql`case when ${r.applyingSince} is null then null else ${now.toISOString()}::timestamptz end`,
            updatedAt: now,
          })
          .where(
            eq(
              r.id,
              sql`(select id from ${r} where apply_error is null
                and (applying_since is null or applying_since < ${new Date(now.getTime() - APPLY_LEASE_MS).toISOString()}::timestamptz)
                and ((status = 'SCHEDULED' and scheduled_for <= ${now.toISOString()}::timestamptz)
                  or (status = 'ACCEPTED' and applying_since is not null))
                order by coalesce(applying_since, scheduled_for), id limit 1 for update skip locked)`,
            ),
          )
          .returning(),
      ),

    markImplemented: (id: number, now: Date, beforeState: unknown, afterState: unknown) =>
      one(
        db
          .update(r)
          .set({
            status: 'IMPLEMENTED',
            implementedAt: now,
            beforeState: beforeState as object | null,
            afterState: afterState as object | null,
            applyingSince: null,
            applyError: null,
            applyErrorAt: null,
            updatedAt: now,
          })
          .where(eq(r.id, id))
          .returning(),
      ),

    /** The status stays; the failure is recorded and the claim released (the user may retry). */
    markFailed: (id: number, now: Date, message: string) =>
      one(
        db.update(r).set({ applyingSince: null, applyError: message, applyErrorAt: now, updatedAt: now }).where(eq(r.id, id)).returning(),
      ),

    dismiss: (userId: number, id: number, now: Date, reason: string, comment: string | null) =>
      one(
        db
          .update(r)
          .set({ status: 'DISMISSED', dismissReason: reason, dismissComment: comment, decidedAt: now, updatedAt: now, scheduledFor: null })
          .where(
            and(
              eq(r.id, id),
              eq(r.userId, userId),
              or(eq(r.status, 'PENDING'), eq(r.status, 'SCHEDULED'), and(eq(r.status, 'ACCEPTED'), isNotNull(r.applyError))),
              unclaimed(now),
            ),
          )
          .returning(),
      ),

    /** PENDING (not expired) → SCHEDULED, or a SCHEDULED one to another time (its last failure cleared). */
    schedule: (userId: number, id: number, now: Date, at: Date) =>
      one(
        db
          .update(r)
          .set({ status: 'SCHEDULED', scheduledFor: at, decidedAt: now, updatedAt: now, applyError: null, applyErrorAt: null })
          .where(
            and(
              eq(r.id, id),
              eq(r.userId, userId),
              or(eq(r.status, 'PENDING'), eq(r.status, 'SCHEDULED')),
              sql`${r.expiresAt} > ${at.toISOString()}::timestamptz`,
              unclaimed(now),
            ),
          )
          .returning(),
      ),

    /** SCHEDULED → PENDING (the schedule and its last failure cleared), unless it is being applied right now. */
    unschedule: (userId: number, id: number, now: Date) =>
      one(
        db
          .update(r)
          .set({ status: 'PENDING', scheduledFor: null, decidedAt: null, applyError: null, applyErrorAt: null, updatedAt: now })
          .where(and(eq(r.id, id), eq(r.userId, userId), eq(r.status, 'SCHEDULED'), unclaimed(now)))
          .returning(),
      ),

    /** An implemented, unreverted one within the window, claimed for reverting. */
    claimRevert: (userId: number, id: number, now: Date, windowStart: Date) =>
      one(
        db
          .update(r)
          .set({ applyingSince: now })
          .where(
            and(
              eq(r.id, id),
              eq(r.userId, userId),
              eq(r.status, 'IMPLEMENTED'),
              isNull(r.revertedAt),
              isNotNull(r.beforeState),
              gte(r.implementedAt, windowStart),
              unclaimed(now),
            ),
          )
          .returning(),
      ),

    markReverted: (id: number, now: Date) =>
      one(db.update(r).set({ revertedAt: now, applyingSince: null, updatedAt: now }).where(eq(r.id, id)).returning()),

    release: (id: number) => db.update(r).set({ applyingSince: null }).where(eq(r.id, id)),

    /**
     * When each of these campaigns was last changed by an applied recommendation (implemented, or its
     * revert) other than `exceptId`, since `since`.
     */
    async lastChanges(userId: number, campaignIds: number[], since: Date, exceptId: number): Promise<Map<number, Date>> {
      if (campaignIds.length === 0) return new Map();
      const rows = await db
        .select({ campaignIds: r.campaignIds, action: r.action, implementedAt: r.implementedAt, revertedAt: r.revertedAt })
        .from(r)
        .where(
          and(
            eq(r.userId, userId),
            eq(r.status, 'IMPLEMENTED'),
            sql`${r.id} <> ${exceptId}`,
            or(gte(r.implementedAt, since), gte(r.revertedAt, since)),
            or(...campaignIds.map((c) => sql`${r.campaignIds} @> ${JSON.stringify([c])}::jsonb`)),
          ),
        );
      const last = new Map<number, Date>();
      for (const row of rows) {
        const at = [row.implementedAt, row.revertedAt].filter((d): d is Date => d !== null).sort((a, b) => b.getTime() - a.getTime())[0];
        if (!at) continue;
        for (const c of row.campaignIds) {
          if (!campaignIds.includes(c)) continue;
          const seen = last.get(c);
          if (!seen || seen < at) last.set(c, at);
        }
      }
      return last;
    },

    /** The after-state of the user's newest implemented, unreverted recommendation of this action kind. */
    async latestApplied(userId: number, actionKind: string): Promise<RecommendationRow | undefined> {
      return one(
        db
          .select()
          .from(r)
          .where(and(eq(r.userId, userId), eq(r.status, 'IMPLEMENTED'), isNull(r.revertedAt), sql`${r.action}->>'kind' = ${actionKind}`))
          .orderBy(desc(r.implementedAt), desc(r.id))
          .limit(1),
      );
    },

    /** For exports: every recommendation of the user updated since, in list order. */
    allSince: (userId: number, since: Date) =>
      db
        .select()
        .from(r)
        .where(and(eq(r.userId, userId), gte(r.updatedAt, since)))
        .orderBy(
          asc(sql`case ${r.status} when 'PENDING' then 0 when 'SCHEDULED' then 1 when 'ACCEPTED' then 2 else 3 end`),
          priorityOrder,
          desc(r.id),
        )
        .limit(10_000),

    /** The user's budget step cap, percent (optimization_settings; the default when none is stored). */
    async maxBudgetStepPercent(userId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ cap: optimizationSettings.maxBudgetStepPercent })
        .from(optimizationSettings)
        .where(eq(optimizationSettings.userId, userId));
      return row?.cap;
    },
  };
}
export type RecommendationsRepo = ReturnType<typeof createRecommendationsRepo>;
