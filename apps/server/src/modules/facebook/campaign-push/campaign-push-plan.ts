/**
 * What a change to a published campaign means on Facebook (decision 086): pure functions from the
 * campaign before and after the edit to the ad set and campaign updates to send, or the reason
 * Facebook would refuse them, found before any call. The budget and the end date live on the ad
 * set (decision 080); the status on the Facebook campaign.
 */
import type { CampaignStatus } from '@ads-creative/contracts/campaigns';
import { campaignPushMessages as m } from '@ads-creative/contracts/facebook';
import type { AdSetUpdate, CampaignUpdate } from '../../../providers/facebook/marketing.ts';
import { toMinorUnits } from '../../../providers/facebook/minor-units.ts';
import { accountTime } from '../publish/publish-plan.ts';

export interface PushCampaign {
  status: string;
  budgetType: string;
  dailyBudget: string | null;
  totalBudget: string | null;
  endDate: string | null;
  fbCampaignId: string | null;
  fbAdSetId: string | null;
}

/** The ad account the campaign runs on, and its calendar day now. */
export interface PushAccount {
  currency: string;
  timezone: string;
  today: string;
}

export interface PushPlan {
  /** The ad set's new budget and end, with what they were (to put back if the campaign update then fails). */
  adSet?: { id: string; fields: AdSetUpdate; previous: AdSetUpdate };
  campaign?: { id: string; fields: CampaignUpdate };
}

/**
 * Our campaign statuses on Facebook: only ACTIVE delivers. Every other status pauses, because any of
 * ours may be chosen again later (spec 1: no transition rules) and Facebook's ARCHIVED and DELETED
 * cannot be undone.
 */
export const FACEBOOK_CAMPAIGN_STATUS: Record<CampaignStatus, 'ACTIVE' | 'PAUSED'> = {
  ACTIVE: 'ACTIVE',
  PAUSED: 'PAUSED',
  DRAFT: 'PAUSED',
  COMPLETED: 'PAUSED',
  FAILED: 'PAUSED',
};

export const isPublished = (c: Pick<PushCampaign, 'fbCampaignId' | 'fbAdSetId'>) => !!(c.fbCampaignId || c.fbAdSetId);

const budgetOf = (c: PushCampaign) => (c.budgetType === 'LIFETIME' ? c.totalBudget : c.dailyBudget);
const sameAmount = (a: string | null, b: string | null) => (a === null || b === null ? a === b : Number(a) === Number(b));

/** Whether the edit changes anything Facebook holds (a name or audience change does not: decision 086). */
export function touchesFacebook(before: PushCampaign, after: PushCampaign): boolean {
  return (
    isPublished(before) &&
    (before.status !== after.status ||
      before.budgetType !== after.budgetType ||
      !sameAmount(budgetOf(before), budgetOf(after)) ||
      before.endDate !== after.endDate)
  );
}

const endTime = (endDate: string | null, timezone: string): string | 0 => (endDate ? accountTime(endDate, timezone, true) : 0);

const minorBudget = (c: PushCampaign, currency: string): number | null => {
  const amount = budgetOf(c);
  return amount === null ? null : toMinorUnits(amount, currency);
};

function budgetField(c: PushCampaign, currency: string): AdSetUpdate {
  const minor = minorBudget(c, currency);
  if (minor === null) return {};
  return c.budgetType === 'LIFETIME' ? { lifetime_budget: minor } : { daily_budget: minor };
}

function adSetPlan(before: PushCampaign, after: PushCampaign, account: PushAccount): PushPlan['adSet'] | string {
  const budgetChanged =
    before.budgetType !== after.budgetType || minorBudget(before, account.currency) !== minorBudget(after, account.currency);
  const endChanged = before.endDate !== after.endDate;
  if (!after.fbAdSetId || !(budgetChanged || endChanged)) return undefined;
  if (before.budgetType !== after.budgetType) return m.budgetTypeFixed;
  if (budgetOf(after) === null) return m.needsBudget;
  if (after.budgetType === 'LIFETIME' && !after.endDate) return m.lifetimeNeedsEndDate;
  if (endChanged && after.endDate && after.endDate < account.today) return m.endDatePassed;
  const fields: AdSetUpdate = budgetChanged ? budgetField(after, account.currency) : {};
  const previous: AdSetUpdate = budgetChanged ? budgetField(before, account.currency) : {};
  if (endChanged) {
    fields.end_time = endTime(after.endDate, account.timezone);
    previous.end_time = endTime(before.endDate, account.timezone);
  }
  return { id: after.fbAdSetId, fields, previous };
}

/** The updates that carry the edit to Facebook, or the message that refuses it before any call. */
export function campaignPushPlan(before: PushCampaign, after: PushCampaign, account: PushAccount): PushPlan | { blocker: string } {
  const adSet = adSetPlan(before, after, account);
  if (typeof adSet === 'string') return { blocker: adSet };
  const statusChanged = before.status !== after.status && after.fbCampaignId;
  // A changed status is always sent: the Facebook campaign may run while ours says DRAFT (published ACTIVE).
  const campaign = statusChanged
    ? { id: after.fbCampaignId as string, fields: { status: FACEBOOK_CAMPAIGN_STATUS[after.status as CampaignStatus] ?? 'PAUSED' } }
    : undefined;
  return { ...(adSet ? { adSet } : {}), ...(campaign ? { campaign } : {}) };
}
