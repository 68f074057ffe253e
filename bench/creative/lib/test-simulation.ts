/**
 * Simulated creative tests for the error-rate bench (decision 188): two or more arms with known true CTRs delivered day
 * by day at realistic volumes, the decision rule (modules/creative-tests/decision/decide.ts, the app's own function)
 * evaluated once per simulated day as after each insights sync, until it decides or the test reaches maxDays.
 *
 * pBest is computed once per day and each threshold compared applies the rule to it (decideFromChances), so the
 * thresholds are compared on the same days of data.
 *
 * A test draws its base CTR uniformly in 1–2 % and its volume in 1,000–5,000 impressions per arm per day; each day an
 * arm gets that volume × U(0.8, 1.2) (delivery is never even between ads), the day's CTR moves by a factor shared by
 * every arm (weekday seasonality, ± 10 %), and clicks are binomial. Arm i's true CTR is the base × (1 + lift_i).
 */
import { CREATIVE_TEST_DEFAULTS } from '@ads-creative/contracts/creative-tests';
import { prng, type Random, uniform } from '../../../apps/server/src/lib/seeded-random.ts';
import { type DecisionArm, decideFromChances } from '../../../apps/server/src/modules/creative-tests/decision/decide.ts';
import { bestArmChances } from '../../../apps/server/src/modules/creative-tests/decision/p-best.ts';

export interface Scenario {
  name: string;
  /** The true lift of each arm over the first (0 for the first). */
  lifts: number[];
  tests: number;
  /** The test's minDays when not the default (the remedy of a later first look, compared in the bench). */
  minDays?: number;
}

export interface Outcome {
  /** Index of the arm declared winner, or null (NO_WINNER). */
  winner: number | null;
  /** The day of the decision (maxDays for NO_WINNER). */
  day: number;
}

/** An exact binomial draw by inversion (O(n·p), fine for CTRs of a few percent). */
function binomial(rand: Random, n: number, p: number): number {
  const q = 1 - p;
  const ratio = p / q;
  let pmf = q ** n;
  let cdf = pmf;
  const u = rand();
  let k = 0;
  while (u > cdf && k < n) {
    pmf *= (ratio * (n - k)) / (k + 1);
    cdf += pmf;
    k++;
  }
  return k;
}

/** One simulated test run to its end under `thresholds` (each its own outcome; the same days of data). */
export function simulateTest(
  lifts: readonly number[],
  seed: number,
  thresholds: readonly number[],
  minDays: number = CREATIVE_TEST_DEFAULTS.minDays,
): Outcome[] {
  const rand = prng(seed);
  const { maxDays, minImpressionsPerArm } = CREATIVE_TEST_DEFAULTS;
  const base = uniform(rand, 0.01, 0.02);
  const volume = uniform(rand, 1000, 5000);
  const phase = Math.floor(rand() * 7);
  const arms: DecisionArm[] = lifts.map((_, i) => ({
    label: String.fromCharCode(65 + i),
    impressions: 0,
    clicks: 0,
    conversions: 0,
    spend: 0,
    conversionValue: 0,
  }));
  const outcomes: (Outcome | null)[] = thresholds.map(() => null);
  for (let day = 1; day <= maxDays && outcomes.some((o) => o === null); day++) {
    const season = 1 + 0.1 * Math.sin((2 * Math.PI * (day + phase)) / 7);
    arms.forEach((arm, i) => {
      const n = Math.round(volume * uniform(rand, 0.8, 1.2));
      arm.impressions += n;
      arm.clicks += binomial(rand, n, base * (1 + (lifts[i] as number)) * season);
    });
    const chances = bestArmChances('CTR', arms);
    thresholds.forEach((threshold, t) => {
      if (outcomes[t]) return;
      const settings = { metric: 'CTR', minDays, maxDays, minImpressionsPerArm, decisionProbability: threshold } as const;
      const d = decideFromChances(settings, arms, day, chances);
      if (d.status !== 'RUNNING') outcomes[t] = { winner: d.winner, day };
    });
  }
  return outcomes as Outcome[];
}

export interface Rates {
  /** Share of tests that declared any winner (the false-winner rate when every arm is alike). */
  decided: number;
  /** Share that declared the truly best arm (the power when one is better). */
  right: number;
  /** Share that declared an arm that is not the best. */
  wrong: number;
  /** Median day of a decision among decided tests (null when none decided). */
  medianDays: number | null;
}

const median = (v: number[]) => {
  if (v.length === 0) return null;
  const s = [...v].sort((a, b) => a - b);
  const m = s.length / 2;
  return s.length % 2 ? (s[Math.floor(m)] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

/** Runs a scenario's tests and summarises them per threshold. */
export function runScenario(scenario: Scenario, thresholds: readonly number[], seedBase: number): Rates[] {
  const best = scenario.lifts.indexOf(Math.max(...scenario.lifts));
  const alike = scenario.lifts.every((l) => l === scenario.lifts[0]);
  const all = Array.from({ length: scenario.tests }, (_, k) =>
    simulateTest(scenario.lifts, seedBase + k * 7919, thresholds, scenario.minDays),
  );
  return thresholds.map((_, t) => {
    const outs = all.map((o) => o[t] as Outcome);
    const decided = outs.filter((o) => o.winner !== null);
    const right = alike ? 0 : decided.filter((o) => o.winner === best).length;
    return {
      decided: decided.length / outs.length,
      right: right / outs.length,
      wrong: (decided.length - right) / outs.length,
      medianDays: median(decided.map((o) => o.day)),
    };
  });
}
