/**
 * How the analytics page writes its numbers (spec 2 §9): K/M abbreviations, USD without decimals
 * (two for costs per unit: provider cost, CPC), percentages, '+' on positive ROI and growth, and '—'
 * for a value the server leaves null because its denominator is 0.
 */
import type { TrendMetric } from '@ads-creative/contracts/analytics';
import { formatCompactNumber, formatCurrency, formatCurrencyCents } from '../../lib/format.ts';

export const DASH = '—';

export type KpiFormat = 'number' | 'currency' | 'percentage';

const fixed = (value: number, digits: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** 1500 → '1.5K'; null → '—'. */
export const formatCount = (value: number | null) => (value === null ? DASH : formatCompactNumber(value));

/** 1234.5 → '$1,235'; null → '—'. */
export const formatUsd = (value: number | null) => (value === null ? DASH : formatCurrency(value));

/** Provider cost and CPC: 0.4 → '$0.40'. */
export const formatUsdCents = (value: number | null) => (value === null ? DASH : formatCurrencyCents(value));

/** 2.345 → '2.35%' (the server sends percentages). */
export const formatPercent = (value: number | null, digits = 2) => (value === null ? DASH : `${fixed(value, digits)}%`);

/** A percentage with its sign: '+12.50%', '-3.00%', '0.00%'. */
export const formatSignedPercent = (value: number | null, digits = 2) => {
  if (value === null) return DASH;
  const text = formatPercent(value, digits);
  return value > 0 && text !== formatPercent(0, digits) ? `+${text}` : text;
};

/** ROI: a plus sign when positive (spec 2 §9). */
export const formatRoi = (value: number | null) => formatSignedPercent(value, 2);

/** Growth badges: one decimal and a sign. */
export const formatGrowth = (value: number | null) => formatSignedPercent(value, 1);

export function formatKpi(value: number | null, format: KpiFormat): string {
  if (format === 'currency') return formatUsd(value);
  if (format === 'percentage') return formatPercent(value);
  return formatCount(value);
}

/** A value of the trends chart in its metric's unit. */
export function formatMetric(metric: TrendMetric, value: number | null): string {
  if (metric === 'ctr') return formatPercent(value);
  if (metric === 'cpc') return formatUsdCents(value);
  if (metric === 'spend') return formatUsd(value);
  return formatCount(value);
}

/** 850 → '850 ms', 1250 → '1.3 s'; null → '—'. */
export function formatResponseTime(ms: number | null): string {
  if (ms === null) return DASH;
  return ms < 1000 ? `${Math.round(ms)} ms` : `${fixed(ms / 1000, 1)} s`;
}

const dayMonth = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
/** '2026-11-22' → 'Nov 22' (the day itself, wherever the browser is). */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return dayMonth.format(new Date(y, m - 1, d));
}
