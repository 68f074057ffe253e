/**
 * What applying a recommendation does (decisions 121–123, 127): a pure function from the recommendation's
 * action and the objects as they are now to the steps to take and the before- and after-state to store,
 * or the reason it must not be applied (a guardrail, or a change Facebook or this app cannot make).
 * The executors (execute.ts) take the steps through the app's own update paths.
 */
import { deliveryDaysLabel } from '@ads-creative/contracts/campaigns';
import {
  CAMPAIGN_CHANGE_COOLDOWN_HOURS,
  MAX_BUDGET_STEP_PERCENT,
  MAX_SCHEDULE_EXCLUDED_DAYS,
  type RecommendationAction,
  WEEKDAYS,
  type Weekday,
} from '@ads-creative/contracts/optimization';

/** A campaign as applying reads it (money as numbers, two decimals). */
export interface CampaignNow {
  id: number;
  name: string;
  status: string;
  objective: string;
  budgetType: string;
  dailyBudget: number | null;
  /** It has a Facebook campaign or ad set: changes reach Facebook first (decision 086). */
  published: boolean;
  /** The weekdays its delivery schedule excludes (decision 155), or null without one. */
  deliverySchedule: Weekday[] | null;
}

export interface AdNow {
  id: number;
  name: string;
  campaignId: number | null;
}

/** What the recommendation changed, per object; the same shape before and after. */
export interface AppliedState {
  campaigns?: { id: number; dailyBudget?: number | null; status?: string; objective?: string; deliverySchedule?: Weekday[] | null }[];
  defaultProvider?: string | null;
  preferredFormat?: string | null;
  /** creative_refresh: the draft ad it created (after) — none before. */
  draftAd?: { id: number; updatedAt: string } | null;
}

export type Step =
  | { kind: 'campaign'; campaignId: number; set: { dailyBudget?: number; status?: string; objective?: string } }
  /** The campaign's delivery schedule (decision 155): the job then pauses and resumes it by the days. */
  | { kind: 'delivery_schedule'; campaignId: number; excludedDays: Weekday[] }
  | { kind: 'draft_ad'; fromAdId: number }
  | { kind: 'preference'; name: 'defaultProvider' | 'preferredFormat'; to: string };

export interface ApplyContext {
  now: Date;
  /** The user's cap, percent (optimization_settings.max_budget_step_percent); never above 20. */
  maxBudgetStepPercent: number;
  campaigns: Map<number, CampaignNow>;
  ad: AdNow | null;
  /** The user's current default provider and preferred content format (decision 123). */
  preferences: { defaultProvider: string | null; preferredFormat: string | null };
  /** When another applied recommendation last changed each campaign. */
  lastChange: Map<number, Date>;
}

export type PlanResult = { ok: true; steps: Step[]; before: AppliedState; after: AppliedState } | { ok: false; reason: string };

const HOUR_MS = 60 * 60 * 1000;
const cents = (x: number) => Math.round(x * 100);
const usd = (x: number | null) => (x === null ? 'none' : `$${x.toFixed(2)}`);
const at = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const refuse = (reason: string): PlanResult => ({ ok: false, reason });

export const applyMessages = {
  campaignGone: (id: number) => `Campaign ${id} no longer exists.`,
  adGone: (id: number) => `Ad ${id} no longer exists.`,
  notDaily: (name: string) => `Campaign "${name}" has a lifetime budget; only a daily budget is changed by a recommendation.`,
  budgetMoved: (name: string, now: number | null, then: number) =>
    `Campaign "${name}" has a daily budget of ${usd(now)} now, not ${usd(then)} as when this was recommended; refresh the recommendations.`,
  stepTooLarge: (name: string, percent: number, cap: number) =>
    `Changing the budget of "${name}" by ${percent.toFixed(1)} % is more than the ${cap} % a step may change it.`,
  cooldown: (name: string, last: Date, next: Date) =>
    `Campaign "${name}" was changed by a recommendation at ${at(last)}; one change per ${CAMPAIGN_CHANGE_COOLDOWN_HOURS} hours lets Facebook learn, so the next may be applied from ${at(next)}.`,
  notActive: (name: string, status: string) => `Campaign "${name}" is ${status}, not ACTIVE: there is nothing to pause.`,
  objectiveMoved: (name: string, now: string, then: string) =>
    `Campaign "${name}" has the objective ${now} now, not ${then} as when this was recommended.`,
  objectivePublished: (name: string, to: string) =>
    `Facebook does not change the objective of a published campaign. Create a new campaign with the objective ${to} for "${name}"'s ads instead.`,
  sameSchedule: (name: string, deliversOn: string) => `Campaign "${name}" already delivers ${deliversOn} by its delivery schedule.`,
  scheduleTooTight: (max: number) => `A delivery schedule turns off at most ${max} weekdays, so the campaign keeps delivering.`,
  sameProvider: (to: string) => `${to} is already the default provider.`,
  sameFormat: (to: string) => `${to} is already the preferred content format.`,
} as const;

/** The cooldown's refusal for the first campaign changed within CAMPAIGN_CHANGE_COOLDOWN_HOURS, or null. */
function cooldownReason(ids: number[], ctx: ApplyContext): string | null {
  for (const id of ids) {
    const last = ctx.lastChange.get(id);
    if (!last) continue;
    const next = new Date(last.getTime() + CAMPAIGN_CHANGE_COOLDOWN_HOURS * HOUR_MS);
    if (ctx.now < next) return applyMessages.cooldown(ctx.campaigns.get(id)?.name ?? String(id), last, next);
  }
  return null;
}

/** A daily budget change from `from` to `to` on `c`, or why not (lifetime, moved since, step too large). */
function budgetStep(c: CampaignNow, from: number, to: number, cap: number): string | null {
  if (c.budgetType !== 'DAILY') return applyMessages.notDaily(c.name);
  if (c.dailyBudget === null || cents(c.dailyBudget) !== cents(from)) return applyMessages.budgetMoved(c.name, c.dailyBudget, from);
  const percent = (Math.abs(cents(to) - cents(from)) / cents(from)) * 100;
  if (percent > cap + 1e-9) return applyMessages.stepTooLarge(c.name, percent, cap);
  return null;
}

/**
 * Whether the app can apply the action at all, whatever the numbers and the moment: not an objective change
 * of a published campaign (Facebook keeps a published campaign's objective, decision 127). Pure; the plan
 * refuses by it and the summary counts as implementable only the PENDING ones it lets through.
 */
export const canEverApply = (action: RecommendationAction, isPublished: (campaignId: number) => boolean): boolean =>
  !(action.kind === 'objective' && isPublished(action.campaignId));

/** Weekdays in the week's order, each once. */
/** The days in week order, each once. */
export const inWeekOrder = (days: readonly Weekday[]): Weekday[] => WEEKDAYS.filter((d) => days.includes(d));
/** The same set of days (either may be null: no schedule). */
export const sameDays = (a: readonly Weekday[] | null, b: readonly Weekday[] | null) =>
  a === null || b === null ? a === b : inWeekOrder(a).join() === inWeekOrder(b).join();

const campaignIdsOf = (a: RecommendationAction): number[] =>
  a.kind === 'budget_shift' ? [a.from.campaignId, a.to.campaignId] : 'campaignId' in a ? [a.campaignId] : [];

function planCampaignAction(a: RecommendationAction, ctx: ApplyContext): PlanResult {
  const ids = campaignIdsOf(a);
  for (const id of ids) if (!ctx.campaigns.has(id)) return refuse(applyMessages.campaignGone(id));
  const cooling = cooldownReason(ids, ctx);
  if (cooling) return refuse(cooling);
  const cap = Math.min(MAX_BUDGET_STEP_PERCENT, ctx.maxBudgetStepPercent);
  const c = ctx.campaigns.get(ids[0] as number) as CampaignNow;
  switch (a.kind) {
    case 'budget': {
      const why = budgetStep(c, a.from, a.to, cap);
      if (why) return refuse(why);
      return {
        ok: true,
        steps: [{ kind: 'campaign', campaignId: c.id, set: { dailyBudget: a.to } }],
        before: { campaigns: [{ id: c.id, dailyBudget: c.dailyBudget }] },
        after: { campaigns: [{ id: c.id, dailyBudget: a.to }] },
      };
    }
    case 'budget_shift': {
      const src = ctx.campaigns.get(a.from.campaignId) as CampaignNow;
      const dst = ctx.campaigns.get(a.to.campaignId) as CampaignNow;
      const why = budgetStep(src, a.from.before, a.from.after, cap) ?? budgetStep(dst, a.to.before, a.to.after, cap);
      if (why) return refuse(why);
      return {
        ok: true,
        // The cut first: if the raise then fails, no money was added that was not taken.
        steps: [
          { kind: 'campaign', campaignId: src.id, set: { dailyBudget: a.from.after } },
          { kind: 'campaign', campaignId: dst.id, set: { dailyBudget: a.to.after } },
        ],
        before: {
          campaigns: [
            { id: src.id, dailyBudget: src.dailyBudget },
            { id: dst.id, dailyBudget: dst.dailyBudget },
          ],
        },
        after: {
          campaigns: [
            { id: src.id, dailyBudget: a.from.after },
            { id: dst.id, dailyBudget: a.to.after },
          ],
        },
      };
    }
    case 'pause':
      if (c.status !== 'ACTIVE') return refuse(applyMessages.notActive(c.name, c.status));
      return {
        ok: true,
        steps: [{ kind: 'campaign', campaignId: c.id, set: { status: 'PAUSED' } }],
        before: { campaigns: [{ id: c.id, status: c.status }] },
        after: { campaigns: [{ id: c.id, status: 'PAUSED' }] },
      };
    case 'objective':
      if (!canEverApply(a, (id) => ctx.campaigns.get(id)?.published === true))
        return refuse(applyMessages.objectivePublished(c.name, a.to));
      if (c.objective !== a.from) return refuse(applyMessages.objectiveMoved(c.name, c.objective, a.from));
      return {
        ok: true,
        steps: [{ kind: 'campaign', campaignId: c.id, set: { objective: a.to } }],
        before: { campaigns: [{ id: c.id, objective: c.objective }] },
        after: { campaigns: [{ id: c.id, objective: a.to }] },
      };
    case 'schedule': {
      const days = inWeekOrder(a.excludeDays);
      if (days.length === 0 || days.length > MAX_SCHEDULE_EXCLUDED_DAYS)
        return refuse(applyMessages.scheduleTooTight(MAX_SCHEDULE_EXCLUDED_DAYS));
      if (sameDays(c.deliverySchedule, days)) {
        return refuse(applyMessages.sameSchedule(c.name, deliveryDaysLabel(days)));
      }
      return {
        ok: true,
        steps: [{ kind: 'delivery_schedule', campaignId: c.id, excludedDays: days }],
        before: { campaigns: [{ id: c.id, deliverySchedule: c.deliverySchedule }] },
        after: { campaigns: [{ id: c.id, deliverySchedule: days }] },
      };
    }
    default:
      return refuse('This recommendation cannot be applied.');
  }
}

/** The steps, before- and after-state of applying `action` to the objects as they are now, or why not. */
export function planApplication(action: RecommendationAction | null, ctx: ApplyContext): PlanResult {
  if (action === null) return { ok: true, steps: [], before: {}, after: {} };
  switch (action.kind) {
    case 'provider_switch':
      if (ctx.preferences.defaultProvider === action.to) return refuse(applyMessages.sameProvider(action.to));
      return {
        ok: true,
        steps: [{ kind: 'preference', name: 'defaultProvider', to: action.to }],
        before: { defaultProvider: ctx.preferences.defaultProvider },
        after: { defaultProvider: action.to },
      };
    case 'content_format':
      if (ctx.preferences.preferredFormat === action.prefer) return refuse(applyMessages.sameFormat(action.prefer));
      return {
        ok: true,
        steps: [{ kind: 'preference', name: 'preferredFormat', to: action.prefer }],
        before: { preferredFormat: ctx.preferences.preferredFormat },
        after: { preferredFormat: action.prefer },
      };
    case 'creative_refresh':
      if (!ctx.ad || ctx.ad.id !== action.adId) return refuse(applyMessages.adGone(action.adId));
      // The draft's id is known once made; the executor completes the after-state.
      return { ok: true, steps: [{ kind: 'draft_ad', fromAdId: action.adId }], before: { draftAd: null }, after: { draftAd: null } };
    default:
      return planCampaignAction(action, ctx);
  }
}

/** The campaigns an action changes (the cooldown's key), whatever the engine stored in campaign_ids. */
export { campaignIdsOf };
