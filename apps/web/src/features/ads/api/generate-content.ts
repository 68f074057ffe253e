/**
 * POST /api/ads/{id}/generate-content {prompt, provider, campaignId, adId}: three more text options
 * for a saved ad, written by the chosen provider; answers with the ad's whole content list, which
 * replaces the cached one. Waits GENERATION_TIMEOUT_MS rather than the usual 30 s: a provider may
 * take longer, and the server cancels the run when the client leaves (decision 041).
 */

import type { AdContent } from '@ads-creative/contracts/ads';
import { GENERATION_TIMEOUT_MS } from '@ads-creative/contracts/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface GenerateContentInput {
  prompt: string;
  /** A provider id in any case ('openai' before the list loads); sent upper-cased, as the server names them. */
  provider: string;
  campaignId?: number | null;
}

export const generateContent = (adId: number, { prompt, provider, campaignId }: GenerateContentInput) =>
  api<AdContent[]>(`/ads/${adId}/generate-content`, {
    method: 'POST',
    body: { prompt: prompt.trim(), provider: provider.toUpperCase(), adId, ...(campaignId ? { campaignId } : {}) },
    timeoutMs: GENERATION_TIMEOUT_MS,
  });

export function useGenerateContent(adId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GenerateContentInput) => generateContent(adId, input),
    onSuccess: async (contents) => {
      queryClient.setQueryData(queryKeys.adContents(adId), contents);
      await queryClient.invalidateQueries({ queryKey: queryKeys.adContents(adId) });
    },
  });
}
