/** Hand-made accounts for the engine's tests: plain builders, every number visible in the test. */
import { DEFAULT_OPTIMIZATION_SETTINGS } from '@ads-creative/contracts/optimization';
import { addDays } from '../../../lib/calendar.ts';
import type { AdSnapshot, CampaignSnapshot, DailyRow, EngineSnapshot } from './snapshot.ts';

/** A Monday. Windows end the day before: Sunday 2026-06-14. */
export const TODAY = '2026-06-15';
export const NOW = '2026-06-15T09:00:00.000Z';

/** The n days before `today`, oldest first. */
export function lastDays(n: number, today = TODAY): string[] {
  return Array.from({ length: n }, (_, i) => addDays(today, i - n));
}

export function row(date: string, r: Partial<Omit<DailyRow, 'date'>> = {}): DailyRow {
  const impressions = r.impressions ?? 0;
  return {
    date,
    impressions,
    reach: r.reach ?? impressions,
    clicks: r.clicks ?? 0,
    linkClicks: r.linkClicks ?? r.clicks ?? 0,
    spend: r.spend ?? 0,
    conversions: r.conversions ?? 0,
    conversionValue: r.conversionValue ?? 0,
  };
}

/** `total` split over `n` days as evenly as whole numbers allow. */
export function spread(total: number, n: number, i: number): number {
  return Math.floor(((i + 1) * total) / n) - Math.floor((i * total) / n);
}

export interface Steady {
  days?: number;
  impressions?: number;
  clicks?: number;
  spend?: number;
  /** Totals over all days, spread evenly. */
  conversions?: number;
  conversionValue?: number;
}

/** Identical days (per-day impressions, clicks, spend; total conversions and value spread). */
export function steadyRows(p: Steady, today = TODAY): DailyRow[] {
  const dates = lastDays(p.days ?? 14, today);
  return dates.map((date, i) =>
    row(date, {
      impressions: p.impressions ?? 1000,
      clicks: p.clicks ?? 20,
      spend: p.spend ?? 10,
      conversions: spread(p.conversions ?? 0, dates.length, i),
      conversionValue: ((p.conversionValue ?? 0) * spread(p.conversions ?? 0, dates.length, i)) / Math.max(1, p.conversions ?? 0),
    }),
  );
}

export function ad(id: number, daily: DailyRow[], over: Partial<AdSnapshot> = {}): AdSnapshot {
  return { id, name: `Ad ${id}`, status: 'ACTIVE', daily, selectedContent: null, ...over };
}

export function campaign(id: number, ads: AdSnapshot[], over: Partial<CampaignSnapshot> = {}): CampaignSnapshot {
  return {
    id,
    name: `Campaign ${id}`,
    status: 'ACTIVE',
    objective: 'CONVERSIONS',
    budgetType: 'DAILY',
    dailyBudget: 50,
    totalBudget: null,
    lastChangedAt: null,
    hasDeliverySchedule: false,
    ads,
    ...over,
  };
}

/** A campaign of one ad with steady days. */
export function steadyCampaign(id: number, p: Steady, over: Partial<CampaignSnapshot> = {}): CampaignSnapshot {
  return campaign(id, [ad(id * 100, steadyRows(p))], over);
}

export function snapshot(over: Partial<EngineSnapshot> = {}): EngineSnapshot {
  return {
    today: TODAY,
    now: NOW,
    campaigns: [],
    contents: [],
    providerCalls: [],
    defaultProvider: null,
    availableProviders: ['BUILTIN', 'OPENAI', 'GEMINI', 'ANTHROPIC'],
    settings: { ...DEFAULT_OPTIMIZATION_SETTINGS },
    ...over,
  };
}
