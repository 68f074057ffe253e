/** The account-wide view the campaign rules share: each campaign's sums over the analysis window and the account's. */

import { roi } from '../../../lib/statistics.ts';
import type { CampaignSnapshot, EngineSnapshot } from './snapshot.ts';
import { ANALYSIS_DAYS, CHANGE_COOLDOWN_HOURS, FULL_SPEND_LOOKBACK, FULL_SPEND_SHARE, MIN_DELIVERY_DAYS } from './thresholds.ts';
import {
  addTotals,
  campaignDaily,
  campaignTotals,
  hoursBetween,
  inWindow,
  type Totals,
  type Window,
  windowBefore,
  ZERO_TOTALS,
} from './windows.ts';

export interface CampaignView {
  campaign: CampaignSnapshot;
  totals: Totals;
}

export interface AccountView {
  window: Window;
  campaigns: CampaignView[];
  totals: Totals;
  /** USD per conversion over the account; null without valued conversions. */
  valuePerConversion: number | null;
  /** Percent; null without spend. */
  roi: number | null;
}

export function accountView(s: EngineSnapshot, days = ANALYSIS_DAYS): AccountView {
  const window = windowBefore(s.today, days);
  const campaigns = s.campaigns.map((campaign) => ({ campaign, totals: campaignTotals(campaign, window) }));
  const totals = campaigns.reduce((t, c) => addTotals(t, c.totals), { ...ZERO_TOTALS });
  return {
    window,
    campaigns,
    totals,
    valuePerConversion: totals.conversions > 0 && totals.conversionValue > 0 ? totals.conversionValue / totals.conversions : null,
    roi: roi(totals),
  };
}

/** The account without one campaign. */
export function restOf(view: AccountView, campaignId: number): Totals {
  return view.campaigns.filter((c) => c.campaign.id !== campaignId).reduce((t, c) => addTotals(t, c.totals), { ...ZERO_TOTALS });
}

/** A campaign the engine may propose to change now: ACTIVE, past its learning week, not changed in the last 72 h. */
export function changeable(v: CampaignView, now: string): boolean {
  const c = v.campaign;
  if (c.status !== 'ACTIVE') return false;
  if (v.totals.deliveryDays < MIN_DELIVERY_DAYS) return false;
  return c.lastChangedAt === null || hoursBetween(c.lastChangedAt, now) >= CHANGE_COOLDOWN_HOURS;
}

/** Days of the last week on which a DAILY-budget campaign spent ≥ 90 % of its budget; 0 for lifetime budgets. */
export function fullSpendDays(c: CampaignSnapshot, today: string): number {
  if (c.budgetType !== 'DAILY' || !c.dailyBudget) return 0;
  const budget = c.dailyBudget;
  return inWindow(campaignDaily(c), windowBefore(today, FULL_SPEND_LOOKBACK)).filter((r) => r.spend >= FULL_SPEND_SHARE * budget).length;
}

/** value / spend; null without spend. */
export function roas(t: Pick<Totals, 'spend' | 'conversionValue'>): number | null {
  return t.spend > 0 ? t.conversionValue / t.spend : null;
}

/** spend / conversions; null without conversions. */
export function costPerConversion(t: Pick<Totals, 'spend' | 'conversions'>): number | null {
  return t.conversions > 0 ? t.spend / t.conversions : null;
}

/** A daily budget changed by `percent`, in whole cents (down for increases so the step never exceeds the cap). */
export function budgetStep(budget: number, percent: number): number {
  const cents = Math.round(budget * 100);
  const next = percent >= 0 ? Math.floor((cents * (100 + percent)) / 100 + 1e-9) : Math.ceil((cents * (100 + percent)) / 100 - 1e-9);
  return next / 100;
}
