/**
 * How well a tagger agrees with a labelled set of ad texts (decision 182; the set is bench/creative/labelled-ads.json):
 * precision and recall per angle (angles as sets, order ignored), the share of texts whose primary (first) angle is
 * right, and the share whose hook is right. Pure: the bench and the accuracy test both read it.
 */
import { ANGLES, type Angle, type CreativeTags, type Hook } from '@ads-creative/contracts/creative-tags';

export interface LabelledAd {
  id: string;
  language: string;
  split: 'train' | 'heldout';
  headline: string;
  primaryText: string;
  description?: string;
  callToAction?: string;
  /** Strongest first. */
  angles: Angle[];
  hook: Hook;
}

export interface AngleAccuracy {
  angle: Angle;
  /** Texts labelled with the angle. */
  labelled: number;
  /** Texts the tagger gave the angle. */
  tagged: number;
  /** Texts both gave it. */
  agreed: number;
  /** agreed ÷ tagged; null when the tagger never gave it. */
  precision: number | null;
  /** agreed ÷ labelled; null when no text is labelled with it. */
  recall: number | null;
}

export interface TaggerAccuracy {
  texts: number;
  primaryRight: number;
  hookRight: number;
  perAngle: AngleAccuracy[];
  /** The texts whose primary angle the tagger got wrong. */
  primaryMisses: Array<{ id: string; labelled: Angle[]; tagged: Angle[] }>;
  hookMisses: Array<{ id: string; labelled: Hook; tagged: Hook }>;
}

const ratio = (a: number, b: number): number | null => (b === 0 ? null : a / b);

export function taggerAccuracy(ads: readonly LabelledAd[], tag: (ad: LabelledAd) => CreativeTags): TaggerAccuracy {
  const tagged = ads.map((ad) => ({ ad, tags: tag(ad) }));
  const perAngle = ANGLES.map((angle): AngleAccuracy => {
    const labelled = tagged.filter(({ ad }) => ad.angles.includes(angle)).length;
    const given = tagged.filter(({ tags }) => tags.angles.includes(angle)).length;
    const agreed = tagged.filter(({ ad, tags }) => ad.angles.includes(angle) && tags.angles.includes(angle)).length;
    return { angle, labelled, tagged: given, agreed, precision: ratio(agreed, given), recall: ratio(agreed, labelled) };
  });
  const primaryMisses = tagged
    .filter(({ ad, tags }) => tags.angles[0] !== ad.angles[0])
    .map(({ ad, tags }) => ({ id: ad.id, labelled: ad.angles, tagged: tags.angles }));
  const hookMisses = tagged
    .filter(({ ad, tags }) => tags.hook !== ad.hook)
    .map(({ ad, tags }) => ({ id: ad.id, labelled: ad.hook, tagged: tags.hook }));
  return {
    texts: ads.length,
    primaryRight: ads.length - primaryMisses.length,
    hookRight: ads.length - hookMisses.length,
    perAngle,
    primaryMisses,
    hookMisses,
  };
}
