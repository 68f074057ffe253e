/**
 * CAMPAIGN_SCALE (docs/optimization.md §Campaign scale): a DAILY-budget campaign whose ROI is credibly
 * above the user's target (the lower bound of its interval is above it) and that spent ≥ 90 % of its
 * budget on 5 of the last 7 days gets its budget raised by at most 20 % (or the user's smaller cap).
 */

import { probRoiBelow, roiInterval } from '../../../../lib/statistics.ts';
import { accountView, budgetStep, type CampaignView, changeable, fullSpendDays } from '../account.ts';
import { type Candidate, confidenceOf, evidence, makeCandidate, pct, probabilityStatistic, statistic, usd } from '../candidate.ts';
import type { EngineSnapshot } from '../snapshot.ts';
import {
  DECIDE,
  FULL_SPEND_DAYS,
  FULL_SPEND_LOOKBACK,
  FULL_SPEND_SHARE,
  LEVEL,
  MAX_STEP_PERCENT,
  SCALE_MIN_CONVERSIONS,
} from '../thresholds.ts';

export function campaignScale(s: EngineSnapshot): Candidate[] {
  const view = accountView(s);
  const targetRoi = s.settings.targetRoi;
  const step = Math.min(s.settings.maxBudgetStepPercent, MAX_STEP_PERCENT);
  return view.campaigns
    .filter((v) => changeable(v, s.now))
    .flatMap((v: CampaignView): Candidate[] => {
      const c = v.campaign;
      const t = v.totals;
      const budget = c.budgetType === 'DAILY' ? c.dailyBudget : null;
      if (!budget || t.conversions < SCALE_MIN_CONVERSIONS) return [];
      const full = fullSpendDays(c, s.today);
      if (full < FULL_SPEND_DAYS) return [];
      const interval = roiInterval(t, view.valuePerConversion, LEVEL);
      const below = probRoiBelow(t, view.valuePerConversion, targetRoi);
      if (!interval || below === null) return [];
      const p = 1 - below;
      if (interval.lower <= targetRoi || p < DECIDE) return [];
      const to = budgetStep(budget, step);
      if (to <= budget) return [];
      const change = ((to - budget) / budget) * 100;
      return [
        makeCandidate({
          type: 'CAMPAIGN_SCALE',
          targetEntity: { kind: 'campaign', id: String(c.id), name: c.name },
          title: `Scale ${c.name}: raise its daily budget to ${usd(to)}`,
          description:
            `${c.name} returned ROI ${interval.value.toFixed(1)} % on ${usd(t.spend)} over the last ${view.window.days} days ` +
            `(at least ${interval.lower.toFixed(1)} %), above your target of ${targetRoi} %, and spent at least ${Math.round(FULL_SPEND_SHARE * 100)} % ` +
            `of its ${usd(budget)} daily budget on ${full} of the last ${FULL_SPEND_LOOKBACK} days. Raise the budget by ${change.toFixed(0)} % to ${usd(to)}.`,
          tags: ['High ROI', 'Budget-limited', 'Scale'],
          expectedImpact: {
            metric: 'conversions',
            expectedChange: change,
            changeType: 'increase',
            timeframe: '7 days',
            confidence: confidenceOf('CAMPAIGN_SCALE', p),
          },
          evidence: evidence(
            view.window,
            { spend: t.spend, conversions: t.conversions, conversionValue: t.conversionValue, dailyBudget: budget, fullSpendDays: full },
            [
              statistic('ROI, percent', 'gamma_posterior', interval),
              probabilityStatistic(`P(ROI above ${targetRoi} %)`, 'gamma_posterior', p),
            ],
            {
              targetRoi,
              minConversions: SCALE_MIN_CONVERSIONS,
              fullSpendShare: FULL_SPEND_SHARE,
              fullSpendDays: FULL_SPEND_DAYS,
              maxStepPercent: step,
              decide: DECIDE,
            },
            [
              `ROI ${interval.value.toFixed(1)} %; ${Math.round(LEVEL * 100)} % credible interval ${interval.lower.toFixed(1)} % to ${interval.upper.toFixed(1)} %, all above your ${targetRoi} % target.`,
              `Probability that its ROI is above target: ${pct(p, 1)}.`,
              `Spent ≥ ${Math.round(FULL_SPEND_SHARE * 100)} % of the ${usd(budget)} daily budget on ${full} of the last ${FULL_SPEND_LOOKBACK} days (${FULL_SPEND_DAYS} needed): the budget limits it.`,
              `Budget steps stay within ${step} % so that Facebook's learning is not reset.`,
            ],
          ),
          action: { kind: 'budget', campaignId: c.id, from: budget, to },
        }),
      ];
    });
}
