/**
 * POST /api/creative/score: the preview's variations scored from the account's own results by creative tag
 * (decision 185). Advisory: a failure leaves the cards as they are, never stops saving.
 */
import { isCallToAction } from '@ads-creative/contracts/ads';
import type { CreativeScore } from '@ads-creative/contracts/creative-score';
import type { AdVariation } from '@ads-creative/contracts/generation';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The score body of the cards as shown (edits included): the body is the primary text. */
export const scoreBody = (campaignId: number, variations: AdVariation[]) => ({
  campaignId,
  variations: variations.map((v) => ({
    headline: v.headline,
    primaryText: v.body || null,
    description: v.description || null,
    callToAction: isCallToAction(v.callToAction) ? v.callToAction : null,
  })),
});

export const fetchVariationScores = (body: ReturnType<typeof scoreBody>) => api<CreativeScore>('/creative/score', { method: 'POST', body });

/** Scores once per campaign and copy; an edited card asks again. Not asked for cards without a headline (the server would refuse them). */
export function useVariationScores(campaignId: number | null, variations: AdVariation[]) {
  const body = campaignId ? scoreBody(campaignId, variations) : null;
  const askable = !!body && body.variations.length > 0 && body.variations.every((v) => v.headline.trim() !== '');
  return useQuery({
    queryKey: ['creative-score', body] as const,
    queryFn: () => fetchVariationScores(body as ReturnType<typeof scoreBody>),
    enabled: askable,
    staleTime: 60_000,
    retry: false,
  });
}
