/**
 * The Facebook module's public face (decision 171): besides its root services, whether a user has a Facebook
 * connection (the demo seeder, modules/demo, refuses an account that has one).
 */
import type { Db } from '../../db/client.ts';
import { createFacebookRepo } from './facebook.repo.ts';

/** Whether the user has chosen an ad account or page (a row in facebook_connections). */
export const hasFacebookConnection = async (db: Db, userId: number): Promise<boolean> =>
  Boolean(await createFacebookRepo(db).connection(userId));
