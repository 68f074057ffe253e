/** Day windows and the sums the rules compare (ratios of sums, never averages of daily ratios). */
import type { Weekday } from '@ads-creative/contracts/optimization';
import { WEEKDAYS } from '@ads-creative/contracts/optimization';
import { addDays, daysBetween } from '../../../lib/calendar.ts';
import type { AdSnapshot, CampaignSnapshot, DailyRow } from './snapshot.ts';

export interface Window {
  since: string;
  until: string;
  days: number;
}

/** The `days` whole days that end the day before `today` (today's numbers are still arriving). */
export function windowBefore(today: string, days: number): Window {
  return { since: addDays(today, -days), until: addDays(today, -1), days };
}

export function windowFrom(since: string, days: number): Window {
  return { since, until: addDays(since, days - 1), days };
}

/** From the first day of `first` to the last of `last`, `days` counting every calendar day between. */
export function spanning(first: Window, last: Window): Window {
  return { since: first.since, until: last.until, days: daysBetween(first.since, last.until) + 1 };
}

export function inWindow(rows: readonly DailyRow[], w: Window): DailyRow[] {
  return rows.filter((r) => r.date >= w.since && r.date <= w.until);
}

export interface Totals {
  impressions: number;
  clicks: number;
  linkClicks: number;
  spend: number;
  conversions: number;
  conversionValue: number;
  /** Days with at least one impression. */
  deliveryDays: number;
}

export const ZERO_TOTALS: Totals = {
  impressions: 0,
  clicks: 0,
  linkClicks: 0,
  spend: 0,
  conversions: 0,
  conversionValue: 0,
  deliveryDays: 0,
};

export function addTotals(a: Totals, b: Totals): Totals {
  return {
    impressions: a.impressions + b.impressions,
    clicks: a.clicks + b.clicks,
    linkClicks: a.linkClicks + b.linkClicks,
    spend: a.spend + b.spend,
    conversions: a.conversions + b.conversions,
    conversionValue: a.conversionValue + b.conversionValue,
    deliveryDays: a.deliveryDays + b.deliveryDays,
  };
}

export function sumRows(rows: readonly DailyRow[]): Totals {
  let t = { ...ZERO_TOTALS };
  for (const r of rows) {
    t = addTotals(t, { ...r, deliveryDays: r.impressions > 0 ? 1 : 0 });
  }
  return t;
}

/** The campaign's days: its ads' rows added per date, sorted by date. */
export function campaignDaily(c: CampaignSnapshot): DailyRow[] {
  const byDate = new Map<string, DailyRow>();
  for (const ad of c.ads) {
    for (const r of ad.daily) {
      const d = byDate.get(r.date);
      byDate.set(
        r.date,
        d
          ? {
              date: r.date,
              impressions: d.impressions + r.impressions,
              reach: d.reach + r.reach,
              clicks: d.clicks + r.clicks,
              linkClicks: d.linkClicks + r.linkClicks,
              spend: d.spend + r.spend,
              conversions: d.conversions + r.conversions,
              conversionValue: d.conversionValue + r.conversionValue,
            }
          : { ...r },
      );
    }
  }
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** Totals of a campaign over a window, delivery days counted on the campaign's days. */
export function campaignTotals(c: CampaignSnapshot, w: Window): Totals {
  return sumRows(inWindow(campaignDaily(c), w));
}

/** The first `days` days from an ad's first day with impressions, or null when it has not delivered. */
export function firstWeek(ad: AdSnapshot, days: number): Window | null {
  const first = ad.daily
    .filter((r) => r.impressions > 0)
    .map((r) => r.date)
    .sort()[0];
  return first ? windowFrom(first, days) : null;
}

export function overlaps(a: Window, b: Window): boolean {
  return a.since <= b.until && b.since <= a.until;
}

/** Average of daily frequencies (impressions / reach) over the days with reach: reach cannot be summed over days. */
export function meanDailyFrequency(rows: readonly DailyRow[]): number | null {
  const days = rows.filter((r) => r.reach > 0);
  return days.length ? days.reduce((s, r) => s + r.impressions / r.reach, 0) / days.length : null;
}

export function weekdayOf(date: string): Weekday {
  // 1970-01-05 was a Monday.
  const index = (((daysBetween('1970-01-05', date) % 7) + 7) % 7) as 0 | 1 | 2 | 3 | 4 | 5 | 6;
  return WEEKDAYS[index];
}

/** Whole hours from `from` to `to` (ISO date-times). */
export function hoursBetween(from: string, to: string): number {
  return (Date.parse(to) - Date.parse(from)) / 3_600_000;
}
