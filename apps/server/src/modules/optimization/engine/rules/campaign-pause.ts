/**
 * CAMPAIGN_PAUSE (docs/optimization.md §Campaign pause): a campaign that spent at least $50 and as much
 * as 3 conversions cost in the rest of the account without any conversion, or that has 10+ conversions
 * and an ROI whose upper bound is 50 points below the target. A campaign that converts, but fewer than
 * 10 times, is never paused (3 conversions are too few to judge it).
 */

import { countInterval, probCountBelow, probRoiBelow, roiInterval } from '../../../../lib/statistics.ts';
import { type AccountView, accountView, type CampaignView, changeable, costPerConversion, restOf, roas } from '../account.ts';
import { type Candidate, confidenceOf, evidence, makeCandidate, pct, probabilityStatistic, statistic, usd } from '../candidate.ts';
import type { EngineSnapshot } from '../snapshot.ts';
import {
  CONVERSION_OBJECTIVES,
  DECIDE,
  LEVEL,
  PAUSE_EXPECTED_CONVERSIONS,
  PAUSE_MIN_CONVERSIONS_FOR_ROI,
  PAUSE_MIN_SPEND,
  PAUSE_ROI_MARGIN_POINTS,
} from '../thresholds.ts';

const isConversionObjective = (o: string) => (CONVERSION_OBJECTIVES as readonly string[]).includes(o);

export function campaignPause(s: EngineSnapshot): Candidate[] {
  const view = accountView(s);
  return view.campaigns
    .filter((v) => changeable(v, s.now))
    .flatMap((v) => {
      const c = noConversions(v, view) ?? roiFarBelowTarget(v, view, s.settings.targetRoi);
      return c ? [c] : [];
    });
}

function target(v: CampaignView) {
  return { kind: 'campaign' as const, id: String(v.campaign.id), name: v.campaign.name };
}

function noConversions(v: CampaignView, view: AccountView): Candidate | null {
  const t = v.totals;
  if (!isConversionObjective(v.campaign.objective) || t.conversions > 0 || t.spend < PAUSE_MIN_SPEND) return null;
  const rest = restOf(view, v.campaign.id);
  const restCpa = costPerConversion(rest);
  // No conversion anywhere in the account: more likely tracking than this campaign.
  if (restCpa === null) return null;
  const expected = t.spend / restCpa;
  const p = probCountBelow(0, expected);
  if (expected < PAUSE_EXPECTED_CONVERSIONS || p < DECIDE) return null;
  const perDay = t.spend / view.window.days;
  const cpaChange = (-t.spend / (t.spend + rest.spend)) * 100;
  return makeCandidate({
    type: 'CAMPAIGN_PAUSE',
    targetEntity: target(v),
    title: `Pause ${v.campaign.name}: ${usd(t.spend)} spent without a conversion`,
    description:
      `${v.campaign.name} spent ${usd(t.spend)} over the last ${view.window.days} days and recorded no conversion. ` +
      `At the rest of your account's cost per conversion (${usd(restCpa)}) that spend would have brought about ${expected.toFixed(1)}. ` +
      `Pausing it saves about ${usd(perDay)} a day and lowers your account's cost per conversion by about ${Math.abs(cpaChange).toFixed(0)} %.`,
    tags: ['No conversions', 'Wasted spend', 'Budget'],
    expectedImpact: {
      metric: 'cost_per_conversion',
      expectedChange: cpaChange,
      changeType: 'decrease',
      timeframe: '7 days',
      confidence: confidenceOf('CAMPAIGN_PAUSE', p),
    },
    evidence: evidence(
      view.window,
      {
        spend: t.spend,
        conversions: 0,
        impressions: t.impressions,
        clicks: t.clicks,
        expectedConversions: expected,
        accountCostPerConversion: restCpa,
      },
      [
        statistic('Conversions (credible interval)', 'gamma_posterior', countInterval(0, LEVEL)),
        probabilityStatistic('P(converts less than the rest of the account)', 'gamma_posterior', p),
      ],
      { minSpend: PAUSE_MIN_SPEND, minExpectedConversions: PAUSE_EXPECTED_CONVERSIONS, decide: DECIDE },
      [
        `Spent ${usd(t.spend)} in ${view.window.days} days (at least ${usd(PAUSE_MIN_SPEND)} needed to judge).`,
        `No conversions, where ${expected.toFixed(1)} were expected at the account's ${usd(restCpa)} per conversion (at least ${PAUSE_EXPECTED_CONVERSIONS} needed).`,
        `Probability that it converts less than the rest of the account: ${pct(p, 1)}.`,
      ],
    ),
    action: { kind: 'pause', campaignId: v.campaign.id },
  });
}

function roiFarBelowTarget(v: CampaignView, view: AccountView, targetRoi: number): Candidate | null {
  const t = v.totals;
  if (t.conversions < PAUSE_MIN_CONVERSIONS_FOR_ROI) return null;
  const limit = targetRoi - PAUSE_ROI_MARGIN_POINTS;
  const interval = roiInterval(t, view.valuePerConversion, LEVEL);
  const p = probRoiBelow(t, view.valuePerConversion, limit);
  if (!interval || p === null || interval.upper >= limit || p < DECIDE) return null;
  const rest = restOf(view, v.campaign.id);
  const before = roas(view.totals);
  const after = roas(rest);
  if (before === null || after === null || before === 0) return null;
  const change = (after / before - 1) * 100;
  return makeCandidate({
    type: 'CAMPAIGN_PAUSE',
    targetEntity: target(v),
    title: `Pause ${v.campaign.name}: ROI ${interval.value.toFixed(0)} %, far below your ${targetRoi} % target`,
    description:
      `${v.campaign.name} spent ${usd(t.spend)} over the last ${view.window.days} days for ${t.conversions} conversions worth ${usd(t.conversionValue)}: ` +
      `ROI ${interval.value.toFixed(1)} % (at best ${interval.upper.toFixed(1)} %), more than ${PAUSE_ROI_MARGIN_POINTS} points below your target of ${targetRoi} %. ` +
      `Pausing it raises the account's return on ad spend by about ${change.toFixed(0)} %.`,
    tags: ['Low ROI', 'Budget', 'Campaign'],
    expectedImpact: {
      metric: 'roas',
      expectedChange: change,
      changeType: 'increase',
      timeframe: '7 days',
      confidence: confidenceOf('CAMPAIGN_PAUSE', p),
    },
    evidence: evidence(
      view.window,
      { spend: t.spend, conversions: t.conversions, conversionValue: t.conversionValue },
      [statistic('ROI, percent', 'gamma_posterior', interval), probabilityStatistic(`P(ROI below ${limit} %)`, 'gamma_posterior', p)],
      { minConversions: PAUSE_MIN_CONVERSIONS_FOR_ROI, targetRoi, marginPoints: PAUSE_ROI_MARGIN_POINTS, decide: DECIDE },
      [
        `${t.conversions} conversions in ${view.window.days} days (at least ${PAUSE_MIN_CONVERSIONS_FOR_ROI} needed to judge ROI).`,
        `ROI ${interval.value.toFixed(1)} %; ${Math.round(LEVEL * 100)} % credible interval ${interval.lower.toFixed(1)} % to ${interval.upper.toFixed(1)} %.`,
        `Even its upper bound is below ${limit} % (your target ${targetRoi} % minus ${PAUSE_ROI_MARGIN_POINTS} points).`,
      ],
    ),
    action: { kind: 'pause', campaignId: v.campaign.id },
  });
}
