/**
 * Decision 188: the error rates of the creative tests' decision, measured rather than assumed. Simulated tests
 * (bench/creative/lib/test-simulation.ts: 1,000–5,000 impressions per arm per day, CTR 1–2 %, the rule evaluated once
 * a day as after each sync, minDays 3, maxDays 14, 1,000 impressions per arm) with no true difference (A/A, A/A/A)
 * and with 10 %, 20 % and 50 % true CTR lift, and the two-arm cases again with a first look on day 7. Printed for the issue's bar (pBest ≥ 0.95), stricter bars and the
 * default: the false-winner rate (a winner declared between identical ads; target ≤ 5 %), the power (the better arm
 * declared), wrong winners, and the median day of a decision. Run: `npx tsx bench/creative/test-error-rates.ts` (or the
 * `creative` bench). Exits 1 when the default's false-winner rate in the two-arm A/A misses the target.
 */
import { CREATIVE_TEST_DECISION_PROBABILITY } from '@ads-creative/contracts/creative-tests';
import { wilsonInterval } from '../../apps/server/src/lib/statistics.ts';
import { printResultTable } from '../../scripts/bench-table.mjs';
import { type Rates, runScenario, type Scenario } from './lib/test-simulation.ts';

const TARGET = 0.05;
const THRESHOLDS = [...new Set([0.95, 0.99, 0.995, CREATIVE_TEST_DECISION_PROBABILITY])].sort((a, b) => a - b);
const SCENARIOS: Scenario[] = [
  { name: 'A/A (no difference)', lifts: [0, 0], tests: 2000 },
  { name: 'A/B, +10 % CTR', lifts: [0, 0.1], tests: 1000 },
  { name: 'A/B, +20 % CTR', lifts: [0, 0.2], tests: 1000 },
  { name: 'A/B, +50 % CTR', lifts: [0, 0.5], tests: 500 },
  // The other remedy: a later first look (minDays 7) instead of a stricter bar.
  { name: 'A/A, minDays 7', lifts: [0, 0], tests: 1000, minDays: 7 },
  { name: 'A/B, +20 % CTR, minDays 7', lifts: [0, 0.2], tests: 500, minDays: 7 },
  // Three arms go through the seeded Monte Carlo (20,000 draws a day): fewer tests keep the bench near 2 minutes.
  { name: 'A/A/A (no difference)', lifts: [0, 0, 0], tests: 150 },
  { name: 'A/B/C, +20 % for C', lifts: [0, 0, 0.2], tests: 150 },
];

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
/** A rate with its 95 % Wilson interval: the bench's own sampling error. */
const withInterval = (rate: number, n: number) => {
  const i = wilsonInterval(Math.round(rate * n), n);
  return `${pct(rate)} (${(i.lower * 100).toFixed(1)}–${(i.upper * 100).toFixed(1)})`;
};
const started = performance.now();
const body: string[][] = [];
let defaultFalseRate = Number.NaN;
SCENARIOS.forEach((scenario, s) => {
  const alike = scenario.lifts.every((l) => l === 0);
  const rates: Rates[] = runScenario(scenario, THRESHOLDS, 1_000_003 * (s + 1));
  rates.forEach((r, t) => {
    const threshold = THRESHOLDS[t] as number;
    if (alike && scenario.lifts.length === 2 && !scenario.minDays && threshold === CREATIVE_TEST_DECISION_PROBABILITY)
      defaultFalseRate = r.decided;
    body.push([
      scenario.name,
      `${threshold}${threshold === CREATIVE_TEST_DECISION_PROBABILITY ? ' (default)' : threshold === 0.95 ? ' (issue)' : ''}`,
      String(scenario.tests),
      alike ? withInterval(r.decided, scenario.tests) : '',
      alike ? '' : pct(r.right),
      alike ? '' : pct(r.wrong),
      r.medianDays === null ? '–' : String(r.medianDays),
    ]);
  });
});
printResultTable(
  ['scenario', 'pBest bar', 'tests', 'false winners (95 % interval)', 'power', 'wrong winner', 'median days to decide'],
  body,
  'Creative tests, error rates (decision 188): 1,000–5,000 impressions per arm per day, CTR 1–2 %, one look per day, minDays 3, maxDays 14, minImpressionsPerArm 1,000',
);
const met = defaultFalseRate <= TARGET;
console.log(
  `\nTarget: false winners ≤ ${pct(TARGET)} in the two-arm A/A at the default bar ${CREATIVE_TEST_DECISION_PROBABILITY}: ${pct(defaultFalseRate)}, ${met ? 'met' : 'MISSED'}. ` +
    `(${((performance.now() - started) / 1000).toFixed(0)} s)`,
);
if (!met) process.exitCode = 1;
