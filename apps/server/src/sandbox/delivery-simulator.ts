/**
 * How a published ad "delivers" in the sandbox: one day's impressions, reach, clicks, spend and
 * conversions from its budget, objective and creative (its tags' rates in its account, creative-response.ts),
 * with noise (binomial draws), weekly seasonality, creative fatigue and conversions that keep arriving for a
 * few days (so a re-sync sees restated days). Pure and seeded: the same ad, day and "as of" day always give
 * the same numbers. Decisions 083, 186. SIMULATION: none of these rates are Meta's.
 */
import type { CampaignObjective } from '@ads-creative/contracts/campaigns';
import { daysBetween } from '../lib/calendar.ts';
import { gaussian, hashText as hash, prng, type Random } from '../lib/seeded-random.ts';
import { currencyOffset } from '../providers/facebook/minor-units.ts';

export interface SimulatedAd {
  /** Facebook ad id: part of the seed. */
  adId: string;
  objective: CampaignObjective;
  /** Budget per day in the account currency's major unit (a lifetime budget spread over its days). */
  dailyBudget: number;
  /** The account currency: costs scale from USD by a fixed rate. */
  currency: string;
  /** First day of delivery, 'YYYY-MM-DD'. */
  startDate: string;
  /** What the creative's tags do to the objective's CTR and conversion rate in its account (creativeResponse). */
  creative: RateMultipliers;
  /**
   * Multipliers of the objective's click-through and conversion rates (default 1): the demo data's
   * strong creatives and poor performers (a CVR factor of 0 converts nothing). The sandbox leaves them out.
   */
  ctrFactor?: number;
  cvrFactor?: number;
  /** Share of the budget the ad manages to spend (default 1), e.g. 0.6 for an audience too narrow. */
  pacing?: number;
  /** USD value of one conversion, instead of the objective's (e.g. what the advertiser counts a lead as worth). */
  conversionValue?: number;
}

export interface SimulatedDay {
  date: string;
  impressions: number;
  reach: number;
  clicks: number;
  linkClicks: number;
  /** Account currency, 2 decimals (0 for zero-decimal currencies). */
  spend: number;
  conversions: number;
  conversionValue: number;
}

/** Multipliers (or, from trueRates, the rates themselves) of the click-through and conversion rates. */
export interface RateMultipliers {
  ctr: number;
  cvr: number;
}

/** Cost per 1,000 impressions (USD), click-through rate and conversion rate (per link click) by our objective. */
const OBJECTIVE_PROFILE: Record<CampaignObjective, { cpm: number; ctr: number; cvr: number; orderValue: number }> = {
  BRAND_AWARENESS: { cpm: 4, ctr: 0.006, cvr: 0.005, orderValue: 0 },
  REACH: { cpm: 3.5, ctr: 0.005, cvr: 0.005, orderValue: 0 },
  VIDEO_VIEWS: { cpm: 5, ctr: 0.007, cvr: 0.005, orderValue: 0 },
  STORE_TRAFFIC: { cpm: 6, ctr: 0.009, cvr: 0.01, orderValue: 0 },
  TRAFFIC: { cpm: 8, ctr: 0.015, cvr: 0.01, orderValue: 0 },
  ENGAGEMENT: { cpm: 6, ctr: 0.012, cvr: 0.005, orderValue: 0 },
  LEAD_GENERATION: { cpm: 12, ctr: 0.011, cvr: 0.08, orderValue: 0 },
  APP_INSTALLS: { cpm: 10, ctr: 0.012, cvr: 0.1, orderValue: 0 },
  CONVERSIONS: { cpm: 14, ctr: 0.013, cvr: 0.03, orderValue: 45 },
  CATALOG_SALES: { cpm: 15, ctr: 0.014, cvr: 0.035, orderValue: 38 },
};

/** The objective's click-through rate and conversion rate (per link click) for the average creative. */
export function objectiveRates(objective: CampaignObjective): RateMultipliers {
  const { ctr, cvr } = OBJECTIVE_PROFILE[objective];
  return { ctr, cvr };
}

/** Monday … Sunday: more delivery and response at the end of the week. */
export const WEEKDAY_FACTOR = [0.96, 0.97, 1.0, 1.02, 1.06, 1.1, 1.04] as const;
/** Days after which a creative starts to tire, and how fast its CTR decays (half-life in days). */
export const FATIGUE_ONSET_DAYS = 7;
export const FATIGUE_HALF_LIFE_DAYS = 21;
/** Conversions are attributed over this many days after the click. */
export const ATTRIBUTION_DAYS = 3;

const USD_RATE: Record<string, number> = { VND: 25_000, JPY: 150, KRW: 1_350, IDR: 16_000, EUR: 0.92, GBP: 0.79 };

/** Poisson(mean) by Knuth's product of uniforms: for small means only (its cost grows with the mean). */
function poisson(rand: Random, mean: number): number {
  const limit = Math.exp(-mean);
  let k = 0;
  for (let p = rand(); p > limit; p *= rand()) k++;
  return k;
}

/**
 * Binomial(n, p): exact (n trials) for small n, Poisson for a small mean of a rare event (clicks, conversions), else its
 * normal approximation, clamped to [0, n]. Each has the binomial's mean, so totals over many days are unbiased.
 */
export function binomial(rand: Random, n: number, p: number): number {
  if (n <= 0 || p <= 0) return 0;
  if (n <= 50) {
    let k = 0;
    for (let i = 0; i < n; i++) if (rand() < p) k++;
    return k;
  }
  const mean = n * p;
  if (mean < 15 && p < 0.1) return Math.min(n, poisson(rand, mean));
  const draw = Math.round(mean + gaussian(rand) * Math.sqrt(mean * (1 - p)));
  return Math.min(n, Math.max(0, draw));
}

const weekday = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

/** The CTR multiplier of a creative `age` days old: 1 until the onset, then halving every half-life towards 50 %. */
export function fatigue(age: number): number {
  if (age <= FATIGUE_ONSET_DAYS) return 1;
  return 0.5 + 0.5 * 0.5 ** ((age - FATIGUE_ONSET_DAYS) / FATIGUE_HALF_LIFE_DAYS);
}

/**
 * The numbers Facebook reports for `date` when asked on `asOf` (both 'YYYY-MM-DD'); null before
 * the ad started or for a day not yet begun.
 */
export function simulateDay(ad: SimulatedAd, date: string, asOf: string, seed = 1): SimulatedDay | null {
  const age = daysBetween(ad.startDate, date);
  if (age < 0 || date > asOf) return null;
  const rand = prng(hash(`${seed}:${ad.adId}:${date}`));
  const profile = OBJECTIVE_PROFILE[ad.objective];
  const rate = USD_RATE[ad.currency.toUpperCase()] ?? 1;
  const season = WEEKDAY_FACTOR[weekday(date)] ?? 1;

  const pacing = Math.min(1, Math.max(0.6, 0.92 + gaussian(rand) * 0.05)) * season * (ad.pacing ?? 1);
  const spendUnrounded = Math.min(ad.dailyBudget * 1.1, ad.dailyBudget * pacing);
  const cpm = profile.cpm * rate * (1 + gaussian(rand) * 0.08);
  const impressions = Math.max(0, Math.round((spendUnrounded / cpm) * 1000));
  const frequency = Math.min(4, 1.05 + age * 0.03);
  const reach = Math.round(impressions / frequency);
  const ctr = profile.ctr * ad.creative.ctr * (ad.ctrFactor ?? 1) * season * fatigue(age);
  const clicks = binomial(rand, impressions, Math.min(0.5, ctr));
  const linkClicks = binomial(rand, clicks, 0.82);
  const finalConversions = binomial(rand, linkClicks, Math.min(1, profile.cvr * ad.creative.cvr * (ad.cvrFactor ?? 1)));
  const reported = Math.min(1, (daysBetween(date, asOf) + 1) / ATTRIBUTION_DAYS);
  const conversions = Math.round(finalConversions * reported);
  const value = conversions * (ad.conversionValue ?? profile.orderValue) * rate * (0.8 + rand() * 0.4);
  const decimals = currencyOffset(ad.currency) === 1 ? 0 : 2;
  const round = (n: number) => Number(n.toFixed(decimals));
  return {
    date,
    impressions,
    reach,
    clicks,
    linkClicks,
    spend: impressions === 0 ? 0 : round(spendUnrounded),
    conversions,
    conversionValue: round(value),
  };
}
