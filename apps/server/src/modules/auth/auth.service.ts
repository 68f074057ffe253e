/**
 * Accounts: registration, sign-in with username or e-mail, opaque revocable sessions, profile,
 * password reset by e-mailed single-use link, and sign-in through a Facebook identity.
 * Confirming e-mail addresses lives in email-verification.ts.
 */
import {
  type LoginResponse,
  RESET_TOKEN_TTL_MINUTES,
  type RegisterBody,
  SESSION_TTL_DAYS,
  type UpdateProfileBody,
  type User,
} from '@ads-creative/contracts/auth';
import { messages } from '@ads-creative/contracts/messages';
import { hash, verify } from '@node-rs/argon2';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/authenticate.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { type BackgroundLog, createAccountLinks } from './account-links.ts';
import { resetPasswordMail } from './account-mails.ts';
import { createAuthRepo, DuplicateAccountError, type UserRow } from './auth.repo.ts';
import { boundHash } from './browser-binding.ts';
import { createEmailVerification } from './email-verification.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long the Facebook dialog may take, from the start to the callback. */
export const OAUTH_STATE_TTL_MS = 10 * 60_000;
/** /auth-success exchanges its code as soon as it loads: a minute is plenty, and a leaked code dies fast. */
export const SIGN_IN_CODE_TTL_MS = 60_000;
/** Verified against when the account does not exist, so timing does not tell whether it does. */
const DUMMY_HASH = hash('not-a-real-password-used-for-timing');

/** A wrong password (sign-in or the profile's current password): what the login back-off counts. */
export class WrongPasswordError extends AppError {}

export interface SessionMeta {
  userAgent?: string;
  ip?: string;
}

export interface FacebookIdentity {
  facebookId: string;
  name?: string;
  email?: string;
  avatarUrl?: string;
  tokenEnc: string;
  tokenExpiresAt: Date | null;
}

export const toUserDto = (u: UserRow): User => ({
  id: u.id,
  username: u.username,
  name: u.name,
  email: u.email,
  emailVerified: u.emailVerifiedAt !== null,
  pendingEmail: u.pendingEmail,
  hasPassword: u.passwordHash !== null,
  avatarUrl: u.avatarUrl,
  facebookConnected: Boolean(u.facebookId),
  timeZone: u.timeZone,
  createdAt: u.createdAt.toISOString(),
});

interface Deps {
  db: Db;
  clock: () => Date;
  mailer: Mailer;
  config: Config;
  /** Throws 429 when the account has asked for too many confirmation mails. */
  limitMail: (userId: number) => Promise<void>;
}

export function createAuthService(deps: Deps) {
  const repo = createAuthRepo(deps.db);
  const now = deps.clock;
  const links = createAccountLinks(deps);
  const verification = createEmailVerification({ db: deps.db, clock: now, links, limitMail: deps.limitMail });

  async function startSession(userId: number, meta: SessionMeta): Promise<string> {
    const token = randomToken();
    await repo.insertSession({
      userId,
      tokenHash: sha256(token),
      expiresAt: new Date(now().getTime() + SESSION_TTL_DAYS * DAY_MS),
      userAgent: meta.userAgent?.slice(0, 512),
      ip: meta.ip,
    });
    return token;
  }

  async function requireUser(id: number): Promise<UserRow> {
    const user = await repo.findUserById(id);
    if (!user) throw new AppError('UNAUTHORIZED', messages.sessionExpired);
    return user;
  }

  const usernameTaken = () => new AppError('CONFLICT', messages.usernameTaken, [{ path: 'username', message: messages.usernameTaken }]);
  const emailTaken = () => new AppError('CONFLICT', messages.emailTaken, [{ path: 'email', message: messages.emailTaken }]);
  /** The database's unique indexes decide races the checks above them cannot (two sign-ups at once). */
  const duplicateToConflict = (e: unknown): never => {
    if (e instanceof DuplicateAccountError && e.field === 'username') throw usernameTaken();
    if (e instanceof DuplicateAccountError && e.field === 'email') throw emailTaken();
    throw e;
  };

  /** A Facebook-only account has no password yet: it needs none to set its first one or its e-mail. */
  async function assertCurrentPassword(user: UserRow, given: string | undefined, requiredMessage: string) {
    if (!user.passwordHash) return;
    if (!given) throw new AppError('VALIDATION_ERROR', requiredMessage, [{ path: 'currentPassword', message: requiredMessage }]);
    if (!(await verify(user.passwordHash, given).catch(() => false))) {
      throw new WrongPasswordError('VALIDATION_ERROR', messages.currentPasswordWrong, [
        { path: 'currentPassword', message: messages.currentPasswordWrong },
      ]);
    }
  }

  async function assertEmailFree(email: string, exceptUserId?: number) {
    const owner = await repo.findUserByEmail(email);
    if (owner && owner.id !== exceptUserId) throw emailTaken();
  }

  return {
    /** Creates the account (usable at once) and mails the link that confirms its address. */
    async register(body: RegisterBody, log: BackgroundLog): Promise<User> {
      if (await repo.findUserByUsername(body.username)) throw usernameTaken();
      await assertEmailFree(body.email);
      const passwordHash = await hash(body.password);
      const user = await repo.insertUser({ username: body.username, email: body.email, passwordHash }).catch(duplicateToConflict);
      await verification.sendLink(user, body.email, log);
      return toUserDto(user);
    },

    /**
     * What per-account login limits count under: the account itself when the name or e-mail is
     * known (so alternating between them, in any letter case, gains no attempts), else the text as typed.
     */
    async loginLimitKey(usernameOrEmail: string): Promise<string> {
      const user = await repo.findUserByLogin(usernameOrEmail);
      return user ? `user:${user.id}` : `login:${usernameOrEmail.toLowerCase()}`;
    },

    async login(usernameOrEmail: string, password: string, meta: SessionMeta): Promise<LoginResponse> {
      const user = await repo.findUserByLogin(usernameOrEmail);
      const ok = await verify(user?.passwordHash ?? (await DUMMY_HASH), password).catch(() => false);
      if (!user?.passwordHash || !ok) throw new WrongPasswordError('UNAUTHORIZED', messages.invalidCredentials);
      return { token: await startSession(user.id, meta), user: toUserDto(user) };
    },

    async logout(auth: AuthUser) {
      await repo.revokeSession(auth.sessionId, now());
    },

    async resolveSession(token: string): Promise<AuthUser | null> {
      const session = await repo.findActiveSession(sha256(token), now());
      return session ? { id: session.userId, sessionId: session.id } : null;
    },

    async getUser(userId: number): Promise<User> {
      return toUserDto(await requireUser(userId));
    },

    /**
     * Name and avatar change at once. A new password, or a new e-mail, needs the current password when
     * the account has one; a new e-mail stays pending until the link sent to it is opened.
     */
    async updateProfile(auth: AuthUser, body: UpdateProfileBody, log: BackgroundLog): Promise<User> {
      const user = await requireUser(auth.id);
      const newEmail = body.email !== undefined && body.email !== user.email ? body.email : undefined;
      const cancelsChange = body.email !== undefined && body.email === user.email && user.pendingEmail !== null;
      if (body.newPassword) await assertCurrentPassword(user, body.currentPassword, messages.currentPasswordRequired);
      else if (newEmail) await assertCurrentPassword(user, body.currentPassword, messages.currentPasswordRequiredForEmail);
      if (newEmail) {
        await assertEmailFree(newEmail, user.id);
        await deps.limitMail(user.id);
      }

      const patch: Partial<UserRow> = {};
      if (body.name !== undefined) patch.name = body.name || null;
      if (body.avatarUrl !== undefined) patch.avatarUrl = body.avatarUrl || null;
      if (body.timeZone !== undefined) patch.timeZone = body.timeZone;
      if (body.newPassword) patch.passwordHash = await hash(body.newPassword);
      let updated = await repo.updateUser(user.id, patch, now());
      if (patch.passwordHash) {
        // A new password signs out every other device and voids reset links sent for the old one.
        await repo.revokeUserSessions(user.id, now(), auth.sessionId);
        await repo.voidAccountTokens(user.id, 'password_reset', now());
      }
      if (newEmail) updated = await verification.requestChange(updated, newEmail, log);
      // A new password also stops a pending change: the notice mail tells the owner it does.
      else if (cancelsChange || (patch.passwordHash && user.pendingEmail)) updated = await verification.cancelChange(user.id);
      return toUserDto(updated);
    },

    /** Mails the confirmation link again (pending address first). */
    async resendConfirmation(userId: number, log: BackgroundLog): Promise<void> {
      await verification.resend(await requireUser(userId), log);
    },

    confirmEmail: (token: string) => verification.confirm(token),

    /**
     * Sends a reset link when the account exists; the caller answers the same either way. The mail
     * goes out after the answer, so neither a slow nor a failing mail server tells who has an account.
     */
    async forgotPassword(email: string, log: BackgroundLog): Promise<void> {
      const user = await repo.findUserByEmail(email);
      if (!user?.email) return;
      const link = await links.issue(repo, {
        userId: user.id,
        purpose: 'password_reset',
        page: '/reset-password',
        ttlMinutes: RESET_TOKEN_TTL_MINUTES,
        email: user.email,
      });
      links.send(resetPasswordMail(user, user.email, link), log, { userId: user.id, what: 'password reset' });
    },

    /** Sets a new password from a live reset token and signs the account out everywhere. */
    async resetPassword(token: string, newPassword: string): Promise<void> {
      // One transaction: a link is used up only together with the new password. The hash is made
      // only once the link proved live, so a guessed token costs no argon2 work.
      await deps.db.transaction(async (tx) => {
        const txRepo = createAuthRepo(tx as unknown as Db);
        const link = await links.consume(txRepo, 'password_reset', token);
        const user = link && (await txRepo.findUserById(link.userId));
        if (!user)
          throw new AppError('VALIDATION_ERROR', messages.resetTokenInvalid, [{ path: 'token', message: messages.resetTokenInvalid }]);
        // Opening the link proved the address it was sent to; a pending change of e-mail (perhaps an intruder's) is dropped.
        const proved = link.email !== null && link.email === user.email ? { emailVerifiedAt: user.emailVerifiedAt ?? now() } : {};
        await txRepo.updateUser(user.id, { passwordHash: await hash(newPassword), pendingEmail: null, ...proved }, now());
        await txRepo.revokeUserSessions(user.id, now());
        await txRepo.voidAccountTokens(user.id, 'password_reset', now());
        await txRepo.voidAccountTokens(user.id, 'verify_email', now());
      });
    },

    /**
     * Finds the account of a Facebook identity: by Facebook id, then by e-mail but only when the account
     * confirmed that address (else anyone could register a victim's address first and receive their
     * Facebook sign-in). Otherwise it creates an account, without the e-mail when another account has it.
     */
    async loginWithFacebook(identity: FacebookIdentity): Promise<number> {
      const facebookFields = {
        facebookId: identity.facebookId,
        facebookTokenEnc: identity.tokenEnc,
        facebookTokenExpiresAt: identity.tokenExpiresAt,
      };
      const email = identity.email?.toLowerCase();
      let user = await repo.findUserByFacebookId(identity.facebookId);
      const byEmail = !user && email ? await repo.findUserByEmail(email) : undefined;
      if (byEmail?.emailVerifiedAt) {
        // The account of this e-mail already signs in with another Facebook identity: never move that link silently.
        if (byEmail.facebookId) throw new AppError('CONFLICT', messages.emailTaken, [{ path: 'email', message: messages.emailTaken }]);
        user = byEmail;
      }
      if (user) {
        user = await repo.updateUser(
          user.id,
          { ...facebookFields, name: user.name ?? identity.name ?? null, avatarUrl: user.avatarUrl ?? identity.avatarUrl ?? null },
          now(),
        );
      } else {
        user = await repo.insertUser({
          ...facebookFields,
          email: byEmail ? null : (email ?? null),
          name: identity.name ?? null,
          avatarUrl: identity.avatarUrl ?? null,
        });
      }
      return user.id;
    },

    /**
     * Links a Facebook identity and its long-lived token to a signed-in account (Connect in Settings).
     * A Facebook id already linked to another account is refused.
     */
    async linkFacebook(
      userId: number,
      identity: Pick<FacebookIdentity, 'facebookId' | 'tokenEnc' | 'tokenExpiresAt'>,
    ): Promise<'linked' | 'taken'> {
      const owner = await repo.findUserByFacebookId(identity.facebookId);
      if (owner && owner.id !== userId) return 'taken';
      await repo.updateUser(
        userId,
        { facebookId: identity.facebookId, facebookTokenEnc: identity.tokenEnc, facebookTokenExpiresAt: identity.tokenExpiresAt },
        now(),
      );
      return 'linked';
    },

    /** The user's stored Facebook token (encrypted) and its expiry, or null when none is linked. */
    async facebookToken(userId: number): Promise<{ tokenEnc: string; expiresAt: Date | null } | null> {
      const user = await repo.findUserById(userId);
      return user?.facebookTokenEnc ? { tokenEnc: user.facebookTokenEnc, expiresAt: user.facebookTokenExpiresAt } : null;
    },

    /** Disconnect: the token is erased; the Facebook id stays, so Facebook login still signs in to this account. */
    async eraseFacebookToken(userId: number): Promise<void> {
      await repo.updateUser(userId, { facebookTokenEnc: null, facebookTokenExpiresAt: null }, now());
    },

    /**
     * A single-use state for the OAuth dialog, good only with the `binding` of the browser that asked
     * (browser-binding.ts); `userId` when a signed-in user connects (not a login). Expired states and
     * codes are purged here, so what unfinished flows leave behind stays bounded by the start's rate limit.
     */
    async createOAuthState(binding: string, redirectPath: string | null, userId: number | null = null): Promise<string> {
      const state = randomToken();
      await repo.purgeExpiredOAuth(now());
      await repo.insertOAuthState({
        stateHash: boundHash(state, binding),
        redirectPath,
        userId,
        expiresAt: new Date(now().getTime() + OAUTH_STATE_TTL_MS),
      });
      return state;
    },
    /** The pending flow of a live state, used up; undefined for an unknown or expired state or another browser. */
    consumeOAuthState: (state: string, binding: string) => repo.consumeOAuthState(boundHash(state, binding), now()),

    /** After a Facebook login: the single-use code /auth-success exchanges for a session, in this browser only. */
    async issueSignInCode(userId: number, binding: string): Promise<string> {
      const code = randomToken();
      await repo.insertAccountToken({
        userId,
        purpose: 'facebook_sign_in',
        tokenHash: boundHash(code, binding),
        expiresAt: new Date(now().getTime() + SIGN_IN_CODE_TTL_MS),
      });
      return code;
    },

    /** Exchanges a sign-in code, once, in the browser that started the login; anything else is refused. */
    async exchangeSignInCode(code: string, binding: string | null, meta: SessionMeta): Promise<LoginResponse> {
      const row = binding ? await repo.consumeSignInCode(boundHash(code, binding), now()) : undefined;
      const user = row && (await repo.findUserById(row.userId));
      if (!user)
        throw new AppError('VALIDATION_ERROR', messages.facebookSignInInvalid, [{ path: 'code', message: messages.facebookSignInInvalid }]);
      return { token: await startSession(user.id, meta), user: toUserDto(user) };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
