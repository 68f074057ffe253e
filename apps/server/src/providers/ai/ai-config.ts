/**
 * The AI providers' environment variables as a zod fragment, merged into apps/server/src/config.ts
 * with `...aiConfigSchema.shape` in its z.object. Keys are optional (a provider without one is listed as not
 * configured); base URLs let tests and OpenAI-compatible servers (Ollama, vLLM, OpenRouter) in.
 */
import { z } from 'zod';
import { type PriceTable, priceTableSchema } from './prices.ts';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const key = z.preprocess(blankToUndefined, z.string().optional());
/** http(s) only: z.url() alone takes `localhost:11434` as a URL with scheme `localhost:`. */
const url = (fallback: string) =>
  z.preprocess(blankToUndefined, z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).default(fallback));
const model = (fallback: string) => z.preprocess(blankToUndefined, z.string().default(fallback));

export const aiConfigSchema = z.object({
  OPENAI_API_KEY: key,
  OPENAI_BASE_URL: url('https://api.openai.com/v1'),
  OPENAI_MODEL: model('gpt-4.1-mini'),
  OPENAI_IMAGE_MODEL: model('gpt-image-1-mini'),
  GEMINI_API_KEY: key,
  GEMINI_BASE_URL: url('https://generativelanguage.googleapis.com'),
  GEMINI_MODEL: model('gemini-2.5-flash'),
  GEMINI_IMAGE_MODEL: model('gemini-2.5-flash-image'),
  ANTHROPIC_API_KEY: key,
  ANTHROPIC_BASE_URL: url('https://api.anthropic.com'),
  ANTHROPIC_MODEL: model('claude-haiku-4-5'),
  HUGGINGFACE_API_KEY: key,
  HUGGINGFACE_BASE_URL: url('https://router.huggingface.co'),
  HUGGINGFACE_TEXT_MODEL: model('Qwen/Qwen2.5-72B-Instruct'),
  HUGGINGFACE_IMAGE_MODEL: model('black-forest-labs/FLUX.1-schnell'),
  FAL_KEY: key,
  FAL_BASE_URL: url('https://fal.run'),
  FAL_MODEL: model('fal-ai/flux/schnell'),
  STABILITY_API_KEY: key,
  STABILITY_BASE_URL: url('https://api.stability.ai'),
  /** Per HTTP attempt. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  /** Provider calls one user may have in flight on this instance; more wait their turn. */
  AI_MAX_CONCURRENCY_PER_USER: z.coerce.number().int().min(1).max(50).default(2),
  /** JSON merged over prices.ts, e.g. {"gpt-4.1-mini":{"inputPerMTok":0.4,"outputPerMTok":1.6}}. */
  AI_PRICES_JSON: z.preprocess(blankToUndefined, z.string().optional()).transform((text, ctx): PriceTable | undefined => {
    if (text === undefined) return undefined;
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be JSON: {"<model>": {"inputPerMTok": n, "outputPerMTok": n, "perImage": n}}' });
      return z.NEVER;
    }
    const parsed = priceTableSchema.safeParse(raw);
    if (!parsed.success) {
      ctx.addIssue({
        code: 'custom',
        message: `invalid price table: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
      });
      return z.NEVER;
    }
    return parsed.data;
  }),
});

export type AiConfig = z.output<typeof aiConfigSchema>;

/** A config for tests and tools: every default, overridden by `env`. */
export const aiConfigFrom = (env: Record<string, string | undefined> = {}): AiConfig => aiConfigSchema.parse(env);
