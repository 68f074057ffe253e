/** Queries of the weekly analytics report e-mail (decision 162): who asked for it, and the week last sent to each. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { effectiveZoneSql } from '../../account-zone/index.ts';

export interface ReportCandidate {
  id: number;
  email: string;
  name: string | null;
  username: string | null;
  timezone: string;
  /** The `settings` object of the user's analytics dashboard configuration, as stored. */
  settings: unknown;
  /** The Monday of the last week a report was sent for, or null. */
  last_week: string | null;
}

export function createReportRepo(db: Db) {
  return {
    /** Users with a confirmed e-mail whose analytics configuration holds settings (the caller reads emailReports). */
    candidates: () =>
      rowsOf<ReportCandidate>(
        db,
        sql`select u.id, u.email, u.name, u.username, ${effectiveZoneSql(sql`u.id`)} as timezone,
              c.config -> 'settings' as settings, m.week::text as last_week
            from analytics_configs c
            join users u on u.id = c.user_id
            left join analytics_report_mails m on m.user_id = u.id
            where u.email is not null and u.email_verified_at is not null and jsonb_typeof(c.config -> 'settings') = 'object'
            order by u.id`,
      ),

    /** Moves the user's last week to `week` when it is earlier (or absent); false when another run has it already. */
    async claim(userId: number, week: string, now: Date): Promise<boolean> {
      const rows = await rowsOf<{ user_id: number }>(
        db,
        sql`insert into analytics_report_mails (user_id, week, sent_at) values (${userId}, ${week}::date, ${now.toISOString()}::timestamptz)
            on conflict (user_id) do update set week = excluded.week, sent_at = excluded.sent_at
            where analytics_report_mails.week < excluded.week
            returning user_id`,
      );
      return rows.length === 1;
    },

    /** Gives a claimed week back (its mail failed), so the next run tries again. */
    async release(userId: number, week: string, previous: string | null): Promise<void> {
      await db.execute(
        previous === null
          ? sql`delete from analytics_report_mails where user_id = ${userId} and week = ${week}::date`
          : sql`update analytics_report_mails set week = ${previous}::date where user_id = ${userId} and week = ${week}::date`,
      );
    },
  };
}
