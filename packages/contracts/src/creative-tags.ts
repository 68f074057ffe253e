/**
 * Creative tags (issue 18): one taxonomy for every saved content and ad, so results can be measured by
 * the kind of creative. The built-in tagger's rules are documented in docs/creative-tags.md.
 */
import { z } from 'zod';

/** What the copy leans on; a content carries 1–3, the first the primary one. */
export const ANGLES = ['OFFER', 'SOCIAL_PROOF', 'URGENCY', 'BENEFIT', 'PROBLEM_SOLUTION', 'FEATURE', 'QUESTION', 'STORY'] as const;
export type Angle = (typeof ANGLES)[number];
export const MAX_ANGLES = 3;

/** The first sentence's form. */
export const HOOKS = ['QUESTION', 'NUMBER', 'COMMAND', 'STATEMENT', 'EMOJI'] as const;
export type Hook = (typeof HOOKS)[number];

/** Primary text length: SHORT ≤ 80 characters, MEDIUM ≤ 200, LONG above. */
export const LENGTHS = ['SHORT', 'MEDIUM', 'LONG'] as const;
export type CopyLength = (typeof LENGTHS)[number];
export const SHORT_MAX_CHARS = 80;
export const MEDIUM_MAX_CHARS = 200;

export const CREATIVE_FORMATS = ['IMAGE', 'VIDEO', 'TEXT'] as const;
export type CreativeFormat = (typeof CREATIVE_FORMATS)[number];

export const ANGLE_LABELS: Record<Angle, string> = {
  OFFER: 'Offer',
  SOCIAL_PROOF: 'Social proof',
  URGENCY: 'Urgency',
  BENEFIT: 'Benefit',
  PROBLEM_SOLUTION: 'Problem → solution',
  FEATURE: 'Feature',
  QUESTION: 'Question',
  STORY: 'Story',
};

export const HOOK_LABELS: Record<Hook, string> = {
  QUESTION: 'Question hook',
  NUMBER: 'Number hook',
  COMMAND: 'Command hook',
  STATEMENT: 'Statement hook',
  EMOJI: 'Emoji hook',
};

export const LENGTH_LABELS: Record<CopyLength, string> = {
  SHORT: `Short text (≤ ${SHORT_MAX_CHARS} characters)`,
  MEDIUM: `Medium text (≤ ${MEDIUM_MAX_CHARS} characters)`,
  LONG: `Long text (over ${MEDIUM_MAX_CHARS} characters)`,
};

export const anglesSchema = z
  .array(z.enum(ANGLES, { error: `Angles must be among ${ANGLES.join(', ')}.` }))
  .min(1, 'Choose at least one angle.')
  .max(MAX_ANGLES, `Choose at most ${MAX_ANGLES} angles.`)
  .refine((a) => new Set(a).size === a.length, 'Each angle once.');

export const creativeTagsSchema = z.object({
  angles: z.array(z.enum(ANGLES)).max(MAX_ANGLES),
  hook: z.enum(HOOKS),
  length: z.enum(LENGTHS),
  emoji: z.boolean(),
  callToAction: z.string().nullable(),
  language: z.string().nullable(),
  format: z.enum(CREATIVE_FORMATS),
  /** The AI provider that wrote the copy; null for imported, uploaded or hand-written copy. */
  provider: z.string().nullable(),
  /** The angles were set by the user (kept, never overwritten by the tagger). */
  anglesByUser: z.boolean(),
});
export type CreativeTags = z.infer<typeof creativeTagsSchema>;
