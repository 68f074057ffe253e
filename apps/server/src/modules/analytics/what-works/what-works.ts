/**
 * 'What works for you' (docs/analytics.md § What works, decision 184): the account's delivered, tagged ads grouped
 * by each value of each creative tag, the group's sums and ratios, and the chosen metric against the rest of the
 * account (the ads without the value) with its 95 % interval (lift.ts) and a verdict.
 */
import {
  type CreativeDimension,
  type CreativeDimensionResult,
  type CreativeMetric,
  type CreativeValueResult,
  type CreativeVerdict,
  creativeDimensions,
  creativeMetrics,
  EMOJI_VALUES,
  NO_TAG_VALUE,
  type NotEnoughDataReason,
  WHAT_WORKS_MIN_ADS,
  WHAT_WORKS_MIN_IMPRESSIONS,
} from '@ads-creative/contracts/creative-analytics';
import type { CreativeTags } from '@ads-creative/contracts/creative-tags';
import { cpc, ctr, round2 } from '../formulas.ts';
import { estimatePrior } from '../shrinkage.ts';
import {
  countLogRate,
  designEffect,
  type Lift,
  type LogRate,
  liftInterval,
  type RatePart,
  relativeSpread,
  valueLogRate,
  wilson,
} from './lift.ts';

/** A saved ad that delivered in the range, with its tags; money in USD (0 when its currency has no rate). */
export interface TaggedAdDelivery {
  tags: CreativeTags;
  impressions: number;
  clicks: number;
  conversions: number;
  spend: number;
  conversionValue: number;
  /** Its money converted to USD: only such ads count in CPA, ROAS and CPC. */
  moneyConverted: boolean;
}

export interface WhatWorksOptions {
  metric: CreativeMetric;
  minImpressions?: number;
  minAds?: number;
}

/** The values an ad has in a dimension (an ad counts once per angle it has). */
export function valuesOf(tags: CreativeTags, dimension: CreativeDimension): string[] {
  switch (dimension) {
    case 'angle':
      return [...new Set(tags.angles)];
    case 'hook':
      return [tags.hook];
    case 'length':
      return [tags.length];
    case 'emoji':
      return [tags.emoji ? EMOJI_VALUES.yes : EMOJI_VALUES.no];
    case 'callToAction':
      return [tags.callToAction || NO_TAG_VALUE];
    case 'format':
      return [tags.format];
    case 'provider':
      return [tags.provider || NO_TAG_VALUE];
  }
}

/** What the models need from the whole account. */
export interface Baseline {
  /** Relative between-ad spread κ of the CTR (clicks per impression), for its Wilson interval. */
  ctrKappa: number;
  /** κ of the metric's count rate (CTR: clicks per impression; CPA: conversions per USD); unused by ROAS. */
  kappa: number;
  /** The account's conversion value per conversion (ROAS' stand-in for a group without value). */
  valuePerConversion: number;
}

const paid = (ads: readonly TaggedAdDelivery[]) => ads.filter((a) => a.moneyConverted);

/** The metric's rate parts: CTR clicks per impression; CPA conversions per USD; ROAS value per USD. */
function partsOf(ads: readonly TaggedAdDelivery[], metric: CreativeMetric): RatePart[] {
  if (metric === 'CTR') return ads.map((a) => ({ x: a.impressions, y: a.clicks }));
  return paid(ads).map((a) => ({ x: a.spend, y: metric === 'CPA' ? a.conversions : a.conversionValue }));
}

const kappaOf = (parts: readonly RatePart[]) => relativeSpread(estimatePrior(parts.map((p) => ({ exposures: p.x, events: p.y }))));

/** The account's spreads and value per conversion, from every tagged ad that delivered. */
export function baselineOf(ads: readonly TaggedAdDelivery[], metric: CreativeMetric): Baseline {
  const money = paid(ads);
  const conversions = money.reduce((s, a) => s + a.conversions, 0);
  return {
    ctrKappa: kappaOf(partsOf(ads, 'CTR')),
    kappa: metric === 'ROAS' ? 0 : kappaOf(partsOf(ads, metric)),
    valuePerConversion: conversions === 0 ? 0 : money.reduce((s, a) => s + a.conversionValue, 0) / conversions,
  };
}

function logRate(ads: readonly TaggedAdDelivery[], metric: CreativeMetric, base: Baseline): LogRate | null {
  const parts = partsOf(ads, metric);
  if (metric !== 'ROAS') return countLogRate(parts, base.kappa);
  return valueLogRate(
    parts,
    paid(ads).reduce((s, a) => s + a.conversions, 0),
    base.valuePerConversion,
  );
}

interface Totals {
  impressions: number;
  clicks: number;
  conversions: number;
  spend: number;
  conversionValue: number;
  /** Of the ads whose money converted. */
  paidClicks: number;
  paidConversions: number;
}

function totalsOf(ads: readonly TaggedAdDelivery[]): Totals {
  const t: Totals = { impressions: 0, clicks: 0, conversions: 0, spend: 0, conversionValue: 0, paidClicks: 0, paidConversions: 0 };
  for (const a of ads) {
    t.impressions += a.impressions;
    t.clicks += a.clicks;
    t.conversions += a.conversions;
    t.spend += a.spend;
    t.conversionValue += a.conversionValue;
    if (a.moneyConverted) {
      t.paidClicks += a.clicks;
      t.paidConversions += a.conversions;
    }
  }
  return t;
}

/** The metric of some totals, unrounded, in its unit (CTR percent, CPA USD, ROAS per USD); null without a denominator. */
export function metricOf(t: Totals, metric: CreativeMetric): number | null {
  if (metric === 'CTR') return t.impressions === 0 ? null : (t.clicks / t.impressions) * 100;
  if (metric === 'CPA') return t.paidConversions === 0 ? null : t.spend / t.paidConversions;
  return t.spend === 0 ? null : t.conversionValue / t.spend;
}

const rounded = (x: number | null) => (x === null ? null : round2(x));

/** Better is higher except for CPA (cheaper). */
export function verdictOf(lift: Lift, metric: CreativeMetric): CreativeVerdict {
  const [better, worse] = metric === 'CPA' ? [lift.high < 0, lift.low > 0] : [lift.low > 0, lift.high < 0];
  return better ? 'WINNER' : worse ? 'LOSER' : 'UNCLEAR';
}

interface Evidence {
  ads: number;
  impressions: number;
}

/** The first reason a value gets no verdict from its ads' and the rest's evidence, or null. */
export function notEnoughData(group: Evidence, rest: Evidence, minImpressions: number, minAds: number): NotEnoughDataReason | null {
  if (group.impressions < minImpressions) return 'IMPRESSIONS';
  if (group.ads < minAds) return 'ADS';
  if (rest.impressions < minImpressions || rest.ads < minAds) return 'REST';
  return null;
}

/** The lift's interval, or null when there is nothing to compare (no events on either side, no exposures). */
function liftOf(
  group: readonly TaggedAdDelivery[],
  rest: readonly TaggedAdDelivery[],
  metric: CreativeMetric,
  base: Baseline,
): Lift | null {
  const events = (ads: readonly TaggedAdDelivery[]) => totalsOf(ads)[metric === 'CTR' ? 'clicks' : 'paidConversions'];
  if (events(group) + events(rest) === 0) return null;
  const g = logRate(group, metric, base);
  const o = logRate(rest, metric, base);
  return g && o ? liftInterval(g, o, metric === 'CPA') : null;
}

/** One value of a dimension: its ads against the rest of the account. */
export function valueResult(
  value: string,
  group: readonly TaggedAdDelivery[],
  rest: readonly TaggedAdDelivery[],
  options: Required<WhatWorksOptions>,
  base: Baseline,
): CreativeValueResult {
  const { metric } = options;
  const t = totalsOf(group);
  const r = totalsOf(rest);
  const point = metricOf(t, metric);
  const restValue = metricOf(r, metric);
  const band = wilson(t.clicks, t.impressions, designEffect(partsOf(group, 'CTR'), base.ctrKappa));
  const lift = liftOf(group, rest, metric, base);
  const reason =
    notEnoughData(
      { ads: group.length, impressions: t.impressions },
      { ads: rest.length, impressions: r.impressions },
      options.minImpressions,
      options.minAds,
    ) ?? (lift ? null : 'NO_RESULT');
  return {
    value,
    ads: group.length,
    impressions: t.impressions,
    clicks: t.clicks,
    spend: round2(t.spend),
    conversions: t.conversions,
    conversionValue: round2(t.conversionValue),
    ctr: ctr(t),
    ctrLow: band ? round2(band.low * 100) : null,
    ctrHigh: band ? round2(band.high * 100) : null,
    cpc: cpc({ spend: t.spend, paidClicks: t.paidClicks }),
    cpa: rounded(metricOf(t, 'CPA')),
    roas: rounded(metricOf(t, 'ROAS')),
    restValue: rounded(restValue),
    liftVsRest: point === null || !restValue ? null : round2((point / restValue - 1) * 100),
    liftLow: lift ? round2(lift.low) : null,
    liftHigh: lift ? round2(lift.high) : null,
    verdict: reason || !lift ? 'NOT_ENOUGH_DATA' : verdictOf(lift, metric),
    reason,
  };
}

/** Every dimension, every value seen (most impressions first, then by name), against the rest of the account. */
export function whatWorks(ads: readonly TaggedAdDelivery[], opts: WhatWorksOptions): CreativeDimensionResult[] {
  const options = { minImpressions: WHAT_WORKS_MIN_IMPRESSIONS, minAds: WHAT_WORKS_MIN_ADS, ...opts };
  const delivered = ads.filter((a) => a.impressions > 0);
  const base = baselineOf(delivered, options.metric);
  return creativeDimensions.map((dimension) => {
    const values = [...new Set(delivered.flatMap((a) => valuesOf(a.tags, dimension)))];
    const results = values.map((value) => {
      const has = (a: TaggedAdDelivery) => valuesOf(a.tags, dimension).includes(value);
      return valueResult(
        value,
        delivered.filter(has),
        delivered.filter((a) => !has(a)),
        options,
        base,
      );
    });
    results.sort((a, b) => b.impressions - a.impressions || a.value.localeCompare(b.value));
    return { dimension, values: results };
  });
}

/** One value of a dimension with its result under each metric (the exports' rows). */
export interface WhatWorksRow {
  dimension: CreativeDimension;
  results: Record<CreativeMetric, CreativeValueResult>;
}

/** Every value of every dimension, each with its CTR, CPA and ROAS lift (values are in the same order for every metric). */
export function whatWorksRows(ads: readonly TaggedAdDelivery[]): WhatWorksRow[] {
  const [ctrs, cpas, roases] = creativeMetrics.map((metric) => whatWorks(ads, { metric })) as [
    CreativeDimensionResult[],
    CreativeDimensionResult[],
    CreativeDimensionResult[],
  ];
  return ctrs.flatMap((d, i) =>
    d.values.map((v, j) => ({
      dimension: d.dimension,
      results: { CTR: v, CPA: cpas[i]?.values[j] as CreativeValueResult, ROAS: roases[i]?.values[j] as CreativeValueResult },
    })),
  );
}
