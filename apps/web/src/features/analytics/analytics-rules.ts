/**
 * The thresholds and texts of spec 2 §9 that the analytics page applies to the server's numbers:
 * budget utilization and depletion, provider score classes, content ratings, score bar and trend
 * arrow, and the content quality insights. The numbers come from the contract so the server's
 * insights and this page agree.
 */
import {
  BUDGET_UTILIZATION_MESSAGES,
  BUDGET_UTILIZATION_THRESHOLDS,
  CONTENT_SCORE_RATINGS,
  CONTENT_TREND_THRESHOLDS,
  CONTENT_VOLUME_CLASSES,
  PERFORMANCE_SCORE_MAX,
  PROVIDER_SCORE_CLASSES,
  SELECTION_RATE_CLASSES,
} from '@ads-creative/contracts/analytics';

export type UtilizationLevel = keyof typeof BUDGET_UTILIZATION_MESSAGES;

/** 90 or more high, 70 or more medium, else low; null without budget. */
export function utilizationLevel(rate: number | null): UtilizationLevel | null {
  if (rate === null) return null;
  if (rate >= BUDGET_UTILIZATION_THRESHOLDS.high) return 'high';
  if (rate >= BUDGET_UTILIZATION_THRESHOLDS.medium) return 'medium';
  return 'low';
}

export const NO_BUDGET_MESSAGE = 'No budget allocated in this period';

export function utilizationMessage(rate: number | null): string {
  const level = utilizationLevel(rate);
  return level ? BUDGET_UTILIZATION_MESSAGES[level] : NO_BUDGET_MESSAGE;
}

/** Remaining budget / average daily spend: 'N/A' without spend, 'Budget exhausted' at 0 or less, else the days. */
export function depletionText(days: number | null): string {
  if (days === null) return 'N/A';
  if (days <= 0) return 'Budget exhausted';
  // Decided before rounding, like the server's insight: 0.05–0.099 days is under 0.1, not '0.1 days'.
  if (days < 0.1) return '< 0.1 days';
  const rounded = Math.round(days * 10) / 10;
  return `${rounded.toLocaleString('en-US')} ${rounded === 1 ? 'day' : 'days'}`;
}

export type ProviderScoreClass = 'excellent' | 'good' | 'average' | 'poor';

/** A provider's score (its selection rate, percent): 80 or more excellent, 60 good, 40 average, else poor. */
export function providerScoreClass(score: number | null): ProviderScoreClass | null {
  if (score === null) return null;
  if (score >= PROVIDER_SCORE_CLASSES.excellent) return 'excellent';
  if (score >= PROVIDER_SCORE_CLASSES.good) return 'good';
  if (score >= PROVIDER_SCORE_CLASSES.average) return 'average';
  return 'poor';
}

export type ContentRating = 'Excellent' | 'Very Good' | 'Good' | 'Average' | 'Below Average';

/** Content performance score: Excellent 8000 and up, Very Good 6000, Good 4000, Average 2000, else Below Average. */
export function contentRating(score: number): ContentRating {
  if (score >= CONTENT_SCORE_RATINGS.excellent) return 'Excellent';
  if (score >= CONTENT_SCORE_RATINGS.veryGood) return 'Very Good';
  if (score >= CONTENT_SCORE_RATINGS.good) return 'Good';
  if (score >= CONTENT_SCORE_RATINGS.average) return 'Average';
  return 'Below Average';
}

/** How full the score bar is, in percent: the score capped at 10,000 (and floored at 0). */
export const scoreBarPercent = (score: number) => (Math.min(Math.max(score, 0), PERFORMANCE_SCORE_MAX) * 100) / PERFORMANCE_SCORE_MAX;

export type ContentTrend = 'up' | 'stable' | 'down';

/** The trend arrow: up at 6000 and over, stable at 3000 and over, else down. */
export function contentTrend(score: number): ContentTrend {
  if (score >= CONTENT_TREND_THRESHOLDS.up) return 'up';
  if (score >= CONTENT_TREND_THRESHOLDS.stable) return 'stable';
  return 'down';
}

export interface Insight<L extends string> {
  level: L;
  text: string;
}

export type SelectionInsightLevel = 'excellent' | 'good' | 'average' | 'poor';

const selectionTexts: Record<SelectionInsightLevel, string> = {
  excellent: 'Excellent selection rate: most generated content is good enough to use.',
  good: 'Good selection rate: generated content is often used.',
  average: 'Average selection rate: sharper prompts could give more usable content.',
  poor: 'Poor selection rate: most generated content goes unused; try other prompts or providers.',
};

/** Selection rate (percent): 70 and up excellent, 50 good, 30 average, else poor; none without content. */
export function selectionRateInsight(rate: number | null): Insight<SelectionInsightLevel> | null {
  if (rate === null) return null;
  const level: SelectionInsightLevel =
    rate >= SELECTION_RATE_CLASSES.excellent
      ? 'excellent'
      : rate >= SELECTION_RATE_CLASSES.good
        ? 'good'
        : rate >= SELECTION_RATE_CLASSES.average
          ? 'average'
          : 'poor';
  return { level, text: selectionTexts[level] };
}

export type VolumeInsightLevel = 'high' | 'moderate' | 'growing' | 'building';

const volumeTexts: Record<VolumeInsightLevel, string> = {
  high: 'High content volume: plenty of variations to learn from.',
  moderate: 'Moderate content volume: enough variations to compare providers.',
  growing: 'Growing content volume: keep generating to compare more variations.',
  building: 'Building content volume: generate more variations to see what works.',
};

/** Contents generated: over 1000 high, over 500 moderate, over 100 growing, else building. */
export function volumeInsight(count: number): Insight<VolumeInsightLevel> {
  const level: VolumeInsightLevel =
    count > CONTENT_VOLUME_CLASSES.high
      ? 'high'
      : count > CONTENT_VOLUME_CLASSES.moderate
        ? 'moderate'
        : count > CONTENT_VOLUME_CLASSES.growing
          ? 'growing'
          : 'building';
  return { level, text: volumeTexts[level] };
}
