/**
 * AI_PROVIDER_SWITCH (docs/optimization.md §AI provider): another available provider whose contents the
 * user chooses credibly more often than the current default's (selected / successful calls, 20+ calls
 * each, at least 10 % more), that succeeds reliably (Wilson lower bound of its success rate ≥ 90 %),
 * and whose ads do not have a credibly lower CTR where both have delivered enough.
 */
import type { AiProviderId } from '@ads-creative/contracts/ai';
import { betaPosterior, probBetaGreater, relativeLift, wilsonInterval } from '../../../../lib/statistics.ts';
import { providerName } from '../../../../providers/ai/provider-catalog.ts';
import { type Candidate, confidenceOf, evidence, makeCandidate, pct, probabilityStatistic, statistic, usd } from '../candidate.ts';
import { contentWindow, type Delivery, deliveryBy } from '../groups.ts';
import type { EngineSnapshot, ProviderCalls } from '../snapshot.ts';
import {
  DECIDE,
  LEVEL,
  MIN_ADS_PER_GROUP,
  MIN_IMPRESSIONS_PER_GROUP,
  MIN_LIFT,
  PROVIDER_MIN_SUCCESS_RATE,
  PROVIDER_MIN_SUCCESSES,
} from '../thresholds.ts';

const selectionRate = (c: ProviderCalls) => c.selected / c.successes;
const lift = (from: ProviderCalls, to: ProviderCalls) => relativeLift(from.selected, from.successes, to.selected, to.successes);

export function aiProviderSwitch(s: EngineSnapshot): Candidate[] {
  const current = s.defaultProvider ?? [...s.providerCalls].sort((a, b) => b.calls - a.calls)[0]?.provider;
  const cur = s.providerCalls.find((c) => c.provider === current);
  if (!current || !cur || cur.successes < PROVIDER_MIN_SUCCESSES) return [];
  const delivery = deliveryBy(s, (c) => c.provider as AiProviderId | null);
  const enough = (d: Delivery | undefined): d is Delivery =>
    !!d && d.ads >= MIN_ADS_PER_GROUP && d.impressions >= MIN_IMPRESSIONS_PER_GROUP;
  const options = s.providerCalls
    .filter((c) => c.provider !== current && s.availableProviders.includes(c.provider) && c.successes >= PROVIDER_MIN_SUCCESSES)
    .map((c) => ({ calls: c, p: probBetaGreater(betaPosterior(cur.selected, cur.successes), betaPosterior(c.selected, c.successes)) }))
    .filter(({ calls, p }) => {
      if (lift(cur, calls) < MIN_LIFT || p < DECIDE) return false;
      if (wilsonInterval(calls.successes, calls.calls, LEVEL).lower < PROVIDER_MIN_SUCCESS_RATE) return false;
      const mine = delivery.get(calls.provider);
      const theirs = delivery.get(current);
      // Its ads must not do credibly worse where both delivered enough to tell.
      return (
        !(enough(mine) && enough(theirs)) ||
        probBetaGreater(betaPosterior(theirs.clicks, theirs.impressions), betaPosterior(mine.clicks, mine.impressions)) > 1 - DECIDE
      );
    })
    .sort((a, b) => b.p - a.p || selectionRate(b.calls) - selectionRate(a.calls));
  const best = options[0];
  return best ? [switchTo(s, cur, best.calls, best.p)] : [];
}

function switchTo(s: EngineSnapshot, cur: ProviderCalls, next: ProviderCalls, p: number): Candidate {
  const window = contentWindow(s);
  const from = providerName(cur.provider);
  const to = providerName(next.provider);
  const success = wilsonInterval(next.successes, next.calls, LEVEL);
  const costPerCall = (c: ProviderCalls) => (c.calls > 0 ? c.costUsd / c.calls : 0);
  return makeCandidate({
    type: 'AI_PROVIDER_SWITCH',
    targetEntity: { kind: 'provider', id: cur.provider, name: `Default AI provider (${from})` },
    title: `Switch your default AI provider from ${from} to ${to}`,
    description:
      `Over the last ${window.days} days you chose the contents of ${next.selected} of ${next.successes} ${to} generations (${pct(selectionRate(next), 1)}) ` +
      `against ${cur.selected} of ${cur.successes} from ${from} (${pct(selectionRate(cur), 1)}), and ${to} succeeded on ${next.successes} of ${next.calls} calls. ` +
      `Make ${to} your default.`,
    tags: ['AI provider', 'Selection rate', to],
    expectedImpact: {
      metric: 'selection_rate',
      expectedChange: lift(cur, next) * 100,
      changeType: 'increase',
      timeframe: '14 days',
      confidence: confidenceOf('AI_PROVIDER_SWITCH', p),
    },
    evidence: evidence(
      window,
      {
        currentCalls: cur.calls,
        currentSuccesses: cur.successes,
        currentSelected: cur.selected,
        currentCostPerCall: costPerCall(cur),
        nextCalls: next.calls,
        nextSuccesses: next.successes,
        nextSelected: next.selected,
        nextCostPerCall: costPerCall(next),
      },
      [
        statistic(`Selection rate of ${to}`, 'wilson', wilsonInterval(next.selected, next.successes, LEVEL)),
        statistic(`Selection rate of ${from}`, 'wilson', wilsonInterval(cur.selected, cur.successes, LEVEL)),
        statistic(`Success rate of ${to}`, 'wilson', success),
        probabilityStatistic(`P(${to} is chosen more often than ${from})`, 'beta_posterior', p),
      ],
      { minSuccesses: PROVIDER_MIN_SUCCESSES, minLift: MIN_LIFT, minSuccessRate: PROVIDER_MIN_SUCCESS_RATE, decide: DECIDE },
      [
        `${to}: chosen ${next.selected} of ${next.successes} times; ${from}: ${cur.selected} of ${cur.successes}.`,
        `Probability that ${to} is really preferred: ${pct(p, 1)}.`,
        `${to} succeeded on at least ${pct(success.lower, 1)} of calls (${Math.round(LEVEL * 100)} % Wilson bound; ${pct(PROVIDER_MIN_SUCCESS_RATE, 0)} needed); cost per call ${usd(costPerCall(next))} against ${usd(costPerCall(cur))}.`,
      ],
    ),
    action: { kind: 'provider_switch', from: cur.provider, to: next.provider },
  });
}
