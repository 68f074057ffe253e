/**
 * The words of 'What works for you' (decision 184): each tag value's name, and one sentence per verdict, e.g.
 * 'Offer wins: CTR 2.9% against 1.4% for the rest, +107% (+80% … +135%), 12 ads'. Pure, so tested on its own.
 */
import type { CreativeAnalytics, CreativeDimension, CreativeMetric, CreativeValueResult } from '@ads-creative/contracts/creative-analytics';
import { EMOJI_VALUES, whatWorksMessages as m, NO_TAG_VALUE } from '@ads-creative/contracts/creative-analytics';
import { CREATIVE_FORMAT_LABELS } from '@ads-creative/contracts/creative-tagging';
import { ANGLE_LABELS, HOOK_LABELS, LENGTH_LABELS } from '@ads-creative/contracts/creative-tags';
import { callToActionText } from '../../lib/labels.ts';
import { DASH, formatCount, formatPercent, formatSignedPercent, formatUsdCents } from './analytics-format.ts';
import { providerName } from './analytics-labels.ts';

const labelIn = (labels: Record<string, string>, value: string) => labels[value] ?? value;

/** 'Offer', 'Question hook', 'With emoji', 'No call to action', 'Written by hand'. */
export function valueLabel(dimension: CreativeDimension, value: string): string {
  switch (dimension) {
    case 'angle':
      return labelIn(ANGLE_LABELS, value);
    case 'hook':
      return labelIn(HOOK_LABELS, value);
    case 'length':
      return labelIn(LENGTH_LABELS, value);
    case 'emoji':
      return value === EMOJI_VALUES.yes ? 'With emoji' : 'Without emoji';
    case 'callToAction':
      return value === NO_TAG_VALUE ? 'No call to action' : `'${callToActionText(value)}' button`;
    case 'format':
      return labelIn(CREATIVE_FORMAT_LABELS, value);
    case 'provider':
      return value === NO_TAG_VALUE ? 'Written by hand' : `Written by ${providerName(value)}`;
  }
}

/** The metric's value as the sentence writes it: CTR '2.9%', CPA '$4.10', ROAS '3.25×'. */
export function metricText(metric: CreativeMetric, value: number | null): string {
  if (value === null) return DASH;
  if (metric === 'CTR') return formatPercent(value, 1);
  if (metric === 'CPA') return formatUsdCents(value);
  return `${value.toFixed(2)}×`;
}

/** The value's own metric (the rest's is `restValue`). */
export const ownValue = (v: CreativeValueResult, metric: CreativeMetric) => (metric === 'CTR' ? v.ctr : metric === 'CPA' ? v.cpa : v.roas);

const ads = (n: number) => `${n} ${n === 1 ? 'ad' : 'ads'}`;
const lift = (x: number | null) => formatSignedPercent(x, 0);

/** Why a value has no verdict yet: 'fewer than 3 ads'. */
export function reasonText(v: CreativeValueResult, data: Pick<CreativeAnalytics, 'minImpressions' | 'minAds'>): string {
  if (!v.reason) return '';
  return m.reasons[v.reason](v.reason === 'IMPRESSIONS' ? data.minImpressions : data.minAds);
}

/** One sentence per value, by its verdict. */
export function verdictSentence(
  dimension: CreativeDimension,
  v: CreativeValueResult,
  data: Pick<CreativeAnalytics, 'metric' | 'minImpressions' | 'minAds'>,
): string {
  const name = valueLabel(dimension, v.value);
  if (v.verdict === 'NOT_ENOUGH_DATA') {
    return `${name}: ${m.verdictLabels.NOT_ENOUGH_DATA.toLowerCase()} (${reasonText(v, data)}), ${ads(v.ads)}, ${formatCount(v.impressions)} impressions`;
  }
  const head = v.verdict === 'WINNER' ? `${name} wins` : v.verdict === 'LOSER' ? `${name} loses` : `${name}: no clear difference`;
  const { metric } = data;
  return `${head}: ${metric} ${metricText(metric, ownValue(v, metric))} against ${metricText(metric, v.restValue)} for the rest, ${lift(v.liftVsRest)} (${lift(v.liftLow)} … ${lift(v.liftHigh)}), ${ads(v.ads)}`;
}
