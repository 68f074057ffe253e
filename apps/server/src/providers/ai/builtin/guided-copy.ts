/**
 * BUILTIN copy written to guidance (decision 187): every variation opens with the asked hook, has a sentence for each
 * asked angle and none for an avoided one, and fits the asked length (SHORT ≤ 80 characters, MEDIUM 81–200, LONG
 * above 200). The brief's offer is kept unless OFFER is avoided. Without asked angles, variation i leans on the i-th
 * angle of DEFAULT_ROTATION that is not avoided; without a hook, the i-th of HOOK_ROTATION. Pure and deterministic.
 */
import { type Angle, type Hook, MAX_ANGLES, MEDIUM_MAX_CHARS, SHORT_MAX_CHARS } from '@ads-creative/contracts/creative-tags';
import type { GenerationGuidance } from '@ads-creative/contracts/generation';
import { applyCopyLimits, truncateAtWord } from '../copy-limits.ts';
import type { AdCopyVariation, TextGenerationRequest } from '../types.ts';
import { guidedPhrases } from './guided-phrases.ts';
import { fill, type Slots } from './template-pack.ts';

/** The angles unguided-angle variations take in turn (the offer first when the brief has one). */
export const DEFAULT_ROTATION: readonly Angle[] = [
  'BENEFIT',
  'PROBLEM_SOLUTION',
  'SOCIAL_PROOF',
  'FEATURE',
  'STORY',
  'URGENCY',
  'QUESTION',
];
export const HOOK_ROTATION: readonly Hook[] = ['STATEMENT', 'COMMAND', 'QUESTION', 'NUMBER', 'EMOJI'];

const chars = (s: string) => Array.from(s).length;
const join = (parts: string[]) => parts.filter(Boolean).join(' ');

function anglesFor(guidance: GenerationGuidance, slots: Slots, index: number): Angle[] {
  if (guidance.angles?.length) return guidance.angles;
  const avoided = new Set(guidance.avoidAngles ?? []);
  const rotation = [...(slots.offer ? (['OFFER'] as Angle[]) : []), ...DEFAULT_ROTATION].filter((a) => !avoided.has(a));
  return rotation.length ? [rotation[index % rotation.length]] : [];
}

function hookFor(guidance: GenerationGuidance, index: number): Hook {
  if (guidance.hook) return guidance.hook;
  const rotation = HOOK_ROTATION.filter((h) => !(h === 'QUESTION' && guidance.avoidAngles?.includes('QUESTION')));
  return rotation[index % rotation.length];
}

/**
 * The primary text: required sentences first (opening, one per angle, the offer), then, for MEDIUM and LONG, more
 * until the length is reached; for SHORT and MEDIUM, the last angles are dropped while it is too long.
 */
function primaryText(req: TextGenerationRequest, guidance: GenerationGuidance, slots: Slots, index: number): string {
  const p = guidedPhrases[req.language];
  const say = (template: string) => fill(template, slots) ?? '';
  const angles = anglesFor(guidance, slots, index);
  const keepOffer = Boolean(slots.offer) && !guidance.avoidAngles?.includes('OFFER');
  const sentence = (angle: Angle, wording: number) =>
    say(angle === 'OFFER' && !slots.offer ? p.offerless[wording % 2] : p.angles[angle][wording % 2]);
  const openings = p.openings[hookFor(guidance, index)];
  let opening = say(openings[index % openings.length]);
  let angleLines = angles.map((a) => sentence(a, index));
  // The tagger keeps at most three angles: an offer line that would make a fourth (with a question opening's) is left out.
  const questionOpening = hookFor(guidance, index) === 'QUESTION' && !angles.includes('QUESTION');
  const room = angles.length + Number(questionOpening) < MAX_ANGLES;
  const offerLine = keepOffer && !angles.includes('OFFER') && room ? say(p.angles.OFFER[index % 2]) : '';

  const length = guidance.length ?? 'MEDIUM';
  const max = length === 'SHORT' ? SHORT_MAX_CHARS : length === 'MEDIUM' ? MEDIUM_MAX_CHARS : Number.POSITIVE_INFINITY;
  const min = length === 'SHORT' ? 0 : length === 'MEDIUM' ? SHORT_MAX_CHARS + 1 : MEDIUM_MAX_CHARS + 1;

  // Too long: the other wordings and openings, in turn from this variation's, before anything is dropped; the
  // offer line is kept when some choice fits it.
  if (chars(join([opening, ...angleLines, offerLine])) > max) {
    const hookOpenings = [0, 1, 2].map((o) => say(openings[(index + o) % openings.length]));
    const tries = [...hookOpenings, say(p.shortOpenings[hookFor(guidance, index)])]
      .flatMap((o) => [0, 1].map((w) => ({ opening: o, lines: angles.map((a) => sentence(a, index + w)) })))
      .filter((t) => !t.lines.includes(''));
    const fit =
      tries.find((t) => chars(join([t.opening, ...t.lines, offerLine])) <= max) ??
      tries.find((t) => chars(join([t.opening, ...t.lines])) <= max);
    if (fit) ({ opening, lines: angleLines } = fit);
  }
  let lines = [...angleLines];
  let text = join([opening, ...lines, offerLine]);
  if (chars(text) > max) text = join([opening, ...lines]);
  while (lines.length > 1 && chars(text) > max) {
    lines = lines.slice(0, -1);
    text = join([opening, ...lines]);
  }
  if (chars(text) > max) text = truncateAtWord(text, max);

  // Too short: the other wording of each angle, then neutral lines.
  const neutral = p.neutral.map((_, i) => say(p.neutral[(index + i) % p.neutral.length]));
  const extras = [...neutral, ...angles.map((a) => sentence(a, index + 1))];
  for (const extra of extras) {
    if (chars(text) >= min) break;
    if (extra && !text.includes(extra) && chars(join([text, extra])) <= max) text = join([text, extra]);
  }
  return text;
}

function headline(req: TextGenerationRequest, slots: Slots, index: number, used: Set<string>): string {
  const { headlines } = guidedPhrases[req.language];
  for (let k = 0; k < headlines.length; k++) {
    const alternatives = headlines[(index + k) % headlines.length];
    const pick = alternatives.map((t) => fill(t, slots)).find((h): h is string => h !== undefined && !used.has(h.toLowerCase()));
    if (pick) {
      used.add(pick.toLowerCase());
      return pick;
    }
  }
  return fill(headlines[index % headlines.length].at(-1) ?? '{Product}', slots) ?? '';
}

/** `count` variations written to the guidance; the caller picks the call to action. */
export function writeGuidedVariations(
  req: TextGenerationRequest,
  guidance: GenerationGuidance,
  slots: Slots,
  count: number,
  callToActionAt: (index: number) => AdCopyVariation['callToAction'],
): AdCopyVariation[] {
  const used = new Set<string>();
  const { descriptions } = guidedPhrases[req.language];
  return Array.from({ length: count }, (_, i) =>
    applyCopyLimits({
      headline: headline(req, slots, i, used),
      primaryText: primaryText(req, guidance, slots, i),
      description: descriptions[i % descriptions.length],
      callToAction: callToActionAt(i),
    }),
  );
}
