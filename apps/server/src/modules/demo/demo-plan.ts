/**
 * The demo account's campaigns and ads, planned from a seed (pure: options in, plan out): every
 * objective, mixed statuses, daily and lifetime budgets, the days each campaign and ad delivered,
 * each ad's strength (poor performers included) and its AI history. Campaign i is the same whatever
 * the scale, so a larger demo contains the smaller one. Decision 095.
 */
import type { AdStatus, AdType } from '@ads-creative/contracts/ads';
import type { AdLanguage, PromptStyle } from '@ads-creative/contracts/ai';
import { type BudgetType, type CampaignObjective, type CampaignStatus, campaignObjectives } from '@ads-creative/contracts/campaigns';
import { addDays, daysBetween } from '../../lib/calendar.ts';
import { hashText, integerBetween, pickOne, prng, type Random, shuffled, uniform } from '../../lib/seeded-random.ts';
import type { AdCopyVariation } from '../../providers/ai/types.ts';
import { type AdGenerationPlan, HAND_WRITTEN_CTR_LIFT, PROVIDER_CTR_LIFT, planAdGeneration } from './demo-ai-runs.ts';
import { DEMO_BUSINESSES } from './demo-catalog.ts';
import { type BudgetChange, withScaledCampaign } from './demo-history.ts';

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

export const CAMPAIGNS_PER_SCALE = 20;
export const DEFAULT_DEMO_OPTIONS = { seed: 1, scale: 1, days: 365, fullHistory: false } as const;

/** Inclusive days an ad or campaign delivered. */
export interface Delivery {
  from: string;
  to: string;
}

/** How a campaign performs: most are healthy; a few are the poor performers analytics should find. */
export type CampaignHealth = 'healthy' | 'no_conversions' | 'low_ctr';

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
  /** Multipliers of the objective's CTR and CVR, and the share of its budget it manages to spend. */
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
  /** What the campaign spends per day, split among the ads delivering that day. */
  budgetPerDay: number;
  /** USD one conversion is worth when the advertiser values leads or installs (demo-catalog.ts). */
  conversionValue: number | undefined;
  /** The demo's implemented budget change (demo-history.ts): the budget before it, until the day it took effect. */
  budgetChange?: BudgetChange;
  ads: PlannedAd[];
}

/**
 * Statuses per block of 20 campaigns (two of each objective): half active, the rest paused,
 * finished, drafts and one failed. The first campaign of each objective always delivered, and the
 * first of those that sell is active: an account lives off its sales campaigns.
 */
const FIRST_HALF: readonly CampaignStatus[] = ['ACTIVE', 'ACTIVE', 'ACTIVE', 'ACTIVE', 'ACTIVE', 'PAUSED', 'PAUSED', 'COMPLETED'];
const SECOND_HALF: readonly CampaignStatus[] = [
  'ACTIVE',
  'ACTIVE',
  'ACTIVE',
  'PAUSED',
  'PAUSED',
  'COMPLETED',
  'COMPLETED',
  'DRAFT',
  'DRAFT',
  'FAILED',
];
/** Objectives whose conversions are what the campaign is for: the ones a "no conversions" verdict hurts. */
const CONVERTING: readonly CampaignObjective[] = ['CONVERSIONS', 'CATALOG_SALES', 'LEAD_GENERATION', 'APP_INSTALLS'];
/** Objectives whose conversions carry a purchase value. */
const VALUED: readonly CampaignObjective[] = ['CONVERSIONS', 'CATALOG_SALES'];

/** The earliest and latest of some 'YYYY-MM-DD' days (they sort as text). */
const earliest = (...days: string[]) => days.sort()[0] as string;
const latest = (...days: string[]) => days.sort().at(-1) as string;
const at = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
const rngFor = (seed: number, what: string) => prng(hashText(`demo:${seed}:${what}`));

/** The days a campaign of this status delivered, within the history; null when it never did. */
function deliveryOf(rand: Random, status: CampaignStatus, o: DemoOptions): Delivery | null {
  const first = addDays(o.today, -(o.days - 1));
  if (o.fullHistory) return { from: first, to: o.today };
  const ago = (min: number, max: number) => addDays(o.today, -integerBetween(rand, Math.min(min, o.days - 1), Math.min(max, o.days - 1)));
  switch (status) {
    case 'ACTIVE':
      return { from: latest(ago(14, o.days - 1), first), to: o.today };
    case 'PAUSED': {
      const from = ago(45, o.days - 1);
      const to = ago(3, Math.max(3, daysBetween(from, o.today) - 14));
      return { from, to: latest(to, from) };
    }
    case 'COMPLETED': {
      const from = ago(60, o.days - 1);
      const to = addDays(from, integerBetween(rand, 14, Math.max(14, Math.min(120, daysBetween(from, o.today) - 2))));
      return { from, to: earliest(to, o.today) };
    }
    default:
      return null;
  }
}

function adStatus(campaign: CampaignStatus, delivery: Delivery | null, today: string): AdStatus {
  if (campaign === 'ACTIVE') return delivery && delivery.to === today ? 'ACTIVE' : 'PAUSED';
  if (campaign === 'FAILED') return 'FAILED';
  return campaign;
}

/**
 * Ads start in turn over the first 60 % of the campaign's days (creatives refreshed as older ones
 * tire); most of the older ones are switched off after 3 to 17 weeks.
 */
function adDelivery(rand: Random, campaign: Delivery | null, index: number, count: number, o: DemoOptions): Delivery | null {
  if (!campaign) return null;
  if (o.fullHistory) return campaign;
  const length = daysBetween(campaign.from, campaign.to) + 1;
  const from = addDays(campaign.from, Math.floor((index * length * 0.6) / count));
  const retired = index < count - 2 && rand() < 0.6;
  const to = retired ? addDays(from, integerBetween(rand, 21, 120)) : campaign.to;
  return { from, to: earliest(to, campaign.to) };
}

function planAd(
  rand: Random,
  c: Omit<PlannedCampaign, 'ads' | 'budgetPerDay' | 'conversionValue'>,
  context: { language: AdLanguage; style: PromptStyle; brief: string; quality: number; pacing: number },
  index: number,
  count: number,
  o: DemoOptions,
): PlannedAd {
  const business = DEMO_BUSINESSES[c.objective];
  const delivery = adDelivery(rand, c.delivery, index, count, o);
  const createdDay = delivery
    ? addDays(delivery.from, -integerBetween(rand, 0, 2))
    : addDays(c.createdAt.toISOString().slice(0, 10), index);
  // After its campaign, and before today (the seeder runs today).
  const hour = at(createdDay, integerBetween(rand, 8, 20)).getTime();
  const createdAt = new Date(Math.min(Math.max(hour, c.createdAt.getTime() + 3_600_000), at(o.today, 0).getTime()));
  const refinedDay = delivery ? addDays(delivery.from, integerBetween(rand, 7, 60)) : null;
  const generation = planAdGeneration(rand, {
    business: c.objective,
    brief: context.brief,
    language: context.language,
    style: index % 3 === 2 ? (business.styles[1] ?? context.style) : context.style,
    adType: business.adType,
    targetAudience: c.targetAudience,
    createdAt,
    moreOptionsAt: refinedDay && refinedDay < o.today && rand() < 0.2 ? at(refinedDay, integerBetween(rand, 8, 20)) : null,
  });
  const lift = generation.copyProvider ? PROVIDER_CTR_LIFT[generation.copyProvider] : HAND_WRITTEN_CTR_LIFT;
  // A few weak creatives in every campaign, whatever its health.
  const weak = rand() < 0.08 ? 0.4 : 1;
  const ctrFactor = (c.health === 'low_ctr' ? 0.3 : context.quality) * lift * weak * uniform(rand, 0.85, 1.15);
  const cvrFactor = c.health === 'no_conversions' ? 0 : VALUED.includes(c.objective) ? uniform(rand, 2.2, 3.2) : uniform(rand, 0.8, 1.4);
  return {
    key: `${c.key}-ad${index + 1}`,
    name: `${business.brand} · ${generation.copy.headline}`.slice(0, 255),
    adType: business.adType,
    status: adStatus(c.status, delivery, o.today),
    copy: generation.copy,
    destinationUrl: business.url,
    createdAt,
    delivery,
    ctrFactor,
    cvrFactor,
    pacing: context.pacing,
    generation,
  };
}

/** Campaign `index` (0-based) of the demo; `status` and `health` come from its block's draw. */
function planCampaign(index: number, status: CampaignStatus, health: CampaignHealth, o: DemoOptions): PlannedCampaign {
  const rand = rngFor(o.seed, `campaign:${index}`);
  const objective = campaignObjectives[index % campaignObjectives.length] as CampaignObjective;
  const business = DEMO_BUSINESSES[objective];
  const round = Math.floor(index / campaignObjectives.length);
  const theme = business.themes[round % business.themes.length] as string;
  const language: AdLanguage = rand() < 0.7 ? 'vi' : 'en';
  const style = pickOne(rand, business.styles);
  const delivery = deliveryOf(rand, status, o);
  const budgetType: BudgetType = o.fullHistory || rand() < 0.7 ? 'DAILY' : 'LIFETIME';
  const daily = Math.round(uniform(rand, business.dailyBudget[0], business.dailyBudget[1]));
  // Campaigns that never delivered were planned to start soon.
  const startDate = delivery?.from ?? addDays(o.today, integerBetween(rand, 3, 30));
  const plannedEnd =
    status === 'COMPLETED'
      ? (delivery?.to ?? null)
      : budgetType === 'LIFETIME' && startDate
        ? addDays(latest(startDate, o.today), integerBetween(rand, 7, 60))
        : null;
  const lifetimeDays = startDate && plannedEnd ? daysBetween(startDate, plannedEnd) + 1 : 30;
  const createdDay =
    startDate && startDate <= o.today ? addDays(startDate, -integerBetween(rand, 1, 5)) : addDays(o.today, -integerBetween(rand, 1, 20));
  const suffix = round >= business.themes.length ? ` #${Math.floor(round / business.themes.length) + 1}` : '';
  const campaign = {
    key: `c${index + 1}`,
    name: `${business.brand} · ${theme}${suffix}`,
    objective,
    status,
    budgetType,
    dailyBudget: budgetType === 'DAILY' ? daily : null,
    totalBudget: budgetType === 'LIFETIME' ? daily * lifetimeDays : null,
    targetAudience: business.targetAudience,
    startDate,
    endDate: plannedEnd,
    createdAt: at(createdDay, integerBetween(rand, 8, 18)),
    delivery,
    health,
  };
  const quality = uniform(rand, 0.85, 1.3);
  // Some campaigns cannot spend their budget (audience too narrow, bids too low): utilization varies.
  const pacing = uniform(rand, 0.7, 1);
  const count = o.adsPerCampaign ?? integerBetween(rand, 3, 8);
  const brief = `${business.brief[language]}. ${theme}`;
  const ads = Array.from({ length: count }, (_, i) => planAd(rand, campaign, { language, style, brief, quality, pacing }, i, count, o));
  return { ...campaign, budgetPerDay: daily, conversionValue: business.conversionValue, ads };
}

/**
 * Statuses shuffled per block of 20 campaigns; in each block one delivering campaign whose
 * conversions matter converts nothing, and one other delivering campaign has a very low CTR.
 */
function blockDraw(seed: number, block: number, o: DemoOptions): { statuses: CampaignStatus[]; health: CampaignHealth[] } {
  const rand = rngFor(seed, `block:${block}`);
  const first = shuffled(rand, FIRST_HALF);
  const firstHalf = campaignObjectives.map((objective) => (VALUED.includes(objective) ? 'ACTIVE' : (first.pop() as CampaignStatus)));
  const statuses = [...firstHalf, ...shuffled(rand, SECOND_HALF)];
  if (o.fullHistory) {
    for (let i = 0; i < statuses.length; i++) if (statuses[i] === 'DRAFT' || statuses[i] === 'FAILED') statuses[i] = 'ACTIVE';
  }
  const health = statuses.map((): CampaignHealth => 'healthy');
  const delivering = (i: number) => statuses[i] === 'ACTIVE' || statuses[i] === 'PAUSED' || statuses[i] === 'COMPLETED';
  const objectiveOf = (i: number) => campaignObjectives[i % campaignObjectives.length] as CampaignObjective;
  const candidates = statuses.map((_, i) => i).filter(delivering);
  // A lead or install campaign (a broken form or SDK), so the sales campaigns the account lives off stay healthy.
  const converting = candidates.filter((i) => CONVERTING.includes(objectiveOf(i)) && !VALUED.includes(objectiveOf(i)));
  const noConversions = shuffled(rand, converting)[0];
  if (noConversions !== undefined) health[noConversions] = 'no_conversions';
  const lowCtr = shuffled(
    rand,
    candidates.filter((i) => i !== noConversions),
  )[0];
  if (lowCtr !== undefined) health[lowCtr] = 'low_ctr';
  return { statuses, health };
}

export function planDemo(o: DemoOptions): PlannedCampaign[] {
  const campaigns: PlannedCampaign[] = [];
  const total = CAMPAIGNS_PER_SCALE * o.scale;
  for (let block = 0; block * CAMPAIGNS_PER_SCALE < total; block++) {
    const { statuses, health } = blockDraw(o.seed, block, o);
    for (let i = 0; i < CAMPAIGNS_PER_SCALE && block * CAMPAIGNS_PER_SCALE + i < total; i++) {
      campaigns.push(planCampaign(block * CAMPAIGNS_PER_SCALE + i, statuses[i] as CampaignStatus, health[i] as CampaignHealth, o));
    }
  }
  return withScaledCampaign(campaigns, o);
}
