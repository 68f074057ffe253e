/**
 * What the engine reads: one user's data as plain values, filled by a repository from campaigns, ads,
 * ad_contents, ad_metrics_daily and ai_calls (the field comments name the columns). Money is in USD,
 * converted by analytics' exchange rates the same way the analytics pages are; dates are calendar
 * days ('YYYY-MM-DD') in the ad account's time zone, as ad_metrics_daily stores them.
 */
import type { AdStatus } from '@ads-creative/contracts/ads';
import type { AiProviderId } from '@ads-creative/contracts/ai';
import type { BudgetType, CampaignObjective, CampaignStatus } from '@ads-creative/contracts/campaigns';
import type { ContentFormat, OptimizationSettings } from '@ads-creative/contracts/optimization';

/** One ad's day: a row of ad_metrics_daily (spend and conversion_value converted to USD numbers). */
export interface DailyRow {
  date: string;
  impressions: number;
  /** People reached that day; not additive over days (a person reached twice counts twice in a sum). */
  reach: number;
  clicks: number;
  linkClicks: number;
  spend: number;
  conversions: number;
  conversionValue: number;
}

/** The content an ad shows (its selected ad_contents row), what made it and its format. */
export interface ContentRef {
  contentId: number;
  /** ai_calls.provider of the content's text call (or image call for an image-only one); null when typed by hand. */
  provider: AiProviderId | null;
  /** 'image' with image_url or an image media file, 'video' with a video file, else 'text'. */
  format: ContentFormat;
}

export interface AdSnapshot {
  id: number;
  name: string;
  status: AdStatus;
  /** Its days in ad_metrics_daily, any order, at most one row a date. */
  daily: DailyRow[];
  selectedContent: ContentRef | null;
}

export interface CampaignSnapshot {
  id: number;
  name: string;
  status: CampaignStatus;
  objective: CampaignObjective;
  budgetType: BudgetType;
  /** USD; set for DAILY budgets. */
  dailyBudget: number | null;
  /** USD; set for LIFETIME budgets. */
  totalBudget: number | null;
  /**
   * When the campaign's budget, status or objective last changed (by the user or an applied
   * recommendation), ISO date-time; null when unknown. Changes reset Facebook's learning.
   */
  lastChangedAt: string | null;
  /**
   * It has a delivery schedule (campaign_delivery_schedules, decision 155): its excluded days deliver nothing,
   * so a new AD_SCHEDULING run cannot judge them; the schedule is lifted (reverted) for fresh advice.
   */
  hasDeliverySchedule: boolean;
  /** Its saved (not preview) ads. */
  ads: AdSnapshot[];
}

/** One generated content (ad_contents row written or drawn by AI) of a saved ad. */
export interface ContentSnapshot {
  id: number;
  adId: number;
  provider: AiProviderId;
  format: ContentFormat;
  selected: boolean;
  /** ISO date-time (ad_contents.created_at). */
  createdAt: string;
}

/** ai_calls of the analysis window summed per provider. */
export interface ProviderCalls {
  provider: AiProviderId;
  calls: number;
  successes: number;
  /** Successful calls one of whose contents the user chose (ai_calls.selected). */
  selected: number;
  costUsd: number;
}

export interface EngineSnapshot {
  /** The user's current calendar day; windows end the day before (the last complete day). */
  today: string;
  /** The moment of the run, ISO date-time (cool-down of recent changes, expiry). */
  now: string;
  campaigns: CampaignSnapshot[];
  contents: ContentSnapshot[];
  providerCalls: ProviderCalls[];
  /** The provider the user generates with by default; null when none is set (then the most used one counts). */
  defaultProvider: AiProviderId | null;
  /** Providers the user can switch to (configured server-wide or with the user's key). */
  availableProviders: AiProviderId[];
  settings: OptimizationSettings;
}
