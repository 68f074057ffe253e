/**
 * Reading a structured targeting from the campaign's free-text audience (issue 17, decision 179):
 * POST /api/campaigns/targeting/parse { text, language } → { targeting, unresolved, source, resolved }.
 */
import { z } from 'zod';
import { TARGET_AUDIENCE_MAX } from './campaigns.ts';
import { targetingSchema } from './targeting.ts';

export const AUDIENCE_TEXT_LANGUAGES = ['vi', 'en'] as const;
export type AudienceTextLanguage = (typeof AUDIENCE_TEXT_LANGUAGES)[number];

/** At most this many places, interests and languages are looked up on Facebook per description (the rest are listed as not looked up). */
export const PARSE_LOOKUP_LIMITS = { places: 10, interests: 15, locales: 5 } as const;
/** How many words the answer lists as unresolved, and how long each may be. */
export const UNRESOLVED_LIMITS = { count: 40, text: 100 } as const;

export const targetingParseMessages = {
  text: `Describe the audience in 1 to ${TARGET_AUDIENCE_MAX} characters.`,
  language: 'language must be vi or en.',
  button: 'Fill from description',
  noText: 'Write the target audience first.',
  filled: 'Targeting filled from the description. Check it before saving.',
  notFound: 'Not found on Facebook:',
  needsConnection: 'Connect Facebook in Settings to look up these places and interests:',
  failed: 'Could not read the description. Please try again.',
} as const;

export const parseTargetingBody = z.object({
  text: z
    .string({ error: targetingParseMessages.text })
    .trim()
    .min(1, targetingParseMessages.text)
    .max(TARGET_AUDIENCE_MAX, targetingParseMessages.text),
  language: z.enum(AUDIENCE_TEXT_LANGUAGES, { error: targetingParseMessages.language }),
});
export type ParseTargetingBody = z.infer<typeof parseTargetingBody>;

/** What the reader found but could not turn into Facebook's keys: the words as written, and what they were read as. */
export const unresolvedWordSchema = z.object({
  text: z.string().max(UNRESOLVED_LIMITS.text),
  kind: z.enum(['place', 'interest', 'language']),
});
export type UnresolvedWord = z.infer<typeof unresolvedWordSchema>;

export const parsedTargetingSchema = z.object({
  targeting: targetingSchema,
  /** Places, interests and languages named in the text that are not in `targeting` (never given invented keys). */
  unresolved: z.array(unresolvedWordSchema).max(UNRESOLVED_LIMITS.count),
  /** Who read the text: 'builtin' (the offline reader). */
  source: z.string(),
  /** True when places, interests and languages were looked up on Facebook (the user is connected). */
  resolved: z.boolean(),
});
export type ParsedTargeting = z.infer<typeof parsedTargetingSchema>;

/** The line under the button: 'Not found on Facebook: Quận 1, yoga bay' (or, offline, what a connection would look up). */
export function unresolvedLine(parsed: Pick<ParsedTargeting, 'unresolved' | 'resolved'>): string | null {
  if (parsed.unresolved.length === 0) return null;
  const words = parsed.unresolved.map((u) => u.text).join(', ');
  return `${parsed.resolved ? targetingParseMessages.notFound : targetingParseMessages.needsConnection} ${words}`;
}
