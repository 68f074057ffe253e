/** POST /api/ads/save-existing: keeps the preview as an ad with the chosen variation. A non-'success' answer is raised as its message. */
import type { Ad } from '@ads-creative/contracts/ads';
import type { SaveExistingAdInput } from '@ads-creative/contracts/generation';
import { api } from '../../../lib/api-client.ts';
import { GenerationRefused } from './generate-ad.ts';

interface SaveExistingAnswer {
  status?: string;
  message?: string;
  adId?: number;
  ad?: Ad;
}

export async function saveExistingAd(body: SaveExistingAdInput): Promise<SaveExistingAnswer> {
  const res = await api<SaveExistingAnswer>('/ads/save-existing', { method: 'POST', body });
  if (res?.status !== 'success') throw new GenerationRefused(res?.message ?? '');
  return res;
}
