/**
 * One user's EngineSnapshot from the database (docs/optimization.md §Running the engine): the rows of
 * snapshot.repo.ts turned into the engine's plain values. `today` is the user's calendar day in the ad
 * account's time zone, as analytics computes it; budgets are converted with the ad account's currency.
 */
import type { AdStatus } from '@ads-creative/contracts/ads';
import type { AiProviderId } from '@ads-creative/contracts/ai';
import type { BudgetType, CampaignObjective, CampaignStatus } from '@ads-creative/contracts/campaigns';
import type { ContentFormat, OptimizationSettings } from '@ads-creative/contracts/optimization';
import type { Db } from '../../../db/client.ts';
import { addDays, dayIn } from '../../../lib/calendar.ts';
import { dayStart, toUsd, type UsdRates, type UserAccount } from '../../analytics/index.ts';
import type { AdSnapshot, CampaignSnapshot, ContentRef, DailyRow, EngineSnapshot } from '../engine/snapshot.ts';
import { ANALYSIS_DAYS, CONTENT_DAYS, FATIGUE_BASELINE_DAYS, SCHEDULING_DAYS } from '../engine/thresholds.ts';
import { type AdRow, type CampaignRow, createSnapshotRepo, type MetricRow } from './snapshot.repo.ts';

/** The longest window any rule reads back from today (the creative baseline aside). */
export const LOOKBACK_DAYS = Math.max(ANALYSIS_DAYS, SCHEDULING_DAYS, CONTENT_DAYS);

export interface SnapshotDeps {
  db: Db;
  rates: UsdRates;
  /** The user's time zone and ad account currency (analytics' frame: UTC and none without a connection). */
  account: (userId: number) => Promise<UserAccount>;
  settings: (userId: number) => Promise<OptimizationSettings>;
  /** Providers the user can generate with now (configured server-wide or with the user's key). */
  availableProviders: (userId: number) => Promise<AiProviderId[]>;
  /** The provider the user generates with by default; null when none is set. */
  defaultProvider: (userId: number) => Promise<AiProviderId | null>;
}

const VIDEO_FILE = /\.(mp4|mov|m4v|webm|avi|mkv)(\?|#|$)/i;

/** 'video' for a video file, 'image' for any other picture or file, 'text' without one. */
export function formatOf(imageUrl: string | null, mediaFileUrl: string | null): ContentFormat {
  const url = mediaFileUrl ?? imageUrl;
  if (!url) return 'text';
  return VIDEO_FILE.test(url) ? 'video' : 'image';
}

function dailyRow(m: MetricRow): DailyRow {
  return {
    date: m.date,
    impressions: m.impressions,
    reach: m.reach,
    clicks: m.clicks,
    linkClicks: m.link_clicks,
    spend: m.spend,
    conversions: m.conversions,
    conversionValue: m.conversion_value,
  };
}

function contentRef(a: AdRow): ContentRef | null {
  if (a.content_id === null) return null;
  return {
    contentId: a.content_id,
    provider: (a.provider as AiProviderId | null) ?? null,
    format: formatOf(a.image_url, a.media_file_url),
  };
}

/** The later of two ISO instants (either may be null). */
const later = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a > b ? a : b);

function campaignSnapshot(c: CampaignRow, ads: AdSnapshot[], budgetCurrency: string, rates: UsdRates): CampaignSnapshot {
  const usd = (v: string | null) => (v === null ? null : toUsd(Number(v), budgetCurrency, rates));
  return {
    id: c.id,
    name: c.name,
    status: c.status as CampaignStatus,
    objective: c.objective as CampaignObjective,
    budgetType: c.budget_type as BudgetType,
    dailyBudget: usd(c.daily_budget),
    totalBudget: usd(c.total_budget),
    // Any edit of the campaign counts (the row keeps no finer history), and any applied recommendation.
    lastChangedAt: later(c.updated_at, c.last_applied_at),
    hasDeliverySchedule: c.has_delivery_schedule,
    ads,
  };
}

export async function loadSnapshot(deps: SnapshotDeps, userId: number, now: Date): Promise<EngineSnapshot> {
  const repo = createSnapshotRepo(deps.db);
  const account = await deps.account(userId);
  const today = dayIn(account.timezone, now);
  const since = addDays(today, -LOOKBACK_DAYS);
  const sinceInstant = dayStart(since, account.timezone);
  const [campaigns, ads, metrics, contents, calls, settings, availableProviders, defaultProvider] = await Promise.all([
    repo.campaigns(userId),
    repo.ads(userId),
    repo.metrics(userId, since, FATIGUE_BASELINE_DAYS, deps.rates),
    repo.contents(userId, sinceInstant),
    repo.providerCalls(userId, sinceInstant),
    deps.settings(userId),
    deps.availableProviders(userId),
    deps.defaultProvider(userId),
  ]);
  const daysOf = new Map<number, DailyRow[]>();
  for (const m of metrics) daysOf.set(m.ad_id, [...(daysOf.get(m.ad_id) ?? []), dailyRow(m)]);
  const adsOf = new Map<number, AdSnapshot[]>();
  for (const a of ads) {
    const ad: AdSnapshot = {
      id: a.id,
      name: a.name,
      status: a.status as AdStatus,
      daily: daysOf.get(a.id) ?? [],
      selectedContent: contentRef(a),
    };
    adsOf.set(a.campaign_id, [...(adsOf.get(a.campaign_id) ?? []), ad]);
  }
  const budgetCurrency = account.currency ?? 'USD';
  return {
    today,
    now: now.toISOString(),
    campaigns: campaigns.map((c) => campaignSnapshot(c, adsOf.get(c.id) ?? [], budgetCurrency, deps.rates)),
    contents: contents.map((c) => ({
      id: c.id,
      adId: c.ad_id,
      provider: c.provider as AiProviderId,
      format: formatOf(c.image_url, c.media_file_url),
      selected: c.selected,
      createdAt: c.created_at,
    })),
    providerCalls: calls.map((p) => ({
      provider: p.provider as AiProviderId,
      calls: p.calls,
      successes: p.successes,
      selected: p.selected,
      costUsd: p.cost_usd,
    })),
    defaultProvider,
    availableProviders,
    settings,
  };
}
