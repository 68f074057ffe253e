/**
 * Which angles the copy leans on, strongest first (docs/creative-tags.md, "Angles" and "The primary angle").
 * Each angle scores its cues (strong 2, normal 1) times where they stand: the headline and the primary text's first
 * sentence weigh 1.5, the rest 1. QUESTION scores the questions put to the reader; a question naming a pain ('Tired
 * of…?') counts 2 for PROBLEM_SOLUTION instead.
 */
import { ANGLES, type Angle, MAX_ANGLES } from '@ads-creative/contracts/creative-tags';
import { COMPILED_CUES } from './angle-cues.ts';
import { countMatches, normalise, sentences } from './text-parts.ts';

export interface CopyParts {
  headline: string;
  primaryText: string;
  description: string;
}

/** Where a cue stands: the opening (headline, first sentence) weighs more than the body. */
export const LEAD_WEIGHT = 1.5;
/** A secondary angle needs at least this share of the primary's score (and 1 point). */
export const SECONDARY_SHARE = 0.3;
/** The order ties are broken in: the more specific device first. */
const TIE_ORDER: readonly Angle[] = ['STORY', 'PROBLEM_SOLUTION', 'QUESTION', 'SOCIAL_PROOF', 'URGENCY', 'OFFER', 'FEATURE', 'BENEFIT'];

interface Weighted {
  text: string;
  weight: number;
}

function weightedParts({ headline, primaryText, description }: CopyParts): Weighted[] {
  const [first = '', ...rest] = sentences(primaryText);
  return [
    { text: headline, weight: LEAD_WEIGHT },
    { text: first, weight: LEAD_WEIGHT },
    { text: rest.join(' '), weight: 1 },
    { text: description, weight: 1 },
  ]
    .map((p) => ({ ...p, text: normalise(p.text) }))
    .filter((p) => p.text.length > 0);
}

const cueScore = (angle: Angle, text: string): number =>
  2 * countMatches(COMPILED_CUES[angle].strong, text) + countMatches(COMPILED_CUES[angle].normal, text);

const isQuestion = (sentence: string) => /\?[\s\p{Extended_Pictographic}]*$/u.test(sentence);

/** Every angle's score in the copy. */
export function angleScores(copy: CopyParts): Record<Angle, number> {
  const scores = Object.fromEntries(ANGLES.map((a) => [a, 0])) as Record<Angle, number>;
  for (const { text, weight } of weightedParts(copy)) {
    for (const angle of ANGLES) if (angle !== 'QUESTION') scores[angle] += weight * cueScore(angle, text);
    scores.QUESTION += 2 * countMatches(COMPILED_CUES.QUESTION.strong, text);
    for (const sentence of sentences(text).filter(isQuestion)) {
      if (cueScore('PROBLEM_SOLUTION', sentence) > 0) scores.PROBLEM_SOLUTION += 2 * weight;
      else scores.QUESTION += weight * (1 + countMatches(COMPILED_CUES.QUESTION.normal, sentence));
    }
  }
  return scores;
}

/** 1–3 angles, the highest score first (ties in TIE_ORDER); BENEFIT when nothing matched. */
export function anglesOf(copy: CopyParts): Angle[] {
  const scores = angleScores(copy);
  const ranked = [...TIE_ORDER].filter((a) => scores[a] > 0).sort((a, b) => scores[b] - scores[a]);
  const top = ranked[0];
  if (top === undefined) return ['BENEFIT'];
  const floor = Math.max(1, SECONDARY_SHARE * scores[top]);
  return [top, ...ranked.slice(1).filter((a) => scores[a] >= floor)].slice(0, MAX_ANGLES);
}
