/** What a rule returns, and the small helpers every rule uses to build one. */
import {
  type Evidence,
  type EvidenceStatistic,
  type ExpectedImpact,
  MAX_TAGS,
  RECOMMENDATION_TYPE_INFO,
  type RecommendationAction,
  type RecommendationCategory,
  type RecommendationType,
  type TargetEntity,
} from '@ads-creative/contracts/optimization';
import type { Interval } from '../../../lib/statistics.ts';
import { TRANSFER } from './thresholds.ts';
import type { Window } from './windows.ts';

/** A recommendation a rule proposes, before priority, filters and de-duplication. */
export interface Candidate {
  type: RecommendationType;
  targetEntity: TargetEntity;
  title: string;
  description: string;
  category: RecommendationCategory;
  tags: string[];
  expectedImpact: ExpectedImpact;
  evidence: Evidence;
  action: RecommendationAction | null;
}

/** Rounds for display and storage (4 decimals; money and percents need no more). */
export const round = (x: number, decimals = 4) => {
  const f = 10 ** decimals;
  return Math.round(x * f) / f;
};

/** Confidence 0–1: the premise's posterior probability times the type's transfer factor (docs/optimization.md §Confidence). */
export function confidenceOf(type: RecommendationType, premise: number, factor = 1): number {
  return round(Math.min(1, Math.max(0, premise * TRANSFER[type] * factor)), 3);
}

export function usd(x: number): string {
  return `$${x.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** A fraction as a percent: 0.01234 → '1.23 %'. */
export function pct(fraction: number, decimals = 2): string {
  return `${(fraction * 100).toFixed(decimals)} %`;
}

/** A percent value as text with its sign: 12.5 → '+12.5 %'. */
export function signedPercent(percent: number, decimals = 1): string {
  return `${percent > 0 ? '+' : ''}${percent.toFixed(decimals)} %`;
}

export function statistic(name: string, method: EvidenceStatistic['method'], i: Interval | { value: number }): EvidenceStatistic {
  const interval = 'lower' in i ? i : null;
  return {
    name,
    method,
    value: round(i.value, 6),
    lower: interval ? round(interval.lower, 6) : null,
    upper: interval ? round(interval.upper, 6) : null,
    level: interval ? interval.level : null,
  };
}

export function probabilityStatistic(name: string, method: EvidenceStatistic['method'], p: number): EvidenceStatistic {
  return { name, method, value: round(p, 4), lower: null, upper: null, level: null };
}

export function evidence(
  window: Window,
  counts: Record<string, number>,
  statistics: EvidenceStatistic[],
  thresholds: Record<string, number>,
  reasons: string[],
): Evidence {
  return {
    window: { since: window.since, until: window.until, days: window.days },
    counts: Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, round(v, 2)])),
    statistics,
    thresholds,
    reasons,
  };
}

export function makeCandidate(c: Omit<Candidate, 'category'>): Candidate {
  return {
    ...c,
    category: RECOMMENDATION_TYPE_INFO[c.type].category,
    tags: [...new Set(c.tags)].slice(0, MAX_TAGS),
    expectedImpact: { ...c.expectedImpact, expectedChange: round(c.expectedImpact.expectedChange, 1) },
  };
}
