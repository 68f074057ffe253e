/** Content analytics: counts, types, provider selection rates and the top contents by score. */
import { describe, expect, it } from 'vitest';
import { contentAnalytics } from './content.ts';
import { scoreBaseline } from './content-score.ts';

const types = { headline: 6, primary_text: 6, description: 4, call_to_action: 6, image: 2, video: 0 };

describe('content analytics', () => {
  const candidates = [
    { contentId: 11, adId: 1, headline: 'A', provider: 'OPENAI', impressions: 1000, clicks: 30, conversions: 0 },
    { contentId: 12, adId: 2, headline: 'B', provider: 'GEMINI', impressions: 1000, clicks: 10, conversions: 0 },
    { contentId: 13, adId: 3, headline: 'C', provider: 'GEMINI', impressions: 2000, clicks: 40, conversions: 0 },
    { contentId: 14, adId: 4, headline: 'never shown', provider: 'OPENAI', impressions: 0, clicks: 0, conversions: 0 },
  ];

  it('selection rate, type distribution, provider selection rates, top contents by score', () => {
    const result = contentAnalytics({
      counts: { generated: 8, selected: 3, types },
      providers: [
        { provider: 'OPENAI', contents: 5, selected: 2 },
        { provider: 'GEMINI', contents: 3, selected: 1 },
        { provider: 'FAL_AI', contents: 0, selected: 0 },
      ],
      candidates,
      baseline: scoreBaseline(candidates),
    });
    expect(result).toEqual({
      totalContentGenerated: 8,
      selectedContent: 3,
      selectionRate: 37.5, // 3 / 8
      contentTypeDistribution: types,
      aiProviderPerformance: { OPENAI: 40, GEMINI: 33.33 }, // 2 / 5, 1 / 3
      topPerformingContent: [
        // Scores from the worked example (shrinkage.test.ts): 5,800, 5,000, 3,824; an ad with no impressions is not ranked.
        {
          contentId: 11,
          adId: 1,
          headline: 'A',
          aiProvider: 'OPENAI',
          impressions: 1000,
          clicks: 30,
          ctr: 3,
          conversions: 0,
          performanceScore: 5800,
        },
        {
          contentId: 13,
          adId: 3,
          headline: 'C',
          aiProvider: 'GEMINI',
          impressions: 2000,
          clicks: 40,
          ctr: 2,
          conversions: 0,
          performanceScore: 5000,
        },
        {
          contentId: 12,
          adId: 2,
          headline: 'B',
          aiProvider: 'GEMINI',
          impressions: 1000,
          clicks: 10,
          ctr: 1,
          conversions: 0,
          performanceScore: 3824,
        },
      ],
      // Mean score (5800 + 5000 + 3824) / 3 = 4,874.67 → 4,875; CTR of the sums 80 / 4,000 = 2 %.
      topContentSummary: { count: 3, averagePerformanceScore: 4875, totalImpressions: 4000, averageCTR: 2 },
    });
  });

  it('an empty account: zeros, null rates, every type at 0', () => {
    const result = contentAnalytics({
      counts: { generated: 0, selected: 0, types: { headline: 0, primary_text: 0, description: 0, call_to_action: 0, image: 0, video: 0 } },
      providers: [],
      candidates: [],
      baseline: scoreBaseline([]),
    });
    expect(result.selectionRate).toBeNull();
    expect(result.contentTypeDistribution.video).toBe(0);
    expect(result.topPerformingContent).toEqual([]);
    expect(result.topContentSummary).toEqual({ count: 0, averagePerformanceScore: null, totalImpressions: 0, averageCTR: null });
  });
});
