/**
 * 'Use what works' (decision 187): the generation guidance the account's own results suggest. From GET
 * /api/analytics/creative (CTR over WHAT_WORKS_RANGE): the angles with a WINNER verdict to lean on (the largest
 * lift first, at most 3), those with a LOSER verdict to avoid, and the winning hook and length with the largest
 * lift. Only WINNER and LOSER count: UNCLEAR and NOT_ENOUGH_DATA suggest nothing. null when nothing is suggested.
 */

import type { CreativeAnalytics, CreativeDimension, CreativeValueResult } from '@ads-creative/contracts/creative-analytics';
import {
  ANGLE_LABELS,
  ANGLES,
  type Angle,
  type CopyLength,
  HOOK_LABELS,
  HOOKS,
  type Hook,
  LENGTH_LABELS,
  LENGTHS,
  MAX_ANGLES,
} from '@ads-creative/contracts/creative-tags';
import { type GenerationGuidance, generationMessages, isEmptyGuidance } from '@ads-creative/contracts/generation';
import type { CreativeAnalyticsQuery } from '../../lib/api/creative-analytics.ts';

/** The range and metric the suggestion reads: a quarter of results, compared by click-through rate. */
export const WHAT_WORKS_QUERY: CreativeAnalyticsQuery = { timeRange: '90d', metric: 'CTR' };

const byLift = (a: CreativeValueResult, b: CreativeValueResult) => (b.liftVsRest ?? 0) - (a.liftVsRest ?? 0);

function withVerdict<T extends string>(
  data: CreativeAnalytics,
  dimension: CreativeDimension,
  verdict: 'WINNER' | 'LOSER',
  allowed: readonly T[],
): T[] {
  const values = data.dimensions.find((d) => d.dimension === dimension)?.values ?? [];
  const sorted = values.filter((v) => v.verdict === verdict && (allowed as readonly string[]).includes(v.value)).sort(byLift);
  return (verdict === 'LOSER' ? sorted.reverse() : sorted).map((v) => v.value as T);
}

export function guidanceFromVerdicts(data: CreativeAnalytics): GenerationGuidance | null {
  const angles = withVerdict<Angle>(data, 'angle', 'WINNER', ANGLES).slice(0, MAX_ANGLES);
  const avoidAngles = withVerdict<Angle>(data, 'angle', 'LOSER', ANGLES);
  // A question hook while avoiding the Question angle is refused: the avoided angle wins.
  const hook = withVerdict<Hook>(data, 'hook', 'WINNER', HOOKS).find((h) => !(h === 'QUESTION' && avoidAngles.includes('QUESTION')));
  const [length] = withVerdict<CopyLength>(data, 'length', 'WINNER', LENGTHS);
  const guidance: GenerationGuidance = {
    ...(angles.length ? { angles } : {}),
    ...(avoidAngles.length ? { avoidAngles } : {}),
    ...(hook ? { hook } : {}),
    ...(length ? { length } : {}),
  };
  return isEmptyGuidance(guidance) ? null : guidance;
}

/** One removable chip of the guidance: its row ('Lean on', 'Avoid', or the hook and length), its words, the guidance without it. */
export interface GuidanceChip {
  row: string;
  label: string;
  without: GenerationGuidance | null;
}

const orNull = (g: GenerationGuidance) => (isEmptyGuidance(g) ? null : g);

/** The chips by row: 'Lean on: [Offer] [Social proof]', 'Avoid: [Question]', then the hook and the length. */
export function guidanceRows(g: GenerationGuidance): Array<{ row: string; chips: GuidanceChip[] }> {
  const { leanOn, avoid } = generationMessages;
  const angleChips = (row: string, list: Angle[] | undefined, key: 'angles' | 'avoidAngles') =>
    (list ?? []).map((a) => ({ row, label: ANGLE_LABELS[a], without: orNull({ ...g, [key]: list?.filter((x) => x !== a) }) }));
  const style = 'Hook and length';
  const rows = [
    { row: leanOn, chips: angleChips(leanOn, g.angles, 'angles') },
    { row: avoid, chips: angleChips(avoid, g.avoidAngles, 'avoidAngles') },
    {
      row: style,
      chips: [
        ...(g.hook ? [{ row: style, label: HOOK_LABELS[g.hook], without: orNull({ ...g, hook: undefined }) }] : []),
        ...(g.length ? [{ row: style, label: LENGTH_LABELS[g.length], without: orNull({ ...g, length: undefined }) }] : []),
      ],
    },
  ];
  return rows.filter((r) => r.chips.length > 0);
}
