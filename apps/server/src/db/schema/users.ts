/** Accounts, their sessions, e-mailed single-use links (password reset, e-mail confirmation) and pending Facebook OAuth states. */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username'),
    /** Stored lower-cased (normalised on the way in). */
    email: text('email'),
    /** When `email` was proved by opening a link sent to it; null while unconfirmed. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** A new address asked for on the profile: it replaces `email` only once its link is opened. */
    pendingEmail: text('pending_email'),
    passwordHash: text('password_hash'),
    name: text('name'),
    avatarUrl: text('avatar_url'),
    facebookId: text('facebook_id'),
    /** AES-256-GCM ciphertext of the long-lived Facebook user token (lib/crypto.ts). */
    facebookTokenEnc: text('facebook_token_enc'),
    facebookTokenExpiresAt: timestamp('facebook_token_expires_at', { withTimezone: true }),
    /**
     * The IANA time zone of the user's browser (e.g. 'Europe/Paris'), sent by the web app; null until it does.
     * Analytics' days are in the connected ad account's zone, else this one, else UTC (decision 160).
     */
    timeZone: text('time_zone'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_facebook_id_key').on(t.facebookId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the opaque bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_id_idx').on(t.userId)],
);

/**
 * What a single-use token does: an e-mailed link sets a new password or proves an address (registration
 * or a change of e-mail); a Facebook sign-in code, handed to /auth-success, becomes a session in the
 * browser that started the login (decision 167).
 */
export const accountTokenPurposes = ['password_reset', 'verify_email', 'facebook_sign_in'] as const;
export type AccountTokenPurpose = (typeof accountTokenPurposes)[number];

export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: accountTokenPurposes }).notNull(),
    /** SHA-256 of the token in the link; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    /** verify_email: the address the link was sent to, the one it proves. */
    email: text('email'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('account_tokens_hash_key').on(t.tokenHash), index('account_tokens_user_idx').on(t.userId, t.purpose)],
);

export const oauthStates = pgTable('oauth_states', {
  /** SHA-256 of the random `state` sent to Facebook and the starting browser's binding (decision 167); single use. */
  stateHash: text('state_hash').primaryKey(),
  redirectPath: text('redirect_path'),
  /** Set when a signed-in user connects Facebook: the callback links to this account instead of signing in. */
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
