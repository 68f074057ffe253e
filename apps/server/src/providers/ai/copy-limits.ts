/**
 * Facebook length limits applied to generated copy: whitespace tidied, then headline and description
 * cut at a word boundary to their limit, primary text only past the hard limit (see
 * docs/decisions/020-ai-providers.md for why these numbers).
 */
import { DESCRIPTION_LIMIT, HEADLINE_LIMIT, PRIMARY_TEXT_LIMIT } from '@ads-creative/contracts/ai';
import type { AdCopyVariation } from './types.ts';

/** Collapses runs of spaces and tabs, keeps at most one blank line, trims. */
export const tidy = (text: string): string =>
  text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/** Single-line fields (headline, description) lose their line breaks. */
const oneLine = (text: string) => tidy(text.replace(/\s*\n+\s*/g, ' '));

/**
 * At most `max` characters (code points), cut after the last whole word that fits, without dangling
 * punctuation; a single word longer than `max` is cut hard. No ellipsis: an ad headline reads better
 * short than visibly clipped.
 */
export function truncateAtWord(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const head = chars.slice(0, max + 1).join('');
  const lastSpace = head.lastIndexOf(' ', head.length - 1);
  const lastBreak = Math.max(lastSpace, head.lastIndexOf('\n'));
  const cut = lastBreak > 0 ? head.slice(0, lastBreak) : chars.slice(0, max).join('');
  return cut.replace(/[\s,;:\-–—(/&]+$/u, '').trim();
}

export function applyCopyLimits(v: AdCopyVariation): AdCopyVariation {
  return {
    headline: truncateAtWord(oneLine(v.headline), HEADLINE_LIMIT),
    primaryText: truncateAtWord(tidy(v.primaryText), PRIMARY_TEXT_LIMIT),
    description: truncateAtWord(oneLine(v.description), DESCRIPTION_LIMIT),
    callToAction: v.callToAction,
  };
}
