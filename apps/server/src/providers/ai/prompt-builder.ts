/**
 * The prompts every model-backed text and image adapter sends: a system prompt with the rules
 * (count, limits, codes, language, policy), a user prompt with the brief, style, ad type, campaign,
 * extracted copy and the spec's Vietnamese call-to-action note, and the repair turn after bad output.
 */
import { type AdType, callToActions } from '@ads-creative/contracts/ads';
import {
  type AdLanguage,
  DESCRIPTION_LIMIT,
  HEADLINE_LIMIT,
  PRIMARY_TEXT_LIMIT,
  PRIMARY_TEXT_RECOMMENDED,
  type PromptStyle,
  withCallToActionNote,
} from '@ads-creative/contracts/ai';
import { type Angle, type CopyLength, type Hook, MEDIUM_MAX_CHARS, SHORT_MAX_CHARS } from '@ads-creative/contracts/creative-tags';
import type { GenerationGuidance } from '@ads-creative/contracts/generation';
import { withoutCallToActionNote } from './call-to-action-note.ts';
import type { ExtractedCopy, ImageGenerationRequest, TextGenerationRequest } from './types.ts';

export const languageInstruction: Record<AdLanguage, string> = {
  vi: 'Vietnamese (tiếng Việt). Write every field in natural Vietnamese with full, correct diacritics.',
  en: 'English. Write every field in natural English.',
};

export const styleInstruction: Record<PromptStyle, string> = {
  dynamic: 'Dynamic: energetic, punchy, active verbs, short sentences, a clear hook in the first words.',
  creative: 'Creative: imaginative and surprising, a vivid image or playful twist, still clear about the offer.',
  professional: 'Professional: credible, precise and calm; concrete benefits and facts, no hype.',
  friendly: 'Friendly: warm and conversational, like a helpful friend; simple words, a personal touch.',
  urgent: 'Urgent: time-limited or scarce, a strong reason to act now, honest (never invent deadlines or numbers not in the brief).',
  luxury: 'Luxury: refined, understated and exclusive; craftsmanship, quality and experience over price.',
  educational: 'Educational: teach one useful fact or tip related to the product, then connect it to the offer.',
};

export const adTypeInstruction: Record<AdType, string> = {
  PAGE_POST_AD: 'Page post ad: aims at engagement and reach in the feed; invite reactions, comments or messages.',
  WEBSITE_CONVERSION_AD: 'Website conversion ad: drives people to the website to buy or act; make the value and next step obvious.',
  LEAD_FORM_AD: 'Lead form ad: collects contact details in an instant form; make the reason to leave details compelling and low-risk.',
};

/** What each angle of the creative taxonomy means, as a copywriter is told (issue 18's definitions). */
export const angleInstruction: Record<Angle, string> = {
  OFFER: 'Offer (a price, discount, free shipping or free trial, only as the brief states it)',
  SOCIAL_PROOF: 'Social proof (reviews, customer counts, testimonials, only as the brief supports them)',
  URGENCY: 'Urgency (a deadline or scarcity, never invented)',
  BENEFIT: 'Benefit (the outcome for the reader)',
  PROBLEM_SOLUTION: 'Problem and solution (a pain, then the product as the fix)',
  FEATURE: 'Feature (what the product is or has)',
  QUESTION: 'Question (asks the reader)',
  STORY: 'Story (a person, a moment, an emotion)',
};

export const hookInstruction: Record<Hook, string> = {
  QUESTION: 'a question to the reader',
  NUMBER: 'a number (a figure, a count or a percentage from the brief)',
  COMMAND: 'a command (an imperative verb first)',
  STATEMENT: 'a plain statement (no question, no command, no number first)',
  EMOJI: 'an emoji as the very first character',
};

export const lengthInstruction: Record<CopyLength, string> = {
  SHORT: `short: at most ${SHORT_MAX_CHARS} characters`,
  MEDIUM: `medium: more than ${SHORT_MAX_CHARS} and at most ${MEDIUM_MAX_CHARS} characters`,
  LONG: `long: more than ${MEDIUM_MAX_CHARS} characters (3 to 5 sentences)`,
};

/** The advertiser's creative direction as prompt lines; '' without guidance. */
export function guidanceSection(guidance: GenerationGuidance | undefined): string {
  if (!guidance) return '';
  const lines = [
    guidance.angles?.length
      ? `- Lean on these angles in every variation: ${guidance.angles.map((a) => angleInstruction[a]).join('; ')}.`
      : '',
    guidance.avoidAngles?.length
      ? `- Avoid these angles in every variation (no sentence of that kind, in any field): ${guidance.avoidAngles.map((a) => angleInstruction[a]).join('; ')}.`
      : '',
    guidance.hook ? `- Open every primaryText with ${hookInstruction[guidance.hook]}.` : '',
    guidance.length ? `- primaryText length: ${lengthInstruction[guidance.length]}.` : '',
  ].filter(Boolean);
  return lines.length ? ["Creative direction (from what works in the advertiser's own results):", ...lines].join('\n') : '';
}

const MAX_EXTRACTS = 5;
const MAX_EXTRACT_CHARS = 600;
const MAX_EXTRACT_FIELD_CHARS = 200;
const MAX_PROMPT_CHARS = 4000;

export function buildSystemPrompt(req: TextGenerationRequest): string {
  return [
    'You are a senior Facebook and Instagram ads copywriter.',
    `Return exactly ${req.numberOfVariations} distinct ad variation(s) as a JSON object: {"variations":[{"headline","primaryText","description","callToAction"}]}. No prose, no Markdown.`,
    req.guidance?.length === 'LONG'
      ? `Limits: headline at most ${HEADLINE_LIMIT} characters; primaryText as long as the creative direction asks (never more than ${PRIMARY_TEXT_LIMIT}); description at most ${DESCRIPTION_LIMIT} characters.`
      : `Limits: headline at most ${HEADLINE_LIMIT} characters; primaryText ideally at most ${PRIMARY_TEXT_RECOMMENDED} characters (1 to 3 short sentences, never more than ${PRIMARY_TEXT_LIMIT}); description at most ${DESCRIPTION_LIMIT} characters.`,
    `callToAction must be exactly one of: ${callToActions.join(', ')}.`,
    req.guidance?.angles?.length
      ? 'Every variation leans on the angles of the creative direction below; vary the wording, so no two share a headline or opening words.'
      : 'Give each variation its own angle (main benefit, target audience, offer, problem and solution, social proof), so no two share a headline or opening words.',
    "Follow Meta's advertising policies: no false or unverifiable claims, no invented prices, discounts or deadlines, no statements about the reader's personal attributes, no ALL CAPS or excessive punctuation.",
    `Output language: ${languageInstruction[req.language]}`,
  ].join('\n');
}

/** One reference ad as prompt lines: primary text, then headline, description and call to action when known. */
export function referenceAd(ad: ExtractedCopy): string {
  const line = (label: string, text: string | undefined, max: number) => (text?.trim() ? `${label}: ${text.trim().slice(0, max)}` : '');
  return [
    line('Primary text', ad.body, MAX_EXTRACT_CHARS),
    line('Headline', ad.headline, MAX_EXTRACT_FIELD_CHARS),
    line('Description', ad.description, MAX_EXTRACT_FIELD_CHARS),
    line('Call to action', ad.callToAction, MAX_EXTRACT_FIELD_CHARS),
  ]
    .filter(Boolean)
    .join('\n   ');
}

export function buildUserPrompt(req: TextGenerationRequest): string {
  const parts: string[] = [
    `Tone: ${styleInstruction[req.promptStyle]}`,
    `Ad type: ${adTypeInstruction[req.adType]}`,
    req.callToAction
      ? `Call to action: use ${req.callToAction} for every variation.`
      : 'Call to action: choose the code that best fits each variation.',
  ];
  const campaign = req.campaign;
  if (campaign && (campaign.name || campaign.objective || campaign.targetAudience)) {
    parts.push(
      [
        'Campaign:',
        campaign.name ? `- name: ${campaign.name}` : '',
        campaign.objective ? `- objective: ${campaign.objective}` : '',
        campaign.targetAudience ? `- target audience: ${campaign.targetAudience}` : '',
      ]
        .filter(Boolean)
        .join('\n'),
    );
  }
  const references = (req.extractedContent ?? []).map(referenceAd).filter(Boolean);
  if (references.length > 0) {
    parts.push(
      [
        'Reference ads from the Facebook Ad Library (learn from their angle and tone, and from their headlines and descriptions for those fields; do not copy them):',
        ...references.slice(0, MAX_EXTRACTS).map((t, i) => `${i + 1}. ${t}`),
      ].join('\n'),
    );
  }
  if (req.customPrompt?.trim())
    parts.push(`Extra instructions from the advertiser:\n${req.customPrompt.trim().slice(0, MAX_PROMPT_CHARS)}`);
  const direction = guidanceSection(req.guidance);
  if (direction) parts.push(direction);
  const brief = req.prompt.trim().slice(0, MAX_PROMPT_CHARS) || '(no brief: work from the reference ads above)';
  parts.push(`Advertiser's brief:\n"""\n${withCallToActionNote(brief)}\n"""`);
  parts.push(`Write the ${req.numberOfVariations} variation(s) in ${req.language === 'vi' ? 'Vietnamese' : 'English'}.`);
  return parts.join('\n\n');
}

/** The turn sent after output that failed validation: what was wrong, and the rules again. */
export function buildRepairPrompt(req: TextGenerationRequest, problems: string[]): string {
  return [
    'Your previous answer could not be used:',
    ...problems.slice(0, 10).map((p) => `- ${p}`),
    `Answer again with only the JSON object {"variations":[...]} holding exactly ${req.numberOfVariations} variation(s), each with headline, primaryText, description and callToAction (one of ${callToActions.join(', ')}), in ${req.language === 'vi' ? 'Vietnamese' : 'English'}.`,
  ].join('\n');
}

const visualStyle: Record<PromptStyle, string> = {
  dynamic: 'vibrant colours, energetic composition, sense of motion',
  creative: 'imaginative, artistic, bold unexpected composition',
  professional: 'clean, bright, corporate, well-lit studio look',
  friendly: 'warm natural light, approachable, lifestyle photography',
  urgent: 'high contrast, bold warm colours, striking focal point',
  luxury: 'elegant, premium materials, soft dramatic lighting, minimal',
  educational: 'clear, informative, tidy flat-lay or explanatory scene',
};

/**
 * Image models draw text badly, so the picture carries no words: the headline sets the mood and
 * Facebook shows headline and button beside the image.
 */
export function buildImagePrompt(req: ImageGenerationRequest): string {
  const orientation = req.size === '1200x628' ? 'wide landscape banner (1.91:1)' : 'square (1:1)';
  return [
    `Advertising image for a Facebook ad. Subject: ${withoutCallToActionNote(req.prompt).slice(0, 1000) || req.headline}.`,
    `Mood inspired by the headline "${req.headline}".`,
    `Style: ${visualStyle[req.promptStyle ?? 'dynamic']}. ${orientation} composition with the subject clearly visible and some calm space.`,
    'Do not render any text, letters, words, numbers, logos or watermarks.',
  ].join(' ');
}
