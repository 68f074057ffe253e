/**
 * The AI provider interface: what a text provider and an image provider take and give back.
 * Every adapter (and BUILTIN) implements these; registry.ts hands them out per user.
 */
import type { AdType, CallToAction } from '@ads-creative/contracts/ads';
import type { AdCopy, AdLanguage, AiProviderId, ImageSize, PromptStyle } from '@ads-creative/contracts/ai';
import type { GenerationGuidance } from '@ads-creative/contracts/generation';

export interface CampaignContext {
  name?: string | null;
  objective?: string | null;
  targetAudience?: string | null;
}

/** One Ad Library ad as reference copy: its primary text and, when known, headline, description and call to action. */
export interface ExtractedCopy {
  body: string;
  headline?: string;
  description?: string;
  callToAction?: string;
}

export interface TextGenerationRequest {
  /** The advertiser's brief (may be empty when extracted ad copy is given). */
  prompt: string;
  language: AdLanguage;
  promptStyle: PromptStyle;
  adType: AdType;
  /** When set, every variation uses it; otherwise the provider picks one of the 10 codes. */
  callToAction?: CallToAction;
  /** 1..5 */
  numberOfVariations: number;
  /** Ads read from Facebook Ad Library links, used as reference. */
  extractedContent?: ExtractedCopy[];
  campaign?: CampaignContext;
  /** A saved custom prompt (spec 1 §7 `customPrompt`): extra instructions from the user. */
  customPrompt?: string;
  /** Angles to lean on and avoid, hook and length (issue 18, decision 187); absent when the user asked for none. */
  guidance?: GenerationGuidance;
}

/** One variation's copy: headline, primaryText (the body), description, callToAction. */
export type AdCopyVariation = AdCopy;

export interface ImageGenerationRequest {
  /** The advertiser's brief; what the picture is about. */
  prompt: string;
  /** The chosen variation's headline and call to action (BUILTIN draws them; models get them as context). */
  headline: string;
  callToAction: CallToAction;
  size: ImageSize;
  language?: AdLanguage;
  promptStyle?: PromptStyle;
}

/** What a caller logs for each provider call (one call = all HTTP attempts, retries and repairs included). */
export interface AiUsage {
  provider: AiProviderId;
  kind: 'text' | 'image';
  model: string;
  /** Wall time of the whole call, waits included. */
  latencyMs: number;
  /** HTTP requests made: 1 normally, +1 for a retried 429/5xx, +1 for a repair turn (4 at most). */
  attempts: number;
  inputTokens?: number;
  outputTokens?: number;
  images?: number;
  /** USD from prices.ts; null when the model is not in the price table. 0 for BUILTIN. */
  costUsd: number | null;
}

export interface TextGenerationResult {
  variations: AdCopyVariation[];
  usage: AiUsage;
}

export interface ImageGenerationResult {
  bytes: Buffer;
  mimeType: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
  usage: AiUsage;
}

/** Per call: who is asking (for the per-user concurrency limit) and a way to cancel. */
export interface AiCallContext {
  userId?: string | number;
  signal?: AbortSignal;
}

export interface TextProvider {
  readonly id: AiProviderId;
  readonly model: string;
  generateVariations(request: TextGenerationRequest, ctx?: AiCallContext): Promise<TextGenerationResult>;
}

export interface ImageProvider {
  readonly id: AiProviderId;
  readonly model: string;
  generateImage(request: ImageGenerationRequest, ctx?: AiCallContext): Promise<ImageGenerationResult>;
}
