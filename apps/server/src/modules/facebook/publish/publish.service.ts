/**
 * Publishing an ad (POST /api/ads/{id}/publish) and changing a published ad's delivery: checks what
 * spec 1 §4 and Facebook require before any call, holds the campaign's publish lease (so two
 * publishes of one campaign never race to create its Facebook campaign), runs the plan, and records
 * the outcome on the ad: PENDING until Facebook reports it ACTIVE, or PAUSED (decision 080), and on
 * its campaign: ACTIVE once it delivers, PAUSED when a draft was published paused (decision 116).
 */

import type { CampaignStatus } from '@ads-creative/contracts/campaigns';
import { facebookMessages, type PublishDelivery, publishMessages } from '@ads-creative/contracts/facebook';
import { messages } from '@ads-creative/contracts/messages';
import { dayIn } from '../../../lib/calendar.ts';
import { AppError } from '../../../lib/errors.ts';
import { GraphApiError } from '../../../providers/facebook/graph-client.ts';
import type { AccountChoice } from '../account-choice.ts';
import type { ConnectionService } from '../connection.service.ts';
import { toAppError } from '../facebook-errors.ts';
import { campaignAdBlocker, campaignStatusAfterDelivery, type PlanAd, type PlanCampaign } from './publish-plan.ts';
import { MissingLeadFormError, runPublish } from './publish-runner.ts';
import type { AccountDsa } from './publishing-rules.ts';

export interface PublishableAd extends PlanAd {
  status: string;
  hasSelectedContent: boolean;
  campaignId: number | null;
}

/** What publishing needs from the ads and campaigns modules, which own those tables. */
export interface PublishPorts {
  ad(userId: number, adId: number): Promise<PublishableAd>;
  /** With the ad account and page the campaign chose (null: the defaults of Settings; decision 181). */
  campaign(userId: number, campaignId: number): Promise<(PlanCampaign & AccountChoice & { status: CampaignStatus }) | null>;
  saveCampaign(campaignId: number, ids: { fbAdAccountId?: string; fbCampaignId?: string; fbAdSetId?: string }): Promise<void>;
  /** Records the campaign's status as Facebook now has it (no push back to Facebook). */
  saveCampaignStatus(campaignId: number, status: CampaignStatus): Promise<void>;
  saveAd(
    adId: number,
    fields: { fbImageHash?: string; fbCreativeId?: string; fbAdId?: string; status?: string; publishError?: string | null },
  ): Promise<void>;
  /** Takes the campaign's publish lease; false when another publish holds it. */
  lease(campaignId: number, until: Date): Promise<boolean>;
  releaseLease(campaignId: number): Promise<void>;
  imageBytes(userId: number, url: string): Promise<Buffer>;
}

/** Long enough for the five calls with their retries; a crashed publish frees the campaign after it. */
const LEASE_MS = 2 * 60_000;

export function createPublishService(deps: {
  clock: () => Date;
  connection: ConnectionService;
  ports: PublishPorts;
  defaultCountries: readonly string[];
  /** The ad account's DSA names (decision 180), null when the account is not listed. */
  dsa: (userId: number, adAccountId: string) => Promise<AccountDsa | null>;
}) {
  const { ports } = deps;

  return {
    async publish(userId: number, adId: number, delivery: PublishDelivery): Promise<void> {
      const ad = await ports.ad(userId, adId);
      if (ad.status !== 'DRAFT') throw new AppError('VALIDATION_ERROR', messages.publishOnlyDraft);
      if (!ad.hasSelectedContent) throw new AppError('VALIDATION_ERROR', messages.publishNeedsSelection);
      const campaign = ad.campaignId ? await ports.campaign(userId, ad.campaignId) : null;
      // The campaign's ad account and page, else the defaults; a published campaign's own account (decision 181).
      const ready = await deps.connection.ready(
        userId,
        campaign
          ? { adAccountId: campaign.adAccountId, pageId: campaign.pageId, fbAdAccountId: campaign.fbAdAccountId ?? null }
          : undefined,
      );
      const today = dayIn(ready.timezone, deps.clock());
      const dsa = await deps.dsa(userId, ready.adAccountId);
      const blocker = campaignAdBlocker(campaign, ad, today, { defaultCountries: deps.defaultCountries, dsa });
      if (blocker || !campaign) throw new AppError('VALIDATION_ERROR', blocker ?? facebookMessages.noCampaign);
      if (!(await ports.lease(campaign.id, new Date(deps.clock().getTime() + LEASE_MS))))
        throw new AppError('CONFLICT', publishMessages.inProgress);
      try {
        await deps.connection.withToken(userId, (marketing, token) =>
          runPublish({
            marketing,
            token,
            target: { adAccountId: ready.adAccountId, currency: ready.currency, timezone: ready.timezone, pageId: ready.pageId, dsa },
            campaign,
            ad,
            delivery,
            today,
            defaultCountries: deps.defaultCountries,
            store: { saveCampaign: (ids) => ports.saveCampaign(campaign.id, ids), saveAd: (ids) => ports.saveAd(ad.id, ids) },
            imageBytes: () => ports.imageBytes(userId, ad.imageUrl as string),
            leadFormId: async () => (await marketing.leadForms(token, ready.pageId)).find((f) => f.status === 'ACTIVE')?.id,
          }),
        );
        await ports.saveAd(ad.id, { status: delivery === 'ACTIVE' ? 'PENDING' : 'PAUSED', publishError: null });
        const campaignStatus = campaignStatusAfterDelivery(campaign.status, delivery);
        if (campaignStatus) await ports.saveCampaignStatus(campaign.id, campaignStatus);
      } catch (e) {
        const error = e instanceof MissingLeadFormError ? new AppError('VALIDATION_ERROR', facebookMessages.noLeadForm) : e;
        const message =
          error instanceof AppError ? error.message : e instanceof GraphApiError ? e.classified.message : publishMessages.failed;
        await ports.saveAd(ad.id, { publishError: message });
        throw error instanceof AppError ? error : toAppError(error);
      } finally {
        await ports.releaseLease(campaign.id);
      }
    },

    /** Starts or pauses a published ad's delivery on Facebook, then records it. */
    async setDelivery(userId: number, adId: number, status: 'ACTIVE' | 'PAUSED'): Promise<void> {
      const ad = await ports.ad(userId, adId);
      if (!ad.fbAdId) throw new AppError('VALIDATION_ERROR', publishMessages.notPublished);
      const campaign = ad.campaignId ? await ports.campaign(userId, ad.campaignId) : null;
      await deps.connection.withToken(userId, async (marketing, token) => {
        // Not sent into a rate-limit block of the campaign's ad account (decision 177).
        const account = campaign?.fbAdAccountId ?? undefined;
        await marketing.update(token, ad.fbAdId as string, { status }, account);
        // The Facebook campaign starts paused; starting an ad means its campaign must run too.
        if (status === 'ACTIVE' && campaign?.fbCampaignId)
          await marketing.update(token, campaign.fbCampaignId, { status: 'ACTIVE' }, account);
      });
      await ports.saveAd(ad.id, { status: status === 'ACTIVE' ? 'PENDING' : 'PAUSED' });
      // Starting an ad switched its Facebook campaign on (above): ours says so too. Pausing one ad leaves it.
      const campaignStatus = status === 'ACTIVE' && campaign?.fbCampaignId ? campaignStatusAfterDelivery(campaign.status, 'ACTIVE') : null;
      if (campaign && campaignStatus) await ports.saveCampaignStatus(campaign.id, campaignStatus);
    },
  };
}

export type PublishService = ReturnType<typeof createPublishService>;
