/** Queries of the accounts tables: users, sessions, e-mailed link tokens, OAuth states. */
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type AccountTokenPurpose, accountTokens, oauthStates, sessions, users } from '../../db/schema/users.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** PostgreSQL's unique_violation, through either driver (drizzle may wrap it in `cause`). */
export const isUniqueViolation = (e: unknown): boolean => {
  const err = e as { code?: string; cause?: { code?: string } } | null;
  return err?.code === '23505' || err?.cause?.code === '23505';
};

/** Which account field a write collided on, decided by the database's unique indexes (e.g. two racing sign-ups). */
export class DuplicateAccountError extends Error {
  constructor(readonly field: 'username' | 'email' | 'facebookId') {
    super(`duplicate ${field}`);
  }
}

const fieldOfConstraint: Record<string, DuplicateAccountError['field']> = {
  users_username_lower_key: 'username',
  users_email_key: 'email',
  users_facebook_id_key: 'facebookId',
};

const rethrowDuplicate = (e: unknown): never => {
  const err = e as { constraint?: string; cause?: { constraint?: string } } | null;
  const field = isUniqueViolation(e) ? fieldOfConstraint[err?.cause?.constraint ?? err?.constraint ?? ''] : undefined;
  throw field ? new DuplicateAccountError(field) : e;
};

export function createAuthRepo(db: Db) {
  return {
    async findUserByLogin(login: string): Promise<UserRow | undefined> {
      const l = login.toLowerCase();
      const [row] = await db
        .select()
        .from(users)
        .where(or(sql`lower(${users.username}) = ${l}`, eq(users.email, l)))
        .limit(1);
      return row;
    },
    async findUserById(id: number) {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    async findUserByEmail(email: string) {
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
      return row;
    },
    async findUserByUsername(username: string) {
      const [row] = await db.select().from(users).where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
      return row;
    },
    async findUserByFacebookId(facebookId: string) {
      const [row] = await db.select().from(users).where(eq(users.facebookId, facebookId));
      return row;
    },
    /** Throws DuplicateAccountError when the username, e-mail or Facebook id is taken. */
    async insertUser(values: NewUser): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning().catch(rethrowDuplicate);
      return row as UserRow;
    },
    /** Throws DuplicateAccountError when the new e-mail or Facebook id is taken. */
    async updateUser(id: number, patch: Partial<NewUser>, now: Date): Promise<UserRow> {
      const [row] = await db
        .update(users)
        .set({ ...patch, updatedAt: now })
        .where(eq(users.id, id))
        .returning()
        .catch(rethrowDuplicate);
      return row as UserRow;
    },

    async insertSession(values: typeof sessions.$inferInsert) {
      const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
      return row as { id: number };
    },
    async findActiveSession(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ id: sessions.id, userId: sessions.userId })
        .from(sessions)
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
      return row;
    },
    async revokeSession(id: number, now: Date) {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },
    /** Revokes every live session of a user, except `keepId` when given. */
    async revokeUserSessions(userId: number, now: Date, keepId?: number) {
      const keep = keepId === undefined ? sql`true` : sql`${sessions.id} <> ${keepId}`;
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep));
    },

    async insertAccountToken(values: typeof accountTokens.$inferInsert) {
      await db.insert(accountTokens).values(values);
    },
    /** Marks a live token of that purpose used and returns its user and address; one use only, even under concurrent calls. */
    async consumeAccountToken(purpose: AccountTokenPurpose, tokenHash: string, now: Date) {
      const [row] = await db
        .update(accountTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(accountTokens.tokenHash, tokenHash),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, now),
          ),
        )
        .returning({ userId: accountTokens.userId, email: accountTokens.email });
      return row;
    },
    /** Marks every unused token of that purpose of a user used (a newer link, or a password change, replaces them). */
    async voidAccountTokens(userId: number, purpose: AccountTokenPurpose, now: Date) {
      await db
        .update(accountTokens)
        .set({ usedAt: now })
        .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
    },

    async insertOAuthState(values: typeof oauthStates.$inferInsert) {
      await db.insert(oauthStates).values(values);
    },
    /** States and sign-in codes past their expiry: nobody can use them, so nothing keeps them. */
    async purgeExpiredOAuth(now: Date) {
      await db.delete(oauthStates).where(lte(oauthStates.expiresAt, now));
      await db.delete(accountTokens).where(and(eq(accountTokens.purpose, 'facebook_sign_in'), lte(accountTokens.expiresAt, now)));
    },
    /** Deletes a live state and returns it: a state is good for one callback only. */
    async consumeOAuthState(stateHash: string, now: Date) {
      const [row] = await db
        .delete(oauthStates)
        .where(and(eq(oauthStates.stateHash, stateHash), gt(oauthStates.expiresAt, now)))
        .returning({ redirectPath: oauthStates.redirectPath, userId: oauthStates.userId });
      return row;
    },
    /** Deletes a live Facebook sign-in code and returns its user: one exchange only, even under concurrent calls. */
    async consumeSignInCode(tokenHash: string, now: Date) {
      const [row] = await db
        .delete(accountTokens)
        .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, 'facebook_sign_in'), gt(accountTokens.expiresAt, now)))
        .returning({ userId: accountTokens.userId });
      return row;
    },
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;
