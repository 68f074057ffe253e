/**
 * BUDGET_REALLOCATION (docs/optimization.md §Budget reallocation): daily budget moves from a campaign
 * whose ROI is credibly below the account's (the upper bound of its interval is below) to one whose ROI
 * is credibly above it (lower bound above) and that spends its whole budget. The amount is at most 20 %
 * (or the user's cap) of either budget, so that neither campaign changes by more.
 */

import { type Interval, probRoiBelow, roiInterval } from '../../../../lib/statistics.ts';
import { type AccountView, accountView, budgetStep, type CampaignView, changeable, fullSpendDays, roas } from '../account.ts';
import { type Candidate, confidenceOf, evidence, makeCandidate, pct, probabilityStatistic, statistic, usd } from '../candidate.ts';
import type { EngineSnapshot } from '../snapshot.ts';
import { DECIDE, FULL_SPEND_DAYS, LEVEL, MAX_STEP_PERCENT, PAUSE_MIN_SPEND, SCALE_MIN_CONVERSIONS } from '../thresholds.ts';

interface Scored {
  view: CampaignView;
  budget: number;
  interval: Interval;
  /** P(its ROI is on its side of the account's). */
  p: number;
}

export function budgetReallocation(s: EngineSnapshot): Candidate[] {
  const account = accountView(s);
  const accountRoi = account.roi;
  if (accountRoi === null || account.valuePerConversion === null) return [];
  const step = Math.min(s.settings.maxBudgetStepPercent, MAX_STEP_PERCENT);
  const scored = account.campaigns
    .filter((v) => changeable(v, s.now) && v.campaign.budgetType === 'DAILY' && v.campaign.dailyBudget)
    .flatMap((v) => {
      const interval = roiInterval(v.totals, account.valuePerConversion, LEVEL);
      const below = probRoiBelow(v.totals, account.valuePerConversion, accountRoi);
      return interval && below !== null ? [{ view: v, budget: v.campaign.dailyBudget as number, interval, below }] : [];
    });
  const sources: Scored[] = scored
    .filter((x) => x.view.totals.spend >= PAUSE_MIN_SPEND && x.interval.upper < accountRoi && x.below >= DECIDE)
    .map((x) => ({ ...x, p: x.below }))
    .sort((a, b) => a.interval.upper - b.interval.upper);
  const targets: Scored[] = scored
    .filter(
      (x) =>
        x.view.totals.conversions >= SCALE_MIN_CONVERSIONS &&
        x.interval.lower > accountRoi &&
        1 - x.below >= DECIDE &&
        fullSpendDays(x.view.campaign, s.today) >= FULL_SPEND_DAYS,
    )
    .map((x) => ({ ...x, p: 1 - x.below }))
    .sort((a, b) => b.interval.lower - a.interval.lower);
  const pairs = sources.slice(0, targets.length).map((source, i) => [source, targets[i]] as const);
  return pairs.flatMap(([from, to]) => {
    const c = shift(from, to, step, account, accountRoi);
    return c ? [c] : [];
  });
}

function shift(from: Scored, to: Scored, step: number, account: AccountView, accountRoi: number): Candidate | null {
  const cut = Math.round((from.budget - budgetStep(from.budget, -step)) * 100);
  const raise = Math.round((budgetStep(to.budget, step) - to.budget) * 100);
  const amount = Math.min(cut, raise, Math.round((from.budget - 1) * 100)) / 100;
  if (amount <= 0) return null;
  const roasFrom = roas(from.view.totals) ?? 0;
  const roasTo = roas(to.view.totals) ?? 0;
  const dailyValue = account.totals.conversionValue / account.window.days;
  if (dailyValue <= 0) return null;
  const change = ((amount * (roasTo - roasFrom)) / dailyValue) * 100;
  const p = from.p * to.p;
  const a = from.view.campaign;
  const b = to.view.campaign;
  const fmt = (i: Interval) =>
    `${i.value.toFixed(1)} % (${Math.round(i.level * 100)} % interval ${i.lower.toFixed(1)} % to ${i.upper.toFixed(1)} %)`;
  return makeCandidate({
    type: 'BUDGET_REALLOCATION',
    targetEntity: { kind: 'campaign', id: String(a.id), name: a.name },
    title: `Move ${usd(amount)} a day from ${a.name} to ${b.name}`,
    description:
      `Over the last ${account.window.days} days ${a.name} returned ROI ${from.interval.value.toFixed(1)} % and ${b.name} ${to.interval.value.toFixed(1)} %, ` +
      `against ${accountRoi.toFixed(1)} % for the whole account. Move ${usd(amount)} of daily budget: ${a.name} ${usd(from.budget)} → ${usd(from.budget - amount)}, ` +
      `${b.name} ${usd(to.budget)} → ${usd(to.budget + amount)}. At their current returns this adds about ${usd(amount * (roasTo - roasFrom))} of conversion value a day.`,
    tags: ['Budget', 'ROI', 'Reallocation'],
    expectedImpact: {
      metric: 'roas',
      expectedChange: change,
      changeType: 'increase',
      timeframe: '7 days',
      confidence: confidenceOf('BUDGET_REALLOCATION', p),
    },
    evidence: evidence(
      account.window,
      {
        fromSpend: from.view.totals.spend,
        fromConversions: from.view.totals.conversions,
        fromConversionValue: from.view.totals.conversionValue,
        toSpend: to.view.totals.spend,
        toConversions: to.view.totals.conversions,
        toConversionValue: to.view.totals.conversionValue,
        accountSpend: account.totals.spend,
        accountConversionValue: account.totals.conversionValue,
      },
      [
        statistic(`ROI of ${a.name}, percent`, 'gamma_posterior', from.interval),
        statistic(`ROI of ${b.name}, percent`, 'gamma_posterior', to.interval),
        statistic('ROI of the account, percent', 'count', { value: accountRoi }),
        probabilityStatistic(`P(${a.name} below and ${b.name} above the account)`, 'gamma_posterior', p),
      ],
      { maxStepPercent: step, minConversionsTo: SCALE_MIN_CONVERSIONS, fullSpendDays: FULL_SPEND_DAYS, decide: DECIDE },
      [
        `${a.name}: ROI ${fmt(from.interval)}; even its upper bound is below the account's ${accountRoi.toFixed(1)} %.`,
        `${b.name}: ROI ${fmt(to.interval)}; even its lower bound is above the account's, and it spends its whole daily budget.`,
        `Probability that both hold: ${pct(p, 1)}. The move is at most ${step} % of either budget.`,
      ],
    ),
    action: {
      kind: 'budget_shift',
      from: { campaignId: a.id, before: from.budget, after: Math.round((from.budget - amount) * 100) / 100 },
      to: { campaignId: b.id, before: to.budget, after: Math.round((to.budget + amount) * 100) / 100 },
    },
  });
}
