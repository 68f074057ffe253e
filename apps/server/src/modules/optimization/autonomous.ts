/**
 * What the server applies on its own (decision 125): due SCHEDULED recommendations (the job) and the
 * engine run's auto-accepted ones, each told to its user through the injected `notify`.
 */
import type { Applier } from './apply/applier.ts';
import type { Notify, OptimizationNotice } from './notice.ts';
import { applyFailureOf, type RecommendationRow } from './recommendation-view.ts';
import type { RecommendationsRepo } from './recommendations.repo.ts';

/** How the change came to be applied by the server: at its time, on the user's behalf, or an accept it finished. */
export type AppliedHow = 'scheduled' | 'automatic' | 'accepted';
const WHAT: Record<AppliedHow, string> = { scheduled: 'Scheduled change', automatic: 'Automatic change', accepted: 'Accepted change' };

/** What a claimed row is, for its notice: SCHEDULED, else auto-accepted, else the user's own accept. Pure. */
export const howOf = (claimed: Pick<RecommendationRow, 'status' | 'autoAccepted'>): AppliedHow =>
  claimed.status === 'SCHEDULED' ? 'scheduled' : claimed.autoAccepted ? 'automatic' : 'accepted';

/** 'Scheduled change applied' / 'Automatic change failed' with the reason; data links the recommendation. Pure. */
export function noticeOf(row: RecommendationRow, how: AppliedHow): OptimizationNotice {
  const failure = applyFailureOf(row);
  const what = WHAT[how];
  return failure
    ? { type: 'error', title: `${what} failed`, message: `${row.title}: ${failure.message}`, data: { recommendationId: row.id } }
    : { type: 'success', title: `${what} applied`, message: row.title, data: { recommendationId: row.id } };
}

export function createAutonomous(deps: {
  repo: RecommendationsRepo;
  applier: Applier;
  clock: () => Date;
  notify: Notify;
  warn: (error: unknown, what: string) => void;
}) {
  const tell = (userId: number, notice: OptimizationNotice) =>
    deps.notify(userId, notice).catch((e) => deps.warn(e, `notifying user ${userId}`));

  return {
    /**
     * The scheduled-application job's work: applies every due SCHEDULED recommendation (any user's) and
     * retries, once, every application that was cut off (its claim past the lease), one claim at a time,
     * and tells each user what happened. The number applied or failed.
     */
    async applyDue(): Promise<number> {
      let n = 0;
      for (let row = await deps.repo.claimDue(deps.clock()); row; row = await deps.repo.claimDue(deps.clock())) {
        const done = await deps.applier.applyClaimed(row);
        n++;
        await tell(done.userId, noticeOf(done, howOf(row)));
      }
      return n;
    },

    /** For the engine run (engine-run.service.ts): accepts and applies PENDING ones on the user's behalf (autoAccepted), and tells them. */
    async autoAccept(userId: number, ids: number[]): Promise<void> {
      for (const id of ids) {
        // PENDING ones only: a failed one waits for the user's retry.
        const claimed = await deps.repo.acceptAndClaim(userId, id, deps.clock(), { auto: true, retry: false });
        if (!claimed) continue;
        await tell(userId, noticeOf(await deps.applier.applyClaimed(claimed), 'automatic'));
      }
    },
  };
}
