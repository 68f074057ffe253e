/**
 * Every number the rules decide with, in one place, each with where it comes from
 * (docs/optimization.md explains them; research: /work/shared/research/optimization-practice.md).
 */
import type { RecommendationType } from '@ads-creative/contracts/optimization';

/** Two-sided level of every interval shown (90 %): "credibly below" = the upper bound is below. */
export const LEVEL = 0.9;
/** The posterior probability a premise must reach: the one-sided level of LEVEL's bounds. */
export const DECIDE = 1 - (1 - LEVEL) / 2;

/** Campaign rules look at the last 14 complete days: two of each weekday, past the week of learning. */
export const ANALYSIS_DAYS = 14;
/** A campaign needs a week of delivery in the window: Meta's learning phase lasts about a week. */
export const MIN_DELIVERY_DAYS = 7;
/** No budget, pause or objective change to a campaign changed less than 72 h ago (practitioners: 48–72 h between budget edits). */
export const CHANGE_COOLDOWN_HOURS = 72;

/** Objectives whose campaigns are meant to convert; zero conversions there is a failure, elsewhere expected. */
export const CONVERSION_OBJECTIVES = ['CONVERSIONS', 'CATALOG_SALES', 'LEAD_GENERATION', 'APP_INSTALLS'] as const;

// CAMPAIGN_PAUSE
/** Revealbot's standard guard for stop rules: "Spend > $50". */
export const PAUSE_MIN_SPEND = 50;
/** Spend worth this many conversions at the rest of the account's cost per conversion, with none: P(0 | 3 expected) = e^−3 < 5 %. */
export const PAUSE_EXPECTED_CONVERSIONS = 3;
/** A campaign that converts at all is paused for its ROI only with at least this many conversions (3 is never enough). */
export const PAUSE_MIN_CONVERSIONS_FOR_ROI = 10;
/** "Far below target": the ROI's upper bound is this many points below the target ROI. */
export const PAUSE_ROI_MARGIN_POINTS = 50;

// CAMPAIGN_SCALE and BUDGET_REALLOCATION
/** Spec 2 §9: utilization of 90 % or more is high; a day at ≥ 90 % of the daily budget spent it all. */
export const FULL_SPEND_SHARE = 0.9;
/** Of the last 7 days, this many at full spend make a campaign budget-limited. */
export const FULL_SPEND_DAYS = 5;
export const FULL_SPEND_LOOKBACK = 7;
/** Below this many conversions the value per conversion is too unsure to scale on. */
export const SCALE_MIN_CONVERSIONS = 5;

// AD_CREATIVE_REFRESH
export const FATIGUE_BASELINE_DAYS = 7;
export const FATIGUE_RECENT_DAYS = 7;
export const FATIGUE_MIN_IMPRESSIONS = 1000;
export const FATIGUE_MIN_BASELINE_CLICKS = 20;
/** Practitioners: CTR more than 20 % below its peak is critical (10–20 % a warning). */
export const FATIGUE_DROP = 0.2;
/** And credibly at least 10 % below: the recent CTR's upper bound under 90 % of the baseline. */
export const FATIGUE_CREDIBLE_DROP = 0.1;
/** Frequency "rises": the mean daily frequency grew by at least 10 % over the first week's. */
export const FREQUENCY_RISE = 0.1;
/** A fresh creative is assumed to win back half of the CTR lost (no published figure; calibrate from measured impact). */
export const REFRESH_RECOVERY = 0.5;

// AD_SCHEDULING
/** Four of each weekday. */
export const SCHEDULING_DAYS = 28;
export const SCHEDULING_MIN_CONVERSIONS = 30;
export const SCHEDULING_MIN_CLICKS = 300;
/** A weekday at least 30 % worse than the rest of the week. */
export const SCHEDULING_MIN_SHORTFALL = 0.3;
/** Seven weekdays are tested at once: Bonferroni, each at (1 − DECIDE) / 7. */
export const SCHEDULING_DECIDE = 1 - (1 - DECIDE) / 7;

// CONTENT_TYPE_OPTIMIZATION and AI_PROVIDER_SWITCH
export const CONTENT_DAYS = 30;
/** A format or provider needs at least 3 ads, so that one lucky ad cannot carry it. */
export const MIN_ADS_PER_GROUP = 3;
export const MIN_IMPRESSIONS_PER_GROUP = 5000;
export const MIN_CONTENTS_PER_GROUP = 20;
export const MIN_LIFT = 0.1;
/** The best format is worth recommending only while it is under half of what is generated. */
export const DOMINANT_SHARE = 0.5;
export const PROVIDER_MIN_SUCCESSES = 20;
/** A provider to switch to must succeed at least this often (Wilson lower bound). */
export const PROVIDER_MIN_SUCCESS_RATE = 0.9;

// CAMPAIGN_OBJECTIVE_OPTIMIZATION
export const OBJECTIVE_MIN_CONVERSIONS = 10;
export const OBJECTIVE_MIN_CLICKS = 300;
/** A conversion objective "produces no conversions" when conversions per click are credibly under 0.5 %. */
export const OBJECTIVE_MAX_CONVERSION_RATE = 0.005;

/**
 * How surely a true premise turns into the expected effect, per type (judgement, to be calibrated
 * from the measured outcomes): confidence = P(premise) × this.
 */
export const TRANSFER: Record<RecommendationType, number> = {
  CAMPAIGN_PAUSE: 1,
  BUDGET_REALLOCATION: 0.85,
  CAMPAIGN_SCALE: 0.85,
  AD_CREATIVE_REFRESH: 0.8,
  AD_SCHEDULING: 0.8,
  AI_PROVIDER_SWITCH: 0.8,
  CONTENT_TYPE_OPTIMIZATION: 0.75,
  CAMPAIGN_OBJECTIVE_OPTIMIZATION: 0.75,
};
/** AD_CREATIVE_REFRESH without sibling ads to rule out the audience or the auction. */
export const NO_SIBLINGS_FACTOR = 0.8;

/** Budget steps of at most 20 % (practitioner advice; Meta publishes no figure), whatever the user's cap. */
export { MAX_BUDGET_STEP_PERCENT as MAX_STEP_PERCENT } from '@ads-creative/contracts/optimization';
