/**
 * Content analytics (docs/analytics.md §Content): AI-written contents created in the range, how many
 * were chosen, their types, each provider's selection rate, and the best performing contents by score.
 */

import type { AiProviderId } from '@ads-creative/contracts/ai';
import {
  type ContentAnalytics,
  type ContentType,
  contentTypes,
  TOP_CONTENT_COUNT,
  type TopContent,
} from '@ads-creative/contracts/analytics';
import { type Delivery, performanceScore, type ScoreBaseline } from './content-score.ts';
import { ctr, percent } from './formulas.ts';
import type { ProviderContents } from './provider-ranking.ts';

export interface ContentCounts {
  /** AI contents (a text or image call wrote them) of saved ads created in the range. */
  generated: number;
  selected: number;
  /** Per content type, how many of those contents have that part written or drawn by AI. */
  types: Record<ContentType, number>;
}

/** A selected AI content of an ad that delivered in the range, with that delivery. */
export interface ContentCandidate extends Delivery {
  contentId: number;
  adId: number;
  headline: string | null;
  provider: string;
}

export function contentAnalytics(input: {
  counts: ContentCounts;
  providers: readonly ProviderContents[];
  candidates: readonly ContentCandidate[];
  baseline: ScoreBaseline;
}): ContentAnalytics {
  const top = topContent(input.candidates, input.baseline);
  const impressions = top.reduce((s, c) => s + c.impressions, 0);
  return {
    totalContentGenerated: input.counts.generated,
    selectedContent: input.counts.selected,
    selectionRate: percent(input.counts.selected, input.counts.generated),
    contentTypeDistribution: Object.fromEntries(contentTypes.map((t) => [t, input.counts.types[t] ?? 0])) as Record<ContentType, number>,
    aiProviderPerformance: Object.fromEntries(
      input.providers.filter((p) => p.contents > 0).map((p) => [p.provider, percent(p.selected, p.contents) as number]),
    ),
    topPerformingContent: top,
    topContentSummary: {
      count: top.length,
      averagePerformanceScore: top.length ? Math.round(top.reduce((s, c) => s + c.performanceScore, 0) / top.length) : null,
      totalImpressions: impressions,
      averageCTR: ctr({ clicks: top.reduce((s, c) => s + c.clicks, 0), impressions }),
    },
  };
}

/** Highest score first (then more impressions, then the lower id); at most TOP_CONTENT_COUNT. */
export function topContent(candidates: readonly ContentCandidate[], baseline: ScoreBaseline): TopContent[] {
  return rankContent(candidates, baseline).slice(0, TOP_CONTENT_COUNT);
}

/** Every candidate that delivered, scored, highest score first (then more impressions, then the lower id). */
export function rankContent(candidates: readonly ContentCandidate[], baseline: ScoreBaseline): TopContent[] {
  return candidates
    .filter((c) => c.impressions > 0)
    .map((c) => ({
      contentId: c.contentId,
      adId: c.adId,
      headline: c.headline,
      aiProvider: c.provider as AiProviderId,
      impressions: c.impressions,
      clicks: c.clicks,
      ctr: ctr(c),
      conversions: c.conversions,
      performanceScore: performanceScore(c, baseline),
    }))
    .sort((a, b) => b.performanceScore - a.performanceScore || b.impressions - a.impressions || a.contentId - b.contentId);
}
