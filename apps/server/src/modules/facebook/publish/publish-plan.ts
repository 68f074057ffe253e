/**
 * The publish plan: pure functions from our campaign, ad and connection to the Marketing API
 * requests that publish the ad (campaign → ad set → image → creative → ad), and what blocks it.
 * The executor (publish.service.ts) asks `nextStep` after every stored id, so a failure or a crash
 * resumes at the first missing object and never creates one twice. Decision 080.
 */
import { type BudgetType, type CampaignObjective, type CampaignStatus, publishingRequirementOf } from '@ads-creative/contracts/campaigns';
import { type ConversionEvent, facebookMessages as m, type PublishDelivery } from '@ads-creative/contracts/facebook';
import { TZDate } from '@date-fns/tz';
import { toMinorUnits } from '../../../providers/facebook/minor-units.ts';
import { OBJECTIVE_MAP } from './objective-map.ts';
import {
  type AccountDsa,
  degreesOfFreedomSpec,
  dsaParams,
  publishedTargeting,
  publishingRulesBlocker,
  type RulesCampaign,
  specialCategoryParams,
} from './publishing-rules.ts';
import { targetingSpec } from './targeting-spec.ts';

export interface PlanCampaign extends RulesCampaign {
  id: number;
  name: string;
  objective: CampaignObjective;
  budgetType: BudgetType;
  dailyBudget: string | null;
  totalBudget: string | null;
  targetAudience: string | null;
  startDate: string | null;
  endDate: string | null;
  pixelId: string | null;
  conversionEvent: ConversionEvent | null;
  appId: string | null;
  appStoreUrl: string | null;
  catalogId: string | null;
  productSetId: string | null;
  fbAdAccountId?: string | null;
  fbCampaignId: string | null;
  fbAdSetId: string | null;
}

export interface PlanAd {
  id: number;
  name: string;
  adType: 'PAGE_POST_AD' | 'WEBSITE_CONVERSION_AD' | 'LEAD_FORM_AD';
  headline: string | null;
  primaryText: string | null;
  description: string | null;
  callToAction: string | null;
  destinationUrl: string | null;
  /** The picture to upload (the selected content's image or the advertiser's file). */
  imageUrl: string | null;
  fbImageHash: string | null;
  fbCreativeId: string | null;
  fbAdId: string | null;
}

export interface PlanTarget {
  /** Without the act_ prefix. */
  adAccountId: string;
  currency: string;
  timezone: string;
  pageId: string;
  /** The ad account's DSA names, sent with ad sets shown in the EU (decision 180). */
  dsa?: AccountDsa | null;
}

export type PublishStep = 'campaign' | 'adset' | 'image' | 'creative' | 'ad';
export type GraphParams = Record<string, unknown>;

/** The first object still missing, or null when the ad is on Facebook. */
export function nextStep(
  c: Pick<PlanCampaign, 'fbCampaignId' | 'fbAdSetId'>,
  ad: Pick<PlanAd, 'fbImageHash' | 'fbCreativeId' | 'fbAdId'>,
): PublishStep | null {
  if (!c.fbCampaignId) return 'campaign';
  if (!c.fbAdSetId) return 'adset';
  if (!ad.fbImageHash) return 'image';
  if (!ad.fbCreativeId) return 'creative';
  if (!ad.fbAdId) return 'ad';
  return null;
}

/** Why this campaign and ad cannot be published, before any call to Facebook; null when they can. */
export function campaignAdBlocker(
  c: PlanCampaign | null,
  ad: PlanAd,
  today: string,
  rules: { defaultCountries: readonly string[]; dsa?: AccountDsa | null } = { defaultCountries: [] },
): string | null {
  if (!c) return m.noCampaign;
  const budget = c.budgetType === 'DAILY' ? c.dailyBudget : c.totalBudget;
  if (!budget) return m.noBudget;
  if (c.budgetType === 'LIFETIME' && !c.endDate) return m.lifetimeNeedsEndDate;
  if (c.endDate && c.endDate < today) return m.endDatePassed;
  const required = publishingRequirementOf(c.objective);
  if (required?.fields.some((f) => !c[f])) return required.missing;
  const leadCampaign = c.objective === 'LEAD_GENERATION';
  const leadAd = ad.adType === 'LEAD_FORM_AD';
  if (leadCampaign && !leadAd) return m.leadObjectiveNeedsLeadAd;
  if (leadAd && !leadCampaign) return m.leadAdNeedsLeadObjective;
  if (!ad.imageUrl && !ad.fbImageHash) return m.noImage;
  if (!leadAd && !ad.destinationUrl) return m.noDestinationUrl;
  return publishingRulesBlocker(c, rules);
}

/**
 * Our campaign's status once an ad of it is published or started on Facebook (decision 116), null when
 * it stays: delivering switches the Facebook campaign on, so ours is ACTIVE; a paused publish leaves
 * Facebook's campaign paused, so a DRAFT (never on Facebook) becomes PAUSED and any other status stays.
 */
export function campaignStatusAfterDelivery(current: CampaignStatus, delivery: PublishDelivery): CampaignStatus | null {
  const next: CampaignStatus = delivery === 'ACTIVE' ? 'ACTIVE' : current === 'DRAFT' ? 'PAUSED' : current;
  return next === current ? null : next;
}

/** Our ids in Facebook's names, so a resumed publish can find an object whose id was never stored. */
export const campaignObjectName = (c: Pick<PlanCampaign, 'id' | 'name'>) => `${c.name} [AC-${c.id}]`;
export const adObjectName = (ad: Pick<PlanAd, 'id' | 'name'>) => `${ad.name} [AC-${ad.id}]`;

export function campaignParams(c: PlanCampaign, defaultCountries: readonly string[] = []): GraphParams {
  const plan = OBJECTIVE_MAP[c.objective];
  return {
    name: campaignObjectName(c),
    objective: plan.objective,
    // Starts paused; the executor activates it once the ad exists, when the user chose to deliver.
    status: 'PAUSED',
    ...specialCategoryParams(c, defaultCountries),
    // The budget lives on the ad set; Facebook then requires this flag (subcode 4834011).
    is_adset_budget_sharing_enabled: false,
    ...(plan.promotedObject === 'catalog' ? { promoted_object: { product_catalog_id: c.catalogId } } : {}),
  };
}

/** Local midnight (or the last second) of a calendar day in the ad account's time zone, ISO 8601 with offset. */
export function accountTime(date: string, timezone: string, endOfDay = false): string {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const t = endOfDay ? new TZDate(y, mo - 1, d, 23, 59, 59, timezone) : new TZDate(y, mo - 1, d, timezone);
  return t.toISOString().replace('.000', '');
}

function promotedObject(c: PlanCampaign, target: PlanTarget): GraphParams | undefined {
  switch (OBJECTIVE_MAP[c.objective].promotedObject) {
    case 'page':
      return { page_id: target.pageId };
    case 'app':
      return { application_id: c.appId, object_store_url: c.appStoreUrl };
    case 'pixel':
      return { pixel_id: c.pixelId, custom_event_type: c.conversionEvent };
    case 'catalog':
      return { product_set_id: c.productSetId };
    default:
      return undefined;
  }
}

export function adSetParams(
  c: PlanCampaign,
  target: PlanTarget,
  fbCampaignId: string,
  opts: { today: string; defaultCountries: readonly string[] },
): GraphParams {
  const daily = c.budgetType === 'DAILY';
  const budget = toMinorUnits((daily ? c.dailyBudget : c.totalBudget) ?? '0', target.currency);
  const promoted = promotedObject(c, target);
  return {
    name: campaignObjectName(c),
    campaign_id: fbCampaignId,
    ...(daily ? { daily_budget: budget } : { lifetime_budget: budget }),
    billing_event: 'IMPRESSIONS',
    optimization_goal: OBJECTIVE_MAP[c.objective].optimizationGoal,
    bid_strategy: 'LOWEST_COST_WITHOUT_CAP',
    // A start date in the past or today means "now": Facebook refuses start times in the past.
    ...(c.startDate && c.startDate > opts.today ? { start_time: accountTime(c.startDate, target.timezone) } : {}),
    ...(c.endDate ? { end_time: accountTime(c.endDate, target.timezone, true) } : {}),
    // The campaign's structured targeting (decision 178); countries alone when nothing else is set, as before.
    targeting: targetingSpec(publishedTargeting(c, opts.defaultCountries)),
    ...dsaParams(publishedTargeting(c, opts.defaultCountries), target.dsa),
    ...(promoted ? { promoted_object: promoted } : {}),
    status: 'ACTIVE',
  };
}

/** Lead ads point at Facebook's placeholder link; the form is the destination. */
const LEAD_AD_LINK = 'http://fb.me/';

export function creativeParams(ad: PlanAd, target: PlanTarget, imageHash: string, leadFormId?: string): GraphParams {
  const link = ad.adType === 'LEAD_FORM_AD' ? LEAD_AD_LINK : (ad.destinationUrl ?? '');
  const cta = ad.adType === 'LEAD_FORM_AD' ? (ad.callToAction ?? 'SIGN_UP') : ad.callToAction;
  const value = ad.adType === 'LEAD_FORM_AD' ? { lead_gen_form_id: leadFormId } : { link };
  return {
    name: adObjectName(ad),
    object_story_spec: {
      page_id: target.pageId,
      link_data: {
        message: ad.primaryText ?? '',
        name: ad.headline ?? '',
        ...(ad.description ? { description: ad.description } : {}),
        link,
        image_hash: imageHash,
        ...(cta ? { call_to_action: { type: cta, value } } : {}),
      },
    },
    degrees_of_freedom_spec: degreesOfFreedomSpec(),
  };
}

export function adParams(ad: PlanAd, adSetId: string, creativeId: string, delivery: PublishDelivery): GraphParams {
  return { name: adObjectName(ad), adset_id: adSetId, creative: { creative_id: creativeId }, status: delivery };
}
