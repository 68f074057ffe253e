/**
 * Which angles the copy leans on, strongest first (docs/creative-tags.md, "Angles" and "The primary angle").
 */
import { ANGLES, type Angle, MAX_ANGLES } from '@ads-creative/contracts/creative-tags';
import { ANGLE_CUES } from './angle-cues.ts';
import { countMatches, normalise } from './text-parts.ts';

/** Every angle's cue count in the copy. */
export function angleScores(copy: string): Record<Angle, number> {
  const text = normalise(copy);
  return Object.fromEntries(ANGLES.map((a) => [a, countMatches(ANGLE_CUES[a], text)])) as Record<Angle, number>;
}

/** 1–3 angles, the highest score first (ties in the taxonomy's order); BENEFIT when nothing matched. */
export function anglesOf(copy: string): Angle[] {
  const scores = angleScores(copy);
  const ranked = ANGLES.filter((a) => scores[a] > 0).sort((a, b) => scores[b] - scores[a]);
  return ranked.length > 0 ? ranked.slice(0, MAX_ANGLES) : ['BENEFIT'];
}
