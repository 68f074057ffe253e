/**
 * The AI provider registry: which providers exist, which are usable for a user, and the text or
 * image provider to call. The one entry point for routes and services.
 *
 * Wiring (app.ts / server.ts):
 *   const ai = createAiRegistry(config);          // config includes aiConfigSchema's fields
 *   buildApp({ ..., ai });                         // tests pass their own registry (fakes' base URLs)
 *
 * Listing (GET /api/ai-providers[/text|/image]):
 *   ai.listProviders({ userKeys, capability: 'text' })
 *     → [{ id, name, description, capabilities, configured, missing?, offline, models }]
 *   `userKeys` are the user's decrypted Settings keys; only `configured` ever leaves the server.
 *
 * Generating (POST /api/ads/generate):
 *   const text = ai.getTextProvider(body.textProvider, userKeys);      // throws AiProviderError
 *   const { variations, usage } = await text.generateVariations(
 *     { prompt, language, promptStyle, adType, callToAction, numberOfVariations, extractedContent, campaign, customPrompt },
 *     { userId, signal });
 *   const image = ai.getImageProvider(body.imageProvider, userKeys);
 *   const { bytes, mimeType, usage } = await image.generateImage(
 *     { prompt, headline: v.headline, callToAction: v.callToAction, size: '1200x628', language, promptStyle }, { userId });
 *
 * Errors: everything thrown is an AiProviderError { provider, kind, message, status?, retryAfterMs?,
 * usage? }. kind is one of auth | rate_limited | timeout | invalid_output | unavailable |
 * bad_request | not_configured; message is user-readable, never the provider's own words (those are
 * in `detail`, for the log). Suggested HTTP
 * mapping: not_configured → 422 PROVIDER_NOT_CONFIGURED (the client's choice); bad_request → 400; rate_limited → 429 (Retry-After
 * from retryAfterMs); auth, timeout, invalid_output, unavailable → 502 BAD_GATEWAY.
 *
 * Call log: every result and every error (error.usage) carries AiUsage { provider, kind, model,
 * latencyMs, attempts, inputTokens?, outputTokens?, images?, costUsd } for the log table.
 *
 * Behaviour: no silent fallback (a provider without a key throws not_configured naming the variable
 * to set); the user's key overrides the server's, and the user's model applies only with the user's
 * own key (on the server's key the server's model runs); base URLs come only from the server's
 * config (a user-supplied URL would let users aim the server at internal hosts), and a user's model
 * must be a model name (contracts MODEL_NAME_PATTERN; decision 168). With `userId` in
 * the call context, at most AI_MAX_CONCURRENCY_PER_USER calls per user run at once on this instance.
 */
import type { AiCapability, AiProviderId, AiProviderInfo } from '@ads-creative/contracts/ai';
import { aiProviderIds, isModelName, MAX_VARIATIONS, MIN_VARIATIONS } from '@ads-creative/contracts/ai';
import { messages } from '@ads-creative/contracts/messages';
import type { AdapterOptions } from './adapter-options.ts';
import { createStabilityImageProvider, STABILITY_CORE_MODEL } from './adapters/stability.ts';
import type { AiConfig } from './ai-config.ts';
import { AiProviderError } from './ai-provider-error.ts';
import { BUILTIN_IMAGE_MODEL, createBuiltinImageProvider } from './builtin/builtin-image-provider.ts';
import { BUILTIN_TEXT_MODEL, createBuiltinTextProvider } from './builtin/builtin-text-provider.ts';
import { lazyImage, lazyText } from './lazy-adapter.ts';
import { mergePrices } from './prices.ts';
import { providerCatalog, providerName } from './provider-catalog.ts';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './retry-policy.ts';
import type { AiCallContext, ImageProvider, TextProvider } from './types.ts';
import { createUserConcurrency, type UserConcurrency } from './user-concurrency.ts';

export type KeyedProviderId = Exclude<AiProviderId, 'BUILTIN'>;

/** A user's own settings for one provider (from Settings, decrypted). Blank values count as unset. */
export interface UserProviderSettings {
  apiKey?: string | null;
  model?: string | null;
  imageModel?: string | null;
}
export type UserAiKeys = Partial<Record<KeyedProviderId, UserProviderSettings>>;

export interface AiRegistry {
  listProviders(opts?: { userKeys?: UserAiKeys; capability?: AiCapability }): AiProviderInfo[];
  /** Accepts ids in any case ('openai') and a few aliases; throws AiProviderError. */
  getTextProvider(id: string, keys?: UserAiKeys): TextProvider;
  getImageProvider(id: string, keys?: UserAiKeys): ImageProvider;
  readonly concurrency: UserConcurrency;
}

interface ProviderSetup {
  apiKey: keyof AiConfig;
  baseUrl: keyof AiConfig;
  textModel?: (c: AiConfig) => string;
  imageModel?: (c: AiConfig) => string;
  text?: (o: AdapterOptions) => TextProvider;
  image?: (o: AdapterOptions) => ImageProvider;
}

const setups: Record<KeyedProviderId, ProviderSetup> = {
  OPENAI: {
    apiKey: 'OPENAI_API_KEY',
    baseUrl: 'OPENAI_BASE_URL',
    textModel: (c) => c.OPENAI_MODEL,
    imageModel: (c) => c.OPENAI_IMAGE_MODEL,
    // The SDK adapters are imported on their first call (decision 174); Stability's needs no SDK.
    text: lazyText('OPENAI', async () => (await import('./adapters/openai.ts')).createOpenAiTextProvider),
    image: lazyImage('OPENAI', async () => (await import('./adapters/openai.ts')).createOpenAiImageProvider),
  },
  GEMINI: {
    apiKey: 'GEMINI_API_KEY',
    baseUrl: 'GEMINI_BASE_URL',
    textModel: (c) => c.GEMINI_MODEL,
    imageModel: (c) => c.GEMINI_IMAGE_MODEL,
    text: lazyText('GEMINI', async () => (await import('./adapters/gemini.ts')).createGeminiTextProvider),
    image: lazyImage('GEMINI', async () => (await import('./adapters/gemini.ts')).createGeminiImageProvider),
  },
  ANTHROPIC: {
    apiKey: 'ANTHROPIC_API_KEY',
    baseUrl: 'ANTHROPIC_BASE_URL',
    textModel: (c) => c.ANTHROPIC_MODEL,
    text: lazyText('ANTHROPIC', async () => (await import('./adapters/anthropic.ts')).createAnthropicTextProvider),
  },
  HUGGINGFACE: {
    apiKey: 'HUGGINGFACE_API_KEY',
    baseUrl: 'HUGGINGFACE_BASE_URL',
    textModel: (c) => c.HUGGINGFACE_TEXT_MODEL,
    imageModel: (c) => c.HUGGINGFACE_IMAGE_MODEL,
    text: lazyText('HUGGINGFACE', async () => (await import('./adapters/huggingface.ts')).createHuggingFaceTextProvider),
    image: lazyImage('HUGGINGFACE', async () => (await import('./adapters/huggingface.ts')).createHuggingFaceImageProvider),
  },
  FAL_AI: {
    apiKey: 'FAL_KEY',
    baseUrl: 'FAL_BASE_URL',
    imageModel: (c) => c.FAL_MODEL,
    image: lazyImage('FAL_AI', async () => (await import('./adapters/fal.ts')).createFalImageProvider),
  },
  STABLE_DIFFUSION: {
    apiKey: 'STABILITY_API_KEY',
    baseUrl: 'STABILITY_BASE_URL',
    imageModel: () => STABILITY_CORE_MODEL,
    image: createStabilityImageProvider,
  },
};

const aliases: Record<string, AiProviderId> = {
  FAL: 'FAL_AI',
  FALAI: 'FAL_AI',
  STABILITY: 'STABLE_DIFFUSION',
  STABILITY_AI: 'STABLE_DIFFUSION',
  STABLEDIFFUSION: 'STABLE_DIFFUSION',
  HUGGING_FACE: 'HUGGINGFACE',
  HF: 'HUGGINGFACE',
  CLAUDE: 'ANTHROPIC',
  GOOGLE: 'GEMINI',
  BUILT_IN: 'BUILTIN',
};

/** 'openai', 'OpenAI', 'fal-ai', 'stability' → the canonical id; undefined when unknown. */
export function normaliseProviderId(raw: string): AiProviderId | undefined {
  const upper = raw
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  if ((aiProviderIds as readonly string[]).includes(upper)) return upper as AiProviderId;
  return aliases[upper];
}

const present = (v: string | null | undefined): v is string => typeof v === 'string' && v.trim() !== '';

export function createAiRegistry(config: AiConfig, opts: { retry?: RetryPolicy } = {}): AiRegistry {
  const prices = mergePrices(config.AI_PRICES_JSON);
  const retry = opts.retry ?? DEFAULT_RETRY_POLICY;
  const concurrency = createUserConcurrency(config.AI_MAX_CONCURRENCY_PER_USER);
  const builtinText = createBuiltinTextProvider();
  const builtinImage = createBuiltinImageProvider();

  const keyOf = (id: KeyedProviderId, keys?: UserAiKeys): string | undefined => {
    const own = keys?.[id]?.apiKey;
    if (present(own)) return own.trim();
    const server = config[setups[id].apiKey];
    return typeof server === 'string' && present(server) ? server : undefined;
  };
  /**
   * The user's model applies only with the user's own key: on the server's key the server's model
   * is used, or any user could make the server's key run an expensive model.
   */
  const ownModel = (id: KeyedProviderId, capability: AiCapability, keys?: UserAiKeys): string | undefined => {
    const own = capability === 'text' ? keys?.[id]?.model : keys?.[id]?.imageModel;
    // Stability is wired to the Stable Image Core endpoint only, so its model is not a choice.
    return present(keys?.[id]?.apiKey) && present(own) && id !== 'STABLE_DIFFUSION' ? own.trim() : undefined;
  };
  const modelOf = (id: KeyedProviderId, capability: AiCapability, keys?: UserAiKeys): string | undefined =>
    ownModel(id, capability, keys) ?? (capability === 'text' ? setups[id].textModel?.(config) : setups[id].imageModel?.(config));
  const missingText = (id: KeyedProviderId) => `Set ${setups[id].apiKey} or add a key in Settings`;

  function resolve(rawId: string, capability: AiCapability, keys?: UserAiKeys): AdapterOptions & { id: KeyedProviderId } {
    const id = normaliseProviderId(rawId);
    const entry = providerCatalog.find((p) => p.id === id);
    if (!id || !entry) {
      // No provider was involved; BUILTIN fills the required field (nothing was called or billed).
      throw new AiProviderError({ provider: 'BUILTIN', kind: 'bad_request', message: `Unknown AI provider '${rawId}'.` });
    }
    if (!entry.capabilities.includes(capability)) {
      const able = providerCatalog.filter((p) => p.capabilities.includes(capability)).map((p) => p.name);
      throw new AiProviderError({
        provider: id,
        kind: 'bad_request',
        message: `${entry.name} cannot generate ${capability === 'text' ? 'ad copy' : 'images'}. Choose one of: ${able.join(', ')}.`,
      });
    }
    if (id === 'BUILTIN') throw new Error('unreachable: BUILTIN is resolved by the caller');
    const apiKey = keyOf(id, keys);
    if (!apiKey) {
      throw new AiProviderError({
        provider: id,
        kind: 'not_configured',
        message: `${providerName(id)} is not configured. ${missingText(id)}.`,
      });
    }
    // Settings saved before model names were checked (issue 15) are checked again before any call.
    const own = ownModel(id, capability, keys);
    if (own !== undefined && !isModelName(own)) {
      throw new AiProviderError({
        provider: id,
        kind: 'bad_request',
        message: `${providerName(id)}: the model saved in Settings is not valid. ${messages.badModelName}`,
      });
    }
    return {
      id,
      apiKey,
      baseUrl: String(config[setups[id].baseUrl]),
      model: modelOf(id, capability, keys) ?? '',
      timeoutMs: config.AI_TIMEOUT_MS,
      prices,
      retry,
    };
  }

  const checkCount = (provider: AiProviderId, n: number) => {
    if (!Number.isInteger(n) || n < MIN_VARIATIONS || n > MAX_VARIATIONS) {
      throw new AiProviderError({
        provider,
        kind: 'bad_request',
        message: `Number of variations must be between ${MIN_VARIATIONS} and ${MAX_VARIATIONS}.`,
      });
    }
  };

  /** Runs a provider call within the caller's per-user limit, or straight away without a userId. */
  const withinUserLimit = <T>(provider: AiProviderId, ctx: AiCallContext | undefined, call: () => Promise<T>): Promise<T> =>
    ctx?.userId === undefined ? call() : concurrency.run(String(ctx.userId), provider, call, ctx.signal);

  const limitText = (p: TextProvider): TextProvider => ({
    id: p.id,
    model: p.model,
    generateVariations: async (req, ctx) => {
      checkCount(p.id, req.numberOfVariations);
      return withinUserLimit(p.id, ctx, () => p.generateVariations(req, ctx));
    },
  });
  const limitImage = (p: ImageProvider): ImageProvider => ({
    id: p.id,
    model: p.model,
    generateImage: (req, ctx) => withinUserLimit(p.id, ctx, () => p.generateImage(req, ctx)),
  });

  return {
    concurrency,
    listProviders({ userKeys, capability } = {}) {
      return providerCatalog
        .filter((p) => !capability || p.capabilities.includes(capability))
        .map((p): AiProviderInfo => {
          const about = { id: p.id, name: p.name, description: p.description, capabilities: [...p.capabilities] };
          if (p.id === 'BUILTIN') {
            return {
              ...about,
              configured: true,
              offline: true,
              default: false,
              models: { text: BUILTIN_TEXT_MODEL, image: BUILTIN_IMAGE_MODEL },
            };
          }
          const configured = keyOf(p.id, userKeys) !== undefined;
          return {
            ...about,
            configured,
            ...(configured ? {} : { missing: missingText(p.id) }),
            offline: false,
            default: false,
            models: {
              ...(p.capabilities.includes('text') ? { text: modelOf(p.id, 'text', userKeys) } : {}),
              ...(p.capabilities.includes('image') ? { image: modelOf(p.id, 'image', userKeys) } : {}),
            },
          };
        });
    },
    getTextProvider(id, keys) {
      if (normaliseProviderId(id) === 'BUILTIN') return limitText(builtinText);
      const o = resolve(id, 'text', keys);
      const factory = setups[o.id].text;
      if (!factory) throw new Error(`unreachable: ${o.id} has no text adapter`);
      return limitText(factory(o));
    },
    getImageProvider(id, keys) {
      if (normaliseProviderId(id) === 'BUILTIN') return limitImage(builtinImage);
      const o = resolve(id, 'image', keys);
      const factory = setups[o.id].image;
      if (!factory) throw new Error(`unreachable: ${o.id} has no image adapter`);
      return limitImage(factory(o));
    },
  };
}
