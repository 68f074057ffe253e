/**
 * The sandbox's answer to /act_{id}/insights?level=ad&time_increment=1: one row a day an ad ran
 * (ad, ad set and campaign all ACTIVE that day), in Facebook's wire format (numbers as strings,
 * conversions in `actions` under several overlapping action types, as Facebook reports them).
 */
import type { CampaignObjective } from '@ads-creative/contracts/campaigns';
import { daysBetween, eachDayOf } from '../lib/calendar.ts';
import { tagCopy } from '../modules/creative/index.ts';
import { currencyOffset } from '../providers/facebook/minor-units.ts';
import { creativeResponse } from './creative-response.ts';
import { type RateMultipliers, simulateDay } from './delivery-simulator.ts';
import { budgetOn, type SandboxObject, type SandboxWorld, statusOn } from './sandbox-world.ts';

const OUR_OBJECTIVE: Record<string, CampaignObjective> = {
  OUTCOME_AWARENESS: 'REACH',
  OUTCOME_TRAFFIC: 'TRAFFIC',
  OUTCOME_ENGAGEMENT: 'ENGAGEMENT',
  OUTCOME_LEADS: 'LEAD_GENERATION',
  OUTCOME_APP_PROMOTION: 'APP_INSTALLS',
  OUTCOME_SALES: 'CONVERSIONS',
};

export interface InsightsRow {
  account_id: string;
  campaign_id: string;
  adset_id: string;
  ad_id: string;
  ad_name: string;
  date_start: string;
  date_stop: string;
  impressions: string;
  reach: string;
  clicks: string;
  inline_link_clicks: string;
  spend: string;
  actions?: { action_type: string; value: string }[];
  action_values?: { action_type: string; value: string }[];
}

/** The daily budget one ad of the ad set gets on `date` (the ad set's budget that day, shared by its ads). */
function dailyBudget(adset: SandboxObject, date: string, ads: number, currency: string): number {
  const offset = currencyOffset(currency);
  const budget = budgetOn(adset, date);
  const daily = Number(budget.daily_budget ?? 0);
  if (daily > 0) return daily / offset / Math.max(1, ads);
  const lifetime = Number(budget.lifetime_budget ?? 0);
  const start = String(adset.fields.start_time ?? adset.createdDate).slice(0, 10);
  const end = String(adset.fields.end_time ?? start).slice(0, 10);
  return lifetime / offset / Math.max(1, daysBetween(start, end) + 1) / Math.max(1, ads);
}

type StorySpec = {
  link_data?: {
    name?: string;
    message?: string;
    description?: string;
    image_hash?: string;
    picture?: string;
    call_to_action?: { type?: string };
  };
  video_data?: { title?: string; message?: string; link_description?: string; video_id?: string; call_to_action?: { type?: string } };
};

/**
 * How the account's audience answers an ad's creative (SIMULATION, creative-response.ts): the copy the app published
 * in its object_story_spec (headline, primary text, description, call to action; a video's or a link's), tagged by
 * the app's own built-in tagger, and its format (a video, a picture, or text alone).
 */
export function responseToCreative(accountId: string, creative: SandboxObject | undefined): RateMultipliers {
  const spec = (creative?.fields.object_story_spec ?? {}) as StorySpec;
  const video = spec.video_data;
  const link = spec.link_data ?? {};
  const tags = tagCopy({
    headline: (video ? video.title : link.name) ?? null,
    primaryText: (video ? video.message : link.message) ?? null,
    description: (video ? video.link_description : link.description) ?? null,
    callToAction: (video ?? link).call_to_action?.type ?? null,
    format: video?.video_id ? 'VIDEO' : link.image_hash || link.picture ? 'IMAGE' : 'TEXT',
  });
  return creativeResponse(accountId, tags);
}

export function insightsRows(
  world: SandboxWorld,
  accountId: string,
  since: string,
  until: string,
  today: string,
  seed: number,
): InsightsRow[] {
  const account = world.account(accountId);
  if (!account) return [];
  const rows: InsightsRow[] = [];
  const ads = world.ofAccount(accountId, 'ad');
  const adsPerAdset = new Map<string | undefined, number>();
  for (const ad of ads) adsPerAdset.set(ad.parentId, (adsPerAdset.get(ad.parentId) ?? 0) + 1);
  for (const ad of ads) {
    const adset = ad.parentId ? world.objects.get(ad.parentId) : undefined;
    const campaign = adset?.parentId ? world.objects.get(adset.parentId) : undefined;
    const creative = world.objects.get(String((ad.fields.creative as { creative_id?: string } | undefined)?.creative_id));
    // A disapproved ad never delivers.
    if (!adset || !campaign || ad.disapproval) continue;
    const siblings = adsPerAdset.get(adset.id) ?? 0;
    const simulated = {
      adId: ad.id,
      objective: OUR_OBJECTIVE[String(campaign.fields.objective)] ?? 'REACH',
      currency: account.currency,
      startDate: ad.createdDate,
      creative: responseToCreative(accountId, creative),
    };
    for (const date of eachDayOf(since, until)) {
      const running = [ad, adset, campaign].every((o) => statusOn(o, date) === 'ACTIVE');
      const budget = dailyBudget(adset, date, siblings, account.currency);
      const day = running ? simulateDay({ ...simulated, dailyBudget: budget }, date, today, seed) : null;
      if (!day || day.impressions === 0) continue;
      const conversions = String(day.conversions);
      const sales = simulated.objective === 'CONVERSIONS';
      const kind = sales ? 'purchase' : simulated.objective === 'LEAD_GENERATION' ? 'lead' : undefined;
      rows.push({
        account_id: accountId,
        campaign_id: campaign.id,
        adset_id: adset.id,
        ad_id: ad.id,
        ad_name: String(ad.fields.name ?? ''),
        date_start: date,
        date_stop: date,
        impressions: String(day.impressions),
        reach: String(day.reach),
        clicks: String(day.clicks),
        inline_link_clicks: String(day.linkClicks),
        spend: day.spend.toFixed(currencyOffset(account.currency) === 1 ? 0 : 2),
        actions: [
          { action_type: 'link_click', value: String(day.linkClicks) },
          // Facebook lists one event under several overlapping types: the sync must count it once.
          ...(kind === 'purchase' && day.conversions > 0
            ? ['omni_purchase', 'purchase', 'offsite_conversion.fb_pixel_purchase'].map((t) => ({ action_type: t, value: conversions }))
            : []),
          ...(kind === 'lead' && day.conversions > 0
            ? ['lead', 'onsite_conversion.lead_grouped'].map((t) => ({ action_type: t, value: conversions }))
            : []),
        ],
        ...(sales && day.conversions > 0
          ? { action_values: ['omni_purchase', 'purchase'].map((t) => ({ action_type: t, value: day.conversionValue.toFixed(2) })) }
          : {}),
      });
    }
  }
  return rows.sort((a, b) => a.date_start.localeCompare(b.date_start) || a.ad_id.localeCompare(b.ad_id));
}

/** What Meta answers per attribution window since 2026-01-12: the view windows past 1 day return nothing. */
const NO_DATA_WINDOWS = new Set(['7d_view', '28d_view']);
/** The sandbox's share of a conversion counted by a view within a day rather than a click within 7 days. */
const VIEW_SHARE = 0.2;

type WireAction = { action_type: string; value: string } & Record<string, string>;

/**
 * A row as Meta answers `action_attribution_windows` (decision 176): each action carries a key per window asked
 * for (`value` stays the default attribution, 7-day click plus 1-day view); 7d_view and 28d_view get no key, as
 * they return no data. Link clicks are clicks; the simulator has no lag, so every click window counts the same.
 */
export function withAttributionWindows(row: InsightsRow, windows: readonly string[]): InsightsRow {
  const asked = windows.filter((w) => !NO_DATA_WINDOWS.has(w));
  if (asked.length === 0) return row;
  const split = (a: { action_type: string; value: string }, money: boolean): WireAction => {
    const total = Number(a.value);
    const views = a.action_type === 'link_click' ? 0 : money ? Number((total * VIEW_SHARE).toFixed(2)) : Math.round(total * VIEW_SHARE);
    const text = (n: number) => (money ? n.toFixed(2) : String(n));
    const byWindow = (w: string) => (w === '1d_view' ? views : w === '1d_ev' ? 0 : total - views);
    return { ...a, ...Object.fromEntries(asked.map((w) => [w, text(byWindow(w))])) };
  };
  return {
    ...row,
    ...(row.actions ? { actions: row.actions.map((a) => split(a, false)) } : {}),
    ...(row.action_values ? { action_values: row.action_values.map((a) => split(a, true)) } : {}),
  };
}
