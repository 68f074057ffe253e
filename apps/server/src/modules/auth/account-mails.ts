/** The texts of the account e-mails: password reset, e-mail confirmation, and the notice of a change of address. */
import { EMAIL_TOKEN_TTL_HOURS, RESET_TOKEN_TTL_MINUTES } from '@ads-creative/contracts/auth';
import type { MailMessage } from '../../providers/mail/mailer.ts';

interface Recipient {
  name: string | null;
  username: string | null;
}

const hello = (user: Recipient) => `Hello ${user.name ?? user.username ?? ''},`.replace(' ,', ',');

export const resetPasswordMail = (user: Recipient, to: string, link: string): MailMessage => ({
  to,
  subject: 'Reset your Ads Creative password',
  text: [
    hello(user),
    '',
    'We received a request to reset the password of your Ads Creative account.',
    `Open this link within ${RESET_TOKEN_TTL_MINUTES} minutes to choose a new password:`,
    '',
    link,
    '',
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  ].join('\n'),
});

export const confirmEmailMail = (user: Recipient, to: string, link: string): MailMessage => ({
  to,
  subject: 'Confirm your e-mail address for Ads Creative',
  text: [
    hello(user),
    '',
    `Open this link within ${EMAIL_TOKEN_TTL_HOURS} hours to confirm that ${to} is the e-mail address of your Ads Creative account:`,
    '',
    link,
    '',
    'If you did not ask for this, ignore this e-mail: nothing changes until the link is opened.',
  ].join('\n'),
});

/** Sent to the current address when a change to `newEmail` is asked for, so its owner hears of it in time. */
export const emailChangeNoticeMail = (user: Recipient, to: string, newEmail: string): MailMessage => ({
  to,
  subject: 'Your Ads Creative e-mail address is about to change',
  text: [
    hello(user),
    '',
    `Someone signed in to your Ads Creative account asked to change its e-mail address to ${newEmail}.`,
    'The change happens only when the link we sent to that address is opened.',
    '',
    'If this was not you, sign in and change your password now (or use "Forgot password?" on the login page):',
    'that ends every other session and stops the change.',
  ].join('\n'),
});
