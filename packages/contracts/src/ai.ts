/**
 * AI generation vocabulary shared by server and web (spec 1 §3, §7, §9): provider ids and their
 * listing shape, prompt styles, languages, variation counts, Facebook copy limits, the generated
 * variation's text and the Vietnamese call-to-action note. Call-to-action codes live in ./ads.ts.
 */
import { z } from 'zod';
import { callToActions } from './ads.ts';

/** BUILTIN is this product's offline provider; the others are named in spec 1 §3. */
export const aiProviderIds = ['BUILTIN', 'OPENAI', 'GEMINI', 'ANTHROPIC', 'HUGGINGFACE', 'FAL_AI', 'STABLE_DIFFUSION'] as const;
export type AiProviderId = (typeof aiProviderIds)[number];

export const aiCapabilities = ['text', 'image'] as const;
export type AiCapability = (typeof aiCapabilities)[number];

/** One row of GET /api/ai-providers (and /text, /image). Keys are never sent, only `configured`. */
export const aiProviderSchema = z.object({
  id: z.enum(aiProviderIds),
  name: z.string(),
  description: z.string(),
  capabilities: z.array(z.enum(aiCapabilities)),
  configured: z.boolean(),
  /** What to set when not configured, e.g. 'Set OPENAI_API_KEY or add a key in Settings'. */
  missing: z.string().optional(),
  /** True for BUILTIN: runs on this server without network; the UI labels it offline. */
  offline: z.boolean(),
  /** The models that would be used now (the user's Settings models with the user's own key, else the server's). */
  models: z.object({ text: z.string().optional(), image: z.string().optional() }),
  /**
   * True on the user's default provider for ad copy (set by an applied AI_PROVIDER_SWITCH, decision 123);
   * the wizard preselects it when configured. Always false in the /image list.
   */
  default: z.boolean(),
});
export type AiProviderInfo = z.infer<typeof aiProviderSchema>;

/** Spec 1 §9. The request body sends 'Dynamic' by default, so matching ignores case. */
export const promptStyles = ['dynamic', 'creative', 'professional', 'friendly', 'urgent', 'luxury', 'educational'] as const;
export type PromptStyle = (typeof promptStyles)[number];
export const DEFAULT_PROMPT_STYLE: PromptStyle = 'dynamic';
export const promptStyleInput = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim().toLowerCase() : undefined),
  z.enum(promptStyles).default(DEFAULT_PROMPT_STYLE),
);

export const adLanguages = ['vi', 'en'] as const;
export type AdLanguage = (typeof adLanguages)[number];
export const DEFAULT_AD_LANGUAGE: AdLanguage = 'vi';

export const MIN_VARIATIONS = 1;
export const MAX_VARIATIONS = 5;
export const DEFAULT_VARIATIONS = 1;

/**
 * Facebook copy limits this product enforces on generated copy (docs/decisions/020-ai-providers.md).
 * Headline and description are cut at a word boundary to their limit; primary text is asked to stay
 * within the recommended length and is cut only past the hard limit. The UI shows the counts.
 */
export const HEADLINE_LIMIT = 40;
export const PRIMARY_TEXT_RECOMMENDED = 125;
export const PRIMARY_TEXT_LIMIT = 2200;
export const DESCRIPTION_LIMIT = 30;

export const imageSizes = ['1200x628', '1080x1080'] as const;
export type ImageSize = (typeof imageSizes)[number];

/** Characters as a person counts them: code points, so 'ệ' and '🔥' are one each. */
export const charCount = (text: string): number => Array.from(text.normalize('NFC')).length;
const text = (max: number, min = 0) =>
  z
    .string()
    .trim()
    .refine((s) => charCount(s) >= min, { message: 'must not be empty' })
    .refine((s) => charCount(s) <= max, { message: `must be at most ${max} characters` });

/** The copy of one generated variation, as every provider must return it. */
export const adCopySchema = z.object({
  headline: text(HEADLINE_LIMIT, 1),
  primaryText: text(PRIMARY_TEXT_LIMIT, 1),
  description: text(DESCRIPTION_LIMIT),
  callToAction: z.enum(callToActions),
});
export type AdCopy = z.infer<typeof adCopySchema>;

/**
 * Spec 1 §7: when the prompt lacks the text 'Call to Action', this note is appended so the model
 * picks one of the standard codes.
 */
export const CALL_TO_ACTION_NOTE = `Lưu ý: Call to Action chỉ được chọn một trong các giá trị sau: ${callToActions.join(', ')}.`;
export const withCallToActionNote = (prompt: string): string =>
  prompt.includes('Call to Action') ? prompt : `${prompt.trimEnd()}${prompt.trim() ? '\n\n' : ''}${CALL_TO_ACTION_NOTE}`;

/**
 * A model as the Settings page may name it: parts of letters, digits and . _ - separated by single
 * slashes ('gpt-4.1-mini', 'fal-ai/flux/schnell', 'black-forest-labs/FLUX.1-schnell'). No scheme, no
 * colon, no '//', no '.' or '..' part: some SDKs put the model into the request URL, and fal's takes a
 * URL for a model (issue 15, docs/decisions/168-provider-requests-stay-home.md). '' is allowed: it clears.
 */
export const MODEL_NAME_MAX = 200;
export const MODEL_NAME_PATTERN = /^(?:[A-Za-z0-9][A-Za-z0-9._-]*(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)*)?$/;
export const isModelName = (v: string): boolean => v !== '' && v.length <= MODEL_NAME_MAX && MODEL_NAME_PATTERN.test(v);
