/**
 * POST /api/ads/generate: N variations in an unsaved preview. A non-'success' answer is raised as its message (spec 1 §7).
 * Waits GENERATION_TIMEOUT_MS, not the usual 30 s: with real image providers a run takes longer, and
 * the server cancels the run when the client leaves (decisions 040, 041).
 */
import { GENERATION_TIMEOUT_MS } from '@ads-creative/contracts/constants';
import type { GenerateAdInput, GenerateAdResponse } from '@ads-creative/contracts/generation';
import { api } from '../../../lib/api-client.ts';

export class GenerationRefused extends Error {}

export async function generateAd(body: GenerateAdInput): Promise<GenerateAdResponse> {
  const res = await api<GenerateAdResponse | { status?: string; message?: string }>('/ads/generate', {
    method: 'POST',
    body,
    timeoutMs: GENERATION_TIMEOUT_MS,
  });
  if (res?.status !== 'success') throw new GenerationRefused(res?.message ?? '');
  return res as GenerateAdResponse;
}
