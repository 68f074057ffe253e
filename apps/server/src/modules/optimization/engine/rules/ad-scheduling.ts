/**
 * AD_SCHEDULING (docs/optimization.md §Ad scheduling): over the last 28 days (four of each weekday),
 * a weekday whose conversions per dollar (or, for campaigns with too few conversions, CTR) are at least
 * 30 % below the rest of the week, credibly so with a Bonferroni correction for the seven weekdays
 * tested. At most three days are dropped, so the campaign keeps delivering four days a week.
 * A campaign that already has a delivery schedule is skipped: its days off have no data, so a new
 * proposal would replace the schedule by one judged on the delivering days only (reverting it gives
 * fresh advice).
 */
import { MAX_SCHEDULE_EXCLUDED_DAYS, WEEKDAYS, type Weekday } from '@ads-creative/contracts/optimization';
import { betaCdf, betaPosterior, probBetaGreater, wilsonInterval } from '../../../../lib/statistics.ts';
import { accountView, type CampaignView, changeable } from '../account.ts';
import { type Candidate, confidenceOf, evidence, makeCandidate, pct, probabilityStatistic, statistic, usd } from '../candidate.ts';
import type { EngineSnapshot } from '../snapshot.ts';
import {
  LEVEL,
  SCHEDULING_DAYS,
  SCHEDULING_DECIDE,
  SCHEDULING_MIN_CLICKS,
  SCHEDULING_MIN_CONVERSIONS,
  SCHEDULING_MIN_SHORTFALL,
} from '../thresholds.ts';
import { addTotals, campaignDaily, inWindow, sumRows, type Totals, type Window, weekdayOf, ZERO_TOTALS } from '../windows.ts';

const DAY_NAMES: Record<Weekday, string> = {
  MON: 'Monday',
  TUE: 'Tuesday',
  WED: 'Wednesday',
  THU: 'Thursday',
  FRI: 'Friday',
  SAT: 'Saturday',
  SUN: 'Sunday',
};

type Mode = 'conversions' | 'ctr';

interface DayResult {
  day: Weekday;
  totals: Totals;
  rest: Totals;
  /** 1 − rate(day) / rate(rest). */
  shortfall: number;
  /** P(rate(day) < rate(rest)). */
  p: number;
}

const minus = (a: Totals, b: Totals): Totals =>
  addTotals(a, { ...ZERO_TOTALS, ...Object.fromEntries(Object.entries(b).map(([k, v]) => [k, -v])) });

export function adScheduling(s: EngineSnapshot): Candidate[] {
  const view = accountView(s, SCHEDULING_DAYS);
  return view.campaigns.filter((v) => !v.campaign.hasDeliverySchedule && changeable(v, s.now)).flatMap((v) => schedule(v, view.window));
}

function schedule(v: CampaignView, window: Window): Candidate[] {
  const rows = inWindow(campaignDaily(v.campaign), window);
  const total = v.totals;
  const mode: Mode | null =
    total.conversions >= SCHEDULING_MIN_CONVERSIONS ? 'conversions' : total.clicks >= SCHEDULING_MIN_CLICKS ? 'ctr' : null;
  if (!mode) return [];
  const results = WEEKDAYS.flatMap((day): DayResult[] => {
    const totals = sumRows(rows.filter((r) => weekdayOf(r.date) === day));
    const rest = minus(total, totals);
    const r = mode === 'conversions' ? compareConversions(totals, rest) : compareCtr(totals, rest);
    return r ? [{ day, totals, rest, ...r }] : [];
  });
  const weak = results
    .filter((r) => r.shortfall >= SCHEDULING_MIN_SHORTFALL && r.p >= SCHEDULING_DECIDE)
    .sort((a, b) => b.shortfall - a.shortfall)
    .slice(0, MAX_SCHEDULE_EXCLUDED_DAYS)
    .sort((a, b) => WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day));
  if (weak.length === 0) return [];
  return [recommendation(v, window, mode, weak)];
}

function compareConversions(day: Totals, rest: Totals): { shortfall: number; p: number } | null {
  if (day.spend <= 0 || rest.spend <= 0 || rest.conversions === 0) return null;
  const rateDay = day.conversions / day.spend;
  const rateRest = rest.conversions / rest.spend;
  // Given all conversions, the day's share is binomial with p = its share of spend when the rates are equal;
  // P(rate(day) < rate(rest)) = P(share < spend share) under the share's Beta posterior.
  const spendShare = day.spend / (day.spend + rest.spend);
  return { shortfall: 1 - rateDay / rateRest, p: betaCdf(spendShare, { alpha: day.conversions + 1, beta: rest.conversions + 1 }) };
}

function compareCtr(day: Totals, rest: Totals): { shortfall: number; p: number } | null {
  if (day.impressions <= 0 || rest.impressions <= 0 || rest.clicks === 0) return null;
  const shortfall = 1 - day.clicks / day.impressions / (rest.clicks / rest.impressions);
  return { shortfall, p: probBetaGreater(betaPosterior(day.clicks, day.impressions), betaPosterior(rest.clicks, rest.impressions)) };
}

function recommendation(v: CampaignView, window: Window, mode: Mode, weak: DayResult[]): Candidate {
  const c = v.campaign;
  const total = v.totals;
  const dropped = weak.reduce((t, w) => addTotals(t, w.totals), { ...ZERO_TOTALS });
  const kept = minus(total, dropped);
  const names = weak.map((w) => DAY_NAMES[w.day]);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  const p = weak.reduce((q, w) => q * w.p, 1);
  const change =
    mode === 'conversions'
      ? (kept.spend / kept.conversions / (total.spend / total.conversions) - 1) * 100
      : (kept.clicks / kept.impressions / (total.clicks / total.impressions) - 1) * 100;
  const rateText = (t: Totals) =>
    mode === 'conversions' ? `${t.conversions} conversions for ${usd(t.spend)}` : `CTR ${pct(t.clicks / Math.max(1, t.impressions))}`;
  return makeCandidate({
    type: 'AD_SCHEDULING',
    targetEntity: { kind: 'campaign', id: String(c.id), name: c.name },
    title: `Stop delivering ${c.name} on ${list}`,
    description:
      `Over the last ${window.days} days ${c.name} did credibly worse on ${list} (${weak.map((w) => `${DAY_NAMES[w.day]}: ${rateText(w.totals)}`).join('; ')}) ` +
      `than on the other days (${rateText(kept)}). Delivering only on the other days ` +
      (mode === 'conversions'
        ? `lowers its cost per conversion by about ${Math.abs(change).toFixed(0)} %.`
        : `raises its CTR by about ${change.toFixed(0)} %.`),
    tags: ['Scheduling', 'Day of week', mode === 'conversions' ? 'Conversions' : 'CTR'],
    expectedImpact: {
      metric: mode === 'conversions' ? 'cost_per_conversion' : 'ctr',
      expectedChange: change,
      changeType: mode === 'conversions' ? 'decrease' : 'increase',
      timeframe: '14 days',
      confidence: confidenceOf('AD_SCHEDULING', p),
    },
    evidence: evidence(
      window,
      Object.fromEntries(
        weak.flatMap((w) =>
          mode === 'conversions'
            ? [
                [`${w.day}Spend`, w.totals.spend],
                [`${w.day}Conversions`, w.totals.conversions],
              ]
            : [
                [`${w.day}Impressions`, w.totals.impressions],
                [`${w.day}Clicks`, w.totals.clicks],
              ],
        ),
      ),
      weak.flatMap((w) =>
        mode === 'conversions'
          ? [probabilityStatistic(`P(${DAY_NAMES[w.day]} converts less per dollar than the rest of the week)`, 'beta_posterior', w.p)]
          : [statistic(`CTR on ${DAY_NAMES[w.day]}`, 'wilson', wilsonInterval(w.totals.clicks, w.totals.impressions, LEVEL))],
      ),
      {
        minShortfall: SCHEDULING_MIN_SHORTFALL,
        decide: SCHEDULING_DECIDE,
        minConversions: SCHEDULING_MIN_CONVERSIONS,
        minClicks: SCHEDULING_MIN_CLICKS,
      },
      weak.map(
        (w) =>
          `${DAY_NAMES[w.day]}: ${rateText(w.totals)}, ${(w.shortfall * 100).toFixed(0)} % below the rest of the week (${rateText(w.rest)}); probability it is really worse ${pct(w.p, 2)} (seven days tested, so ${pct(SCHEDULING_DECIDE, 2)} is needed).`,
      ),
    ),
    action: { kind: 'schedule', campaignId: c.id, excludeDays: weak.map((w) => w.day) },
  });
}
