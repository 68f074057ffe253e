/** POST /api/ads/generate: N variations in an unsaved preview. A non-'success' answer is raised as its message (spec 1 §7). */
import type { GenerateAdInput, GenerateAdResponse } from '@ads-creative/contracts/generation';
import { api } from '../../../lib/api-client.ts';

export class GenerationRefused extends Error {}

export async function generateAd(body: GenerateAdInput): Promise<GenerateAdResponse> {
  const res = await api<GenerateAdResponse | { status?: string; message?: string }>('/ads/generate', { method: 'POST', body });
  if (res?.status !== 'success') throw new GenerationRefused(res?.message ?? '');
  return res as GenerateAdResponse;
}
