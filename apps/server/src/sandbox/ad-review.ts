/**
 * The sandbox's ad review: every new ad is PENDING_REVIEW for a while of the sandbox clock
 * (FACEBOOK_SANDBOX_REVIEW_SECONDS, 30 s by default), then ACTIVE, or DISAPPROVED when its copy
 * breaks one of a few advertising policies, with the reason in `ad_review_feedback.global` as
 * Facebook gives it ({ policy title: explanation }). Pure. Decision 174.
 */

import { DEFAULT_SANDBOX_REVIEW_SECONDS } from '../providers/facebook/facebook-config.ts';

const POLICIES: { pattern: RegExp; title: string; explanation: string }[] = [
  {
    pattern: /\bmiracle\b|\bguaranteed (?:results|weight loss)\b/i,
    title: 'Personal Health and Appearance',
    explanation: "Ads mustn't promise unrealistic or guaranteed health or weight-loss results.",
  },
  {
    pattern: /\bget rich quick\b/i,
    title: 'Unacceptable Business Practices',
    explanation: "Ads mustn't promote get-rich-quick schemes.",
  },
];

/** The policies the copy breaks, as `ad_review_feedback.global`; undefined when it passes review. */
export function reviewCopy(copy: string): Record<string, string> | undefined {
  const broken = POLICIES.filter((p) => p.pattern.test(copy));
  return broken.length ? Object.fromEntries(broken.map((p) => [p.title, p.explanation])) : undefined;
}

/** Whether the review (`reviewMs` long) of an ad created at `createdAt` (ms) has finished at `now` (ms); ads without a time were reviewed. */
export const reviewed = (createdAt: number | undefined, now: number, reviewMs = DEFAULT_SANDBOX_REVIEW_SECONDS * 1000) =>
  createdAt === undefined || now >= createdAt + reviewMs;
