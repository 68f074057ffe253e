/**
 * Runs the publish plan against the Marketing API: asks `nextStep`, performs it, stores the id the
 * moment Facebook returns it, and asks again, so any failure or crash resumes where it stopped. A
 * resumed create first looks for an object carrying our id in its name (created, id never stored).
 * Storage, the clock and Facebook come in as arguments; the caller holds the campaign's publish lease.
 */
import type { PublishDelivery } from '@ads-creative/contracts/facebook';
import type { MarketingApi } from '../../../providers/facebook/marketing.ts';
import {
  adObjectName,
  adParams,
  adSetParams,
  campaignObjectName,
  campaignParams,
  creativeParams,
  nextStep,
  type PlanAd,
  type PlanCampaign,
  type PlanTarget,
} from './publish-plan.ts';

export interface PublishStore {
  saveCampaign(ids: { fbAdAccountId?: string; fbCampaignId?: string; fbAdSetId?: string }): Promise<void>;
  saveAd(ids: { fbImageHash?: string; fbCreativeId?: string; fbAdId?: string }): Promise<void>;
}

export interface PublishRun {
  marketing: MarketingApi;
  token: string;
  target: PlanTarget;
  campaign: PlanCampaign;
  ad: PlanAd;
  delivery: PublishDelivery;
  today: string;
  defaultCountries: readonly string[];
  store: PublishStore;
  imageBytes: () => Promise<Buffer>;
  /** The page's first active lead form, for lead ads; undefined when it has none. */
  leadFormId: () => Promise<string | undefined>;
}

export class MissingLeadFormError extends Error {}

/** Performs the missing steps; returns the Facebook ad id. */
export async function runPublish(run: PublishRun): Promise<string> {
  const c = { ...run.campaign };
  const ad = { ...run.ad };
  const { marketing, token, target } = run;
  const account = target.adAccountId;
  const existingOrCreate = async (
    edge: 'campaigns' | 'adsets' | 'adcreatives' | 'ads',
    name: string,
    params: () => Record<string, unknown>,
  ) => (await marketing.findByName(token, account, edge, name)) ?? (await marketing.create(token, account, edge, params()));

  for (let step = nextStep(c, ad); step; step = nextStep(c, ad)) {
    switch (step) {
      case 'campaign':
        c.fbCampaignId = await existingOrCreate('campaigns', campaignObjectName(c), () => campaignParams(c, run.defaultCountries));
        await run.store.saveCampaign({ fbAdAccountId: account, fbCampaignId: c.fbCampaignId });
        break;
      case 'adset': {
        const campaignId = c.fbCampaignId as string;
        c.fbAdSetId = await existingOrCreate('adsets', campaignObjectName(c), () =>
          adSetParams(c, target, campaignId, { today: run.today, defaultCountries: run.defaultCountries }),
        );
        await run.store.saveCampaign({ fbAdSetId: c.fbAdSetId });
        break;
      }
      case 'image':
        // Facebook hashes the bytes: uploading the same picture again gives the same hash, no duplicate.
        ad.fbImageHash = await marketing.uploadImage(token, account, await run.imageBytes());
        await run.store.saveAd({ fbImageHash: ad.fbImageHash });
        break;
      case 'creative': {
        const hash = ad.fbImageHash as string;
        const form = ad.adType === 'LEAD_FORM_AD' ? await run.leadFormId() : undefined;
        if (ad.adType === 'LEAD_FORM_AD' && !form) throw new MissingLeadFormError();
        ad.fbCreativeId = await existingOrCreate('adcreatives', adObjectName(ad), () => creativeParams(ad, target, hash, form));
        await run.store.saveAd({ fbCreativeId: ad.fbCreativeId });
        break;
      }
      case 'ad': {
        const adSetId = c.fbAdSetId as string;
        const creativeId = ad.fbCreativeId as string;
        ad.fbAdId = await existingOrCreate('ads', adObjectName(ad), () => adParams(ad, adSetId, creativeId, run.delivery));
        await run.store.saveAd({ fbAdId: ad.fbAdId });
        break;
      }
    }
  }
  // The campaign was created paused; delivering means switching it on once the ad exists.
  if (run.delivery === 'ACTIVE') await marketing.update(token, c.fbCampaignId as string, { status: 'ACTIVE' });
  return ad.fbAdId as string;
}
