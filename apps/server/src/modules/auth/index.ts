/**
 * The auth module's public face (decision 171): besides auth.service.ts, the users' rows for code that creates or
 * refreshes an account outside sign-up, namely the demo seeder (modules/demo, decision 095): a user found by
 * username or e-mail, inserted, updated.
 */
import type { Db } from '../../db/client.ts';
import { createAuthRepo } from './auth.repo.ts';

/** The users found, inserted and updated as the auth module stores them. */
export function createUserAccounts(db: Db) {
  const { findUserByUsername, findUserByEmail, insertUser, updateUser } = createAuthRepo(db);
  return { findUserByUsername, findUserByEmail, insertUser, updateUser };
}
