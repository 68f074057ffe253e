/**
 * Our ad's status from what Facebook reports about its delivery (decision 087): a pure table from
 * `effective_status` to our ad statuses, the reason shown for a rejected or stopped ad, and which
 * of our ads differ from it.
 */
import type { AdStatus } from '@ads-creative/contracts/ads';
import { adDeliveryMessages as m } from '@ads-creative/contracts/facebook';
import type { FbAdDelivery } from '../../../providers/facebook/marketing.ts';

/** Facebook's ad effective_status → ours. A value not listed (a new one) leaves our ad as it is. */
export const AD_STATUS_FROM_FACEBOOK: Readonly<Record<string, AdStatus>> = {
  ACTIVE: 'ACTIVE',
  PAUSED: 'PAUSED',
  CAMPAIGN_PAUSED: 'PAUSED',
  ADSET_PAUSED: 'PAUSED',
  PENDING_REVIEW: 'PENDING',
  IN_PROCESS: 'PENDING',
  PREAPPROVED: 'PENDING',
  PENDING_BILLING_INFO: 'PENDING',
  DISAPPROVED: 'REJECTED',
  WITH_ISSUES: 'FAILED',
  ARCHIVED: 'COMPLETED',
  DELETED: 'COMPLETED',
};

export interface AdDeliveryState {
  status: AdStatus;
  /** What the user reads about it (the ad's publishError); null when there is nothing to explain. */
  publishError: string | null;
}

function rejection(feedback: FbAdDelivery['ad_review_feedback']): string {
  const reasons = Object.entries(feedback?.global ?? {}).map(([policy, why]) => `${policy}: ${why}`);
  return reasons.length ? m.rejected(reasons.join(' ')) : m.rejectedNoReason;
}

function issue(issues: FbAdDelivery['issues_info']): string {
  const first = issues?.find((i) => i.error_summary || i.error_message);
  const text = first?.error_summary ?? first?.error_message;
  return text ? m.withIssues(text) : m.withIssuesNoReason;
}

/** Our status and message for an ad Facebook reports; null for an effective_status we do not know. */
export function adDeliveryState(fb: FbAdDelivery): AdDeliveryState | null {
  const effective = fb.effective_status ?? '';
  const status = AD_STATUS_FROM_FACEBOOK[effective];
  if (!status) return null;
  if (status === 'REJECTED') return { status, publishError: rejection(fb.ad_review_feedback) };
  if (status === 'FAILED') return { status, publishError: issue(fb.issues_info) };
  if (effective === 'PENDING_BILLING_INFO') return { status, publishError: m.pendingBilling };
  return { status, publishError: null };
}

export interface StoredAd {
  adId: number;
  status: string;
  publishError: string | null;
}

/** The ads of ours (by Facebook ad id) whose stored status or message differ from Facebook's report. */
export function adDeliveryChanges(ours: ReadonlyMap<string, StoredAd>, reported: FbAdDelivery[]): (AdDeliveryState & { adId: number })[] {
  const changes: (AdDeliveryState & { adId: number })[] = [];
  for (const fb of reported) {
    const ad = ours.get(fb.id);
    const state = ad && adDeliveryState(fb);
    if (ad && state && (state.status !== ad.status || state.publishError !== ad.publishError)) changes.push({ adId: ad.adId, ...state });
  }
  return changes;
}
