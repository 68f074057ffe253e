/**
 * Saving the wizard on an existing ad (/ads/{id}/edit): POST /api/ads/{id}/select-content when the
 * chosen variation is one of its stored contents, then PUT /api/ads/{id} with the step 1 fields and
 * the chosen copy, so edits made in the Edit Ad Variation dialog win over the stored content.
 */
import type { Ad, AdType } from '@ads-creative/contracts/ads';
import { api } from '../../../lib/api-client.ts';

export interface UpdateExistingAdBody {
  name: string;
  campaignId: number;
  adType: AdType;
  headline: string;
  primaryText: string | null;
  description: string | null;
  callToAction: string;
  imageUrl: string | null;
  mediaFileUrl: string | null;
}

export const selectAdContent = (adId: number, contentId: number) =>
  api<Ad>(`/ads/${adId}/select-content`, { method: 'POST', query: { contentId } });

export const updateExistingAd = (adId: number, body: UpdateExistingAdBody) => api<Ad>(`/ads/${adId}`, { method: 'PUT', body });
