/**
 * The wizard's form (spec 1 §3 "Wizard form"), its defaults, the step 1 and step 2 rules of spec 1 §5,
 * and the bodies of POST /api/ads/generate and /api/ads/save-existing built from it (spec 1 §7).
 */
import { nonBlankLinks } from '@ads-creative/contracts/ad-library-link';
import { type AdType, type CallToAction, DEFAULT_AD_TYPE } from '@ads-creative/contracts/ads';
import {
  type AdLanguage,
  DEFAULT_AD_LANGUAGE,
  DEFAULT_PROMPT_STYLE,
  DEFAULT_VARIATIONS,
  MAX_VARIATIONS,
  MIN_VARIATIONS,
  type PromptStyle,
  promptStyles,
  withCallToActionNote,
} from '@ads-creative/contracts/ai';
import {
  type GenerateAdInput,
  type GenerationGuidance,
  generationMessages,
  isEmptyGuidance,
  type SaveExistingAdInput,
} from '@ads-creative/contracts/generation';

export interface UploadedFile {
  name: string;
  url: string;
}

export interface WizardValues {
  campaignId: string | null;
  adType: AdType;
  name: string;
  /** '' while the field is empty. */
  numberOfVariations: number | '';
  language: AdLanguage;
  callToAction: CallToAction | null;
  promptStyle: PromptStyle;
  customPrompt: string;
  prompt: string;
  adLinks: string[];
  textProvider: string | null;
  imageProvider: string | null;
  uploadedFile: UploadedFile | null;
  /** 'Use what works' (decision 187): angles to lean on and avoid, hook and length; null for none. */
  guidance: GenerationGuidance | null;
}

export const emptyWizardValues: WizardValues = {
  campaignId: null,
  adType: DEFAULT_AD_TYPE,
  name: '',
  numberOfVariations: DEFAULT_VARIATIONS,
  language: DEFAULT_AD_LANGUAGE,
  callToAction: null,
  promptStyle: DEFAULT_PROMPT_STYLE,
  customPrompt: '',
  prompt: '',
  adLinks: [''],
  textProvider: null,
  imageProvider: null,
  uploadedFile: null,
  guidance: null,
};

export type WizardField = 'campaignId' | 'name' | 'numberOfVariations' | 'callToAction' | 'prompt' | 'textProvider' | 'imageProvider';
export type WizardErrors = Partial<Record<WizardField, string>>;

/** 'dynamic' → 'Dynamic': how the styles read in the select and in the request (default 'Dynamic'). */
export const promptStyleLabel = (style: PromptStyle) => style[0].toUpperCase() + style.slice(1);
export const promptStyleOptions = promptStyles.map((style) => ({ value: style, label: promptStyleLabel(style) }));

/** Step 1 without the prompt-or-link rule: what an existing ad needs to be saved. */
export function validateAdFields(v: WizardValues): WizardErrors {
  const errors: WizardErrors = {};
  if (!v.campaignId) errors.campaignId = generationMessages.selectCampaign;
  if (v.name.trim() === '') errors.name = generationMessages.enterAdName;
  if (v.numberOfVariations === '' || !Number.isFinite(Number(v.numberOfVariations)))
    errors.numberOfVariations = generationMessages.enterVariations;
  else if (!Number.isInteger(v.numberOfVariations) || v.numberOfVariations < MIN_VARIATIONS || v.numberOfVariations > MAX_VARIATIONS)
    errors.numberOfVariations = generationMessages.variationsRange;
  if (!v.callToAction) errors.callToAction = generationMessages.selectCallToAction;
  return errors;
}

/** Step 1 (Basic Info), spec 1 §5. */
export function validateBasicInfo(v: WizardValues): WizardErrors {
  const errors = validateAdFields(v);
  if (v.prompt.trim() === '' && nonBlankLinks(v.adLinks).length === 0) errors.prompt = generationMessages.promptOrLink;
  return errors;
}

/** Step 2 (AI Setup), spec 1 §5. */
export function validateAiSetup(v: WizardValues): WizardErrors {
  const errors: WizardErrors = {};
  if (!v.textProvider) errors.textProvider = generationMessages.selectTextProvider;
  if (!v.uploadedFile && !v.imageProvider) errors.imageProvider = generationMessages.uploadOrImageProvider;
  return errors;
}

export const hasErrors = (errors: WizardErrors) => Object.keys(errors).length > 0;

/** Generate failures that are about step 1's prompt or links send the user back there (spec 1 §4). */
export const isStepOneFailure = (message: string) => message.includes('Please enter prompt content') || message.includes('valid ad link');

/**
 * POST /api/ads/generate. A non-blank prompt without the words 'Call to Action' gets the spec's
 * Vietnamese note; a blank one stays blank so the server can still tell "no prompt" from a prompt.
 */
export function generateBody(v: WizardValues, extractedContent?: unknown): GenerateAdInput {
  const prompt = v.prompt.trim() === '' ? '' : withCallToActionNote(v.prompt);
  return {
    campaignId: Number(v.campaignId),
    adType: v.adType,
    name: v.name.trim(),
    prompt,
    language: v.language,
    adLinks: nonBlankLinks(v.adLinks),
    promptStyle: promptStyleLabel(v.promptStyle),
    customPrompt: v.customPrompt.trim() === '' ? null : v.customPrompt,
    textProvider: v.textProvider ?? '',
    imageProvider: v.uploadedFile ? null : v.imageProvider,
    numberOfVariations: Number(v.numberOfVariations),
    mediaFileUrl: v.uploadedFile?.url ?? null,
    callToAction: v.callToAction as CallToAction,
    ...(extractedContent === undefined ? {} : { extractedContent }),
    ...(isEmptyGuidance(v.guidance) ? {} : { guidance: v.guidance }),
    isPreview: true,
  };
}

/**
 * POST /api/ads/save-existing: the generate body, the preview's id (when there was a generation) and the
 * chosen, maybe edited, variation. In edit mode (/ads/{id}/edit) `targetAdId` is the edited ad: the server
 * moves the preview's contents onto it and writes the choice there, in one call. A variation without `id`
 * is matched by its text or added as a new content.
 */
export function saveExistingBody(
  v: WizardValues,
  previewAdId: number | null,
  selectedVariation: SaveExistingAdInput['selectedVariation'],
  options: { extractedContent?: unknown; targetAdId?: number } = {},
): SaveExistingAdInput {
  // Guidance steers writing only: saving sends none.
  const { textProvider, guidance: _guidance, ...base } = generateBody(v, options.extractedContent);
  return {
    ...base,
    // An edit without a new generation may have no text provider chosen (a paid one is never preselected).
    ...(textProvider ? { textProvider } : {}),
    ...(options.targetAdId === undefined ? {} : { targetAdId: options.targetAdId }),
    ...(previewAdId === null ? {} : { adId: previewAdId }),
    selectedVariation,
    isPreview: false,
    saveExistingContent: true,
  };
}
