/**
 * What the demo's numbers hold for the optimization center to find (decision 175): patterns real
 * accounts show, planted in the plan (pure) so that the engine, run as usual on the numbers written,
 * earns its recommendations. Nothing here writes or names a recommendation; the rules and their
 * thresholds decide, and a pattern too weak on some day simply shows nothing that day.
 * - Budget-limited sales campaigns: the first campaign of each sales objective in every block of 20 (the
 *   ones the account lives off, decision 095) runs on a daily budget its audience would outspend, so it
 *   spends the whole budget most days (CAMPAIGN_SCALE when its ROI is credibly above the target).
 * - A leak: decision 095's broken lead form or app SDK is an active campaign (when the block has one)
 *   spending the top of its advertiser's budget range in full (CAMPAIGN_PAUSE).
 * - Weekend slump: in each block the longest-running healthy active campaign that is not meant to
 *   convert reaches people who hardly answer at weekends (office workers at their desks): its CTR on
 *   Saturdays and Sundays is WEEKEND_CTR of the week's (AD_SCHEDULING).
 * - A tired creative beside a fresh one: in each block the biggest healthy active campaign that has run
 *   TIRED_DAYS or more keeps its first ad running, its other ads were switched off, and a new creative
 *   started FRESH_DAYS_AGO: the first ad's CTR has faded (the simulator's creative fatigue) while its
 *   fresh sibling holds up, which tells a tired creative from a tired audience (AD_CREATIVE_REFRESH).
 */
import type { CampaignObjective } from '@ads-creative/contracts/campaigns';
import { addDays, daysBetween } from '../../lib/calendar.ts';
import type { DemoOptions, PlannedAd, PlannedCampaign } from './demo-types.ts';

/**
 * Pacing of a budget-limited campaign: above 1 the simulator spends the budget in full on most days (it
 * caps a day at 110 % of the budget, as Facebook may overspend a daily budget a little).
 */
export const BUDGET_LIMITED_PACING = 1.1;
/** Pacing of the leak: nothing limits its delivery (its audience is broad), only its results are broken. */
export const LEAK_PACING = 1;
/**
 * CTR on Saturdays and Sundays of the weekend-slump campaign, against its weekdays: 40 %, so that each
 * weekend day stays well past AD_SCHEDULING's 30 % shortfall against the rest of the week (the other
 * weekend day included) on a few hundred clicks.
 */
export const WEEKEND_CTR = 0.4;
/** The weekend slump goes, when it can, to a campaign that ran the 28 days AD_SCHEDULING reads (four of each weekday). */
export const SLUMP_DAYS = 28;
/** The tired creative has run at least this long: past five weeks its CTR is down about 30 % (FATIGUE_HALF_LIFE_DAYS 21). */
export const TIRED_DAYS = 35;
/** The fresh creative started this many days ago: its first week is over and it has faded by about 10 % only. */
export const FRESH_DAYS_AGO = 16;
/** Objectives whose conversions carry a purchase value: the account's sales campaigns. */
export const SALES_OBJECTIVES: readonly CampaignObjective[] = ['CONVERSIONS', 'CATALOG_SALES'];
/** Objectives whose conversions are what the campaign is for (sales, leads, installs). */
export const CONVERTING_OBJECTIVES: readonly CampaignObjective[] = [...SALES_OBJECTIVES, 'LEAD_GENERATION', 'APP_INSTALLS'];

/** Saturday or Sunday ('YYYY-MM-DD', the account's calendar day). */
const isWeekend = (day: string) => [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());

/** The campaign's CTR multiplier on a day: WEEKEND_CTR at weekends for the weekend-slump campaign, else 1. */
export function weekendCtrOn(c: Pick<PlannedCampaign, 'weekendCtr'>, day: string): number {
  return isWeekend(day) ? c.weekendCtr : 1;
}

/** The index (within [start, end)) of the fitting campaign that `better` prefers, the first on a tie; -1 without one. */
function pick(
  plan: PlannedCampaign[],
  start: number,
  end: number,
  fits: (c: PlannedCampaign) => boolean,
  better: (a: PlannedCampaign, b: PlannedCampaign) => boolean,
) {
  let best = -1;
  for (let i = start; i < Math.min(plan.length, end); i++) {
    const c = plan[i] as PlannedCampaign;
    if (fits(c) && (best < 0 || better(c, plan[best] as PlannedCampaign))) best = i;
  }
  return best;
}

/** Applies `change` to one campaign per block of `blockSize`, the one `pick` chooses. */
function perBlock(
  plan: PlannedCampaign[],
  blockSize: number,
  fits: (c: PlannedCampaign) => boolean,
  better: (a: PlannedCampaign, b: PlannedCampaign) => boolean,
  change: (c: PlannedCampaign) => PlannedCampaign,
): PlannedCampaign[] {
  const chosen = new Set<number>();
  for (let start = 0; start < plan.length; start += blockSize) {
    const i = pick(plan, start, start + blockSize, fits, better);
    if (i >= 0) chosen.add(i);
  }
  return plan.map((c, i) => (chosen.has(i) ? change(c) : c));
}

const healthyActive = (c: PlannedCampaign) => c.status === 'ACTIVE' && c.health === 'healthy' && c.delivery !== null;
const startedEarlier = (a: PlannedCampaign, b: PlannedCampaign) => (a.delivery?.from as string) < (b.delivery?.from as string);

/**
 * The weekend slump on one campaign per block (pure: plan in, plan out): of the campaigns that ran the
 * four weeks AD_SCHEDULING reads (SLUMP_DAYS), the one with the largest budget (the most clicks to judge
 * by); without such a campaign, the one that started first.
 */
export function withWeekendSlump(plan: PlannedCampaign[], blockSize: number, o: Pick<DemoOptions, 'today'>): PlannedCampaign[] {
  const fourWeeks = (c: PlannedCampaign) => daysBetween(c.delivery?.from ?? o.today, o.today) >= SLUMP_DAYS;
  return perBlock(
    plan,
    blockSize,
    (c) => healthyActive(c) && !CONVERTING_OBJECTIVES.includes(c.objective),
    (a, b) => (fourWeeks(a) !== fourWeeks(b) ? fourWeeks(a) : fourWeeks(a) ? a.budgetPerDay > b.budgetPerDay : startedEarlier(a, b)),
    (c) => ({ ...c, weekendCtr: WEEKEND_CTR }),
  );
}

/**
 * The tired creative beside a fresh one, on one campaign per block (pure): its first ad runs to today, the
 * last starts FRESH_DAYS_AGO, and the ones between stopped the day before it started (or never ran).
 */
export function withRefreshedCreative(
  plan: PlannedCampaign[],
  blockSize: number,
  o: Pick<DemoOptions, 'today' | 'fullHistory'>,
): PlannedCampaign[] {
  if (o.fullHistory) return plan;
  const fresh = addDays(o.today, -FRESH_DAYS_AGO);
  const fits = (c: PlannedCampaign) =>
    healthyActive(c) &&
    c.weekendCtr === 1 &&
    c.ads.length >= 2 &&
    daysBetween(c.ads[0]?.delivery?.from ?? o.today, o.today) >= TIRED_DAYS &&
    // The fresh creative was made before it started (its AI history stays before its delivery).
    (c.ads.at(-1)?.createdAt.toISOString().slice(0, 10) ?? o.today) < fresh;
  const refreshed = (c: PlannedCampaign): PlannedCampaign => {
    const last = c.ads.length - 1;
    const ads = c.ads.map((ad, i): PlannedAd => {
      const from = ad.delivery?.from as string;
      if (i === 0) return { ...ad, status: 'ACTIVE', delivery: { from, to: o.today } };
      if (i === last) return { ...ad, status: 'ACTIVE', delivery: { from: fresh, to: o.today } };
      const to = addDays(fresh, -1);
      return {
        ...ad,
        status: 'PAUSED',
        delivery: from <= to ? { from, to: ad.delivery && ad.delivery.to < to ? ad.delivery.to : to } : null,
      };
    });
    return { ...c, ads };
  };
  return perBlock(plan, blockSize, fits, (a, b) => a.budgetPerDay > b.budgetPerDay, refreshed);
}
