/**
 * The AI side of a demo ad, planned from a seeded random source (pure): the generation runs that
 * wrote its contents (one text call for all variations, one image call per picture, as the real
 * generation flow logs them), the runs that failed before (logged with no ad, nothing saved), and
 * which content the user chose. Copy comes from the built-in provider's templates, costs from the
 * price table, so the numbers are the ones the app would have logged. Decision 095.
 */
import type { AdType, CallToAction } from '@ads-creative/contracts/ads';
import type { AdLanguage, AiProviderId, ImageSize, PromptStyle } from '@ads-creative/contracts/ai';
import type { CampaignObjective } from '@ads-creative/contracts/campaigns';
import { gaussian, integerBetween, pickWeighted, type Random, uniform } from '../../lib/seeded-random.ts';
import { writeVariations } from '../../providers/ai/builtin/builtin-text-provider.ts';
import { DEFAULT_PRICES, imageCost, textCost } from '../../providers/ai/prices.ts';
import type { AdCopyVariation } from '../../providers/ai/types.ts';
import { imageSizeFor } from '../generation/generation.service.ts';

export type DemoTextProvider = Extract<AiProviderId, 'OPENAI' | 'GEMINI' | 'ANTHROPIC' | 'HUGGINGFACE'>;
export type DemoImageProvider = Extract<AiProviderId, 'OPENAI' | 'GEMINI' | 'HUGGINGFACE' | 'FAL_AI' | 'STABLE_DIFFUSION'>;

interface ProviderProfile {
  /** Models users pick, by weight (the server default most often). */
  models: Readonly<Record<string, number>>;
  /** Share of runs, among the providers of the same kind. */
  share: number;
  /** Median wall time of one call, ms. */
  latencyMs: number;
  /** Share of calls that fail. */
  failureRate: number;
}

export const TEXT_PROVIDERS: Readonly<Record<DemoTextProvider, ProviderProfile>> = {
  OPENAI: { models: { 'gpt-4.1-mini': 6, 'gpt-4.1': 2, 'gpt-5-mini': 2 }, share: 38, latencyMs: 2600, failureRate: 0.04 },
  GEMINI: { models: { 'gemini-2.5-flash': 8, 'gemini-2.5-pro': 2 }, share: 26, latencyMs: 2100, failureRate: 0.06 },
  ANTHROPIC: { models: { 'claude-haiku-4-5': 7, 'claude-sonnet-4-5': 3 }, share: 22, latencyMs: 3200, failureRate: 0.03 },
  HUGGINGFACE: {
    models: { 'Qwen/Qwen2.5-72B-Instruct': 8, 'meta-llama/Llama-3.1-8B-Instruct': 2 },
    share: 14,
    latencyMs: 4800,
    failureRate: 0.12,
  },
};

export const IMAGE_PROVIDERS: Readonly<Record<DemoImageProvider, ProviderProfile>> = {
  OPENAI: { models: { 'gpt-image-1-mini': 7, 'gpt-image-1': 3 }, share: 30, latencyMs: 14_000, failureRate: 0.05 },
  GEMINI: { models: { 'gemini-2.5-flash-image': 1 }, share: 20, latencyMs: 9_000, failureRate: 0.07 },
  HUGGINGFACE: { models: { 'black-forest-labs/FLUX.1-schnell': 1 }, share: 12, latencyMs: 6_500, failureRate: 0.1 },
  FAL_AI: { models: { 'fal-ai/flux/schnell': 7, 'fal-ai/flux/dev': 3 }, share: 23, latencyMs: 3_500, failureRate: 0.04 },
  STABLE_DIFFUSION: { models: { 'stable-image-core': 7, 'sd3.5-large': 3 }, share: 15, latencyMs: 8_000, failureRate: 0.08 },
};

/** How much the copy of each text provider lifts an ad's CTR (hand-written copy: 0.95), so "best performing provider" has an answer. */
export const PROVIDER_CTR_LIFT: Readonly<Record<DemoTextProvider, number>> = {
  ANTHROPIC: 1.08,
  OPENAI: 1.05,
  GEMINI: 1.0,
  HUGGINGFACE: 0.92,
};
export const HAND_WRITTEN_CTR_LIFT = 0.95;

const ERROR_CLASSES = { rate_limited: 4, timeout: 3, unavailable: 2, invalid_output: 2, auth: 1 } as const;

export interface PlannedCall {
  provider: DemoTextProvider | DemoImageProvider;
  model: string;
  kind: 'text' | 'image';
  latencyMs: number;
  attempts: number;
  inputTokens: number | null;
  outputTokens: number | null;
  images: number | null;
  /** USD, or null when the model is not priced. */
  costUsd: number | null;
  success: boolean;
  errorClass: string | null;
  /** A content this call wrote was chosen. */
  selected: boolean;
  at: Date;
}

/** One of the pictures the seeder renders once and shares: a business's creative in one style. */
export interface CreativeRef {
  business: CampaignObjective;
  style: PromptStyle;
  size: ImageSize;
}

export interface PlannedContent {
  title: string;
  body: string;
  description: string | null;
  callToAction: CallToAction | null;
  image: { creative: CreativeRef; call: PlannedCall } | null;
  selected: boolean;
}

/** A run that saved contents: its text call and the contents (each with its image call, if any). */
export interface PlannedRun {
  text: PlannedCall;
  contents: PlannedContent[];
}

export interface AdGenerationPlan {
  runs: PlannedRun[];
  /** Runs that failed: their calls are logged with no ad. */
  failedCalls: PlannedCall[];
  /** The copy the ad shows: the chosen content's, or the user's own. */
  copy: AdCopyVariation;
  /** The creative the ad shows (the chosen content's picture), if any. */
  creative: CreativeRef | null;
  /** The provider that wrote the ad's copy; null when the user wrote it. */
  copyProvider: DemoTextProvider | null;
}

export interface AdGenerationInput {
  /** The advertiser (demo-catalog.ts) whose brief it is. */
  business: CampaignObjective;
  brief: string;
  language: AdLanguage;
  style: PromptStyle;
  adType: AdType;
  targetAudience: string;
  /** When the ad was created: its first run ends then. */
  createdAt: Date;
  /** When the user asked for more options later, if ever (no later than now). */
  moreOptionsAt: Date | null;
}

const variationCache = new Map<string, AdCopyVariation[]>();

/** The built-in templates' five variations of a brief (pure, so remembered: a large demo asks for the same briefs many times). */
function variationsOf(input: Pick<AdGenerationInput, 'brief' | 'language' | 'style' | 'adType' | 'targetAudience'>): AdCopyVariation[] {
  const key = `${input.brief}|${input.language}|${input.style}|${input.adType}`;
  let variations = variationCache.get(key);
  if (!variations) {
    variations = writeVariations({
      prompt: input.brief,
      language: input.language,
      promptStyle: input.style,
      adType: input.adType,
      numberOfVariations: 5,
      campaign: { targetAudience: input.targetAudience },
    });
    variationCache.set(key, variations);
  }
  return variations;
}

const lognormal = (rand: Random, median: number, spread = 0.35) => Math.max(200, Math.round(median * Math.exp(gaussian(rand) * spread)));
const minutesBefore = (at: Date, minutes: number) => new Date(at.getTime() - minutes * 60_000);

function call(
  rand: Random,
  kind: 'text' | 'image',
  provider: DemoTextProvider | DemoImageProvider,
  at: Date,
  size: ImageSize,
  variations = 1,
  canFail = true,
): PlannedCall {
  const profile = kind === 'text' ? TEXT_PROVIDERS[provider as DemoTextProvider] : IMAGE_PROVIDERS[provider as DemoImageProvider];
  const model = pickWeighted(rand, profile.models);
  const failed = rand() < profile.failureRate && canFail;
  const errorClass = failed ? pickWeighted(rand, ERROR_CLASSES) : null;
  const retried = !failed && rand() < 0.08;
  const attempts = failed ? (errorClass === 'auth' ? 1 : integerBetween(rand, 2, 3)) : retried ? 2 : 1;
  const latencyMs = errorClass === 'timeout' ? 60_000 : lognormal(rand, profile.latencyMs * (retried ? 1.8 : 1));
  const base = { provider, model, kind, latencyMs, attempts, success: !failed, errorClass, selected: false, at };
  if (kind === 'image') {
    const images = failed ? 0 : 1;
    return { ...base, inputTokens: null, outputTokens: null, images, costUsd: failed ? 0 : imageCost(DEFAULT_PRICES, model, size) };
  }
  // A refused key costs nothing; a call that failed later was billed for what it read and wrote.
  const inputTokens = errorClass === 'auth' ? 0 : integerBetween(rand, 550, 1300);
  const outputTokens = errorClass === 'auth' || errorClass === 'timeout' ? 0 : Math.round(variations * uniform(rand, 110, 190));
  return { ...base, inputTokens, outputTokens, images: null, costUsd: textCost(DEFAULT_PRICES, model, inputTokens, outputTokens) };
}

/**
 * A run of `count` variations written by `textProvider`, with pictures from `imageProvider` when
 * given; it saved contents only if every call succeeded. Returns the calls of the attempts until
 * one succeeds (at most 3), the last one's contents.
 */
function runUntilSaved(
  rand: Random,
  input: AdGenerationInput,
  at: Date,
  count: number,
  first: number,
  providers: { text: DemoTextProvider; image: DemoImageProvider | null },
): { run: PlannedRun; failed: PlannedCall[] } {
  const failed: PlannedCall[] = [];
  const size = imageSizeFor(input.adType);
  for (let attempt = 0; ; attempt++) {
    // Earlier attempts happened a few minutes before the one that saved.
    const when = minutesBefore(at, (2 - attempt) * integerBetween(rand, 1, 4));
    // The third attempt goes through: the model is a user who retries, not a provider that is down for good.
    const canFail = attempt < 2;
    const variations = variationsOf(input);
    const text = call(rand, 'text', providers.text, when, size, count, canFail);
    const image = providers.image;
    // Pictures are drawn once the copy is written, all at once; a failure ends the run unsaved.
    const images = text.success && image ? Array.from({ length: count }, () => call(rand, 'image', image, when, size, 1, canFail)) : [];
    if (!text.success || images.some((c) => !c.success)) {
      failed.push(text, ...images);
      continue;
    }
    const contents = Array.from({ length: count }, (_, i): PlannedContent => {
      const v = variations[(first + i) % variations.length] as AdCopyVariation;
      const picture = images[i];
      return {
        title: v.headline,
        body: v.primaryText,
        // Not every variation keeps every field (edited in the wizard, or imported copy without them).
        description: rand() < 0.75 ? v.description || null : null,
        callToAction: rand() < 0.9 ? v.callToAction : null,
        image: picture ? { creative: { business: input.business, style: input.style, size }, call: picture } : null,
        selected: false,
      };
    });
    return { run: { text, contents }, failed };
  }
}

/** The AI history of one ad: with probability `aiShare` it was generated (and maybe refined later), else written by hand. */
export function planAdGeneration(rand: Random, input: AdGenerationInput, aiShare = 0.8): AdGenerationPlan {
  const own = variationsOf(input);
  if (rand() >= aiShare) {
    return {
      runs: [],
      failedCalls: [],
      copy: own[integerBetween(rand, 0, own.length - 1)] as AdCopyVariation,
      creative: null,
      copyProvider: null,
    };
  }
  const textProvider = pickWeighted(rand, shares(TEXT_PROVIDERS));
  const imageProvider = rand() < 0.55 ? pickWeighted(rand, shares(IMAGE_PROVIDERS)) : null;
  const count = integerBetween(rand, 1, 5);
  const first = integerBetween(rand, 0, 4);
  const firstRun = runUntilSaved(rand, input, input.createdAt, count, first, { text: textProvider, image: imageProvider });
  const runs = [firstRun.run];
  const failedCalls = [...firstRun.failed];
  if (input.moreOptionsAt) {
    const other = pickWeighted(rand, shares(TEXT_PROVIDERS));
    const more = runUntilSaved(rand, input, input.moreOptionsAt, 3, first + count, { text: other, image: null });
    runs.push(more.run);
    failedCalls.push(...more.failed);
  }
  // Most users keep one of the variations; some keep their own copy and only look at the options.
  const chosen = rand() < 0.8 ? runs[0]?.contents[integerBetween(rand, 0, count - 1)] : undefined;
  if (!chosen) {
    const copy = own[integerBetween(rand, 0, own.length - 1)] as AdCopyVariation;
    return { runs, failedCalls, copy, creative: null, copyProvider: null };
  }
  chosen.selected = true;
  (runs[0] as PlannedRun).text.selected = true;
  if (chosen.image) chosen.image.call.selected = true;
  return {
    runs,
    failedCalls,
    copy: {
      headline: chosen.title,
      primaryText: chosen.body,
      description: chosen.description ?? '',
      callToAction: chosen.callToAction ?? (own[0] as AdCopyVariation).callToAction,
    },
    creative: chosen.image?.creative ?? null,
    copyProvider: textProvider,
  };
}

const shares = <K extends string>(profiles: Readonly<Record<K, ProviderProfile>>) =>
  Object.fromEntries(Object.entries<ProviderProfile>(profiles).map(([k, p]) => [k, p.share])) as Record<K, number>;
