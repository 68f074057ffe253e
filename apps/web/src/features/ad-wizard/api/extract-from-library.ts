/** POST /api/ads/extract-from-library: ad copy from Facebook Ad Library links; an item or a list (spec 1 §7). */
import type { PromptStyle } from '@ads-creative/contracts/ai';
import type { ExtractedItem } from '@ads-creative/contracts/generation';
import { api } from '../../../lib/api-client.ts';

export interface ExtractBody {
  adLinks: string[];
  promptStyle: string | PromptStyle;
  customPrompt: string | null;
}

export const extractFromLibrary = (body: ExtractBody) =>
  api<ExtractedItem[] | ExtractedItem | null>('/ads/extract-from-library', { method: 'POST', body });
