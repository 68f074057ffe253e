/**
 * The demo account's campaigns and ads, planned from a seed (pure: options in, plan out): every
 * objective, mixed statuses, daily and lifetime budgets, the days each campaign and ad delivered,
 * each ad's strength (poor performers included) and its AI history. Campaign i is the same whatever
 * the scale, so a larger demo contains the smaller one. Decision 095. Then its history (demo-history.ts,
 * decision 150) and the patterns the optimization center should find (demo-scenarios.ts, decision 175).
 */
import type { AdStatus } from '@ads-creative/contracts/ads';
import type { AdLanguage, PromptStyle } from '@ads-creative/contracts/ai';
import { type BudgetType, type CampaignObjective, type CampaignStatus, campaignObjectives } from '@ads-creative/contracts/campaigns';
import { addDays, daysBetween } from '../../lib/calendar.ts';
import { hashText, integerBetween, pickOne, prng, type Random, shuffled, uniform } from '../../lib/seeded-random.ts';
import { tagCopy } from '../creative/index.ts';
import { HAND_WRITTEN_CTR_LIFT, PROVIDER_CTR_LIFT, planAdGeneration } from './demo-ai-runs.ts';
import { DEMO_BUSINESSES } from './demo-catalog.ts';
import { withScaledCampaign } from './demo-history.ts';
import {
  BUDGET_LIMITED_PACING,
  CONVERTING_OBJECTIVES,
  LEAK_PACING,
  SALES_OBJECTIVES,
  withRefreshedCreative,
  withWeekendSlump,
} from './demo-scenarios.ts';
import type { CampaignHealth, Delivery, DemoOptions, PlannedAd, PlannedCampaign } from './demo-types.ts';

export const CAMPAIGNS_PER_SCALE = 20;
export const DEFAULT_DEMO_OPTIONS = { seed: 1, scale: 1, days: 365, fullHistory: false } as const;

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
  c: Omit<PlannedCampaign, 'ads' | 'budgetPerDay' | 'conversionValue' | 'weekendCtr'>,
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
  const tags = tagCopy({
    ...generation.copy,
    language: context.language,
    format: generation.creative ? 'IMAGE' : 'TEXT',
    provider: generation.copyProvider,
  });
  const lift = generation.copyProvider ? PROVIDER_CTR_LIFT[generation.copyProvider] : HAND_WRITTEN_CTR_LIFT;
  // A few weak creatives in every campaign, whatever its health.
  const weak = rand() < 0.08 ? 0.4 : 1;
  const ctrFactor = (c.health === 'low_ctr' ? 0.3 : context.quality) * lift * weak * uniform(rand, 0.85, 1.15);
  const cvrFactor =
    c.health === 'no_conversions' ? 0 : SALES_OBJECTIVES.includes(c.objective) ? uniform(rand, 2.2, 3.2) : uniform(rand, 0.8, 1.4);
  return {
    key: `${c.key}-ad${index + 1}`,
    name: `${business.brand} · ${generation.copy.headline}`.slice(0, 255),
    adType: business.adType,
    status: adStatus(c.status, delivery, o.today),
    copy: generation.copy,
    destinationUrl: business.url,
    createdAt,
    delivery,
    tags,
    ctrFactor,
    cvrFactor,
    pacing: context.pacing,
    generation,
  };
}

/** What the block's draw decided for one campaign. */
interface Drawn {
  status: CampaignStatus;
  health: CampaignHealth;
  budgetLimited: boolean;
}

/** Campaign `index` (0-based) of the demo; its status, health and budget limit come from its block's draw. */
function planCampaign(index: number, { status, health, budgetLimited }: Drawn, o: DemoOptions): PlannedCampaign {
  const rand = rngFor(o.seed, `campaign:${index}`);
  const objective = campaignObjectives[index % campaignObjectives.length] as CampaignObjective;
  const business = DEMO_BUSINESSES[objective];
  const round = Math.floor(index / campaignObjectives.length);
  const theme = business.themes[round % business.themes.length] as string;
  const language: AdLanguage = rand() < 0.7 ? 'vi' : 'en';
  const style = pickOne(rand, business.styles);
  const delivery = deliveryOf(rand, status, o);
  // The draws happen whatever the campaign's role, so that every other campaign stays the same (demo-scenarios.ts).
  const drawnDaily = o.fullHistory || rand() < 0.7;
  const budgetType: BudgetType = drawnDaily || budgetLimited ? 'DAILY' : 'LIFETIME';
  const drawnBudget = Math.round(uniform(rand, business.dailyBudget[0], business.dailyBudget[1]));
  // The broken form or SDK leaks at the top of its advertiser's range: waste large enough to matter.
  const daily = health === 'no_conversions' ? business.dailyBudget[1] : drawnBudget;
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
    budgetLimited,
  };
  const quality = uniform(rand, 0.85, 1.3);
  // Some campaigns cannot spend their budget (audience too narrow, bids too low): utilization varies;
  // a budget-limited one spends it all.
  const drawnPacing = uniform(rand, 0.7, 1);
  const pacing = budgetLimited ? BUDGET_LIMITED_PACING : health === 'no_conversions' ? LEAK_PACING : drawnPacing;
  const count = o.adsPerCampaign ?? integerBetween(rand, 3, 8);
  const brief = `${business.brief[language]}. ${theme}`;
  const ads = Array.from({ length: count }, (_, i) => planAd(rand, campaign, { language, style, brief, quality, pacing }, i, count, o));
  return { ...campaign, budgetPerDay: daily, conversionValue: business.conversionValue, weekendCtr: 1, ads };
}

/**
 * Statuses shuffled per block of 20 campaigns. The first campaign of each sales objective is active
 * and budget-limited (demo-scenarios.ts); one delivering lead or install campaign converts nothing,
 * an active one when there is one (a broken form or SDK found while it still spends), and one other
 * delivering campaign, not budget-limited, has a very low CTR.
 */
function blockDraw(seed: number, block: number, o: DemoOptions): Drawn[] {
  const rand = rngFor(seed, `block:${block}`);
  const first = shuffled(rand, FIRST_HALF);
  const firstHalf = campaignObjectives.map((objective) =>
    SALES_OBJECTIVES.includes(objective) ? 'ACTIVE' : (first.pop() as CampaignStatus),
  );
  const statuses = [...firstHalf, ...shuffled(rand, SECOND_HALF)];
  if (o.fullHistory) {
    for (let i = 0; i < statuses.length; i++) if (statuses[i] === 'DRAFT' || statuses[i] === 'FAILED') statuses[i] = 'ACTIVE';
  }
  const objectiveOf = (i: number) => campaignObjectives[i % campaignObjectives.length] as CampaignObjective;
  const budgetLimited = statuses.map((_, i) => i < campaignObjectives.length && SALES_OBJECTIVES.includes(objectiveOf(i)));
  const health = statuses.map((): CampaignHealth => 'healthy');
  const delivering = (i: number) => statuses[i] === 'ACTIVE' || statuses[i] === 'PAUSED' || statuses[i] === 'COMPLETED';
  const candidates = statuses.map((_, i) => i).filter(delivering);
  // A lead or install campaign, so the sales campaigns the account lives off stay healthy.
  const converting = candidates.filter((i) => CONVERTING_OBJECTIVES.includes(objectiveOf(i)) && !SALES_OBJECTIVES.includes(objectiveOf(i)));
  const active = converting.filter((i) => statuses[i] === 'ACTIVE');
  const noConversions = shuffled(rand, active.length > 0 ? active : converting)[0];
  if (noConversions !== undefined) health[noConversions] = 'no_conversions';
  const lowCtr = shuffled(
    rand,
    candidates.filter((i) => i !== noConversions && !budgetLimited[i]),
  )[0];
  if (lowCtr !== undefined) health[lowCtr] = 'low_ctr';
  return statuses.map((status, i) => ({ status, health: health[i] as CampaignHealth, budgetLimited: budgetLimited[i] as boolean }));
}

export function planDemo(o: DemoOptions): PlannedCampaign[] {
  const campaigns: PlannedCampaign[] = [];
  const total = CAMPAIGNS_PER_SCALE * o.scale;
  for (let block = 0; block * CAMPAIGNS_PER_SCALE < total; block++) {
    const drawn = blockDraw(o.seed, block, o);
    for (let i = 0; i < CAMPAIGNS_PER_SCALE && block * CAMPAIGNS_PER_SCALE + i < total; i++) {
      campaigns.push(planCampaign(block * CAMPAIGNS_PER_SCALE + i, drawn[i] as Drawn, o));
    }
  }
  const withSlump = withWeekendSlump(withScaledCampaign(campaigns, o), CAMPAIGNS_PER_SCALE, o);
  return withRefreshedCreative(withSlump, CAMPAIGNS_PER_SCALE, o);
}
