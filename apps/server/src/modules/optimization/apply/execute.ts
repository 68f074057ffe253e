/**
 * The edge of applying (decisions 121–123): reads the objects a recommendation's action touches, and
 * carries out a plan's steps through the app's own update paths: a campaign through the campaigns
 * service (which changes a published one on Facebook first, decision 086), a draft ad through the
 * ads service, a delivery schedule through the schedules module (decision 155). Preferences need no
 * write: the implemented recommendation is their record (decision 123).
 */
import { createAdBody } from '@ads-creative/contracts/ads';
import type { Campaign } from '@ads-creative/contracts/campaigns';
import { updateCampaignBody } from '@ads-creative/contracts/campaigns';
import type { RecommendationAction } from '@ads-creative/contracts/optimization';
import { AppError } from '../../../lib/errors.ts';
import type { AdsService } from '../../ads/ads.service.ts';
import type { CampaignsService } from '../../campaigns/campaigns.service.ts';
import type { DeliverySchedules } from '../schedule/delivery-schedules.ts';
import type { AdNow, AppliedState, CampaignNow, Step } from './plan.ts';
import { campaignIdsOf } from './plan.ts';

export interface ExecutorDeps {
  campaigns: CampaignsService;
  ads: AdsService;
  schedules: Pick<DeliverySchedules, 'set' | 'lift'>;
  warn: (error: unknown, what: string) => void;
}

const toCampaignNow = (c: Campaign): CampaignNow => ({
  id: c.id,
  name: c.name,
  status: c.status,
  objective: c.objective,
  budgetType: c.budgetType,
  dailyBudget: c.dailyBudget,
  published: c.fbCampaignId !== null,
  deliverySchedule: c.deliverySchedule?.excludedDays ?? null,
});

const isNotFound = (e: unknown) => e instanceof AppError && e.code === 'NOT_FOUND';
/** The object, or null when it is gone (deleted, or never the user's). */
const orNull = <T>(p: Promise<T>): Promise<T | null> => p.catch((e) => (isNotFound(e) ? null : Promise.reject(e)));

/** A draft copy's name: the tired ad's, marked, within the 255 characters an ad name may have. */
export const draftName = (name: string) => `${name.slice(0, 240)} (refresh)`;

export function createExecutors(deps: ExecutorDeps) {
  async function campaignsOf(userId: number, ids: number[]): Promise<Map<number, CampaignNow>> {
    const found = await Promise.all(ids.map((id) => orNull(deps.campaigns.get(userId, id))));
    return new Map(found.filter((c): c is Campaign => c !== null).map((c) => [c.id, toCampaignNow(c)]));
  }

  async function adOf(userId: number, action: RecommendationAction | null): Promise<AdNow | null> {
    if (action?.kind !== 'creative_refresh') return null;
    const ad = await orNull(deps.ads.get(userId, action.adId));
    return ad ? { id: ad.id, name: ad.name, campaignId: ad.campaignId ?? null } : null;
  }

  async function setCampaign(
    userId: number,
    campaignId: number,
    set: { dailyBudget?: number | null; status?: string; objective?: string },
  ) {
    if (Object.keys(set).length === 0) return;
    await deps.campaigns.update(userId, campaignId, updateCampaignBody.parse(set));
  }

  /** A new DRAFT ad in the tired ad's campaign with its copy and settings, no picture (decision 122). */
  async function draftFrom(userId: number, adId: number): Promise<{ id: number; updatedAt: string }> {
    const ad = await deps.ads.get(userId, adId);
    const body = createAdBody.safeParse({
      name: draftName(ad.name),
      campaignId: ad.campaignId ?? undefined,
      adType: ad.adType,
      status: 'DRAFT',
      headline: ad.headline ?? ad.name,
      description: ad.description ?? undefined,
      primaryText: ad.primaryText ?? undefined,
      callToAction: ad.callToAction,
      destinationUrl: ad.destinationUrl ?? undefined,
    });
    if (!body.success) throw new AppError('VALIDATION_ERROR', `The ad "${ad.name}" cannot be copied: ${body.error.issues[0]?.message}`);
    const draft = await deps.ads.create(userId, body.data);
    return { id: draft.id, updatedAt: draft.updatedDate };
  }

  return {
    /** The campaigns and ad the action touches, as they are now. */
    async read(userId: number, action: RecommendationAction | null) {
      const ids = action ? campaignIdsOf(action) : [];
      return { campaigns: await campaignsOf(userId, ids), ad: await adOf(userId, action) };
    },

    /**
     * Takes the steps in order; when one fails, the campaign steps already taken are put back (best
     * effort) and the error is thrown. The after-state, completed with what only the steps know.
     */
    async run(userId: number, steps: Step[], before: AppliedState, after: AppliedState, recommendationId: number): Promise<AppliedState> {
      const done: Step[] = [];
      const result: AppliedState = { ...after };
      try {
        for (const step of steps) {
          if (step.kind === 'campaign') await setCampaign(userId, step.campaignId, step.set);
          if (step.kind === 'draft_ad') result.draftAd = await draftFrom(userId, step.fromAdId);
          if (step.kind === 'delivery_schedule') await deps.schedules.set(userId, step.campaignId, step.excludedDays, recommendationId);
          done.push(step);
        }
      } catch (e) {
        for (const step of done.reverse()) {
          if (step.kind !== 'campaign') continue;
          const was = before.campaigns?.find((c) => c.id === step.campaignId);
          if (was)
            await setCampaign(userId, step.campaignId, restorable(was)).catch((err) =>
              deps.warn(err, `putting back campaign ${step.campaignId}`),
            );
        }
        throw e;
      }
      return result;
    },

    /**
     * Puts the before-state back: campaigns through the same update path (Facebook too), a delivery
     * schedule lifted (the campaign resumed if it holds it paused) or the previous one set again, the
     * draft ad deleted.
     */
    async restore(userId: number, before: AppliedState, after: AppliedState): Promise<void> {
      for (const c of [...(before.campaigns ?? [])].reverse()) {
        await setCampaign(userId, c.id, restorable(c));
        if (c.deliverySchedule === null) await deps.schedules.lift(userId, c.id);
        else if (c.deliverySchedule) await deps.schedules.set(userId, c.id, c.deliverySchedule, null);
      }
      if (after.draftAd) await deps.ads.remove(userId, after.draftAd.id);
    },

    /** The objects an after-state names, as they are now (for revert's "changed since" check). */
    async current(userId: number, after: AppliedState) {
      const campaigns = await campaignsOf(
        userId,
        (after.campaigns ?? []).map((c) => c.id),
      );
      const draft = after.draftAd ? await orNull(deps.ads.get(userId, after.draftAd.id)) : null;
      return { campaigns, draftAd: draft ? { id: draft.id, updatedAt: draft.updatedDate, name: draft.name } : null };
    },
  };
}
export type Executors = ReturnType<typeof createExecutors>;

/** The fields a stored campaign state sets (those it recorded). */
function restorable(c: NonNullable<AppliedState['campaigns']>[number]) {
  const set: { dailyBudget?: number | null; status?: string; objective?: string } = {};
  if (c.dailyBudget !== undefined) set.dailyBudget = c.dailyBudget;
  if (c.status !== undefined) set.status = c.status;
  if (c.objective !== undefined) set.objective = c.objective;
  return set;
}
