/**
 * Decision 187: how often the built-in provider keeps a brief's offer. For every brief of offer-prompts.json,
 * every prompt style and ad type, five variations are written in the brief's language; a variation keeps the
 * offer when its primary text contains it as the brief writes it (case aside: the same number and unit); the
 * looser count takes it anywhere in the ad (headline, primary text or description).
 * Shared by the unit test (100 % on the fixture) and bench/creative/offer-kept.ts (before/after).
 */
import fs from 'node:fs';
import { adTypes } from '@ads-creative/contracts/ads';
import { type AdLanguage, promptStyles } from '@ads-creative/contracts/ai';
import type { AdCopyVariation, TextGenerationRequest } from '../../../apps/server/src/providers/ai/types.ts';

export interface OfferPrompt {
  language: AdLanguage;
  prompt: string;
  offer: string;
}

export const offerPrompts = (): OfferPrompt[] =>
  JSON.parse(fs.readFileSync(new URL('../offer-prompts.json', import.meta.url), 'utf8')).prompts;

export const keepsOffer = (v: AdCopyVariation, offer: string): boolean => v.primaryText.toLowerCase().includes(offer.toLowerCase());
/** Looser: anywhere in the ad (headline, primary text or description). */
export const showsOffer = (v: AdCopyVariation, offer: string): boolean =>
  `${v.headline}\n${v.primaryText}\n${v.description}`.toLowerCase().includes(offer.toLowerCase());

export interface OfferKept {
  variations: number;
  /** In the primary text. */
  kept: number;
  /** Anywhere in the ad. */
  shown: number;
  /** Briefs whose every variation kept the offer. */
  briefsAlways: number;
  briefs: number;
  /** Up to 5 variations that dropped it, to read. */
  misses: Array<{ prompt: string; offer: string; primaryText: string }>;
}

export function measureOfferKept(write: (req: TextGenerationRequest) => AdCopyVariation[], prompts = offerPrompts()): OfferKept {
  const result: OfferKept = { variations: 0, kept: 0, shown: 0, briefsAlways: 0, briefs: prompts.length, misses: [] };
  for (const { language, prompt, offer } of prompts) {
    let always = true;
    for (const promptStyle of promptStyles)
      for (const adType of adTypes)
        for (const v of write({ prompt, language, promptStyle, adType, numberOfVariations: 5 })) {
          result.variations++;
          if (showsOffer(v, offer)) result.shown++;
          if (keepsOffer(v, offer)) result.kept++;
          else {
            always = false;
            if (result.misses.length < 5) result.misses.push({ prompt, offer, primaryText: v.primaryText });
          }
        }
    if (always) result.briefsAlways++;
  }
  return result;
}
