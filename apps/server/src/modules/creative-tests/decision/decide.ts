/**
 * A creative test's decision after each insights sync (issue 19, decision 188): a pure function of the test's
 * settings, its arms' totals and the days it has run.
 *
 * DECIDED when one arm's pBest reaches the decision probability, every arm has minImpressionsPerArm and the test has
 * run minDays; NO_WINNER when it has run maxDays without that; RUNNING otherwise. The reason says it in numbers.
 */
import {
  type ArmInWords,
  CREATIVE_TEST_DECISION_PROBABILITY,
  type CreativeTestMetric,
  creativeTestMessages as m,
} from '@ads-creative/contracts/creative-tests';
import { type ArmTotals, cleanTotals, type Unmeasurable } from './arm-posteriors.ts';
import { type BestArmChances, bestArmChances } from './p-best.ts';

export interface DecisionSettings {
  metric: CreativeTestMetric;
  minDays: number;
  maxDays: number;
  minImpressionsPerArm: number;
  /** The pBest a winner needs; CREATIVE_TEST_DECISION_PROBABILITY unless a bench compares others. */
  decisionProbability?: number;
  /** The ad account's currency, for CPA and ROAS in the reason (ISO 4217; USD when left out). */
  currency?: string;
}

/** An arm's totals since the test started, with the label the reason calls it by ('A', 'B', … or its name). */
export interface DecisionArm extends ArmTotals {
  label: string;
}

export type TestDecision =
  | { status: 'DECIDED'; winner: number; pBest: number[]; reason: string }
  | { status: 'NO_WINNER'; winner: null; pBest: number[] | null; reason: string }
  | { status: 'RUNNING'; winner: null; pBest: number[] | null; reason: string };

function money(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

/** The arm's metric and volume as the reason writes them: CTR '2.9 %', CPA '$12.40', ROAS '3.20×'. */
export function armInWords(metric: CreativeTestMetric, arm: DecisionArm, currency = 'USD'): ArmInWords {
  const a = cleanTotals(arm);
  if (metric === 'CTR') {
    const ctr = a.impressions > 0 ? (a.clicks / a.impressions) * 100 : 0;
    return { label: arm.label, value: `${ctr.toFixed(ctr < 1 ? 2 : 1)} %`, volume: a.impressions };
  }
  if (metric === 'CPA')
    return { label: arm.label, value: a.conversions > 0 ? money(a.spend / a.conversions, currency) : 'none', volume: a.conversions };
  const roas = a.spend > 0 ? a.conversionValue / a.spend : 0;
  return { label: arm.label, value: `${roas.toFixed(2)}×`, volume: money(a.spend, currency) };
}

function unmeasurableWords(why: Unmeasurable, arms: readonly DecisionArm[]): string {
  return why.reason === 'NO_SPEND' ? m.notMeasurable.NO_SPEND((arms[why.arm] as DecisionArm).label) : m.notMeasurable.NO_VALUE;
}

/** The test's status after a sync: `daysRunning` is the whole days it has run (its complete days of data). */
export function decideTest(settings: DecisionSettings, arms: readonly DecisionArm[], daysRunning: number): TestDecision {
  if (arms.length < 2) throw new RangeError('decideTest: a test has at least two arms');
  return decideFromChances(settings, arms, daysRunning, bestArmChances(settings.metric, arms));
}

/** decideTest with the arms' pBest already computed (by bestArmChances on the same arms): the bench's several thresholds. */
export function decideFromChances(
  settings: DecisionSettings,
  arms: readonly DecisionArm[],
  daysRunning: number,
  chances: BestArmChances,
): TestDecision {
  const threshold = settings.decisionProbability ?? CREATIVE_TEST_DECISION_PROBABILITY;
  const atEnd = daysRunning >= settings.maxDays;
  if ('unmeasurable' in chances) {
    const why = unmeasurableWords(chances.unmeasurable, arms);
    return atEnd
      ? { status: 'NO_WINNER', winner: null, pBest: null, reason: m.noWinnerUnmeasurable(daysRunning, why) }
      : { status: 'RUNNING', winner: null, pBest: null, reason: m.unmeasurable(why) };
  }
  const { pBest } = chances;
  const leader = pBest.reduce((best, p, i) => (p > (pBest[best] as number) ? i : best), 0);
  const probability = pBest[leader] as number;
  const words = arms.map((a) => armInWords(settings.metric, a, settings.currency));
  const leaderWords = words[leader] as ArmInWords;
  const short = arms.findIndex((a) => cleanTotals(a).impressions < settings.minImpressionsPerArm);
  const enoughProbability = probability >= threshold;
  if (enoughProbability && short < 0 && daysRunning >= settings.minDays) {
    const others = words.filter((_, i) => i !== leader);
    return { status: 'DECIDED', winner: leader, pBest, reason: m.decided(settings.metric, probability, leaderWords, others) };
  }
  if (atEnd) {
    const reason =
      enoughProbability && short >= 0
        ? m.noWinnerTooFewImpressions(
            daysRunning,
            leaderWords,
            probability,
            {
              ...(words[short] as ArmInWords),
              volume: cleanTotals(arms[short] as DecisionArm).impressions,
            },
            settings.minImpressionsPerArm,
          )
        : m.noWinner(daysRunning, threshold, leaderWords, probability);
    return { status: 'NO_WINNER', winner: null, pBest, reason };
  }
  const waitingFor = [
    ...(enoughProbability ? [] : [m.waitProbability(threshold)]),
    ...(daysRunning >= settings.minDays ? [] : [m.waitDays(daysRunning, settings.minDays)]),
    ...arms
      .map((a, i) => ({ label: a.label, impressions: cleanTotals(a).impressions, i }))
      .filter((a) => a.impressions < settings.minImpressionsPerArm)
      .map((a) => m.waitImpressions(a.label, a.impressions, settings.minImpressionsPerArm)),
  ];
  return { status: 'RUNNING', winner: null, pBest, reason: m.running(leaderWords, probability, waitingFor) };
}
