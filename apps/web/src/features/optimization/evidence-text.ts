/**
 * 'Why this?' (issue 10): a recommendation's evidence in plain words with its numbers. The server writes the
 * reasons as sentences; this turns the window, the counts, the statistics with their intervals and the
 * thresholds into lines a user can read.
 */
import type { Evidence, EvidenceStatistic, StatisticMethod } from '@ads-creative/contracts/optimization';
import { formatShortDate } from '../../lib/format.ts';
import { formatEvidenceNumber, humanizeKey } from './optimization-format.ts';

const METHOD_LABELS: Record<StatisticMethod, string> = {
  wilson: 'Wilson score interval',
  beta_posterior: 'Beta posterior',
  gamma_posterior: 'Gamma posterior',
  count: 'count',
};

/** 'Nov 1, 2026 – Nov 21, 2026 (21 days)'. */
export const windowText = (w: Evidence['window']) =>
  `${formatShortDate(w.since)} – ${formatShortDate(w.until)} (${w.days} ${w.days === 1 ? 'day' : 'days'})`;

/** 'ROI, percent: 12.5; 90% interval -3.1 to 20.4 (Gamma posterior)'. */
export function statisticText(s: EvidenceStatistic): string {
  const value = s.value === null ? 'not available' : formatEvidenceNumber(s.value);
  const interval =
    s.lower !== null && s.upper !== null
      ? `; ${s.level === null ? '' : `${Math.round(s.level * 100)}% `}interval ${formatEvidenceNumber(s.lower)} to ${formatEvidenceNumber(s.upper)}`
      : '';
  return `${s.name}: ${value}${interval} (${METHOD_LABELS[s.method]})`;
}

/** Counts or thresholds as 'Expected conversions: 6.5' lines, in the server's order. */
export const namedNumbers = (values: Record<string, number>) =>
  Object.entries(values).map(([key, value]) => `${humanizeKey(key)}: ${formatEvidenceNumber(value)}`);
