/**
 * E-mailed single-use links (password reset, e-mail confirmation). The token is random, stored only
 * as its SHA-256, expires, and is used up by one conditional UPDATE (two concurrent uses cannot both
 * succeed). Mail is handed to the mailer without being awaited, so a slow or failing mail server
 * neither delays nor fails the request (nor tells who has an account); failures are logged.
 */
import type { Config } from '../../config.ts';
import type { AccountTokenPurpose } from '../../db/schema/users.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import type { Mailer, MailMessage } from '../../providers/mail/mailer.ts';
import type { AuthRepo } from './auth.repo.ts';

/** Where work that outlives the request (sending mail) reports failures; the route passes its request logger. */
export interface BackgroundLog {
  error(obj: object, msg: string): void;
}

export interface NewLink {
  userId: number;
  purpose: AccountTokenPurpose;
  /** The web page that opens the link, e.g. '/reset-password'. */
  page: string;
  ttlMinutes: number;
  /** The address the link proves (verify_email). */
  email?: string;
}

export function createAccountLinks(deps: { clock: () => Date; mailer: Mailer; config: Config }) {
  const base = deps.config.PUBLIC_URL.replace(/\/$/, '');
  return {
    /** Stores a new token (through `repo`, so it can be part of a transaction) and returns the link that carries it. */
    async issue(repo: AuthRepo, link: NewLink): Promise<string> {
      const token = randomToken();
      await repo.insertAccountToken({
        userId: link.userId,
        purpose: link.purpose,
        email: link.email,
        tokenHash: sha256(token),
        expiresAt: new Date(deps.clock().getTime() + link.ttlMinutes * 60_000),
      });
      return `${base}${link.page}?token=${encodeURIComponent(token)}`;
    },

    /** Uses up a live token of that purpose: its user and address, or undefined. */
    consume: (repo: AuthRepo, purpose: AccountTokenPurpose, token: string) =>
      repo.consumeAccountToken(purpose, sha256(token), deps.clock()),

    /** Hands the mail over now without waiting for it (a synchronous throw becomes a rejection); failures are logged. */
    send(message: MailMessage, log: BackgroundLog, context: { userId: number; what: string }): void {
      new Promise<void>((resolve) => resolve(deps.mailer.send(message))).catch((err: unknown) =>
        log.error({ err, userId: context.userId }, `${context.what} e-mail could not be sent`),
      );
    },
  };
}

export type AccountLinks = ReturnType<typeof createAccountLinks>;
