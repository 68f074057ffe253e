/**
 * The engine run's own statements on `recommendations` (decision 102, 130): what de-duplication needs
 * of the stored ones, and the writes of a plan. A create that meets the partial unique index
 * recommendations_one_open_key (a concurrent run or a user's click made the open one first) does nothing
 * and reports it, so the caller refreshes that one instead.
 */
import { OPEN_STATUSES, type RecommendationStatus, type RecommendationType, type TargetEntity } from '@ads-creative/contracts/optimization';
import { and, eq, gte, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { recommendations } from '../../../db/schema/optimization.ts';
import type { Prioritized, StoredRecommendation } from '../engine/prioritize.ts';
import { SUPPRESS_DAYS } from '../engine/prioritize.ts';
import { campaignsChanged } from '../engine/run-engine.ts';

/** The engine's columns of a recommendation (what a create writes and a refresh rewrites). */
function engineColumns(r: Prioritized, now: Date) {
  return {
    targetName: r.targetEntity.name,
    priority: r.priority,
    score: r.score,
    title: r.title,
    description: r.description,
    category: r.category,
    tags: r.tags,
    expectedImpact: r.expectedImpact,
    evidence: r.evidence,
    action: r.action,
    campaignIds: campaignsChanged(r.action),
    updatedAt: now,
    expiresAt: new Date(r.expiresAt),
  };
}

const openKey = (userId: number, r: { type: RecommendationType; targetEntity: Pick<TargetEntity, 'kind' | 'id'> }) =>
  and(
    eq(recommendations.userId, userId),
    eq(recommendations.type, r.type),
    eq(recommendations.targetKind, r.targetEntity.kind),
    eq(recommendations.targetId, r.targetEntity.id),
    inArray(recommendations.status, [...OPEN_STATUSES]),
  );

export function createPlanRepo(db: Db) {
  return {
    /** The open ones and those dismissed or implemented in the suppression window. */
    async existing(userId: number, now: Date): Promise<StoredRecommendation[]> {
      const cutoff = new Date(now.getTime() - SUPPRESS_DAYS * 86_400_000);
      const rows = await db
        .select({
          id: recommendations.id,
          type: recommendations.type,
          kind: recommendations.targetKind,
          targetId: recommendations.targetId,
          status: recommendations.status,
          decidedAt: recommendations.decidedAt,
        })
        .from(recommendations)
        .where(
          and(
            eq(recommendations.userId, userId),
            or(
              inArray(recommendations.status, [...OPEN_STATUSES]),
              and(
                inArray(recommendations.status, ['DISMISSED', 'IMPLEMENTED']),
                isNotNull(recommendations.decidedAt),
                gte(recommendations.decidedAt, cutoff),
              ),
            ),
          ),
        );
      return rows.map((r) => ({
        id: r.id,
        type: r.type as RecommendationType,
        targetEntity: { kind: r.kind as TargetEntity['kind'], id: r.targetId },
        status: r.status as RecommendationStatus,
        decidedAt: r.decidedAt?.toISOString() ?? null,
      }));
    },

    /** A new PENDING one; null when an open one of the same key exists (made meanwhile). */
    async create(userId: number, r: Prioritized, now: Date): Promise<number | null> {
      const [row] = await db
        .insert(recommendations)
        .values({
          userId,
          type: r.type,
          targetKind: r.targetEntity.kind,
          targetId: r.targetEntity.id,
          status: 'PENDING',
          createdAt: now,
          ...engineColumns(r, now),
        })
        .onConflictDoNothing({
          target: [recommendations.userId, recommendations.type, recommendations.targetKind, recommendations.targetId],
          where: sql`status in ('PENDING', 'SCHEDULED', 'ACCEPTED')`,
        })
        .returning({ id: recommendations.id });
      return row?.id ?? null;
    },

    /** New numbers, texts, priority and expiry for a PENDING one; false when it is no longer PENDING. */
    async refresh(userId: number, id: number, r: Prioritized, now: Date): Promise<boolean> {
      const rows = await db
        .update(recommendations)
        .set(engineColumns(r, now))
        .where(and(eq(recommendations.id, id), eq(recommendations.userId, userId), eq(recommendations.status, 'PENDING')))
        .returning({ id: recommendations.id });
      return rows.length > 0;
    },

    /** The open one of a key, as a concurrent create left it. */
    async openOf(userId: number, r: Prioritized): Promise<{ id: number; status: RecommendationStatus } | null> {
      const [row] = await db
        .select({ id: recommendations.id, status: recommendations.status })
        .from(recommendations)
        .where(openKey(userId, r));
      return row ? { id: row.id, status: row.status as RecommendationStatus } : null;
    },
  };
}
