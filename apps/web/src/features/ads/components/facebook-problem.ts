/**
 * What the ad page says about an ad's `publishError`: a publish that stopped half-way (the ad is still
 * a draft, and publishing again resumes), or what Facebook reported about a published ad (decision 087).
 */
import type { AdStatus } from '@ads-creative/contracts/ads';
import { facebookMessages } from '@ads-creative/contracts/facebook';
import { messages } from '@ads-creative/contracts/messages';
import { publishingRulesMessages } from '@ads-creative/contracts/publishing-rules';

export interface FacebookProblem {
  title: string;
  /** What the user can do about it, when there is something. */
  next: string | null;
}

export function facebookProblem(status: AdStatus): FacebookProblem {
  switch (status) {
    case 'DRAFT':
      return { title: 'Publishing stopped', next: 'Publishing again resumes where it stopped.' };
    case 'REJECTED':
      return { title: 'Rejected by Facebook', next: 'Change the copy or image in a new ad and publish that one.' };
    case 'FAILED':
      return { title: 'Delivery stopped', next: 'Fix it in Facebook Ads Manager; the next sync shows the new status.' };
    default:
      return { title: 'Facebook says', next: null };
  }
}

/** Publish refusals the user fixes in Settings, Facebook connection: the ad page offers 'Open Settings' beside them. */
const SETTINGS_FIXES: ReadonlySet<string> = new Set([
  messages.facebookNotConnected,
  facebookMessages.noAdAccount,
  facebookMessages.noPage,
  publishingRulesMessages.dsaMissing,
]);
export const fixedInSettings = (message: string): boolean => SETTINGS_FIXES.has(message);
