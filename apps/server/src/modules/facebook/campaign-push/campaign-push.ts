/**
 * Carries an edit of a published campaign to Facebook before the campaigns module saves it
 * (decision 086): the ad set's budget and end first, then the campaign's status. When Facebook
 * refuses, the error is thrown as the user reads it and the edit is not saved; an ad set already
 * changed is put back, so Facebook is left as the app still shows it.
 */
import { dayIn } from '../../../lib/calendar.ts';
import { AppError } from '../../../lib/errors.ts';
import type { MarketingApi } from '../../../providers/facebook/marketing.ts';
import type { ConnectionService } from '../connection.service.ts';
import { campaignPushPlan, type PushCampaign, type PushPlan, touchesFacebook } from './campaign-push-plan.ts';

export interface PublishedCampaign extends PushCampaign {
  fbAdAccountId: string | null;
  /** The campaign's own choice (null: the default); its objects stay in fbAdAccountId (decision 181). */
  adAccountId: string | null;
  pageId: string | null;
}

/**
 * Sends the plan's updates in order; a failed campaign update puts the ad set back (best effort) and rethrows.
 * `adAccountId`: the account the objects are in, whose rate-limit block no update is sent into (decision 177).
 */
export async function applyPushPlan(
  marketing: MarketingApi,
  token: string,
  plan: PushPlan,
  onRevertFailed: (error: unknown) => void,
  adAccountId?: string,
): Promise<void> {
  if (plan.adSet) await marketing.updateAdSet(token, plan.adSet.id, plan.adSet.fields, adAccountId);
  if (!plan.campaign) return;
  try {
    await marketing.updateCampaign(token, plan.campaign.id, plan.campaign.fields, adAccountId);
  } catch (e) {
    if (plan.adSet) await marketing.updateAdSet(token, plan.adSet.id, plan.adSet.previous, adAccountId).catch(onRevertFailed);
    throw e;
  }
}

export function createCampaignPush(deps: {
  clock: () => Date;
  connection: ConnectionService;
  log: (error: unknown, what: string) => void;
}) {
  return {
    /**
     * Makes Facebook match `after` for a published campaign; resolves at once when the edit touches
     * nothing Facebook holds. Throws the AppError the user reads when it cannot (nothing changed then).
     * The campaigns module calls it before saving; the optimization engine reaches it through that save.
     */
    async push(userId: number, before: PublishedCampaign, after: PublishedCampaign): Promise<void> {
      if (!touchesFacebook(before, after)) return;
      // The account its Facebook objects are in, with that account's currency and time zone (decision 181).
      const account = await deps.connection.account(userId, { ...before, pageId: null });
      const plan = campaignPushPlan(before, after, {
        currency: account.currency,
        timezone: account.timezone,
        today: dayIn(account.timezone, deps.clock()),
      });
      if ('blocker' in plan) throw new AppError('VALIDATION_ERROR', plan.blocker);
      await deps.connection.withToken(userId, (marketing, token) =>
        applyPushPlan(
          marketing,
          token,
          plan,
          (e) => deps.log(e, `putting back ad set ${plan.adSet?.id} after a refused status change`),
          account.adAccountId,
        ),
      );
    },
  };
}

export type CampaignPush = ReturnType<typeof createCampaignPush>;
