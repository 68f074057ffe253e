/**
 * Proving an e-mail address by a link sent to it: at registration, and before a change of address
 * takes effect (the current address is told, so a stolen session cannot quietly move the account,
 * and with it forgot-password, to another inbox). Only a confirmed address lets a Facebook
 * identity with that e-mail sign in to the account (docs/decisions/050-email-verification.md).
 */
import { EMAIL_TOKEN_TTL_HOURS } from '@ads-creative/contracts/auth';
import { messages } from '@ads-creative/contracts/messages';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { AccountLinks, BackgroundLog } from './account-links.ts';
import { confirmEmailMail, emailChangeNoticeMail } from './account-mails.ts';
import { createAuthRepo, DuplicateAccountError, type UserRow } from './auth.repo.ts';

interface Deps {
  db: Db;
  clock: () => Date;
  links: AccountLinks;
  /** Throws 429 when the account has asked for too many confirmation mails (each one goes to an address it chose). */
  limitMail: (userId: number) => Promise<void>;
}

export function createEmailVerification(deps: Deps) {
  const repo = createAuthRepo(deps.db);
  const now = deps.clock;

  /** Sends a link that proves `email`; it replaces any earlier one, so only the newest link works. */
  async function sendLink(user: UserRow, email: string, log: BackgroundLog) {
    await repo.voidAccountTokens(user.id, 'verify_email', now());
    const link = await deps.links.issue(repo, {
      userId: user.id,
      purpose: 'verify_email',
      page: '/verify-email',
      ttlMinutes: EMAIL_TOKEN_TTL_HOURS * 60,
      email,
    });
    deps.links.send(confirmEmailMail(user, email, link), log, { userId: user.id, what: 'e-mail confirmation' });
  }

  return {
    /** After registration: the account works at once, the link confirms its address. */
    sendLink,

    /**
     * Keeps `newEmail` pending until its link is opened, and tells the current address. The caller
     * checks the mail limit (`limitMail`) before it writes anything of the request.
     */
    async requestChange(user: UserRow, newEmail: string, log: BackgroundLog): Promise<UserRow> {
      const updated = await repo.updateUser(user.id, { pendingEmail: newEmail }, now());
      await sendLink(updated, newEmail, log);
      if (user.email)
        deps.links.send(emailChangeNoticeMail(user, user.email, newEmail), log, { userId: user.id, what: 'e-mail change notice' });
      return updated;
    },

    /** Drops a pending change (the owner changed their mind, or secured the account with a new password). */
    async cancelChange(userId: number): Promise<UserRow> {
      await repo.voidAccountTokens(userId, 'verify_email', now());
      return repo.updateUser(userId, { pendingEmail: null }, now());
    },

    /** Sends the link again: to the pending address, else to the unconfirmed current one. */
    async resend(user: UserRow, log: BackgroundLog): Promise<void> {
      const email = user.pendingEmail ?? (user.emailVerifiedAt ? null : user.email);
      if (!email) throw badRequest(messages.emailAlreadyConfirmed);
      await deps.limitMail(user.id);
      await sendLink(user, email, log);
    },

    /** Opens a link: confirms the current address, or makes the pending one the account's address. */
    async confirm(token: string): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const txRepo = createAuthRepo(tx as unknown as Db);
        const proved = await deps.links.consume(txRepo, 'verify_email', token);
        const user = proved && (await txRepo.findUserById(proved.userId));
        if (!user || !proved?.email || ![user.email, user.pendingEmail].includes(proved.email)) {
          throw new AppError('VALIDATION_ERROR', messages.emailLinkInvalid, [{ path: 'token', message: messages.emailLinkInvalid }]);
        }
        if (proved.email === user.email) {
          await txRepo.updateUser(user.id, { emailVerifiedAt: now() }, now());
          return;
        }
        await txRepo.updateUser(user.id, { email: proved.email, pendingEmail: null, emailVerifiedAt: now() }, now()).catch((e: unknown) => {
          // Someone else registered or confirmed this address since the change was asked for.
          if (e instanceof DuplicateAccountError)
            throw new AppError('CONFLICT', messages.emailTaken, [{ path: 'email', message: messages.emailTaken }]);
          throw e;
        });
        // Reset links went to the old address; they must not outlive the move.
        await txRepo.voidAccountTokens(user.id, 'password_reset', now());
      });
    },
  };
}

export type EmailVerification = ReturnType<typeof createEmailVerification>;
