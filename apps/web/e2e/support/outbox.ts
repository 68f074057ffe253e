/**
 * Reads the e-mails the server under test wrote to $E2E_DATA_DIR/outbox/ (no SMTP is set in the
 * browser suite): finds the newest message to an address and pulls a link (reset, e-mail confirmation) out of it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

function outboxDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run through apps/web/playwright.config.ts');
  return path.join(dir, 'outbox');
}

/** Undoes quoted-printable: soft line breaks (`=\n`) and `=XX` escapes. */
export function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function messagesTo(email: string): string[] {
  const dir = outboxDir();
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .filter((eml) => new RegExp(`^To: .*${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im').test(eml));
}

/** Waits for an e-mail to `email` with a link to `page` and returns that link (the newest one when there are several). */
export async function readMailedLink(email: string, page: '/reset-password' | '/verify-email'): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<>]+${page}\\?token=[^\\s"<>]+`);
  let link: string | undefined;
  await expect
    .poll(
      () => {
        link = messagesTo(email)
          .map((eml) => decodeQuotedPrintable(eml).match(pattern)?.[0])
          .findLast(Boolean);
        return link;
      },
      { message: `an e-mail to ${email} linking to ${page} in ${outboxDir()}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return link as string;
}

/** Waits for the reset e-mail to `email` and returns its link. */
export const readResetLink = (email: string) => readMailedLink(email, '/reset-password');
