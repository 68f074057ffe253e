/**
 * The delivery schedule job (decision 155): every 15 minutes, each campaign's schedule is compared with
 * the day in the user's zone (the ad account's, else the user's own, else UTC: decision 160), so a
 * campaign is paused within 15 minutes of an excluded day's midnight (half- and quarter-hour zones
 * included) and resumed as soon after the next delivering day's. pg-boss runs the cron once across
 * instances on PostgreSQL; the in-process runner on PGlite; either way each schedule is claimed before a
 * run acts on it (delivery-schedules.ts), so overlapping runs never act twice.
 */
import type { JobQueue } from '../../../jobs/job-queue.ts';
import type { DeliverySchedules } from './delivery-schedules.ts';

export const DELIVERY_SCHEDULE_JOB = 'optimization-delivery-schedule';
export const DELIVERY_SCHEDULE_CRON = '*/15 * * * *';

export async function registerDeliveryScheduleJob(jobs: JobQueue, schedules: Pick<DeliverySchedules, 'tick'>): Promise<void> {
  // No retries: a failure is recorded on the schedule and the next run tries again.
  jobs.define(DELIVERY_SCHEDULE_JOB, async () => void (await schedules.tick()), { retryLimit: 0 });
  await jobs.schedule(DELIVERY_SCHEDULE_JOB, DELIVERY_SCHEDULE_CRON);
}
