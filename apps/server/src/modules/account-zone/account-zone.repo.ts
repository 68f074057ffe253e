/**
 * The time zone a user's days are in (decision 160): the connected ad account's (Facebook reports its insight
 * days in it), else the user's own (their browser's, `users.time_zone`), else UTC. One SQL expression, used for
 * one user (analytics, an ad's metrics, the optimization engine and its measurements) and for every user at
 * once (the periodic jobs), so no caller has its own fallback.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/** The time zone of the user whose id is `userId` (a column such as sql`u.id`, or a value), as SQL text. */
export function effectiveZoneSql(userId: SQL): SQL {
  // Aliases of their own, so `userId` may name a column of an outer query's `users u`.
  return sql`coalesce((select coalesce(nullif(zone_f.timezone, ''), nullif(zone_u.time_zone, ''))
    from users zone_u left join facebook_connections zone_f on zone_f.user_id = zone_u.id where zone_u.id = ${userId}), 'UTC')`;
}

/** The user's time zone and the currency of their budgets (the connected ad account's, null without one). */
export interface UserAccount {
  timezone: string;
  currency: string | null;
}

export function createAccountZone(db: Db) {
  async function account(userId: number): Promise<UserAccount> {
    const [row] = await rowsOf<UserAccount>(
      db,
      sql`select ${effectiveZoneSql(sql`${userId}::int`)} as timezone,
        (select nullif(currency, '') from facebook_connections where user_id = ${userId}) as currency`,
    );
    return { timezone: row.timezone, currency: row.currency };
  }
  return {
    account,
    timezone: async (userId: number) => (await account(userId)).timezone,
  };
}

export type AccountZone = ReturnType<typeof createAccountZone>;
