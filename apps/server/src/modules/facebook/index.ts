/**
 * The Facebook module's public face (decision 171): besides its root services, whether a user has a Facebook
 * connection (the demo seeder, modules/demo, refuses an account that has one).
 */
import type { Db } from '../../db/client.ts';
import { createFacebookRepo } from './facebook.repo.ts';

/** Meta's place, interest and language search for a user (decision 178): `composeFacebookAccess(…).targeting.search`. */
export type { TargetingSearch } from './targeting-lookup.ts';

/** Whether the user has chosen an ad account or page (a row in facebook_connections). */
export const hasFacebookConnection = async (db: Db, userId: number): Promise<boolean> =>
  Boolean(await createFacebookRepo(db).connection(userId));
