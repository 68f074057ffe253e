/**
 * A stored recommendation as the API shows it (contracts' RecommendationView), and the summaries over
 * a user's open ones (spec 2 §3). Pure: rows in, views out (decision 103, docs/optimization.md).
 */
import {
  type applyFailureSchema,
  type DismissReason,
  type Evidence,
  type ExpectedImpact,
  type MeasuredImpact,
  REVERT_WINDOW_DAYS,
  type RecommendationAction,
  type RecommendationCategory,
  type RecommendationPriority,
  type RecommendationStatus,
  type RecommendationType,
  type RecommendationView,
  type TargetEntityKind,
} from '@ads-creative/contracts/optimization';
import type { z } from 'zod';
import type { recommendationImpacts, recommendations } from '../../db/schema/optimization.ts';

export type RecommendationRow = typeof recommendations.$inferSelect;
export type ImpactRow = typeof recommendationImpacts.$inferSelect;

type ApplyFailure = z.infer<typeof applyFailureSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function applyFailureOf(row: RecommendationRow): ApplyFailure | null {
  if (row.applyError === null) return null;
  return { message: row.applyError, at: (row.applyErrorAt ?? row.updatedAt).toISOString(), attempts: row.applyAttempts };
}

/** Implemented with a stored before-state, not reverted, within REVERT_WINDOW_DAYS of implementation. */
export function isRevertible(row: Pick<RecommendationRow, 'status' | 'revertedAt' | 'beforeState' | 'implementedAt'>, now: Date): boolean {
  return (
    row.status === 'IMPLEMENTED' &&
    row.revertedAt === null &&
    row.beforeState !== null &&
    row.implementedAt !== null &&
    now.getTime() - row.implementedAt.getTime() < REVERT_WINDOW_DAYS * DAY_MS
  );
}

export const toMeasuredImpact = (i: ImpactRow): MeasuredImpact => ({
  horizonDays: i.horizonDays,
  metric: i.metric as MeasuredImpact['metric'],
  verdict: i.verdict as MeasuredImpact['verdict'],
  change: i.change,
  lower: i.lower,
  upper: i.upper,
  level: i.level,
  method: i.method as MeasuredImpact['method'],
});

export function toRecommendationView(row: RecommendationRow, impacts: ImpactRow[], now: Date): RecommendationView {
  return {
    id: row.id,
    type: row.type as RecommendationType,
    priority: row.priority as RecommendationPriority,
    status: row.status as RecommendationStatus,
    title: row.title,
    description: row.description,
    category: row.category as RecommendationCategory,
    tags: row.tags,
    targetEntity: { kind: row.targetKind as TargetEntityKind, id: row.targetId, name: row.targetName },
    targetEntityName: row.targetName,
    expiresAt: row.expiresAt.toISOString(),
    expectedImpact: row.expectedImpact as ExpectedImpact,
    evidence: row.evidence as Evidence,
    action: (row.action ?? null) as RecommendationAction | null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    scheduledFor: iso(row.scheduledFor),
    autoAccepted: row.autoAccepted,
    dismissReason: row.dismissReason as DismissReason | null,
    dismissComment: row.dismissComment,
    applyFailure: applyFailureOf(row),
    implementedAt: iso(row.implementedAt),
    revertedAt: iso(row.revertedAt),
    revertible: isRevertible(row, now),
    measuredImpact: impacts
      .filter((i) => i.recommendationId === row.id)
      .sort((a, b) => a.horizonDays - b.horizonDays)
      .map(toMeasuredImpact),
  };
}
