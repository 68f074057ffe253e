/**
 * Decision 185's calibration run, pure and seeded: a simulated ad account (its hidden weights: sandbox/creative-response.ts)
 * runs 40 ads for 30 days through the sandbox's delivery simulator (simulateDay, what the sandbox's insights answer and the
 * sync stores day by day; an ad's totals are the sum of its days, as analytics_ad_totals holds them), the score's model is
 * fitted on those totals, and 50 new variations are ranked by their predicted CTR against their true CTR (trueRates).
 */

import { addDays } from '../../../apps/server/src/lib/calendar.ts';
import { hashText, pickOne, prng, type Random } from '../../../apps/server/src/lib/seeded-random.ts';
import { tagCopy } from '../../../apps/server/src/modules/creative/index.ts';
import { fitScoreModel, predictCtr, type TaggedAdResult } from '../../../apps/server/src/modules/creative/score/score-model.ts';
import { creativeResponse, trueRates } from '../../../apps/server/src/sandbox/creative-response.ts';
import { simulateDay } from '../../../apps/server/src/sandbox/delivery-simulator.ts';
import { callToActions } from '../../../packages/contracts/src/ads.ts';
import type { CreativeTags } from '../../../packages/contracts/src/creative-tags.ts';

/** Sentences per angle, written to read as that angle (the tagger decides the tags; truth and score both use its tags). */
const SENTENCES: Record<string, readonly string[]> = {
  OFFER: [
    'Get 30 % off your first order.',
    'Free shipping on every order this month.',
    'Buy one, get one free.',
    'Save $20 when you spend $100.',
  ],
  SOCIAL_PROOF: ['Over 10,000 customers love it.', 'Rated 4.9 stars in 2,300 reviews.', 'Trusted by 500 local cafés.'],
  URGENCY: ['Only 3 days left.', 'Ends tonight at midnight.', 'Limited stock, hurry.'],
  BENEFIT: ['Sleep better and wake up rested.', 'Save two hours every week.', 'Feel confident all day long.'],
  PROBLEM_SOLUTION: ['Tired of tangled cables? Our dock keeps them tidy.', 'Sick of cold coffee? This mug keeps it hot for 6 hours.'],
  FEATURE: ['Made of 100% organic cotton.', 'A 5000mAh battery and a 6.5-inch screen.', 'Solid oak top with steel legs.'],
  QUESTION: ['Looking for the perfect gift?', 'Ready for summer?', 'What would you do with an extra hour?'],
  STORY: ['When Lan opened her bakery, she had one oven and a dream.', 'Last winter, Minh ran his first marathon in these shoes.'],
};
const OPENERS = ['', '', 'Want softer mornings? ', '3 reasons to switch today: ', 'Try it now. ', '✨ '];
const FILLER = ['Designed with care for everyday use.', 'Available in five colours.', 'Ships from our shop in Da Nang.'];
const HEADLINES = ['Meet your new favourite', 'Made for you', 'Our best yet', 'Something new'];

/** One ad copy: an opener (the hook), 1–2 angles' sentences, 0–3 filler sentences (the length), sometimes an emoji, a call to action. */
export function composeCopy(rand: Random) {
  const angles = Object.keys(SENTENCES);
  const first = pickOne(rand, angles);
  const second = rand() < 0.5 ? pickOne(rand, angles) : null;
  const parts = [pickOne(rand, SENTENCES[first] ?? []), ...(second && second !== first ? [pickOne(rand, SENTENCES[second] ?? [])] : [])];
  const filler = Math.floor(rand() * 4);
  for (let i = 0; i < filler; i++) parts.push(pickOne(rand, FILLER));
  const primaryText = `${pickOne(rand, OPENERS)}${parts.join(' ')}${rand() < 0.25 ? ' 🎉' : ''}`;
  return { headline: pickOne(rand, HEADLINES), primaryText, callToAction: pickOne(rand, callToActions) };
}

const tagsOf = (copy: ReturnType<typeof composeCopy>): CreativeTags => tagCopy({ ...copy, format: 'IMAGE' });

/** Spearman's rank correlation (average ranks for ties); 0 when either side has no spread (a constant score ranks nothing). */
export function spearman(xs: readonly number[], ys: readonly number[]): number {
  const ranks = (v: readonly number[]) => {
    const order = v.map((x, i) => [x, i] as const).sort((a, b) => a[0] - b[0]);
    const r = new Array<number>(v.length);
    for (let i = 0; i < order.length; ) {
      let j = i;
      while (j + 1 < order.length && order[j + 1]?.[0] === order[i]?.[0]) j++;
      for (let k = i; k <= j; k++) r[order[k]?.[1] as number] = (i + j) / 2 + 1;
      i = j + 1;
    }
    return r;
  };
  const rx = ranks(xs);
  const ry = ranks(ys);
  const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / v.length;
  const mx = mean(rx);
  const my = mean(ry);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < rx.length; i++) {
    const dx = (rx[i] as number) - mx;
    const dy = (ry[i] as number) - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxx === 0 || syy === 0 ? 0 : sxy / Math.sqrt(sxx * syy);
}

export interface CalibrationOptions {
  ads: number;
  days: number;
  variations: number;
  /** Daily budget per ad, USD (TRAFFIC at $8 CPM: about 125 impressions a dollar). */
  dailyBudget: number;
}
export const CALIBRATION_DEFAULTS: CalibrationOptions = { ads: 40, days: 30, variations: 50, dailyBudget: 20 };
export const START = '2026-10-01';

export type AdCopy = ReturnType<typeof composeCopy>;

/** One simulated ad's days, as the sandbox's insights answer them for `asOf` (what the sync stores). */
export function adDays(accountId: string, index: number, tags: CreativeTags, o: CalibrationOptions) {
  const last = addDays(START, o.days - 1);
  const ad = {
    adId: `${accountId}-ad-${index}`,
    objective: 'TRAFFIC' as const,
    dailyBudget: o.dailyBudget,
    currency: 'USD',
    startDate: START,
    creative: creativeResponse(accountId, tags),
  };
  return Array.from({ length: o.days }, (_, d) => simulateDay(ad, addDays(START, d), last)).filter((d) => d !== null);
}

/** The account's ads: their copy, tags and days. */
export function accountAds(accountId: string, o: CalibrationOptions) {
  const rand = prng(hashText(`calibration-ads:${accountId}`));
  return Array.from({ length: o.ads }, (_, i) => {
    const copy = composeCopy(rand);
    const tags = tagsOf(copy);
    return { copy, tags, days: adDays(accountId, i, tags, o) };
  });
}

/** The new variations of an account: copy and tags. */
export function newVariations(accountId: string, o: CalibrationOptions) {
  const rand = prng(hashText(`calibration-variations:${accountId}`));
  return Array.from({ length: o.variations }, () => {
    const copy = composeCopy(rand);
    return { copy, tags: tagsOf(copy) };
  });
}

/** The account's ads delivered for `days` days: their tags and totals (the sum of their days, as analytics_ad_totals holds it). */
export function deliveredAds(accountId: string, o: CalibrationOptions): TaggedAdResult[] {
  return accountAds(accountId, o).map(({ tags, days }) => ({
    tags,
    impressions: days.reduce((s, d) => s + d.impressions, 0),
    clicks: days.reduce((s, d) => s + d.clicks, 0),
  }));
}

export interface CalibrationResult {
  accountId: string;
  enoughEvidence: boolean;
  impressions: number;
  /** Spearman between predicted and true CTR of the new variations: the score's model, fitted on this account. */
  model: number;
  /** The same model fitted on another simulated account's ads: what a score trained on others' ads knows. */
  othersAds: number;
  /** A score that ignores tags (every variation at the account's CTR): it ranks nothing. */
  tagBlind: number;
  /** How many different true CTRs the variations have (tag combinations that differ). */
  distinctTrue: number;
}

export function calibrate(accountId: string, otherAccountId: string, o: CalibrationOptions = CALIBRATION_DEFAULTS): CalibrationResult {
  const ads = deliveredAds(accountId, o);
  const fit = fitScoreModel(ads);
  const other = fitScoreModel(deliveredAds(otherAccountId, o));
  const variations = newVariations(accountId, o).map((v) => v.tags);
  const truth = variations.map((t) => trueRates(accountId, t).ctr);
  const predicted = fit.enoughEvidence ? variations.map((t) => predictCtr(fit.model, t).predicted) : variations.map(() => 0);
  const fromOthers = other.enoughEvidence ? variations.map((t) => predictCtr(other.model, t).predicted) : variations.map(() => 0);
  return {
    accountId,
    enoughEvidence: fit.enoughEvidence,
    impressions: ads.reduce((s, a) => s + a.impressions, 0),
    model: spearman(predicted, truth),
    othersAds: spearman(fromOthers, truth),
    tagBlind: spearman(
      variations.map(() => 1),
      truth,
    ),
    distinctTrue: new Set(truth).size,
  };
}
