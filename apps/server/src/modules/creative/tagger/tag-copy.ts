/**
 * The built-in creative tagger (decision 182, rules in docs/creative-tags.md): pure and deterministic, offline,
 * in Vietnamese and English. Every saved content's tags come from here unless the user set the angles.
 */
import {
  type CopyLength,
  type CreativeFormat,
  type CreativeTags,
  MEDIUM_MAX_CHARS,
  SHORT_MAX_CHARS,
} from '@ads-creative/contracts/creative-tags';
import { anglesOf } from './angles.ts';
import { hookOf } from './hook.ts';
import { guessLanguage, hasEmoji } from './text-parts.ts';

export interface TagCopyInput {
  headline: string | null;
  primaryText: string | null;
  description?: string | null;
  callToAction?: string | null;
  /** 'vi' | 'en' when known; guessed from the copy when not. */
  language?: string | null;
  format?: CreativeFormat;
  /** The AI provider that wrote the copy; null for imported, uploaded or hand-written copy. */
  provider?: string | null;
}

/** SHORT ≤ 80 characters, MEDIUM ≤ 200, LONG above, counted in Unicode code points of the trimmed primary text. */
export function lengthOf(primaryText: string): CopyLength {
  const chars = [...primaryText.trim().normalize('NFC')].length;
  if (chars <= SHORT_MAX_CHARS) return 'SHORT';
  return chars <= MEDIUM_MAX_CHARS ? 'MEDIUM' : 'LONG';
}

export function tagCopy(input: TagCopyInput): CreativeTags {
  const headline = input.headline?.trim() ?? '';
  const primaryText = input.primaryText?.trim() ?? '';
  const description = input.description?.trim() ?? '';
  const copy = [headline, primaryText, description].filter(Boolean).join('\n');
  return {
    angles: anglesOf({ headline, primaryText, description }),
    hook: hookOf(primaryText || headline),
    length: lengthOf(primaryText),
    emoji: hasEmoji(copy),
    callToAction: input.callToAction?.trim() || null,
    language: input.language?.trim() || guessLanguage(copy),
    format: input.format ?? 'TEXT',
    provider: input.provider?.trim() || null,
    anglesByUser: false,
  };
}
