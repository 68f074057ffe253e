/**
 * AD_CREATIVE_REFRESH (docs/optimization.md §Creative refresh): an ad's CTR over the last 7 days fell
 * at least 20 % below its own first week (credibly at least 10 %: the Wilson upper bound of the recent
 * CTR is under 90 % of the baseline, and P(baseline > recent) ≥ 0.95), while its mean daily frequency
 * rose at least 10 %, and none of its sibling ads in the campaign declined the same way (which would
 * point at the audience or the auction rather than the creative).
 */

import { betaPosterior, probBetaGreater, wilsonInterval } from '../../../../lib/statistics.ts';
import { type Candidate, confidenceOf, evidence, makeCandidate, pct, probabilityStatistic, statistic } from '../candidate.ts';
import type { AdSnapshot, CampaignSnapshot, EngineSnapshot } from '../snapshot.ts';
import {
  DECIDE,
  FATIGUE_BASELINE_DAYS,
  FATIGUE_CREDIBLE_DROP,
  FATIGUE_DROP,
  FATIGUE_MIN_BASELINE_CLICKS,
  FATIGUE_MIN_IMPRESSIONS,
  FATIGUE_RECENT_DAYS,
  FREQUENCY_RISE,
  LEVEL,
  NO_SIBLINGS_FACTOR,
  REFRESH_RECOVERY,
} from '../thresholds.ts';
import {
  firstWeek,
  inWindow,
  meanDailyFrequency,
  overlaps,
  spanning,
  sumRows,
  type Totals,
  type Window,
  windowBefore,
} from '../windows.ts';

export interface Fatigue {
  baseline: { window: Window; totals: Totals; frequency: number | null };
  recent: { window: Window; totals: Totals; frequency: number | null };
  /** Relative CTR drop, 0.25 = 25 % lower. */
  drop: number;
  /** P(baseline CTR > recent CTR). */
  p: number;
  /** The recent CTR's upper bound is under (1 − 10 %) of the baseline CTR. */
  credible: boolean;
}

/** An ad's CTR against its own first week; null without enough data in both windows. */
export function fatigueOf(ad: AdSnapshot, today: string): Fatigue | null {
  const baselineWindow = firstWeek(ad, FATIGUE_BASELINE_DAYS);
  const recentWindow = windowBefore(today, FATIGUE_RECENT_DAYS);
  if (!baselineWindow || overlaps(baselineWindow, recentWindow)) return null;
  const baseRows = inWindow(ad.daily, baselineWindow);
  const recentRows = inWindow(ad.daily, recentWindow);
  const base = sumRows(baseRows);
  const recent = sumRows(recentRows);
  if (base.impressions < FATIGUE_MIN_IMPRESSIONS || recent.impressions < FATIGUE_MIN_IMPRESSIONS) return null;
  if (base.clicks < FATIGUE_MIN_BASELINE_CLICKS) return null;
  const baseCtr = base.clicks / base.impressions;
  const recentCtr = recent.clicks / recent.impressions;
  const upper = wilsonInterval(recent.clicks, recent.impressions, LEVEL).upper;
  return {
    baseline: { window: baselineWindow, totals: base, frequency: meanDailyFrequency(baseRows) },
    recent: { window: recentWindow, totals: recent, frequency: meanDailyFrequency(recentRows) },
    drop: 1 - recentCtr / baseCtr,
    p: probBetaGreater(betaPosterior(recent.clicks, recent.impressions), betaPosterior(base.clicks, base.impressions)),
    credible: upper < baseCtr * (1 - FATIGUE_CREDIBLE_DROP),
  };
}

const declined = (f: Fatigue) => f.drop >= FATIGUE_DROP && f.credible && f.p >= DECIDE;

export function adCreativeRefresh(s: EngineSnapshot): Candidate[] {
  return s.campaigns.filter((c) => c.status === 'ACTIVE').flatMap((c) => campaignRefreshes(c, s.today));
}

function campaignRefreshes(c: CampaignSnapshot, today: string): Candidate[] {
  const fatigue = new Map(c.ads.filter((a) => a.status === 'ACTIVE').map((a) => [a, fatigueOf(a, today)] as const));
  return [...fatigue].flatMap(([ad, f]) => {
    if (!f || !declined(f)) return [];
    const rising =
      f.baseline.frequency !== null && f.recent.frequency !== null && f.recent.frequency >= f.baseline.frequency * (1 + FREQUENCY_RISE);
    if (!rising) return [];
    const siblings = [...fatigue].filter(([other, sf]) => other !== ad && sf !== null).map(([, sf]) => sf as Fatigue);
    if (siblings.some(declined)) return [];
    return [refresh(c, ad, f, siblings.length)];
  });
}

function refresh(c: CampaignSnapshot, ad: AdSnapshot, f: Fatigue, healthySiblings: number): Candidate {
  const b = f.baseline.totals;
  const r = f.recent.totals;
  const baseCtr = b.clicks / b.impressions;
  const recentCtr = r.clicks / r.impressions;
  const gain = (baseCtr / recentCtr - 1) * REFRESH_RECOVERY * 100;
  const freqB = f.baseline.frequency as number;
  const freqR = f.recent.frequency as number;
  const siblingText =
    healthySiblings > 0
      ? `its ${healthySiblings} sibling ad${healthySiblings > 1 ? 's' : ''} in ${c.name} held up, so the creative is tired rather than the audience.`
      : `it has no sibling ad with enough data to rule out the audience or the auction, so confidence is lower.`;
  return makeCandidate({
    type: 'AD_CREATIVE_REFRESH',
    targetEntity: { kind: 'ad', id: String(ad.id), name: ad.name },
    title: `Refresh the creative of ${ad.name}: CTR down ${(f.drop * 100).toFixed(0)} % since its first week`,
    description:
      `${ad.name}'s CTR fell from ${pct(baseCtr)} in its first week to ${pct(recentCtr)} in the last ${FATIGUE_RECENT_DAYS} days ` +
      `while people saw it more often (daily frequency ${freqB.toFixed(2)} → ${freqR.toFixed(2)}); ${siblingText} ` +
      `Generate a new creative from it.`,
    tags: ['Creative fatigue', 'CTR', 'Frequency'],
    expectedImpact: {
      metric: 'ctr',
      expectedChange: gain,
      changeType: 'increase',
      timeframe: '7 days',
      confidence: confidenceOf('AD_CREATIVE_REFRESH', f.p, healthySiblings > 0 ? 1 : NO_SIBLINGS_FACTOR),
    },
    evidence: evidence(
      // The numbers come from the first week and the last days: the window spans both, each named in its statistic.
      spanning(f.baseline.window, f.recent.window),
      {
        baselineImpressions: b.impressions,
        baselineClicks: b.clicks,
        recentImpressions: r.impressions,
        recentClicks: r.clicks,
        baselineFrequency: freqB,
        recentFrequency: freqR,
        healthySiblings,
      },
      [
        statistic(
          `CTR, first week (${f.baseline.window.since} to ${f.baseline.window.until})`,
          'wilson',
          wilsonInterval(b.clicks, b.impressions, LEVEL),
        ),
        statistic(
          `CTR, last ${FATIGUE_RECENT_DAYS} days (${f.recent.window.since} to ${f.recent.window.until})`,
          'wilson',
          wilsonInterval(r.clicks, r.impressions, LEVEL),
        ),
        probabilityStatistic('P(first-week CTR > recent CTR)', 'beta_posterior', f.p),
      ],
      {
        minDrop: FATIGUE_DROP,
        minCredibleDrop: FATIGUE_CREDIBLE_DROP,
        minFrequencyRise: FREQUENCY_RISE,
        minImpressions: FATIGUE_MIN_IMPRESSIONS,
        minBaselineClicks: FATIGUE_MIN_BASELINE_CLICKS,
        decide: DECIDE,
      },
      [
        `CTR ${pct(baseCtr)} in the first week (${b.clicks} clicks of ${b.impressions} impressions), ${pct(recentCtr)} in the last ${FATIGUE_RECENT_DAYS} days (${r.clicks} of ${r.impressions}): ${(f.drop * 100).toFixed(0)} % lower (${FATIGUE_DROP * 100} % is the fatigue line).`,
        `The recent CTR is at most ${pct(wilsonInterval(r.clicks, r.impressions, LEVEL).upper)} (${Math.round(LEVEL * 100)} % Wilson bound), under ${pct(baseCtr * (1 - FATIGUE_CREDIBLE_DROP))}; probability it really fell: ${pct(f.p, 1)}.`,
        `Mean daily frequency rose from ${freqB.toFixed(2)} to ${freqR.toFixed(2)}.`,
        healthySiblings > 0 ? `${healthySiblings} sibling ad(s) kept their CTR.` : 'No sibling ad to compare with.',
      ],
    ),
    action: { kind: 'creative_refresh', adId: ad.id },
  });
}
