/**
 * BUILTIN text: ad copy written offline from templates (templates-en.ts, templates-vi.ts) with the
 * brief's own words (prompt-words.ts). Deterministic: the same request gives the same variations.
 * Variation i takes angle (offset + i) mod 5, the offset coming from a hash of the request, so the
 * up-to-5 variations never share a headline template, body angle or opening.
 */
import type { AdType, CallToAction } from '@ads-creative/contracts/ads';
import { HEADLINE_LIMIT, PRIMARY_TEXT_RECOMMENDED, type PromptStyle } from '@ads-creative/contracts/ai';
import { isEmptyGuidance } from '@ads-creative/contracts/generation';
import { applyCopyLimits, truncateAtWord } from '../copy-limits.ts';
import type { AdCopyVariation, TextGenerationRequest, TextGenerationResult, TextProvider } from '../types.ts';
import { writeGuidedVariations } from './guided-copy.ts';
import { extractPromptWords } from './prompt-words.ts';
import { stableHash } from './stable-hash.ts';
import { fill, type Slots, slotsFor, type TemplatePack } from './template-pack.ts';
import { englishTemplates } from './templates-en.ts';
import { vietnameseTemplates } from './templates-vi.ts';

export const BUILTIN_TEXT_MODEL = 'builtin-templates-v1';
const ANGLES = 5;

/** Calls to action that suit each ad type, in order of fit per style; variations take them in turn. */
const fittingCallsToAction: Record<AdType, Record<PromptStyle, CallToAction[]>> = {
  PAGE_POST_AD: {
    dynamic: ['LEARN_MORE', 'SHOP_NOW', 'MESSAGE_PAGE'],
    creative: ['LEARN_MORE', 'MESSAGE_PAGE'],
    professional: ['LEARN_MORE', 'CONTACT_US'],
    friendly: ['MESSAGE_PAGE', 'LEARN_MORE'],
    urgent: ['SHOP_NOW', 'GET_OFFER'],
    luxury: ['LEARN_MORE', 'BOOK_NOW'],
    educational: ['LEARN_MORE', 'SUBSCRIBE'],
  },
  WEBSITE_CONVERSION_AD: {
    dynamic: ['SHOP_NOW', 'GET_OFFER'],
    creative: ['SHOP_NOW', 'LEARN_MORE'],
    professional: ['LEARN_MORE', 'SIGN_UP'],
    friendly: ['SHOP_NOW', 'LEARN_MORE'],
    urgent: ['GET_OFFER', 'SHOP_NOW'],
    luxury: ['SHOP_NOW', 'BOOK_NOW'],
    educational: ['LEARN_MORE', 'DOWNLOAD'],
  },
  LEAD_FORM_AD: {
    dynamic: ['SIGN_UP', 'GET_OFFER'],
    creative: ['SIGN_UP', 'APPLY_NOW'],
    professional: ['CONTACT_US', 'APPLY_NOW'],
    friendly: ['SIGN_UP', 'CONTACT_US'],
    urgent: ['GET_OFFER', 'APPLY_NOW'],
    luxury: ['BOOK_NOW', 'CONTACT_US'],
    educational: ['SUBSCRIBE', 'DOWNLOAD'],
  },
};

export const callToActionFor = (adType: AdType, style: PromptStyle, index: number): CallToAction => {
  const list = fittingCallsToAction[adType][style];
  return list[index % list.length];
};

function headlineFor(alternatives: string[], slots: Slots, used: Set<string>): string {
  const filled = alternatives.map((t) => fill(t, slots)).filter((h): h is string => h !== undefined);
  const fitting = filled.filter((h) => Array.from(h).length <= HEADLINE_LIMIT);
  const pick = fitting.find((h) => !used.has(h.toLowerCase())) ?? fitting[0] ?? truncateAtWord(filled.at(-1) ?? '', HEADLINE_LIMIT);
  used.add(pick.toLowerCase());
  return pick;
}

/**
 * Hook + angle + closer when it fits the recommended length, else the longest shorter form that does. With an
 * offer in the brief every form carries it (decision 187): the offer angle states it, the others add the pack's
 * offer line.
 */
function primaryTextFor(pack: TemplatePack, req: TextGenerationRequest, slots: Slots, angle: number, index: number): string {
  const hooks = pack.hooks[req.promptStyle];
  const hook = hooks[(angle + index) % hooks.length];
  const angleText = pack.angles[angle].map((t) => fill(t, slots, pack.defaults)).find((t) => t !== undefined) ?? '';
  const offerLine = slots.offer && !angleText.includes(slots.offer) ? (fill(pack.offerLine, slots) ?? '') : '';
  const body = offerLine ? `${angleText} ${offerLine}` : angleText;
  const closers = pack.closers[req.adType];
  const closer = closers[(angle + index) % closers.length];
  const forms = [`${hook} ${body} ${closer}`, `${body} ${closer}`, `${hook} ${body}`, body];
  const fits = forms.find((f) => Array.from(f).length <= PRIMARY_TEXT_RECOMMENDED);
  if (fits) return fits;
  // The offer first, then as much of the angle as fits.
  return offerLine
    ? `${offerLine} ${truncateAtWord(angleText, PRIMARY_TEXT_RECOMMENDED - Array.from(offerLine).length - 1)}`
    : truncateAtWord(angleText, PRIMARY_TEXT_RECOMMENDED);
}

function descriptionFor(pack: TemplatePack, req: TextGenerationRequest, slots: Slots, angle: number): string {
  if (angle === 2 && slots.offer) return fill('{Offer}', slots) ?? '';
  const list = pack.descriptions[req.promptStyle];
  return list[angle % list.length];
}

export function writeVariations(req: TextGenerationRequest): AdCopyVariation[] {
  const pack = req.language === 'vi' ? vietnameseTemplates : englishTemplates;
  // Without a brief, the reference ads' primary text (else their headline) is read as one.
  const references = (req.extractedContent ?? []).map((ad) => ad.body || ad.headline || '');
  const words = extractPromptWords(req.prompt, req.language, references, req.campaign?.targetAudience);
  const slots = slotsFor(words, pack);
  const count = Math.max(1, Math.min(ANGLES, req.numberOfVariations));
  const callToActionAt = (i: number) => req.callToAction ?? callToActionFor(req.adType, req.promptStyle, i);
  if (req.guidance && !isEmptyGuidance(req.guidance)) return writeGuidedVariations(req, req.guidance, slots, count, callToActionAt);
  const offset = stableHash(`${req.prompt}|${req.language}|${req.promptStyle}|${req.adType}`) % ANGLES;
  const used = new Set<string>();
  return Array.from({ length: count }, (_, i) => {
    const angle = (offset + i) % ANGLES;
    return applyCopyLimits({
      headline: headlineFor(pack.headlines[req.promptStyle][angle], slots, used),
      primaryText: primaryTextFor(pack, req, slots, angle, i),
      description: descriptionFor(pack, req, slots, angle),
      callToAction: callToActionAt(i),
    });
  });
}

export function createBuiltinTextProvider(): TextProvider {
  return {
    id: 'BUILTIN',
    model: BUILTIN_TEXT_MODEL,
    async generateVariations(req: TextGenerationRequest): Promise<TextGenerationResult> {
      const started = performance.now();
      const variations = writeVariations(req);
      return {
        variations,
        usage: {
          provider: 'BUILTIN',
          kind: 'text',
          model: BUILTIN_TEXT_MODEL,
          latencyMs: Math.round(performance.now() - started),
          attempts: 1,
          costUsd: 0,
        },
      };
    },
  };
}
