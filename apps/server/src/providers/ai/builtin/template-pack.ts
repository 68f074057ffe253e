/**
 * The shape of the built-in provider's copy templates for one language, and how a template is filled.
 * Slots: {product} {Product} (capitalised) {audience} {Audience} {benefit} {benefitClause} {offer} {Offer}.
 * A headline template lists alternatives, longest first; an alternative is used only when every slot
 * it names (other than product) was found in the brief, and it fits the headline limit.
 */
import type { AdType } from '@ads-creative/contracts/ads';
import type { PromptStyle } from '@ads-creative/contracts/ai';
import type { PromptWords } from './prompt-words.ts';

export interface TemplatePack {
  defaults: { product: string; audience: string; benefitClause: string };
  /** How a found benefit joins the product in a sentence, by kind: '{product} helps you {benefit}'. */
  benefitClause: { verb: string; noun: string };
  /** Per style, 5 headline templates (one per variation angle), each a list of alternatives. */
  headlines: Record<PromptStyle, string[][]>;
  /** Per style, opening lines that set the voice (rotated over variations). */
  hooks: Record<PromptStyle, string[]>;
  /**
   * Five body sentences, one per angle: benefit, audience, offer (or value without one), problem
   * and solution, joining others. Each is [with offer, without] where the angle has an offer form.
   */
  angles: string[][];
  /** The sentence that carries the brief's offer into a variation whose angle has none ('Offer: {offer}.'). */
  offerLine: string;
  /** Closing lines by ad type: engagement, website, lead form. */
  closers: Record<AdType, string[]>;
  /** Per style, short link descriptions (each at most 30 characters, no slots). */
  descriptions: Record<PromptStyle, string[]>;
}

export type Slots = Record<'product' | 'audience' | 'benefit' | 'benefitClause' | 'offer', string | undefined>;

const capitalise = (s: string) => (s ? s[0].toLocaleUpperCase() + s.slice(1) : s);

export function slotsFor(words: PromptWords, pack: TemplatePack): Slots {
  const product = words.product ?? pack.defaults.product;
  return {
    product,
    audience: words.audience,
    benefit: words.benefit,
    benefitClause: words.benefit ? pack.benefitClause[words.benefitKind ?? 'noun'].replace('{benefit}', words.benefit) : undefined,
    offer: words.offer,
  };
}

const SLOT = /\{(product|Product|audience|Audience|benefit|benefitClause|offer|Offer)\}/g;

/** The filled template, or undefined when it names a slot the brief did not give (product aside). */
export function fill(template: string, slots: Slots, defaults?: TemplatePack['defaults']): string | undefined {
  let missing = false;
  const text = template.replace(SLOT, (_, name: string) => {
    const key = name.toLowerCase() === 'benefitclause' ? 'benefitClause' : (name.toLowerCase() as keyof Slots);
    const value = slots[key] ?? (defaults ? defaults[key as keyof TemplatePack['defaults']] : undefined);
    if (value === undefined) {
      missing = true;
      return '';
    }
    return name[0] === name[0].toUpperCase() && name !== 'benefitClause' ? capitalise(value) : value;
  });
  return missing ? undefined : capitalise(text.replace(/\s+/g, ' ').trim());
}
