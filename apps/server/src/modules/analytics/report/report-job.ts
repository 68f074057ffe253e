/**
 * The weekly analytics report e-mail (decision 162): an hourly job finds the users with Email reports on
 * whose week is due in their time zone (report-schedule.ts), claims the week (so a run on another instance
 * or a retry never sends it twice), computes the last week against the one before with the analytics
 * service's compare, and mails it. A failed mail gives the week back for the next run.
 */
import { settingsInConfig } from '@ads-creative/contracts/analytics-settings';
import { TZDate } from '@date-fns/tz';
import type { Db } from '../../../db/client.ts';
import type { JobQueue } from '../../../jobs/job-queue.ts';
import { dayIn } from '../../../lib/calendar.ts';
import type { Mailer } from '../../../providers/mail/mailer.ts';
import type { AnalyticsService } from '../analytics.service.ts';
import { createReportRepo, type ReportCandidate } from './report.repo.ts';
import { analyticsReportMail } from './report-mail.ts';
import { reportPeriod, reportWeekDue } from './report-schedule.ts';

export const ANALYTICS_REPORT_JOB = 'analytics-report-mails';
/** Every hour at :50, so a report goes out within the hour after Monday 08:00 in any zone (whole, half or quarter hours from UTC). */
export const ANALYTICS_REPORT_CRON = '50 * * * *';

export function createAnalyticsReports(deps: {
  db: Db;
  clock: () => Date;
  mailer: Mailer;
  compare: AnalyticsService['compare'];
  publicUrl: string;
  log: (error: unknown, what: string) => void;
}) {
  const repo = createReportRepo(deps.db);
  const link = `${deps.publicUrl.replace(/\/$/, '')}/analytics`;

  /** The week due for this user now, or null (Email reports off, or this week's sent). */
  function dueWeek(c: ReportCandidate, now: Date): string | null {
    if (!settingsInConfig({ settings: c.settings })?.emailReports) return null;
    return reportWeekDue(dayIn(c.timezone, now), new TZDate(now.getTime(), c.timezone).getHours(), c.last_week);
  }

  async function sendOne(c: ReportCandidate, week: string): Promise<void> {
    const { since, until } = reportPeriod(week);
    const report = await deps.compare(c.id, { current: `${since}..${until}`, comparison: 'previous' });
    await deps.mailer.send(analyticsReportMail(c, report, link));
  }

  /** Sends every due report now; the ids of the users mailed. One user's failure does not stop the rest. */
  async function sendDue(): Promise<number[]> {
    const now = deps.clock();
    const sent: number[] = [];
    for (const c of await repo.candidates()) {
      try {
        if (await sendIfDue(c, now)) sent.push(c.id);
      } catch (e) {
        deps.log(e, `analytics report e-mail of user ${c.id}`);
      }
    }
    return sent;
  }

  /** Claims and sends this user's due week; a failed send gives the week back for the next run. */
  async function sendIfDue(c: ReportCandidate, now: Date): Promise<boolean> {
    const week = dueWeek(c, now);
    if (week === null || !(await repo.claim(c.id, week, now))) return false;
    try {
      await sendOne(c, week);
      return true;
    } catch (e) {
      await repo.release(c.id, week, c.last_week);
      throw e;
    }
  }

  return {
    sendDue,
    /** Defines the job and its hourly schedule on the app's queue (pg-boss runs it once across instances). */
    async register(jobs: JobQueue): Promise<void> {
      // No retries: the next hour's run picks up whatever was given back.
      jobs.define(ANALYTICS_REPORT_JOB, async () => void (await sendDue()), { retryLimit: 0 });
      await jobs.schedule(ANALYTICS_REPORT_JOB, ANALYTICS_REPORT_CRON);
    },
  };
}
