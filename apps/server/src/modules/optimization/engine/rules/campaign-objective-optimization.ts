/**
 * CAMPAIGN_OBJECTIVE_OPTIMIZATION (docs/optimization.md §Campaign objective): the objective asks Facebook
 * for one thing while the campaign produces another.
 * - A campaign without a conversion objective that converts anyway (10+ conversions), but credibly less
 *   per dollar than the user's conversion-objective campaigns: optimize it for conversions.
 * - A conversion-objective campaign whose clicks credibly convert under 0.5 % (300+ clicks): it buys
 *   clicks, not conversions; optimize it for traffic, as the user's traffic campaigns (with a higher CTR) are.
 * Both compare with the user's own campaigns of the other objective, so the expected change is measured,
 * not assumed; without such campaigns nothing is recommended.
 */
import type { CampaignObjective } from '@ads-creative/contracts/campaigns';
import { betaCdf, betaPosterior, countInterval, wilsonInterval } from '../../../../lib/statistics.ts';
import { accountView, type CampaignView, changeable, costPerConversion } from '../account.ts';
import { type Candidate, confidenceOf, evidence, makeCandidate, pct, probabilityStatistic, statistic, usd } from '../candidate.ts';
import type { EngineSnapshot } from '../snapshot.ts';
import {
  CONVERSION_OBJECTIVES,
  DECIDE,
  LEVEL,
  MIN_IMPRESSIONS_PER_GROUP,
  OBJECTIVE_MAX_CONVERSION_RATE,
  OBJECTIVE_MIN_CLICKS,
  OBJECTIVE_MIN_CONVERSIONS,
} from '../thresholds.ts';
import { addTotals, type Totals, type Window, ZERO_TOTALS } from '../windows.ts';

const converting = (o: CampaignObjective) => (CONVERSION_OBJECTIVES as readonly string[]).includes(o);
const label = (o: CampaignObjective) => o.toLowerCase().replaceAll('_', ' ');

export function campaignObjectiveOptimization(s: EngineSnapshot): Candidate[] {
  const view = accountView(s);
  const pool = (keep: (v: CampaignView) => boolean) =>
    view.campaigns.filter(keep).reduce((t, v) => addTotals(t, v.totals), { ...ZERO_TOTALS });
  return view.campaigns
    .filter((v) => changeable(v, s.now))
    .flatMap((v) => {
      const others = (keep: (o: CampaignView) => boolean) => pool((o) => o.campaign.id !== v.campaign.id && keep(o));
      const c = converting(v.campaign.objective)
        ? buysClicks(
            v,
            view.window,
            others((o) => o.campaign.objective === 'TRAFFIC'),
          )
        : convertsAnyway(
            v,
            view.window,
            view.campaigns,
            others((o) => converting(o.campaign.objective) && o.totals.conversions > 0),
          );
      return c ? [c] : [];
    });
}

/** The objective most of the peers' spend went to. */
function topObjective(campaigns: CampaignView[], self: number): CampaignObjective {
  const spend = new Map<CampaignObjective, number>();
  for (const v of campaigns) {
    if (v.campaign.id === self || !converting(v.campaign.objective) || v.totals.conversions === 0) continue;
    spend.set(v.campaign.objective, (spend.get(v.campaign.objective) ?? 0) + v.totals.spend);
  }
  return [...spend].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'CONVERSIONS';
}

function convertsAnyway(v: CampaignView, window: Window, campaigns: CampaignView[], peers: Totals): Candidate | null {
  const t = v.totals;
  if (t.conversions < OBJECTIVE_MIN_CONVERSIONS || peers.conversions === 0 || t.spend <= 0) return null;
  // Given all conversions, this campaign's share is binomial with p = its share of spend when both convert alike.
  const spendShare = t.spend / (t.spend + peers.spend);
  const p = betaCdf(spendShare, { alpha: t.conversions + 1, beta: peers.conversions + 1 });
  if (p < DECIDE) return null;
  const own = costPerConversion(t) as number;
  const theirs = costPerConversion(peers) as number;
  const to = topObjective(campaigns, v.campaign.id);
  const c = v.campaign;
  const change = (theirs / own - 1) * 100;
  return makeCandidate({
    type: 'CAMPAIGN_OBJECTIVE_OPTIMIZATION',
    targetEntity: { kind: 'campaign', id: String(c.id), name: c.name },
    title: `Optimize ${c.name} for ${label(to)}: it converts, but at ${usd(own)} a conversion`,
    description:
      `${c.name} runs for ${label(c.objective)} yet brought ${t.conversions} conversions in the last ${window.days} days, at ${usd(own)} each. ` +
      `Your campaigns optimized for conversions paid ${usd(theirs)} each. Change its objective to ${label(to)} so Facebook looks for the people who convert.`,
    tags: ['Objective', 'Conversions', 'Campaign'],
    expectedImpact: {
      metric: 'cost_per_conversion',
      expectedChange: change,
      changeType: 'decrease',
      timeframe: '14 days',
      confidence: confidenceOf('CAMPAIGN_OBJECTIVE_OPTIMIZATION', p),
    },
    evidence: evidence(
      window,
      { spend: t.spend, conversions: t.conversions, peerSpend: peers.spend, peerConversions: peers.conversions },
      [
        statistic('Conversions (credible interval)', 'gamma_posterior', countInterval(t.conversions, LEVEL)),
        probabilityStatistic('P(converts less per dollar than your conversion campaigns)', 'beta_posterior', p),
      ],
      { minConversions: OBJECTIVE_MIN_CONVERSIONS, decide: DECIDE },
      [
        `Objective ${label(c.objective)}, yet ${t.conversions} conversions for ${usd(t.spend)} (${usd(own)} each; ${OBJECTIVE_MIN_CONVERSIONS} needed to judge).`,
        `Your conversion-objective campaigns: ${peers.conversions} conversions for ${usd(peers.spend)} (${usd(theirs)} each).`,
        `Probability that it converts less per dollar than they do: ${pct(p, 1)}.`,
      ],
    ),
    action: { kind: 'objective', campaignId: c.id, from: c.objective, to },
  });
}

function buysClicks(v: CampaignView, window: Window, peers: Totals): Candidate | null {
  const t = v.totals;
  if (t.clicks < OBJECTIVE_MIN_CLICKS || peers.impressions < MIN_IMPRESSIONS_PER_GROUP || t.impressions === 0) return null;
  const p = betaCdf(OBJECTIVE_MAX_CONVERSION_RATE, betaPosterior(t.conversions, t.clicks));
  if (p < DECIDE) return null;
  const own = t.clicks / t.impressions;
  const theirs = peers.clicks / peers.impressions;
  if (theirs <= own) return null;
  const c = v.campaign;
  const rate = wilsonInterval(t.conversions, t.clicks, LEVEL);
  return makeCandidate({
    type: 'CAMPAIGN_OBJECTIVE_OPTIMIZATION',
    targetEntity: { kind: 'campaign', id: String(c.id), name: c.name },
    title: `Optimize ${c.name} for traffic: ${t.clicks} clicks, ${t.conversions} conversions`,
    description:
      `${c.name} runs for ${label(c.objective)} but its ${t.clicks} clicks in the last ${window.days} days brought ${t.conversions} conversions ` +
      `(at most ${pct(rate.upper)} of clicks). It buys clicks, not conversions: optimize it for traffic, where your traffic campaigns reach a CTR of ${pct(theirs)} ` +
      `against its ${pct(own)} — or check that its conversions are tracked.`,
    tags: ['Objective', 'Traffic', 'Campaign'],
    expectedImpact: {
      metric: 'ctr',
      expectedChange: (theirs / own - 1) * 100,
      changeType: 'increase',
      timeframe: '14 days',
      confidence: confidenceOf('CAMPAIGN_OBJECTIVE_OPTIMIZATION', p),
    },
    evidence: evidence(
      window,
      {
        clicks: t.clicks,
        conversions: t.conversions,
        impressions: t.impressions,
        peerImpressions: peers.impressions,
        peerClicks: peers.clicks,
      },
      [
        statistic('Conversions per click', 'wilson', rate),
        probabilityStatistic(`P(conversions per click under ${pct(OBJECTIVE_MAX_CONVERSION_RATE, 1)})`, 'beta_posterior', p),
      ],
      { minClicks: OBJECTIVE_MIN_CLICKS, maxConversionRate: OBJECTIVE_MAX_CONVERSION_RATE, decide: DECIDE },
      [
        `${t.conversions} conversions from ${t.clicks} clicks (${OBJECTIVE_MIN_CLICKS} clicks needed to judge).`,
        `Probability that fewer than ${pct(OBJECTIVE_MAX_CONVERSION_RATE, 1)} of its clicks convert: ${pct(p, 1)}.`,
        `Your traffic campaigns: CTR ${pct(theirs)}; this one ${pct(own)}.`,
      ],
    ),
    action: { kind: 'objective', campaignId: c.id, from: c.objective, to: 'TRAFFIC' },
  });
}
