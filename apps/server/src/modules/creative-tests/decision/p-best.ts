/**
 * pBest (the posterior probability that an arm has the best metric) and expectedLoss (E[max_j θ_j − θ_arm], what
 * choosing the arm costs on average if another is truly better) for 2–5 arms (decision 188).
 *
 * Two arms on CTR or CPA: pBest in closed form (lib/statistics.ts), exact and the same for the same numbers. Otherwise
 * seeded Monte Carlo: MONTE_CARLO_DRAWS joint draws of the arms' posteriors, pBest the share of draws each arm is the
 * highest. Its standard error is √(p(1 − p)/n) ≤ 0.5/√20,000 = 0.0035, and 0.0004 at the 0.997 bar, where 0.005 is
 * 13 standard errors. The seed is a hash of the numbers, so the same numbers always give the same answer.
 * expectedLoss always by Monte Carlo, in the metric's units: CTR as a fraction, CPA in conversions per dollar, ROAS in
 * value per dollar.
 */
import type { CreativeTestMetric } from '@ads-creative/contracts/creative-tests';
import { hashText, prng } from '../../../lib/seeded-random.ts';
import { betaCdf, betaPosterior, probBetaGreater } from '../../../lib/statistics.ts';
import { type ArmTotals, armSamplers, cleanTotals, type Unmeasurable } from './arm-posteriors.ts';

export const MONTE_CARLO_DRAWS = 20_000;

export type BestArmChances = { pBest: number[]; exact: boolean } | { unmeasurable: Unmeasurable };
export type ArmStatistics = { pBest: number[]; expectedLoss: number[]; exact: boolean } | { unmeasurable: Unmeasurable };

/** P(arm B is better than arm A) in closed form, for CTR and CPA; null for ROAS. */
function exactSecondBetter(metric: CreativeTestMetric, a: ArmTotals, b: ArmTotals): number | null {
  if (metric === 'CTR') return probBetaGreater(betaPosterior(a.clicks, a.impressions), betaPosterior(b.clicks, b.impressions));
  // λ_A·s_A ~ Gamma(c_A + 1), λ_B·s_B ~ Gamma(c_B + 1): λ_B > λ_A ⟺ G_A / (G_A + G_B) < s_A / (s_A + s_B), a Beta(c_A + 1, c_B + 1).
  if (metric === 'CPA') return betaCdf(a.spend / (a.spend + b.spend), { alpha: a.conversions + 1, beta: b.conversions + 1 });
  return null;
}

/** pBest and expectedLoss of every arm by seeded Monte Carlo. */
export function monteCarlo(
  metric: CreativeTestMetric,
  arms: readonly ArmTotals[],
  draws = MONTE_CARLO_DRAWS,
  seed = hashText(JSON.stringify([metric, arms.map(cleanTotals)])),
): { pBest: number[]; expectedLoss: number[] } | { unmeasurable: Unmeasurable } {
  const samplers = armSamplers(metric, arms);
  if (!Array.isArray(samplers)) return { unmeasurable: samplers };
  const rand = prng(seed);
  const wins = new Array<number>(arms.length).fill(0);
  const loss = new Array<number>(arms.length).fill(0);
  const theta = new Array<number>(arms.length).fill(0);
  for (let d = 0; d < draws; d++) {
    let best = 0;
    for (let i = 0; i < samplers.length; i++) {
      theta[i] = (samplers[i] as (typeof samplers)[number])(rand);
      if ((theta[i] as number) > (theta[best] as number)) best = i;
    }
    wins[best] = (wins[best] as number) + 1;
    const max = theta[best] as number;
    for (let i = 0; i < arms.length; i++) loss[i] = (loss[i] as number) + max - (theta[i] as number);
  }
  return { pBest: wins.map((w) => w / draws), expectedLoss: loss.map((l) => l / draws) };
}

/** Each arm's pBest: exact for two arms on CTR or CPA, else seeded Monte Carlo. */
export function bestArmChances(metric: CreativeTestMetric, arms: readonly ArmTotals[]): BestArmChances {
  if (arms.length === 2 && metric !== 'ROAS') {
    const samplers = armSamplers(metric, arms);
    if (!Array.isArray(samplers)) return { unmeasurable: samplers };
    const [a, b] = arms.map(cleanTotals) as [ArmTotals, ArmTotals];
    const second = exactSecondBetter(metric, a, b) as number;
    return { pBest: [1 - second, second], exact: true };
  }
  const mc = monteCarlo(metric, arms);
  return 'unmeasurable' in mc ? mc : { pBest: mc.pBest, exact: false };
}

/** pBest (as bestArmChances) and expectedLoss of every arm: what a test's page shows. */
export function armStatistics(metric: CreativeTestMetric, arms: readonly ArmTotals[]): ArmStatistics {
  const mc = monteCarlo(metric, arms);
  if ('unmeasurable' in mc) return mc;
  const chances = arms.length === 2 && metric !== 'ROAS' ? bestArmChances(metric, arms) : null;
  if (chances && 'pBest' in chances) return { pBest: chances.pBest, expectedLoss: mc.expectedLoss, exact: true };
  return { ...mc, exact: false };
}
