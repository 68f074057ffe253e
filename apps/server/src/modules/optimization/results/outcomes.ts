/**
 * The Performance and By Category tabs' numbers from the user's real recommendations (decision 135),
 * pure functions over stored rows:
 * - an item's result is its latest measurement that is not TOO_EARLY (14 days over 7): actualImpact = its
 *   change, verdict = its verdict, status = the verdict when SUCCESS, PARTIAL or FAILED, else null; without
 *   one, actualImpact null and verdict TOO_EARLY;
 * - improvement = actualImpact signed so that positive is better (a cost per conversion that fell 10 % is
 *   +10), so changes of metrics that want opposite directions can be averaged;
 * - averageImpact = mean improvement of the measured ones (2 decimals), null when none is measured;
 * - successRate = SUCCESS / (SUCCESS + PARTIAL + FAILED) × 100 (1 decimal), null when none is decided.
 */
import {
  type CategoryStats,
  type History,
  type HistoryItem,
  type ImpactMetric,
  type ImpactVerdict,
  type ImplementationOutcome,
  impactMetrics,
  implementationOutcomes,
  type MeasuredImpact,
  OPEN_STATUSES,
  RECOMMENDATION_TYPE_INFO,
  type RecommendationPriority,
  type RecommendationStatus,
  type RecommendationType,
  recommendationCategories,
  recommendationTypes,
} from '@ads-creative/contracts/optimization';
import { round } from '../engine/candidate.ts';

export interface ImplementedRow {
  id: number;
  type: RecommendationType;
  title: string;
  description: string;
  implementedAt: string;
  revertedAt: string | null;
  /** Can be undone now (POST …/{id}/revert), as the recommendation's own `revertible`. */
  revertible: boolean;
  measured: MeasuredImpact[];
}

export interface Result {
  actualImpact: number | null;
  verdict: ImpactVerdict;
  status: ImplementationOutcome | null;
  metric: ImpactMetric | null;
}

export function resultOf(measured: readonly MeasuredImpact[]): Result {
  const latest = [...measured]
    .filter((m) => m.verdict !== 'TOO_EARLY' && m.change !== null)
    .sort((a, b) => b.horizonDays - a.horizonDays)[0];
  if (!latest) return { actualImpact: null, verdict: 'TOO_EARLY', status: null, metric: null };
  const status = (implementationOutcomes as readonly string[]).includes(latest.verdict) ? (latest.verdict as ImplementationOutcome) : null;
  return { actualImpact: latest.change, verdict: latest.verdict, status, metric: latest.metric };
}

/** actualImpact with the sign that makes positive better. */
export function improvement(r: Result): number | null {
  if (r.actualImpact === null || r.metric === null) return null;
  return impactMetrics[r.metric].higherIsBetter ? r.actualImpact : -r.actualImpact;
}

const mean = (xs: number[]) => (xs.length ? round(xs.reduce((s, x) => s + x, 0) / xs.length, 2) : null);

export function averageImpact(results: readonly Result[]): number | null {
  return mean(results.map(improvement).filter((x): x is number => x !== null));
}

export function successRate(results: readonly Result[]): number | null {
  const decided = results.filter((r) => r.status !== null);
  return decided.length ? round((decided.filter((r) => r.status === 'SUCCESS').length / decided.length) * 100, 1) : null;
}

/** Rows newest first; totals over all of them, items the first `limit`. */
export function historyOf(rows: readonly ImplementedRow[], limit: number): History {
  const results = rows.map((r) => resultOf(r.measured));
  const items: HistoryItem[] = rows.slice(0, limit).map((r, i) => {
    const res = results[i] as Result;
    return {
      id: r.id,
      recommendationId: r.id,
      type: r.type,
      title: r.title,
      description: r.description,
      implementedAt: r.implementedAt,
      actualImpact: res.actualImpact,
      status: res.status,
      verdict: res.verdict,
      measuredImpact: [...r.measured].sort((a, b) => a.horizonDays - b.horizonDays),
      revertedAt: r.revertedAt,
      revertible: r.revertible,
    };
  });
  return { totalImplemented: rows.length, averageImpact: averageImpact(results), successRate: successRate(results), items };
}

export interface CategoryRow {
  type: RecommendationType;
  status: RecommendationStatus;
  priority: RecommendationPriority;
  implemented: boolean;
  measured: MeasuredImpact[];
}

/**
 * One card per category, in the contract's order: open = open ones, highPriority = open HIGH ones,
 * implemented = ones ever implemented, averageImpact over those measured, types = the category's types.
 */
export function categoryStats(rows: readonly CategoryRow[]): CategoryStats[] {
  return recommendationCategories.map((category) => {
    const mine = rows.filter((r) => RECOMMENDATION_TYPE_INFO[r.type].category === category);
    const open = mine.filter((r) => OPEN_STATUSES.includes(r.status));
    const implemented = mine.filter((r) => r.implemented);
    return {
      category,
      open: open.length,
      highPriority: open.filter((r) => r.priority === 'HIGH').length,
      implemented: implemented.length,
      averageImpact: averageImpact(implemented.map((r) => resultOf(r.measured))),
      types: recommendationTypes.filter((t) => RECOMMENDATION_TYPE_INFO[t].category === category),
    };
  });
}
