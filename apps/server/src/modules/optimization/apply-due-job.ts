/**
 * The scheduled-application job (decision 125): every minute, due SCHEDULED recommendations of every
 * user are applied, and applications cut off mid-way (claim past the lease) are retried once (decision 151);
 * each is claimed once, so several instances or a slow run never apply one twice.
 * pg-boss runs the cron once across instances on PostgreSQL; the in-process runner on PGlite.
 */
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { RecommendationsService } from './recommendations.service.ts';

export const APPLY_DUE_JOB = 'optimization-apply-due';
export const APPLY_DUE_CRON = '* * * * *';

export async function registerApplyDueJob(jobs: JobQueue, recommendations: Pick<RecommendationsService, 'applyDue'>): Promise<void> {
  // No retries: a failure is recorded on the recommendation and the next minute's run carries on.
  jobs.define(APPLY_DUE_JOB, async () => void (await recommendations.applyDue()), { retryLimit: 0 });
  await jobs.schedule(APPLY_DUE_JOB, APPLY_DUE_CRON);
}
