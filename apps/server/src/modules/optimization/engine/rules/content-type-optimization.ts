/**
 * CONTENT_TYPE_OPTIMIZATION (docs/optimization.md §Content type): the content format (image, video,
 * text only) whose ads have a CTR credibly at least 10 % above the format the user generates most,
 * with 3+ ads and 5,000+ impressions on each side; failing that, the format whose contents the user
 * chooses credibly more often (20+ contents each). Only while that format is under half of what is
 * generated: otherwise the user already does it.
 */
import type { ContentFormat } from '@ads-creative/contracts/optimization';
import { betaPosterior, probBetaGreater, relativeLift, wilsonInterval } from '../../../../lib/statistics.ts';
import { type Candidate, confidenceOf, evidence, makeCandidate, pct, probabilityStatistic, statistic } from '../candidate.ts';
import { contentWindow, type Delivery, deliveryBy, type Selection, selectionBy } from '../groups.ts';
import type { EngineSnapshot } from '../snapshot.ts';
import {
  DECIDE,
  DOMINANT_SHARE,
  LEVEL,
  MIN_ADS_PER_GROUP,
  MIN_CONTENTS_PER_GROUP,
  MIN_IMPRESSIONS_PER_GROUP,
  MIN_LIFT,
} from '../thresholds.ts';

const FORMAT_NAMES: Record<ContentFormat, string> = { image: 'Image', video: 'Video', text: 'Text-only' };

export function contentTypeOptimization(s: EngineSnapshot): Candidate[] {
  const delivery = deliveryBy(s, (c) => c.format as ContentFormat);
  const selection = selectionBy(s, (c) => c.format as ContentFormat);
  const generated = [...selection.values()].reduce((n, g) => n + g.generated, 0);
  const adsTotal = [...delivery.values()].reduce((n, g) => n + g.ads, 0);
  const share = (f: ContentFormat) =>
    generated > 0 ? (selection.get(f)?.generated ?? 0) / generated : adsTotal > 0 ? (delivery.get(f)?.ads ?? 0) / adsTotal : 0;
  const c = byPerformance(s, delivery, share) ?? bySelection(s, selection, share);
  return c ? [c] : [];
}

/** The most used format other than `best`, among those with data. */
function mostUsed(formats: ContentFormat[], best: ContentFormat, share: (f: ContentFormat) => number): ContentFormat | undefined {
  return formats.filter((f) => f !== best).sort((a, b) => share(b) - share(a))[0];
}

function byPerformance(s: EngineSnapshot, delivery: Map<ContentFormat, Delivery>, share: (f: ContentFormat) => number): Candidate | null {
  const ok = [...delivery].filter(([, g]) => g.ads >= MIN_ADS_PER_GROUP && g.impressions >= MIN_IMPRESSIONS_PER_GROUP).map(([f]) => f);
  const ctr = (f: ContentFormat) => {
    const g = delivery.get(f) as Delivery;
    return g.clicks / g.impressions;
  };
  const best = [...ok].sort((a, b) => ctr(b) - ctr(a))[0];
  if (!best) return null;
  const other = mostUsed(ok, best, share);
  if (!other || share(best) >= DOMINANT_SHARE) return null;
  const b = delivery.get(best) as Delivery;
  const a = delivery.get(other) as Delivery;
  const lift = ctr(best) / ctr(other) - 1;
  const p = probBetaGreater(betaPosterior(a.clicks, a.impressions), betaPosterior(b.clicks, b.impressions));
  if (lift < MIN_LIFT || p < DECIDE) return null;
  const window = contentWindow(s);
  return makeCandidate({
    type: 'CONTENT_TYPE_OPTIMIZATION',
    targetEntity: { kind: 'content_type', id: best, name: `${FORMAT_NAMES[best]} content` },
    title: `Use more ${FORMAT_NAMES[best].toLowerCase()} content: CTR ${pct(ctr(best))} against ${pct(ctr(other))}`,
    description:
      `Over the last ${window.days} days your ${b.ads} ads with ${FORMAT_NAMES[best].toLowerCase()} content had a CTR of ${pct(ctr(best))}, ` +
      `${(lift * 100).toFixed(0)} % above the ${pct(ctr(other))} of your ${a.ads} ${FORMAT_NAMES[other].toLowerCase()} ads, ` +
      `yet ${FORMAT_NAMES[best].toLowerCase()} is only ${(share(best) * 100).toFixed(0)} % of what you generate. Generate ${FORMAT_NAMES[best].toLowerCase()} variations for new ads.`,
    tags: ['Content type', 'CTR', FORMAT_NAMES[best]],
    expectedImpact: {
      metric: 'ctr',
      expectedChange: lift * 100,
      changeType: 'increase',
      timeframe: '14 days',
      confidence: confidenceOf('CONTENT_TYPE_OPTIMIZATION', p),
    },
    evidence: evidence(
      window,
      {
        [`${best}Ads`]: b.ads,
        [`${best}Impressions`]: b.impressions,
        [`${best}Clicks`]: b.clicks,
        [`${other}Ads`]: a.ads,
        [`${other}Impressions`]: a.impressions,
        [`${other}Clicks`]: a.clicks,
        [`${best}Share`]: share(best),
      },
      [
        statistic(`CTR of ${FORMAT_NAMES[best].toLowerCase()} ads`, 'wilson', wilsonInterval(b.clicks, b.impressions, LEVEL)),
        statistic(`CTR of ${FORMAT_NAMES[other].toLowerCase()} ads`, 'wilson', wilsonInterval(a.clicks, a.impressions, LEVEL)),
        probabilityStatistic(`P(${FORMAT_NAMES[best].toLowerCase()} CTR is higher)`, 'beta_posterior', p),
      ],
      { minAds: MIN_ADS_PER_GROUP, minImpressions: MIN_IMPRESSIONS_PER_GROUP, minLift: MIN_LIFT, maxShare: DOMINANT_SHARE, decide: DECIDE },
      [
        `${FORMAT_NAMES[best]}: ${b.clicks} clicks of ${b.impressions} impressions on ${b.ads} ads (CTR ${pct(ctr(best))}).`,
        `${FORMAT_NAMES[other]}: ${a.clicks} clicks of ${a.impressions} impressions on ${a.ads} ads (CTR ${pct(ctr(other))}).`,
        `Probability that ${FORMAT_NAMES[best].toLowerCase()} ads really do better: ${pct(p, 1)}; ${FORMAT_NAMES[best].toLowerCase()} is ${(share(best) * 100).toFixed(0)} % of your content.`,
      ],
    ),
    action: { kind: 'content_format', prefer: best },
  });
}

function bySelection(s: EngineSnapshot, selection: Map<ContentFormat, Selection>, share: (f: ContentFormat) => number): Candidate | null {
  const ok = [...selection].filter(([, g]) => g.generated >= MIN_CONTENTS_PER_GROUP).map(([f]) => f);
  const rate = (f: ContentFormat) => {
    const g = selection.get(f) as Selection;
    return g.selected / g.generated;
  };
  const best = [...ok].sort((a, b) => rate(b) - rate(a))[0];
  if (!best) return null;
  const other = mostUsed(ok, best, share);
  if (!other || share(best) >= DOMINANT_SHARE) return null;
  const b = selection.get(best) as Selection;
  const a = selection.get(other) as Selection;
  const lift = relativeLift(a.selected, a.generated, b.selected, b.generated);
  const p = probBetaGreater(betaPosterior(a.selected, a.generated), betaPosterior(b.selected, b.generated));
  if (lift < MIN_LIFT || p < DECIDE) return null;
  const window = contentWindow(s);
  return makeCandidate({
    type: 'CONTENT_TYPE_OPTIMIZATION',
    targetEntity: { kind: 'content_type', id: best, name: `${FORMAT_NAMES[best]} content` },
    title: `Generate more ${FORMAT_NAMES[best].toLowerCase()} content: you choose it ${pct(rate(best), 0)} of the time`,
    description:
      `Over the last ${window.days} days you chose ${b.selected} of ${b.generated} ${FORMAT_NAMES[best].toLowerCase()} contents (${pct(rate(best), 1)}) ` +
      `against ${a.selected} of ${a.generated} ${FORMAT_NAMES[other].toLowerCase()} ones (${pct(rate(other), 1)}). Generate ${FORMAT_NAMES[best].toLowerCase()} variations first.`,
    tags: ['Content type', 'Selection rate', FORMAT_NAMES[best]],
    expectedImpact: {
      metric: 'selection_rate',
      expectedChange: lift * 100,
      changeType: 'increase',
      timeframe: '14 days',
      confidence: confidenceOf('CONTENT_TYPE_OPTIMIZATION', p),
    },
    evidence: evidence(
      window,
      {
        [`${best}Generated`]: b.generated,
        [`${best}Selected`]: b.selected,
        [`${other}Generated`]: a.generated,
        [`${other}Selected`]: a.selected,
      },
      [
        statistic(
          `Selection rate of ${FORMAT_NAMES[best].toLowerCase()} content`,
          'wilson',
          wilsonInterval(b.selected, b.generated, LEVEL),
        ),
        statistic(
          `Selection rate of ${FORMAT_NAMES[other].toLowerCase()} content`,
          'wilson',
          wilsonInterval(a.selected, a.generated, LEVEL),
        ),
        probabilityStatistic(`P(${FORMAT_NAMES[best].toLowerCase()} is chosen more often)`, 'beta_posterior', p),
      ],
      { minContents: MIN_CONTENTS_PER_GROUP, minLift: MIN_LIFT, maxShare: DOMINANT_SHARE, decide: DECIDE },
      [
        `Chosen ${b.selected} of ${b.generated} ${FORMAT_NAMES[best].toLowerCase()} contents against ${a.selected} of ${a.generated} ${FORMAT_NAMES[other].toLowerCase()} ones.`,
        `Probability that ${FORMAT_NAMES[best].toLowerCase()} is really preferred: ${pct(p, 1)}.`,
      ],
    ),
    action: { kind: 'content_format', prefer: best },
  });
}
