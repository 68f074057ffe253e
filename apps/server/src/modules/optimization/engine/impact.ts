/**
 * Measured impact of an implemented recommendation (docs/optimization.md §Impact), 7 and 14 days after:
 * the change of its metric over the same-length window before, and, when the user has campaigns the
 * change did not touch, the difference in differences against them over the same dates.
 * Which series is treated and which control follows the type (IMPACT_DESIGN).
 *
 * Every metric is a ratio of daily sums, R = Σnum / Σden (CTR = clicks / impressions, conversions per
 * day = conversions / 1 …). The change is measured on the log scale, so it reads as a relative change:
 *   before/after:  Δ = ln(R_post / R_pre)
 *   DiD:           Δ = ln(R_post / R_pre) − ln(C_post / C_pre)       (C: the untouched campaigns)
 * Var(ln R̂) ≈ Var(R̂) / R̂², with the ratio estimator's linearised variance over the n days of a window,
 *   Var(R̂) ≈ Σ (num_d − R̂ den_d)² / ((n − 1) n d̄²)       (Cochran, Sampling Techniques, 3rd ed., §6.3),
 * the windows' variances added (they are independent), and a Student t interval with n − 1 degrees of
 * freedom (conservative). Reported as (e^Δ − 1) × 100 % with its interval.
 * A control nested in the treated series (the account against its own untouched part) moves with it day by
 * day, so within each window the gap ln T − ln C is taken per day pair: Var ≈ n/(n − 1) Σ (u_T,d − u_C,d)²,
 * u_d = (num_d − R̂ den_d) / (R̂ Σden), the same linearisation.
 */
import {
  type ImpactMetric,
  type ImpactVerdict,
  impactMetrics,
  type MeasuredImpact,
  type RecommendationType,
} from '@ads-creative/contracts/optimization';
import { addDays, daysBetween } from '../../../lib/calendar.ts';
import { tQuantile } from '../../../lib/statistics.ts';
import { round } from './candidate.ts';
import type { DailyRow } from './snapshot.ts';
import { type Window, windowFrom } from './windows.ts';

export const IMPACT_LEVEL = 0.9;
/** SUCCESS needs at least half of the expected change; less (but credibly in the right direction) is PARTIAL. */
export const SUCCESS_SHARE = 0.5;

/** One day of a metric's numerator and denominator. */
export interface RatioDay {
  date: string;
  num: number;
  den: number;
}

/**
 * How each type's impact is measured:
 * - 'target': its campaigns (both of a reallocation, together) or its ad, against the user's untouched
 *   campaigns (difference in differences);
 * - 'account': the account (less what other changes touched) against its untouched part, a nested control:
 *   a pause changes what the account gets for its money, and the paused campaign is the only difference;
 * - 'before_after': account-wide preferences (what the user generates and chooses), with no untouched rest.
 */
export type ImpactDesign = 'target' | 'account' | 'before_after';
export const IMPACT_DESIGN: Record<RecommendationType, ImpactDesign> = {
  CAMPAIGN_SCALE: 'target',
  AD_SCHEDULING: 'target',
  CAMPAIGN_OBJECTIVE_OPTIMIZATION: 'target',
  AD_CREATIVE_REFRESH: 'target',
  BUDGET_REALLOCATION: 'target',
  CAMPAIGN_PAUSE: 'account',
  CONTENT_TYPE_OPTIMIZATION: 'before_after',
  AI_PROVIDER_SWITCH: 'before_after',
};

/** A metric's daily numerator and denominator from metric rows (selection_rate comes from contents instead). */
export function ratioDays(rows: readonly DailyRow[], metric: Exclude<ImpactMetric, 'selection_rate'>): RatioDay[] {
  const pick: Record<typeof metric, (r: DailyRow) => [number, number]> = {
    conversions: (r) => [r.conversions, 1],
    conversion_value: (r) => [r.conversionValue, 1],
    roas: (r) => [r.conversionValue, r.spend],
    cost_per_conversion: (r) => [r.spend, r.conversions],
    ctr: (r) => [r.clicks, r.impressions],
  };
  return rows.map((r) => {
    const [num, den] = pick[metric](r);
    return { date: r.date, num, den };
  });
}

interface LogRatio {
  value: number;
  variance: number;
  n: number;
}

/** A window's ratio R̂ and each day's linearised share of ln R̂'s error, u_d = (num_d − R̂ den_d) / (R̂ Σden). */
function windowRatio(series: readonly RatioDay[], w: Window): { r: number; u: number[] } | null {
  const days = new Map(series.filter((d) => d.date >= w.since && d.date <= w.until).map((d) => [d.date, d]));
  const all = Array.from({ length: w.days }, (_, i) => days.get(addDays(w.since, i)) ?? { num: 0, den: 0 });
  const num = all.reduce((s, d) => s + d.num, 0);
  const den = all.reduce((s, d) => s + d.den, 0);
  if (den <= 0 || w.days < 2) return null;
  // Half a unit keeps ln defined when nothing happened at all (e.g. no conversions after a change).
  const r = (num > 0 ? num : 0.5) / den;
  return { r, u: all.map((d) => (d.num - r * d.den) / (r * den)) };
}

/** n/(n − 1) Σ x_d²: the linearised variance over a window's n days. */
const sumOfSquares = (x: number[]) => (x.length / (x.length - 1)) * x.reduce((s, v) => s + v * v, 0);

/** ln R̂ over a window and its variance; days missing from the series count as zeros. Null without a denominator. */
export function logRatio(series: readonly RatioDay[], w: Window): LogRatio | null {
  const t = windowRatio(series, w);
  return t && { value: Math.log(t.r), variance: sumOfSquares(t.u), n: w.days };
}

/** ln T̂ − ln Ĉ over a window of a control nested in the treated series, its variance paired by day. */
export function logRatioGap(treated: readonly RatioDay[], control: readonly RatioDay[], w: Window): LogRatio | null {
  const t = windowRatio(treated, w);
  const c = windowRatio(control, w);
  if (!t || !c) return null;
  return { value: Math.log(t.r / c.r), variance: sumOfSquares(t.u.map((u, d) => u - (c.u[d] as number))), n: w.days };
}

export interface ImpactInput {
  metric: ImpactMetric;
  /** The recommendation's expected change, percent (its sign is ignored: the metric says which way is good). */
  expectedChange: number;
  /** The day the change was applied (excluded from both windows). */
  implementedOn: string;
  horizonDays: number;
  /** The user's current day: only days before it are complete. */
  today: string;
  treated: readonly RatioDay[];
  /** The user's campaigns the change did not touch, summed per day; null or empty: before/after only. */
  control: readonly RatioDay[] | null;
  /** The control is part of the treated series (IMPACT_DESIGN 'account'): paired by day. */
  nested?: boolean;
}

export function impactWindows(implementedOn: string, horizonDays: number) {
  return {
    before: windowFrom(addDays(implementedOn, -horizonDays), horizonDays),
    after: windowFrom(addDays(implementedOn, 1), horizonDays),
  };
}

export function measureImpact(input: ImpactInput): MeasuredImpact {
  const { before, after } = impactWindows(input.implementedOn, input.horizonDays);
  const base = { horizonDays: input.horizonDays, metric: input.metric, level: IMPACT_LEVEL };
  const hasControl = !!input.control && input.control.some((d) => d.den > 0);
  const method = hasControl ? ('difference_in_differences' as const) : ('before_after' as const);
  const empty = { change: null, lower: null, upper: null };
  if (daysBetween(after.until, input.today) < 1) return { ...base, ...empty, method, verdict: 'TOO_EARLY' };
  const parts = estimateParts(input, hasControl, before, after);
  if (parts === null) return { ...base, ...empty, method, verdict: 'INCONCLUSIVE' };
  const delta = parts.reduce((s, p) => s + p.sign * p.value, 0);
  const se = Math.sqrt(parts.reduce((s, p) => s + p.variance, 0));
  const t = tQuantile(1 - (1 - IMPACT_LEVEL) / 2, input.horizonDays - 1);
  const pct = (x: number) => round((Math.exp(x) - 1) * 100, 2);
  const change = pct(delta);
  const lower = pct(delta - t * se);
  const upper = pct(delta + t * se);
  return { ...base, change, lower, upper, method, verdict: verdictOf(input.metric, input.expectedChange, change, lower, upper) };
}

type Part = LogRatio & { sign: 1 | -1 };

/** The log ratios Δ adds up (with their signs): after − before, of the treated series less the control's. */
function estimateParts(input: ImpactInput, hasControl: boolean, before: Window, after: Window): Part[] | null {
  const control = input.control ?? [];
  const terms: [LogRatio | null, 1 | -1][] =
    hasControl && input.nested
      ? [
          [logRatioGap(input.treated, control, after), 1],
          [logRatioGap(input.treated, control, before), -1],
        ]
      : [
          [logRatio(input.treated, after), 1],
          [logRatio(input.treated, before), -1],
          ...(hasControl
            ? ([
                [logRatio(control, after), -1],
                [logRatio(control, before), 1],
              ] as [LogRatio | null, 1 | -1][])
            : []),
        ];
  if (terms.some(([p]) => p === null)) return null;
  return terms.map(([p, sign]) => ({ ...(p as LogRatio), sign }));
}

/**
 * INCONCLUSIVE when the interval spans 0; FAILED when it lies wholly on the bad side; SUCCESS when it
 * lies on the good side and the change reaches half of the expected one; PARTIAL when it falls short.
 */
export function verdictOf(metric: ImpactMetric, expectedChange: number, change: number, lower: number, upper: number): ImpactVerdict {
  if (lower <= 0 && upper >= 0) return 'INCONCLUSIVE';
  const sign = impactMetrics[metric].higherIsBetter ? 1 : -1;
  if (change * sign < 0) return 'FAILED';
  return Math.abs(change) >= SUCCESS_SHARE * Math.abs(expectedChange) ? 'SUCCESS' : 'PARTIAL';
}
