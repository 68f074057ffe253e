/**
 * The plain-text helpers the tagger's rules share (docs/creative-tags.md): whole-word phrase matching that
 * works for Vietnamese letters (JavaScript's \b knows only ASCII), sentences, emoji, the language guess.
 */
import type { AdLanguage } from '@ads-creative/contracts/ai';
import { hasVietnameseDiacritics } from '../../../providers/ai/vietnamese-text.ts';

/** Any pictographic emoji (❤️, 🔥, 👉…), per Unicode's Extended_Pictographic property. */
const EMOJI = /\p{Extended_Pictographic}/u;
export const hasEmoji = (text: string): boolean => EMOJI.test(text);

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One regular expression for a list of phrases, each matched as whole words, case-insensitively. A phrase may
 * hold a raw pattern between slashes ('/\\d+ ?%/') for what words cannot say.
 */
export function phrases(list: readonly string[]): RegExp {
  const parts = list.map((p) => (p.startsWith('/') && p.endsWith('/') ? p.slice(1, -1) : escapeRegExp(p).replace(/ /g, '\\s+')));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${parts.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
}

/** How many times the phrases occur in the text. */
export const countMatches = (re: RegExp, text: string): number => text.match(re)?.length ?? 0;

/** The copy's sentences: split after . ! ? … and line breaks, trimmed, empty ones dropped. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+|\n+/u)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** Vietnamese when the copy has a Vietnamese letter (tone marks, ă, â, ê, ô, ơ, ư, đ), else English; null for no text. */
export function guessLanguage(text: string): AdLanguage | null {
  if (!/\p{L}/u.test(text)) return null;
  return hasVietnameseDiacritics(text) ? 'vi' : 'en';
}

/** NFC and lower case, so 'Giảm Giá' typed with combining marks still matches 'giảm giá'. */
export const normalise = (text: string): string => text.normalize('NFC').toLowerCase();
