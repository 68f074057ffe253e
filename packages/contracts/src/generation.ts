/**
 * AI ad generation over HTTP (spec 1 §2 wizard, §5, §7, §8): the bodies and answers of
 * POST /api/ads/generate, /api/ads/save-existing, /api/ads/{id}/generate-content and
 * /api/ads/extract-from-library, the per-user provider keys of Settings, and the wizard's messages.
 */
import { z } from 'zod';
import { adLibraryMessages } from './ad-library.ts';
import { AD_LINK_MAX } from './ad-library-link.ts';
import { adContentSchema, adSchema, adTypes, callToActions, DEFAULT_AD_TYPE } from './ads.ts';
import {
  adLanguages,
  aiProviderIds,
  CALL_TO_ACTION_NOTE,
  DEFAULT_AD_LANGUAGE,
  DEFAULT_VARIATIONS,
  MAX_VARIATIONS,
  MIN_VARIATIONS,
  MODEL_NAME_MAX,
  MODEL_NAME_PATTERN,
  promptStyleInput,
} from './ai.ts';
import { ANGLE_LABELS, ANGLES, type Angle, HOOKS, LENGTHS, MAX_ANGLES } from './creative-tags.ts';
import { messages } from './messages.ts';
import { mediaUrlInput, optionalText, requiredText } from './money-date.ts';

export const MAX_AD_LINKS = 10;
/** What the prompt textarea allows the user to type. */
export const PROMPT_MAX = 5000;
/**
 * What /ads/generate accepts as `prompt`: PROMPT_MAX typed characters plus the '\n\n' and the
 * call-to-action note the wizard appends (withCallToActionNote), so a full textarea is never refused.
 */
export const PROMPT_WITH_NOTE_MAX = PROMPT_MAX + 2 + CALL_TO_ACTION_NOTE.length;

export const generationMessages = {
  // wizard step 1 and 2 (spec 1 §5)
  selectCampaign: 'Please select a campaign',
  enterAdName: 'Please enter an ad name',
  enterVariations: 'Please enter number of variations',
  selectCallToAction: 'Please select a Call to Action',
  promptOrLink: 'Please provide either a prompt or at least one ad link',
  selectTextProvider: 'Please select a text provider',
  uploadOrImageProvider: 'Please either upload a file or select an image provider',
  variationsRange: `Number of variations must be between ${MIN_VARIATIONS} and ${MAX_VARIATIONS}`,
  promptTooLong: `Prompt must be at most ${PROMPT_MAX} characters.`,
  customPromptTooLong: `Custom prompt must be at most ${PROMPT_MAX} characters.`,
  promptNotText: 'Prompt must be text.',
  adLinkTooLong: `An ad link must be at most ${AD_LINK_MAX} characters.`,
  // server-side generate refusals whose words send the wizard back to step 1 (spec 1 §4)
  enterPromptContent: 'Please enter prompt content or at least one valid ad link.',
  invalidAdLink: 'Please provide a valid ad link (a Facebook Ad Library URL such as https://www.facebook.com/ads/library/?id=123).',
  // toasts (spec 1 §8)
  wizardLoadFailed: 'Unable to load data. Please try again.',
  generateFailed: 'Could not create ad. Please try again.',
  generateSuccess: 'Ad created successfully! Please preview and save.',
  saveFailed: 'Could not save ad. Please try again.',
  saveSuccess: 'Ad saved successfully!',
  confirmSave: 'Are you sure you want to save this ad?',
  extractionFailed: 'Failed to extract content from the provided ad links. Would you like to continue without extracted content?',
  noAdsGenerated: 'No ads generated yet',
  goBackToGenerate: 'Go back to step 2 and generate your ads',
  // Vietnamese warnings (spec 1 §5)
  chooseAdToSave: 'Vui lòng chọn một quảng cáo trước khi lưu.',
  needOneLinkToExtract: 'Vui lòng nhập ít nhất một liên kết quảng cáo để trích xuất nội dung.',
  // detail page (spec 1 §8)
  generateContentFailed: (message: string) => `Failed to generate content: ${message}`,
  selectContentFailed: (message: string) => `Failed to select content: ${message}`,
  publishFailed: (message: string) => `Failed to publish ad: ${message}`,
  contentSelected: 'Content selected successfully',
  published: 'Ad published successfully to Facebook',
  // server
  previewNotFound: 'This generation preview no longer exists. Please generate again.',
  providerNotConfigured: (name: string, missing: string) => `${name} is not configured. ${missing}`,
  libraryNotConfigured: adLibraryMessages.notConfigured,
  nothingExtracted: 'No ad copy could be read from these Ad Library links.',
  // guidance (issue 18, decision 187)
  guidanceAngle: `Angles must be among ${ANGLES.join(', ')}.`,
  guidanceTooManyAngles: `Lean on at most ${MAX_ANGLES} angles.`,
  guidanceAngleTwice: 'Name each angle once.',
  guidanceHook: `The hook must be one of ${HOOKS.join(', ')}.`,
  guidanceLength: `The length must be one of ${LENGTHS.join(', ')}.`,
  guidanceBothWays: (angles: Angle[]) =>
    `${angles.map((a) => ANGLE_LABELS[a]).join(', ')} cannot be both leaned on and avoided. Choose one or the other.`,
  guidanceQuestionHookAvoided: 'A question hook asks the reader, so it cannot go with avoiding the Question angle.',
  // 'Use what works' (the wizard)
  useWhatWorks: 'Use what works',
  leanOn: 'Lean on',
  avoid: 'Avoid',
  noEvidenceForGuidance: 'Not enough evidence yet to suggest a direction',
  guidanceFromVerdicts: 'Filled from the angles, hooks and lengths that won or lost in your account. Change it before generating.',
} as const;

const guidanceAngles = z
  .array(z.enum(ANGLES, { error: generationMessages.guidanceAngle }))
  .refine((a) => new Set(a).size === a.length, generationMessages.guidanceAngleTwice);

/**
 * What the copy should lean on and avoid (issue 18): `angles` every variation uses (at most 3),
 * `avoidAngles` none may use (disjoint from `angles`), the first sentence's `hook` and the primary
 * text's `length`. All optional; the built-in provider writes it, text providers get it in their prompt.
 */
export const generationGuidanceSchema = z
  .object({
    angles: guidanceAngles.max(MAX_ANGLES, generationMessages.guidanceTooManyAngles).optional(),
    avoidAngles: guidanceAngles.max(ANGLES.length).optional(),
    hook: z.enum(HOOKS, { error: generationMessages.guidanceHook }).optional(),
    length: z.enum(LENGTHS, { error: generationMessages.guidanceLength }).optional(),
  })
  .superRefine((g, ctx) => {
    const both = (g.angles ?? []).filter((a) => g.avoidAngles?.includes(a));
    if (both.length > 0) ctx.addIssue({ code: 'custom', path: ['avoidAngles'], message: generationMessages.guidanceBothWays(both) });
    if (g.hook === 'QUESTION' && g.avoidAngles?.includes('QUESTION'))
      ctx.addIssue({ code: 'custom', path: ['hook'], message: generationMessages.guidanceQuestionHookAvoided });
  });
export type GenerationGuidance = z.infer<typeof generationGuidanceSchema>;

/** Guidance that asks for nothing is no guidance. */
export const isEmptyGuidance = (g: GenerationGuidance | null | undefined): boolean =>
  !g || (!g.angles?.length && !g.avoidAngles?.length && !g.hook && !g.length);

const providerId = (required: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim().toUpperCase() : undefined),
    z.enum(aiProviderIds, { error: required }),
  );
/** An optional provider: '', blanks and null all mean none (the wizard sends '' or null after an upload). */
const optionalProviderId = (invalid: string) =>
  z
    .preprocess(
      (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim().toUpperCase()) : v),
      z.enum(aiProviderIds, { error: invalid }).nullable(),
    )
    .optional();

/** Free text sent to the provider: NUL characters removed (PostgreSQL text cannot hold them), trimmed, bounded; blank is ''. */
const promptText = (max: number, tooLong: string) =>
  optionalText(max, tooLong, generationMessages.promptNotText)
    .optional()
    .transform((v) => v ?? '');

/** POST /api/ads/generate (spec 1 §7). `isPreview` is always true here. */
export const generateAdBody = z.object({
  campaignId: z.coerce.number({ error: generationMessages.selectCampaign }).int().positive(generationMessages.selectCampaign),
  adType: z.enum(adTypes).default(DEFAULT_AD_TYPE),
  name: requiredText(generationMessages.enterAdName, 255, messages.nameTooLong),
  /** Up to PROMPT_MAX typed characters plus the wizard's call-to-action note (PROMPT_WITH_NOTE_MAX). */
  prompt: promptText(PROMPT_WITH_NOTE_MAX, generationMessages.promptTooLong),
  language: z.enum(adLanguages).default(DEFAULT_AD_LANGUAGE),
  adLinks: z.array(promptText(AD_LINK_MAX, generationMessages.adLinkTooLong)).max(MAX_AD_LINKS).optional().default([]),
  promptStyle: promptStyleInput,
  customPrompt: optionalText(PROMPT_MAX, generationMessages.customPromptTooLong, generationMessages.promptNotText).optional(),
  textProvider: providerId(generationMessages.selectTextProvider),
  /** '' or null: none (then mediaFileUrl is required). */
  imageProvider: optionalProviderId(generationMessages.uploadOrImageProvider),
  numberOfVariations: z.coerce
    .number({ error: generationMessages.enterVariations })
    .int(generationMessages.variationsRange)
    .min(MIN_VARIATIONS, generationMessages.variationsRange)
    .max(MAX_VARIATIONS, generationMessages.variationsRange)
    .default(DEFAULT_VARIATIONS),
  mediaFileUrl: mediaUrlInput(messages.invalidUrl).optional(),
  callToAction: z.enum(callToActions, { error: generationMessages.selectCallToAction }),
  /** Ad copy already extracted from Ad Library links (strings, or items with body/snapshot.body/text). */
  extractedContent: z.unknown().optional(),
  isPreview: z.boolean().optional(),
  /** Angles to lean on and avoid, hook and length (issue 18, decision 187); null or absent: none. */
  guidance: generationGuidanceSchema.nullish(),
});
export type GenerateAdBody = z.output<typeof generateAdBody>;
export type GenerateAdInput = z.input<typeof generateAdBody>;

export const adVariationSchema = z.object({
  id: z.number().int(),
  headline: z.string(),
  body: z.string(),
  description: z.string().nullable().optional(),
  callToAction: z.string(),
  imageUrl: z.string().nullable(),
  mediaFileUrl: z.string().nullable(),
});
export type AdVariation = z.infer<typeof adVariationSchema>;

export const generateAdResponse = z.object({
  status: z.literal('success'),
  message: z.string(),
  variations: z.array(adVariationSchema),
  /** The unsaved preview holding these variations; pass it back to save-existing. */
  adId: z.number().int(),
});
export type GenerateAdResponse = z.infer<typeof generateAdResponse>;

/**
 * POST /api/ads/save-existing: the generate body plus the chosen (possibly edited) variation.
 * `adId` is the preview from /ads/generate; without it, the preview holding `selectedVariation.id`
 * (when it is one of the user's) is used. `targetAdId` (edit mode, /ads/{id}/edit) is a saved ad
 * of the user that receives the preview's contents and the chosen copy instead of a new ad.
 */
export const saveExistingAdBody = generateAdBody.extend({
  /** Saving calls no provider: the generate body's provider may be left out (an edit that generated nothing). */
  textProvider: generateAdBody.shape.textProvider.optional(),
  adId: z.coerce.number().int().positive().optional(),
  /** Edit mode: the saved ad that receives the choice (and the preview's contents when adId is set too). */
  targetAdId: z.coerce.number().int().positive().optional(),
  /** Omitted imageUrl, mediaFileUrl and description keep the stored variation's; null removes them. */
  selectedVariation: adVariationSchema.extend({
    id: z.number().int().optional(),
    imageUrl: z.string().nullish(),
    mediaFileUrl: z.string().nullish(),
  }),
  saveExistingContent: z.boolean().optional(),
  isPreview: z.boolean().optional(),
});
export type SaveExistingAdBody = z.output<typeof saveExistingAdBody>;
export type SaveExistingAdInput = z.input<typeof saveExistingAdBody>;

export const saveExistingAdResponse = z.object({
  status: z.literal('success'),
  message: z.string(),
  adId: z.number().int(),
  ad: adSchema,
});

/** POST /api/ads/{id}/generate-content, from the ad detail page. */
export const generateContentBody = z.object({
  prompt: requiredText(generationMessages.enterPromptContent, PROMPT_MAX, generationMessages.promptTooLong),
  provider: providerId(generationMessages.selectTextProvider),
  campaignId: z.coerce.number().int().positive().optional(),
  adId: z.coerce.number().int().positive().optional(),
  /** Optional; without it the server reads the language from the prompt (Vietnamese letters → vi, else en). */
  language: z.enum(adLanguages).optional(),
});
export const generateContentResponse = z.array(adContentSchema);

/** POST /api/ads/extract-from-library (spec 1 §7). */
export const extractFromLibraryBody = z.object({
  adLinks: z.array(promptText(AD_LINK_MAX, generationMessages.adLinkTooLong)).max(MAX_AD_LINKS),
  promptStyle: promptStyleInput,
  customPrompt: optionalText(PROMPT_MAX, generationMessages.customPromptTooLong, generationMessages.promptNotText).optional(),
});
/**
 * One extracted ad (spec 1 §7): its copy under `body`, `snapshot.body` and `text`, plus its headline,
 * description and call to action when the extractor knows them (issue 8), and the link it came from.
 */
export const extractedItemSchema = z.object({
  body: z.string().nullish(),
  snapshot: z.object({ body: z.string().nullish() }).nullish(),
  text: z.string().nullish(),
  headline: z.string().nullish(),
  description: z.string().nullish(),
  callToAction: z.string().nullish(),
  link: z.string().optional(),
});
export type ExtractedItem = z.infer<typeof extractedItemSchema>;
/** The spec's success rule: an item with a non-blank body, snapshot body or text. */
export const extractionSucceeded = (items: ExtractedItem[] | ExtractedItem | null | undefined): boolean =>
  (Array.isArray(items) ? items : items ? [items] : []).some((i) =>
    [i.body, i.snapshot?.body, i.text].some((t) => (t ?? '').trim() !== ''),
  );

/** GET/PUT /api/user/ai-keys (Settings): keys are write-only; answers say only whether one is set. */
export const aiKeySettingSchema = z.object({
  provider: z.enum(aiProviderIds),
  configured: z.boolean(),
  model: z.string().nullable(),
  imageModel: z.string().nullable(),
});
export const aiKeysResponse = z.array(aiKeySettingSchema);
/** A model name (MODEL_NAME_PATTERN) or '' / null to clear; the pattern is in the OpenAPI document. */
const modelNameInput = z
  .string()
  .trim()
  .max(MODEL_NAME_MAX, messages.badModelName)
  .regex(MODEL_NAME_PATTERN, messages.badModelName)
  .nullish();
export const updateAiKeyBody = z.object({
  provider: z.enum(aiProviderIds),
  /** A new key; '' or null removes the stored one; absent keeps it. */
  apiKey: z.string().trim().max(512).nullish(),
  model: modelNameInput,
  imageModel: modelNameInput,
});
export type UpdateAiKeyBody = z.infer<typeof updateAiKeyBody>;
