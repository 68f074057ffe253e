/**
 * From candidates to recommendations (docs/optimization.md §Priority): priority from confidence ×
 * normalised impact with the spec's thresholds 0.8 / 0.6 / 0.4, the user's minConfidence and
 * excludedTypes, expiry, autoAccept for LOW-risk types, and de-duplication against what is stored:
 * one open recommendation per target and type, refreshed by a re-run rather than repeated.
 */
import {
  OPEN_STATUSES,
  type OptimizationSettings,
  PRIORITY_THRESHOLDS,
  RECOMMENDATION_TYPE_INFO,
  type RecommendationPriority,
  type RecommendationStatus,
  type RecommendationType,
  type TargetEntity,
} from '@ads-creative/contracts/optimization';
import { type Candidate, round } from './candidate.ts';

/** A relative change of 20 % (the largest budget step) or more counts as full impact. */
export const IMPACT_REFERENCE_PERCENT = 20;

/** |expectedChange| / 20 %, capped at 1. */
export function normalizedImpact(expectedChangePercent: number): number {
  return Math.min(1, Math.abs(expectedChangePercent) / IMPACT_REFERENCE_PERCENT);
}

export function priorityScore(c: Pick<Candidate, 'expectedImpact'>): number {
  return round(c.expectedImpact.confidence * normalizedImpact(c.expectedImpact.expectedChange), 3);
}

/** HIGH from 0.8, MEDIUM from 0.6, LOW from 0.4; below that nothing is recommended. */
export function priorityOf(score: number): RecommendationPriority | null {
  if (score >= PRIORITY_THRESHOLDS.HIGH) return 'HIGH';
  if (score >= PRIORITY_THRESHOLDS.MEDIUM) return 'MEDIUM';
  if (score >= PRIORITY_THRESHOLDS.LOW) return 'LOW';
  return null;
}

/** How long a recommendation stays valid: money moves fast, creatives and AI habits slowly. */
export const TTL_DAYS: Record<RecommendationType, number> = {
  CAMPAIGN_PAUSE: 7,
  CAMPAIGN_SCALE: 7,
  BUDGET_REALLOCATION: 7,
  AD_CREATIVE_REFRESH: 14,
  AD_SCHEDULING: 14,
  CAMPAIGN_OBJECTIVE_OPTIMIZATION: 14,
  CONTENT_TYPE_OPTIMIZATION: 30,
  AI_PROVIDER_SWITCH: 30,
};

export function expiresAt(type: RecommendationType, now: string): string {
  return new Date(Date.parse(now) + TTL_DAYS[type] * 86_400_000).toISOString();
}

export interface Prioritized extends Candidate {
  priority: RecommendationPriority;
  score: number;
  expiresAt: string;
  /** The user turned autoAccept on and the type is LOW risk: the service may accept it at once. */
  autoAccept: boolean;
}

/** Filters by excludedTypes, minConfidence and the LOW threshold; highest score first. */
export function prioritize(candidates: readonly Candidate[], settings: OptimizationSettings, now: string): Prioritized[] {
  const excluded = new Set(settings.excludedTypes);
  return candidates
    .filter((c) => !excluded.has(c.type) && c.expectedImpact.confidence >= settings.minConfidence)
    .flatMap((c): Prioritized[] => {
      const score = priorityScore(c);
      const priority = priorityOf(score);
      if (!priority) return [];
      const autoAccept = settings.autoAccept && RECOMMENDATION_TYPE_INFO[c.type].risk === 'LOW';
      return [{ ...c, priority, score, expiresAt: expiresAt(c.type, now), autoAccept }];
    })
    .sort((a, b) => b.score - a.score || a.type.localeCompare(b.type) || a.targetEntity.id.localeCompare(b.targetEntity.id));
}

/** One recommendation per type and target. */
export function dedupeKey(c: { type: RecommendationType; targetEntity: Pick<TargetEntity, 'kind' | 'id'> }): string {
  return `${c.type}:${c.targetEntity.kind}:${c.targetEntity.id}`;
}

/** What is stored of a recommendation, as far as de-duplication needs. */
export interface StoredRecommendation {
  id: number;
  type: RecommendationType;
  targetEntity: Pick<TargetEntity, 'kind' | 'id'>;
  status: RecommendationStatus;
  /** When it was dismissed or implemented (ISO date-time); null otherwise. */
  decidedAt: string | null;
}

/** A dismissed or implemented recommendation is not proposed again for the same target for 14 days. */
export const SUPPRESS_DAYS = 14;

export interface UpsertPlan {
  /** New recommendations to store as PENDING. */
  create: Prioritized[];
  /** PENDING ones found again: update their numbers, texts, priority and expiry. */
  refresh: { id: number; recommendation: Prioritized }[];
  /** Open ones the user already acted on (SCHEDULED, ACCEPTED): left as they are. */
  keep: { id: number; recommendation: Prioritized }[];
  /** Candidates not proposed because the user dismissed or implemented the same one lately. */
  suppressed: { id: number; recommendation: Prioritized }[];
  /** PENDING ones this run did not find again: left to expire (no flapping when evidence wavers at the line). */
  stale: number[];
}

export function planUpsert(existing: readonly StoredRecommendation[], candidates: readonly Prioritized[], now: string): UpsertPlan {
  const open = new Map(existing.filter((e) => OPEN_STATUSES.includes(e.status)).map((e) => [dedupeKey(e), e]));
  const recentCutoff = Date.parse(now) - SUPPRESS_DAYS * 86_400_000;
  const recent = new Map(
    existing
      .filter(
        (e) => (e.status === 'DISMISSED' || e.status === 'IMPLEMENTED') && e.decidedAt !== null && Date.parse(e.decidedAt) >= recentCutoff,
      )
      .map((e) => [dedupeKey(e), e]),
  );
  const plan: UpsertPlan = { create: [], refresh: [], keep: [], suppressed: [], stale: [] };
  const seen = new Set<string>();
  // Candidates arrive highest score first: the first of a key wins.
  for (const c of candidates) {
    const key = dedupeKey(c);
    if (seen.has(key)) continue;
    seen.add(key);
    const stored = open.get(key);
    const decided = recent.get(key);
    if (stored?.status === 'PENDING') plan.refresh.push({ id: stored.id, recommendation: c });
    else if (stored) plan.keep.push({ id: stored.id, recommendation: c });
    else if (decided) plan.suppressed.push({ id: decided.id, recommendation: c });
    else plan.create.push(c);
  }
  plan.stale = [...open.values()].filter((e) => e.status === 'PENDING' && !seen.has(dedupeKey(e))).map((e) => e.id);
  return plan;
}
