/** The rows the Performance and By Category tabs are computed from (outcomes.ts), scoped to one user. */
import type {
  ImpactMetric,
  ImpactVerdict,
  MeasuredImpact,
  RecommendationPriority,
  RecommendationStatus,
  RecommendationType,
} from '@ads-creative/contracts/optimization';
import { and, desc, eq, gte, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { recommendationImpacts, recommendations } from '../../../db/schema/optimization.ts';
import { isRevertible } from '../recommendation-view.ts';
import type { CategoryRow, ImplementedRow } from './outcomes.ts';

type ImpactRow = typeof recommendationImpacts.$inferSelect;

const toMeasured = (i: ImpactRow): MeasuredImpact => ({
  horizonDays: i.horizonDays,
  metric: i.metric as ImpactMetric,
  verdict: i.verdict as ImpactVerdict,
  change: i.change,
  lower: i.lower,
  upper: i.upper,
  level: i.level,
  method: i.method as MeasuredImpact['method'],
});

export function createResultsRepo(db: Db) {
  async function impactsOf(ids: number[]): Promise<Map<number, MeasuredImpact[]>> {
    const map = new Map<number, MeasuredImpact[]>();
    if (!ids.length) return map;
    const rows = await db.select().from(recommendationImpacts).where(inArray(recommendationImpacts.recommendationId, ids));
    for (const r of rows) map.set(r.recommendationId, [...(map.get(r.recommendationId) ?? []), toMeasured(r)]);
    return map;
  }

  return {
    /** Implemented since `since`, newest first, with their measurements. */
    async implemented(userId: number, since: Date, now: Date): Promise<ImplementedRow[]> {
      const rows = await db
        .select({
          id: recommendations.id,
          type: recommendations.type,
          title: recommendations.title,
          description: recommendations.description,
          status: recommendations.status,
          beforeState: recommendations.beforeState,
          implementedAt: recommendations.implementedAt,
          revertedAt: recommendations.revertedAt,
        })
        .from(recommendations)
        .where(and(eq(recommendations.userId, userId), isNotNull(recommendations.implementedAt), gte(recommendations.implementedAt, since)))
        .orderBy(desc(recommendations.implementedAt), desc(recommendations.id));
      const impacts = await impactsOf(rows.map((r) => r.id));
      return rows.map((r) => ({
        id: r.id,
        type: r.type as RecommendationType,
        title: r.title,
        description: r.description,
        implementedAt: (r.implementedAt as Date).toISOString(),
        revertedAt: r.revertedAt?.toISOString() ?? null,
        revertible: isRevertible(r, now),
        measured: impacts.get(r.id) ?? [],
      }));
    },

    /** Every recommendation of the user: type, status, priority, whether implemented, measurements. */
    async all(userId: number): Promise<CategoryRow[]> {
      const rows = await db
        .select({
          id: recommendations.id,
          type: recommendations.type,
          status: recommendations.status,
          priority: recommendations.priority,
          implementedAt: recommendations.implementedAt,
        })
        .from(recommendations)
        .where(eq(recommendations.userId, userId));
      const impacts = await impactsOf(rows.filter((r) => r.implementedAt).map((r) => r.id));
      return rows.map((r) => ({
        type: r.type as RecommendationType,
        status: r.status as RecommendationStatus,
        priority: r.priority as RecommendationPriority,
        implemented: r.implementedAt !== null,
        measured: impacts.get(r.id) ?? [],
      }));
    },
  };
}
