/**
 * AI provider analytics (docs/analytics.md §AI providers): per provider, from the AI call log and the
 * delivery of the ads whose selected content it wrote; the most used provider by calls, the best
 * performing one by the CTR of its ads shrunk toward the user's overall CTR (shrinkage.ts), so that
 * 3 ads cannot beat 300 by luck.
 */

import type { AiProviderId } from '@ads-creative/contracts/ai';
import type { AiProviderAnalytics, ProviderMetric } from '@ads-creative/contracts/analytics';
import { ctr, percent, round2 } from './formulas.ts';
import { estimatePrior, shrinkGroup } from './shrinkage.ts';

/** One provider's calls in the range (ai_calls). */
export interface ProviderCalls {
  provider: string;
  calls: number;
  successes: number;
  /** Successful calls whose output the user chose. */
  selected: number;
  totalLatencyMs: number;
  /** USD; unpriced calls count 0. */
  cost: number;
}

/** One provider's contents in the range (of saved ads): written (text) or drawn (image) by it. */
export interface ProviderContents {
  provider: string;
  contents: number;
  selected: number;
}

/** An ad that delivered in the range, and the provider of its selected content (null: written by hand). */
export interface AdDelivery {
  provider: string | null;
  impressions: number;
  clicks: number;
}

/** Ties: more calls (or impressions), then more contents, then the provider id, so the answer is stable. */
const byName = (a: string, b: string) => a.localeCompare(b);

export function providerAnalytics(input: {
  calls: readonly ProviderCalls[];
  contents: readonly ProviderContents[];
  ads: readonly AdDelivery[];
  estimatedSavings: number;
}): AiProviderAnalytics {
  const prior = estimatePrior(input.ads.map((a) => ({ exposures: a.impressions, events: a.clicks })));
  const adsOf = adsByProvider(input.ads);
  const providers = new Set<string>([...input.calls.map((c) => c.provider), ...adsOf.keys()]);
  const metrics: Record<string, ProviderMetric> = {};
  for (const provider of [...providers].sort(byName)) {
    const calls = input.calls.find((c) => c.provider === provider);
    const contents = input.contents.find((c) => c.provider === provider);
    const ads = adsOf.get(provider) ?? [];
    const impressions = ads.reduce((s, a) => s + a.impressions, 0);
    const clicks = ads.reduce((s, a) => s + a.clicks, 0);
    metrics[provider] = {
      selectionRate: calls ? percent(calls.selected, calls.successes) : null,
      contentCount: contents?.contents ?? 0,
      successRate: calls ? percent(calls.successes, calls.calls) : null,
      averageResponseTime: calls && calls.calls > 0 ? Math.round(calls.totalLatencyMs / calls.calls) : null,
      totalCost: round2(calls?.cost ?? 0),
      calls: calls?.calls ?? 0,
      adCount: ads.length,
      impressions,
      clicks,
      ctr: ctr({ clicks, impressions }),
      adjustedCtr:
        impressions > 0
          ? round2(
              100 *
                shrinkGroup(
                  ads.map((a) => ({ exposures: a.impressions, events: a.clicks })),
                  prior,
                ),
            )
          : null,
    };
  }
  return {
    mostUsedProvider: mostUsed(input.calls, input.contents),
    bestPerformingProvider: bestPerforming(metrics),
    totalAICost: round2(input.calls.reduce((s, c) => s + c.cost, 0)),
    estimatedSavings: input.estimatedSavings,
    providerMetrics: metrics,
  };
}

/** The ads whose selected content each provider wrote (ads written by hand have none). */
function adsByProvider(ads: readonly AdDelivery[]): Map<string, AdDelivery[]> {
  const byProvider = new Map<string, AdDelivery[]>();
  for (const ad of ads) {
    if (!ad.provider) continue;
    const group = byProvider.get(ad.provider);
    if (group) group.push(ad);
    else byProvider.set(ad.provider, [ad]);
  }
  return byProvider;
}

function mostUsed(calls: readonly ProviderCalls[], contents: readonly ProviderContents[]): AiProviderId | null {
  const contentsOf = (p: string) => contents.find((c) => c.provider === p)?.contents ?? 0;
  const ranked = calls
    .filter((c) => c.calls > 0)
    .sort((a, b) => b.calls - a.calls || contentsOf(b.provider) - contentsOf(a.provider) || byName(a.provider, b.provider));
  return (ranked[0]?.provider as AiProviderId | undefined) ?? null;
}

/** Highest adjusted CTR (as answered, 2 decimals; ties: more impressions, then the id) among providers whose ads had impressions. */
function bestPerforming(metrics: Record<string, ProviderMetric>): AiProviderId | null {
  const ranked = Object.entries(metrics)
    .filter(([, m]) => m.impressions > 0 && m.adjustedCtr !== null)
    .sort(([a, x], [b, y]) => (y.adjustedCtr as number) - (x.adjustedCtr as number) || y.impressions - x.impressions || byName(a, b));
  return (ranked[0]?.[0] as AiProviderId | undefined) ?? null;
}
