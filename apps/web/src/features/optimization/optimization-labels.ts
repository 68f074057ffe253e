/** How the optimization center names types, priorities, statuses, dismiss reasons, ranges, frequencies and verdicts. */
import {
  type DismissReason,
  type ImpactVerdict,
  impactMetrics,
  type OptimizationFrequency,
  type OptimizationTimeRange,
  RECOMMENDATION_TYPE_INFO,
  type RecommendationPriority,
  type RecommendationStatus,
  type RecommendationType,
} from '@ads-creative/contracts/optimization';

export const typeLabel = (type: RecommendationType) => RECOMMENDATION_TYPE_INFO[type].label;

/** Mantine colours that keep their contrast in the light and the dark theme (light variants). */
export const PRIORITY_COLORS: Record<RecommendationPriority, string> = { HIGH: 'red', MEDIUM: 'orange', LOW: 'blue' };

export const STATUS_COLORS: Record<RecommendationStatus, string> = {
  PENDING: 'blue',
  ACCEPTED: 'teal',
  IMPLEMENTED: 'green',
  SCHEDULED: 'violet',
  DISMISSED: 'gray',
  EXPIRED: 'gray',
};

export const DISMISS_REASON_LABELS: Record<DismissReason, string> = {
  not_relevant: 'Not relevant',
  already_implemented: 'Already implemented',
  insufficient_data: 'Insufficient data',
  too_risky: 'Too risky',
  other: 'Other',
};

export const TIME_RANGE_LABELS: Record<OptimizationTimeRange, string> = { '7d': '7 days', '30d': '30 days', '90d': '90 days' };

export const FREQUENCY_LABELS: Record<OptimizationFrequency, string> = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' };

/** The Performance tab's outcome: the spec's SUCCESS / PARTIAL / FAILED as written, and the two undecided verdicts in words. */
export const VERDICT_LABELS: Record<ImpactVerdict, string> = {
  SUCCESS: 'SUCCESS',
  PARTIAL: 'PARTIAL',
  FAILED: 'FAILED',
  TOO_EARLY: 'Too early',
  INCONCLUSIVE: 'Inconclusive',
};
export const VERDICT_COLORS: Record<ImpactVerdict, string> = {
  SUCCESS: 'green',
  PARTIAL: 'yellow',
  FAILED: 'red',
  TOO_EARLY: 'gray',
  INCONCLUSIVE: 'gray',
};

export const metricLabel = (metric: keyof typeof impactMetrics) => impactMetrics[metric].label;
