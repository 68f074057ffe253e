/** Reading the links the app mails (confirmation, password reset) out of the test outbox, as a user would open them. */
import { expect } from 'vitest';
import type { MailMessage } from '../../src/providers/mail/mailer.ts';
import { type TestApp, uniqueIp } from './test-app.ts';

/** The token of the newest link to `page` mailed to `to` (undefined when none was). */
export function mailedToken(outbox: MailMessage[], to: string, page: '/verify-email' | '/reset-password'): string | undefined {
  const pattern = new RegExp(`^http://localhost:3000${page}\\?token=([\\w-]{20,})$`, 'm');
  return outbox.findLast((m) => m.to === to && pattern.test(m.text))?.text.match(pattern)?.[1];
}

/** Opens a confirmation link: POST /api/auth/verify-email. */
export const openConfirmation = (t: TestApp, token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token }, remoteAddress: uniqueIp() });

/** Confirms `email` by opening the newest confirmation link mailed to it. */
export async function confirmEmail(t: TestApp, email: string) {
  const token = mailedToken(t.outbox, email, '/verify-email');
  expect(token, `no confirmation link was mailed to ${email}`).toBeTruthy();
  expect((await openConfirmation(t, token as string)).statusCode).toBe(200);
}
