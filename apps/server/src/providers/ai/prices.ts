/**
 * What a provider call costs, in USD: per 1M input/output tokens for text, per image for images.
 * List prices as published by each provider (checked 2025-11); AI_PRICES_JSON overrides or adds
 * models. A model missing here costs `null` (unknown), never a made-up number.
 */
import type { ImageSize } from '@ads-creative/contracts/ai';
import { z } from 'zod';

const price = z
  .object({
    inputPerMTok: z.number().min(0).optional(),
    outputPerMTok: z.number().min(0).optional(),
    /** Per square (1080×1080) image, and the default for every size. */
    perImage: z.number().min(0).optional(),
    /** Per landscape (1200×628) image when the provider bills the wider native size more. */
    perImageWide: z.number().min(0).optional(),
  })
  .strict();
export type ModelPrice = z.infer<typeof price>;

export const priceTableSchema = z.record(z.string().min(1), price);
export type PriceTable = z.infer<typeof priceTableSchema>;

export const DEFAULT_PRICES: PriceTable = {
  // OpenAI (platform.openai.com/docs/pricing); images at quality 'medium', the adapter's setting.
  'gpt-4.1': { inputPerMTok: 2, outputPerMTok: 8 },
  'gpt-4.1-mini': { inputPerMTok: 0.4, outputPerMTok: 1.6 },
  'gpt-4.1-nano': { inputPerMTok: 0.1, outputPerMTok: 0.4 },
  'gpt-4o': { inputPerMTok: 2.5, outputPerMTok: 10 },
  'gpt-4o-mini': { inputPerMTok: 0.15, outputPerMTok: 0.6 },
  'gpt-5': { inputPerMTok: 1.25, outputPerMTok: 10 },
  'gpt-5-mini': { inputPerMTok: 0.25, outputPerMTok: 2 },
  'gpt-5-nano': { inputPerMTok: 0.05, outputPerMTok: 0.4 },
  'gpt-image-1': { perImage: 0.042, perImageWide: 0.063 },
  'gpt-image-1-mini': { perImage: 0.011, perImageWide: 0.015 },
  'dall-e-3': { perImage: 0.04, perImageWide: 0.08 },
  // Anthropic (claude.com/pricing)
  'claude-haiku-4-5': { inputPerMTok: 1, outputPerMTok: 5 },
  'claude-sonnet-4-5': { inputPerMTok: 3, outputPerMTok: 15 },
  'claude-opus-4-5': { inputPerMTok: 5, outputPerMTok: 25 },
  'claude-3-5-haiku': { inputPerMTok: 0.8, outputPerMTok: 4 },
  // Google (ai.google.dev/gemini-api/docs/pricing), paid tier, prompts ≤ 200k tokens
  'gemini-2.5-flash': { inputPerMTok: 0.3, outputPerMTok: 2.5 },
  'gemini-2.5-flash-lite': { inputPerMTok: 0.1, outputPerMTok: 0.4 },
  'gemini-2.5-pro': { inputPerMTok: 1.25, outputPerMTok: 10 },
  'gemini-2.0-flash': { inputPerMTok: 0.1, outputPerMTok: 0.4 },
  'gemini-2.5-flash-image': { perImage: 0.039 },
  // Hugging Face router: the price is the serving provider's and varies; these are typical.
  'Qwen/Qwen2.5-72B-Instruct': { inputPerMTok: 0.13, outputPerMTok: 0.4 },
  'meta-llama/Llama-3.1-8B-Instruct': { inputPerMTok: 0.02, outputPerMTok: 0.05 },
  'black-forest-labs/FLUX.1-schnell': { perImage: 0.003 },
  // fal.ai (fal.ai/pricing): billed per megapixel; the adapter asks for ≤ 1 MP.
  'fal-ai/flux/schnell': { perImage: 0.003 },
  'fal-ai/flux/dev': { perImage: 0.025 },
  // Stability AI (platform.stability.ai/pricing): credits at $0.01.
  'stable-image-core': { perImage: 0.03 },
  'sd3.5-large': { perImage: 0.065 },
  'stable-image-ultra': { perImage: 0.08 },
};

export function mergePrices(overrides?: PriceTable): PriceTable {
  return overrides ? { ...DEFAULT_PRICES, ...overrides } : DEFAULT_PRICES;
}

/** Exact id first, then without a date suffix ('claude-haiku-4-5-20251001') or a 'models/' prefix. */
export function priceOf(table: PriceTable, model: string): ModelPrice | undefined {
  const bare = model.replace(/^models\//, '');
  const undated = bare.replace(/-(\d{8}|\d{4}-\d{2}-\d{2})$/, '');
  return table[model] ?? table[bare] ?? table[undated];
}

const round = (usd: number) => Math.round(usd * 1e8) / 1e8;

export function textCost(table: PriceTable, model: string, inputTokens?: number, outputTokens?: number): number | null {
  const p = priceOf(table, model);
  if (p?.inputPerMTok === undefined || p.outputPerMTok === undefined) return null;
  return round(((inputTokens ?? 0) * p.inputPerMTok + (outputTokens ?? 0) * p.outputPerMTok) / 1e6);
}

export function imageCost(table: PriceTable, model: string, size: ImageSize, images = 1): number | null {
  const p = priceOf(table, model);
  if (p?.perImage === undefined) return null;
  const each = size === '1200x628' ? (p.perImageWide ?? p.perImage) : p.perImage;
  return round(each * images);
}
