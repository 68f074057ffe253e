/**
 * The demo plan's shapes (decision 095), in a file of their own so that the plan (demo-plan.ts) and the
 * steps that refine it (demo-history.ts, demo-scenarios.ts) and read it (demo-series.ts, the seeder)
 * import them from one place rather than from each other.
 */
import type { AdStatus, AdType } from '@ads-creative/contracts/ads';
import type { BudgetType, CampaignObjective, CampaignStatus } from '@ads-creative/contracts/campaigns';
import type { CreativeTags } from '@ads-creative/contracts/creative-tags';
import type { AdCopyVariation } from '../../providers/ai/types.ts';
import type { AdGenerationPlan } from './demo-ai-runs.ts';

export interface DemoOptions {
  /** Same seed, same demo. */
  seed: number;
  /** Campaigns = CAMPAIGNS_PER_SCALE × scale. */
  scale: number;
  /** Ads in every campaign; by default each campaign has 3 to 8. */
  adsPerCampaign?: number;
  /** Days of history up to and including `today`. */
  days: number;
  /** Benchmarks: every campaign and ad delivers on every day of the history (campaigns × ads × days rows). */
  fullHistory: boolean;
  /** 'YYYY-MM-DD' in the account's time zone. */
  today: string;
}

/** Inclusive days an ad or campaign delivered. */
export interface Delivery {
  from: string;
  to: string;
}

/** How a campaign performs: most are healthy; a few are the poor performers analytics should find. */
export type CampaignHealth = 'healthy' | 'no_conversions' | 'low_ctr';

/** The day the demo's budget change took effect, and the campaign's daily budget before it (its budget after is the campaign's). */
export interface BudgetChange {
  on: string;
  before: number;
}

export interface PlannedAd {
  /** Stable across runs and scales: seeds the ad's daily numbers. */
  key: string;
  name: string;
  adType: AdType;
  status: AdStatus;
  copy: AdCopyVariation;
  destinationUrl: string;
  createdAt: Date;
  delivery: Delivery | null;
  /** The tags of the copy it shows (the built-in tagger's): with the demo account's hidden weights, they set its rates (decision 186). */
  tags: CreativeTags;
  /** Multipliers of the objective's CTR and CVR (on top of its tags'), and the share of its budget it manages to spend. */
  ctrFactor: number;
  cvrFactor: number;
  pacing: number;
  generation: AdGenerationPlan;
}

export interface PlannedCampaign {
  key: string;
  name: string;
  objective: CampaignObjective;
  status: CampaignStatus;
  budgetType: BudgetType;
  /** Whole USD; only the budget of the budget type is set. */
  dailyBudget: number | null;
  totalBudget: number | null;
  targetAudience: string;
  startDate: string | null;
  endDate: string | null;
  createdAt: Date;
  delivery: Delivery | null;
  health: CampaignHealth;
  /** Its audience would take more than its daily budget: it spends the whole budget (demo-scenarios.ts). */
  budgetLimited: boolean;
  /** CTR multiplier of its Saturdays and Sundays (demo-scenarios.ts); 1 for most campaigns. */
  weekendCtr: number;
  /** What the campaign spends per day, split among the ads delivering that day. */
  budgetPerDay: number;
  /** USD one conversion is worth when the advertiser values leads or installs (demo-catalog.ts). */
  conversionValue: number | undefined;
  /** The demo's implemented budget change (demo-history.ts): the budget before it, until the day it took effect. */
  budgetChange?: BudgetChange;
  ads: PlannedAd[];
}
