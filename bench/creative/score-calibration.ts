/**
 * Decision 185: is the score before saving calibrated? In each of 20 simulated ad accounts (hidden weights per account,
 * sandbox/creative-response.ts), 40 ads run for 30 simulated days through the sandbox's delivery simulator; the score's
 * model is fitted on their totals and ranks 50 new variations; printed: the Spearman correlation between predicted and
 * true CTR (target ≥ 0.6), against a score that ignores tags (0: it ranks nothing) and the same model fitted on another
 * account's ads (a score trained on others' ads). Run: `npx tsx bench/creative/score-calibration.ts` (or the `creative`
 * bench). The first account is run once more through the database (the sync's write path, the score service) to check
 * that path predicts the same. Exits 1 when the median account misses the target or that check fails.
 */
import { printResultTable } from '../../scripts/bench-table.mjs';
import { calibrateThroughDatabase } from './lib/score-calibration-db.ts';
import { CALIBRATION_DEFAULTS, type CalibrationResult, calibrate } from './lib/score-calibration-run.ts';

const TARGET = 0.6;
const ACCOUNTS = 20;

const results: CalibrationResult[] = Array.from({ length: ACCOUNTS }, (_, i) =>
  calibrate(`calibration-${i + 1}`, `calibration-${((i + 1) % ACCOUNTS) + 1}`),
);
const median = (v: number[]) => {
  const s = [...v].sort((a, b) => a - b);
  const m = s.length / 2;
  return s.length % 2 ? (s[Math.floor(m)] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};
const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / v.length;
const f = (x: number) => x.toFixed(2);
const o = CALIBRATION_DEFAULTS;

const body = results.map((r) => [
  r.accountId,
  r.enoughEvidence ? 'yes' : 'no',
  r.impressions.toLocaleString('en-US'),
  String(r.distinctTrue),
  f(r.model),
  f(r.othersAds),
  f(r.tagBlind),
]);
for (const [label, agg] of [
  ['median', median],
  ['mean', mean],
  ['min', (v: number[]) => Math.min(...v)],
] as const) {
  body.push([
    label,
    '',
    '',
    '',
    f(agg(results.map((r) => r.model))),
    f(agg(results.map((r) => r.othersAds))),
    f(agg(results.map((r) => r.tagBlind))),
  ]);
}
printResultTable(
  ['account', 'enough evidence', 'impressions', 'distinct true CTRs', 'Spearman: score', "Spearman: others' ads", 'Spearman: tag-blind'],
  body,
  `Score before saving, calibration (decision 185): ${ACCOUNTS} simulated accounts × ${o.ads} ads × ${o.days} days ($${o.dailyBudget}/day, TRAFFIC), ${o.variations} new variations ranked per account`,
);
// The same with a tenth of the budget ($2 a day, about 7,500 impressions an ad): how far a small account's evidence goes.
const small = Array.from({ length: ACCOUNTS }, (_, i) =>
  calibrate(`calibration-${i + 1}`, `calibration-${((i + 1) % ACCOUNTS) + 1}`, { ...o, dailyBudget: 2 }),
);
console.log(
  `\nAt $2 a day per ad: median Spearman ${f(median(small.map((r) => r.model)))} (min ${f(Math.min(...small.map((r) => r.model)))}), ` +
    `others' ads ${f(median(small.map((r) => r.othersAds)))}, tag-blind ${f(median(small.map((r) => r.tagBlind)))}; ` +
    `${small.filter((r) => r.enoughEvidence).length}/${ACCOUNTS} accounts with enough evidence.`,
);
// The first account again through the app's storage and service: the same predictions, or the in-memory figures mean nothing.
const check = await calibrateThroughDatabase('calibration-1', o);
console.log(
  `Through the database (PGlite, the sync's upsert, the score service): ${check.same}/${check.variations} predictions identical, ` +
    `basis ${check.basis.ads} ads, ${check.basis.impressions.toLocaleString('en-US')} impressions.`,
);
const met = median(results.map((r) => r.model)) >= TARGET && check.same === check.variations;
console.log(`\nTarget: median Spearman ≥ ${TARGET}: ${met ? 'met' : 'MISSED'}.`);
if (!met) process.exitCode = 1;
