/**
 * The score before saving (issue 18, decision 185): POST /api/creative/score rates the wizard's variations
 * from the account's own results by creative tag (docs/analytics.md § Score before saving).
 */
import { z } from 'zod';
import { callToActions, DESCRIPTION_MAX, HEADLINE_MAX, PRIMARY_TEXT_MAX } from './ads.ts';
import { MAX_VARIATIONS, MIN_VARIATIONS } from './ai.ts';
import { creativeTagsSchema } from './creative-tags.ts';
import { messages } from './messages.ts';
import { enumInput, optionalText, requiredText } from './money-date.ts';

/** The evidence a score needs: tagged ads that delivered, and their impressions (documented in docs/analytics.md). */
export const SCORE_MIN_ADS = 10;
export const SCORE_MIN_IMPRESSIONS = 10_000;
/** A tag is named among the reasons when it moves the predicted CTR by at least this share (5 %). */
export const SCORE_REASON_MIN_EFFECT = 0.05;
/** At most this many tags are named. */
export const SCORE_MAX_REASONS = 4;

const signedPercent = (share: number) => {
  const p = Math.round(share * 100);
  return p > 0 ? `+${p} %` : p < 0 ? `−${-p} %` : '±0 %';
};
const adsCount = (n: number) => `${n} ${n === 1 ? 'ad' : 'ads'}`;

export const creativeScoreMessages = {
  variationsRange: `Send ${MIN_VARIATIONS} to ${MAX_VARIATIONS} variations.`,
  campaignIdInvalid: 'campaignId must be the id of one of your campaigns.',
  /** The reason of every variation while the account lacks evidence: what it has and what the score needs. */
  notEnoughEvidence: (ads: number, impressions: number) =>
    `Not enough evidence yet: ${adsCount(ads)} with tags and ${impressions.toLocaleString('en-US')} impressions in your account; the score needs ${SCORE_MIN_ADS} ads and ${SCORE_MIN_IMPRESSIONS.toLocaleString('en-US')} impressions.`,
  /** 'Offer: +38 % CTR in your account (12 ads)': a tag's measured effect, shrunk toward the account's average. */
  tagEffect: (label: string, effect: number, ads: number) => `${label}: ${signedPercent(effect)} CTR in your account (${adsCount(ads)})`,
  untriedTag: (label: string) => `${label}: not tried in your account yet (counted as average)`,
  noTagMoves: 'None of its tags moves CTR by 5 % or more in your account: predicted near your average.',
  noClicksYet: (impressions: number) =>
    `Not enough evidence yet: your tagged ads have ${impressions.toLocaleString('en-US')} impressions but no click, so no tag can be compared.`,
  adsAlike: "Your ads' CTRs differ no more than chance: no tag moves the prediction yet.",
} as const;

const variation = z.object({
  headline: requiredText(messages.headlineRequired, HEADLINE_MAX, messages.headlineTooLong),
  primaryText: optionalText(PRIMARY_TEXT_MAX, messages.primaryTextTooLong, messages.primaryTextNotText).optional(),
  description: optionalText(DESCRIPTION_MAX, messages.descriptionTooLong, messages.descriptionNotText).optional(),
  callToAction: z.union([enumInput(callToActions, messages.callToActionRequired, 'Call to Action'), z.null()]).optional(),
});

/** POST /api/creative/score: the campaign the ad is for (one of the user's) and 1–5 variations, bounded like an ad's fields. */
export const creativeScoreBody = z.object({
  campaignId: z
    .number({ error: creativeScoreMessages.campaignIdInvalid })
    .int(creativeScoreMessages.campaignIdInvalid)
    .positive(creativeScoreMessages.campaignIdInvalid)
    .max(2_147_483_647, creativeScoreMessages.campaignIdInvalid),
  variations: z
    .array(variation, { error: creativeScoreMessages.variationsRange })
    .min(MIN_VARIATIONS, creativeScoreMessages.variationsRange)
    .max(MAX_VARIATIONS, creativeScoreMessages.variationsRange),
});
export type CreativeScoreBody = z.output<typeof creativeScoreBody>;

export const variationScoreSchema = z.object({
  /** 0–100: the share of the account's ads whose (shrunk) CTR the predicted CTR beats; null without enough evidence. */
  score: z.number().int().min(0).max(100).nullable(),
  /** Percent, 2 decimals (docs/analytics.md § Units), like every CTR on the wire. */
  predictedCtr: z.number().nullable(),
  /** The 95 % interval of the predicted CTR, percent. */
  low: z.number().nullable(),
  high: z.number().nullable(),
  tags: creativeTagsSchema,
  reasons: z.array(z.string()),
});
export type VariationScore = z.infer<typeof variationScoreSchema>;

export const creativeScoreSchema = z.object({
  enoughEvidence: z.boolean(),
  /** The tagged ads with impressions the prediction stands on, and their impressions. */
  basis: z.object({ ads: z.number().int(), impressions: z.number() }),
  /** One per variation, in the order sent. */
  scores: z.array(variationScoreSchema),
});
export type CreativeScore = z.infer<typeof creativeScoreSchema>;
