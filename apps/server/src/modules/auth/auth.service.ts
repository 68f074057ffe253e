/**
 * Accounts: registration, sign-in with username or e-mail, opaque revocable sessions, profile,
 * password reset by e-mailed single-use link, and sign-in through a Facebook identity.
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
import type { Mailer, MailMessage } from '../../providers/mail/mailer.ts';
import { createAuthRepo, DuplicateAccountError, type UserRow } from './auth.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Verified against when the account does not exist, so timing does not tell whether it does. */
const DUMMY_HASH = hash('not-a-real-password-used-for-timing');

/** Where work that outlives the request (sending mail) reports failures; the route passes its request logger. */
export interface BackgroundLog {
  error(obj: object, msg: string): void;
}

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
  avatarUrl: u.avatarUrl,
  facebookConnected: Boolean(u.facebookId),
  createdAt: u.createdAt.toISOString(),
});

export function createAuthService(deps: { db: Db; clock: () => Date; mailer: Mailer; config: Config }) {
  const repo = createAuthRepo(deps.db);
  const now = deps.clock;

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

  async function assertEmailFree(email: string, exceptUserId?: number) {
    const owner = await repo.findUserByEmail(email);
    if (owner && owner.id !== exceptUserId) throw emailTaken();
  }

  return {
    async register(body: RegisterBody): Promise<User> {
      if (await repo.findUserByUsername(body.username)) throw usernameTaken();
      await assertEmailFree(body.email);
      const passwordHash = await hash(body.password);
      const user = await repo.insertUser({ username: body.username, email: body.email, passwordHash }).catch(duplicateToConflict);
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
      if (!user?.passwordHash || !ok) throw new AppError('UNAUTHORIZED', messages.invalidCredentials);
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

    async updateProfile(auth: AuthUser, body: UpdateProfileBody): Promise<User> {
      const user = await requireUser(auth.id);
      const patch: Partial<UserRow> = {};
      if (body.name !== undefined) patch.name = body.name || null;
      if (body.avatarUrl !== undefined) patch.avatarUrl = body.avatarUrl || null;
      if (body.email !== undefined && body.email !== user.email) {
        await assertEmailFree(body.email, user.id);
        patch.email = body.email;
      }
      if (body.newPassword) {
        // A Facebook-only account has no password yet and sets its first one without a current one.
        if (user.passwordHash && !body.currentPassword) {
          throw new AppError('VALIDATION_ERROR', messages.currentPasswordRequired, [
            { path: 'currentPassword', message: messages.currentPasswordRequired },
          ]);
        }
        if (user.passwordHash && !(await verify(user.passwordHash, body.currentPassword ?? '').catch(() => false))) {
          throw new AppError('VALIDATION_ERROR', messages.currentPasswordWrong, [
            { path: 'currentPassword', message: messages.currentPasswordWrong },
          ]);
        }
        patch.passwordHash = await hash(body.newPassword);
      }
      const updated = await repo.updateUser(user.id, patch, now()).catch(duplicateToConflict);
      if (patch.passwordHash) {
        // A new password signs out every other device and voids reset links sent for the old one.
        await repo.revokeUserSessions(user.id, now(), auth.sessionId);
        await repo.voidResetTokens(user.id, now());
      }
      return toUserDto(updated);
    },

    /**
     * Sends a reset link when the account exists; the caller answers the same either way. The mail
     * goes out after the answer, so neither a slow nor a failing mail server tells who has an account.
     */
    async forgotPassword(email: string, log: BackgroundLog): Promise<void> {
      const user = await repo.findUserByEmail(email);
      if (!user?.email) return;
      const token = randomToken();
      await repo.insertResetToken({
        userId: user.id,
        tokenHash: sha256(token),
        expiresAt: new Date(now().getTime() + RESET_TOKEN_TTL_MINUTES * 60_000),
      });
      const link = `${deps.config.PUBLIC_URL.replace(/\/$/, '')}/reset-password?token=${encodeURIComponent(token)}`;
      const message: MailMessage = {
        to: user.email,
        subject: 'Reset your Ads Creative password',
        text: [
          `Hello ${user.name ?? user.username ?? ''},`.trim(),
          '',
          'We received a request to reset the password of your Ads Creative account.',
          `Open this link within ${RESET_TOKEN_TTL_MINUTES} minutes to choose a new password:`,
          '',
          link,
          '',
          'If you did not ask for this, ignore this e-mail: your password stays as it is.',
        ].join('\n'),
      };
      // Handed to the mailer now but not awaited (a synchronous throw becomes a rejection): failures are logged.
      new Promise<void>((resolve) => resolve(deps.mailer.send(message))).catch((err: unknown) =>
        log.error({ err, userId: user.id }, 'password reset e-mail could not be sent'),
      );
    },

    /** Sets a new password from a live reset token and signs the account out everywhere. */
    async resetPassword(token: string, newPassword: string): Promise<void> {
      // One transaction: a link is used up only together with the new password. The hash is made
      // only once the link proved live, so a guessed token costs no argon2 work.
      await deps.db.transaction(async (tx) => {
        const txRepo = createAuthRepo(tx as unknown as Db);
        const userId = await txRepo.consumeResetToken(sha256(token), now());
        if (userId === undefined)
          throw new AppError('VALIDATION_ERROR', messages.resetTokenInvalid, [{ path: 'token', message: messages.resetTokenInvalid }]);
        await txRepo.updateUser(userId, { passwordHash: await hash(newPassword) }, now());
        await txRepo.revokeUserSessions(userId, now());
        await txRepo.voidResetTokens(userId, now());
      });
    },

    /** Finds the account of a Facebook identity (by Facebook id, then by e-mail), or creates one. */
    async loginWithFacebook(identity: FacebookIdentity, meta: SessionMeta): Promise<string> {
      const facebookFields = {
        facebookId: identity.facebookId,
        facebookTokenEnc: identity.tokenEnc,
        facebookTokenExpiresAt: identity.tokenExpiresAt,
      };
      const email = identity.email?.toLowerCase();
      let user = await repo.findUserByFacebookId(identity.facebookId);
      if (!user && email) {
        user = await repo.findUserByEmail(email);
        // The account of this e-mail already signs in with another Facebook identity: never move that link silently.
        if (user?.facebookId) throw new AppError('CONFLICT', messages.emailTaken, [{ path: 'email', message: messages.emailTaken }]);
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
          email: email ?? null,
          name: identity.name ?? null,
          avatarUrl: identity.avatarUrl ?? null,
        });
      }
      return startSession(user.id, meta);
    },

    createOAuthState: async (redirectPath: string | null): Promise<string> => {
      const state = randomToken();
      await repo.insertOAuthState({ stateHash: sha256(state), redirectPath, expiresAt: new Date(now().getTime() + 10 * 60_000) });
      return state;
    },
    consumeOAuthState: (state: string) => repo.consumeOAuthState(sha256(state), now()),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
