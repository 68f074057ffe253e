/**
 * Spec 2 §3 dashboard summary over the open recommendations (PENDING, SCHEDULED, ACCEPTED), decision 103:
 * totalRecommendations = open ones; highPriorityRecommendations = open HIGH ones; totalPotentialImpact =
 * Σ confidence × |expectedChange| (percent, 2 decimals); implementableRecommendations = PENDING ones with an
 * action the app can apply at all (plan.ts `canEverApply`: not an objective change of a published campaign). The one formula behind the list's summary, the header
 * (GET …/optimization/summary) and POST …/recommendations/refresh; the rows come from `repo.summary`.
 */
import {
  type ExpectedImpact,
  OPEN_STATUSES,
  type RecommendationAction,
  type RecommendationPriority,
  type RecommendationStatus,
  type RecommendationsSummary,
} from '@ads-creative/contracts/optimization';
import { canEverApply } from './apply/plan.ts';
import { round } from './engine/candidate.ts';

export interface SummaryRow {
  status: RecommendationStatus;
  priority: RecommendationPriority;
  expectedImpact: Pick<ExpectedImpact, 'confidence' | 'expectedChange'>;
  action: RecommendationAction | null;
}

/** Pure: the summary of open recommendations (rows of other statuses are ignored); `isPublished` tells the user's published campaigns. */
export function summarize(rows: readonly SummaryRow[], isPublished: (campaignId: number) => boolean): RecommendationsSummary {
  const open = rows.filter((r) => OPEN_STATUSES.includes(r.status));
  return {
    totalRecommendations: open.length,
    highPriorityRecommendations: open.filter((r) => r.priority === 'HIGH').length,
    totalPotentialImpact: round(
      open.reduce((s, r) => s + r.expectedImpact.confidence * Math.abs(r.expectedImpact.expectedChange), 0),
      2,
    ),
    implementableRecommendations: open.filter((r) => r.status === 'PENDING' && r.action !== null && canEverApply(r.action, isPublished))
      .length,
  };
}
