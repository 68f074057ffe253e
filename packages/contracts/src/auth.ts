/** Accounts and sessions: request and response shapes of /api/auth and /api/user. */
import { z } from 'zod';
import { messages } from './messages.ts';
import { isIanaTimeZone } from './time-zone.ts';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const SESSION_TTL_DAYS = 30;
export const RESET_TOKEN_TTL_MINUTES = 60;
/** How long a link that confirms an e-mail address (registration or a change) stays valid. */
export const EMAIL_TOKEN_TTL_HOURS = 24;

const required = (msg: string) => z.string({ error: msg }).trim().min(1, msg);
const email = (missing: string) =>
  required(missing)
    .max(254, messages.invalidEmail)
    .pipe(z.email(messages.invalidEmail))
    .transform((e) => e.toLowerCase());
const newPassword = (missing: string) =>
  z.string({ error: missing }).min(1, missing).min(PASSWORD_MIN, messages.passwordTooShort).max(PASSWORD_MAX, messages.passwordTooLong);

export const registerBody = z.object({
  username: required(messages.fillAllInformation)
    .max(50, messages.invalidUsername)
    .regex(/^[A-Za-z0-9._-]{3,50}$/, messages.invalidUsername),
  email: email(messages.fillAllInformation),
  password: newPassword(messages.fillAllInformation),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.object({
  usernameOrEmail: z
    .string({ error: messages.invalidCredentials })
    .trim()
    .min(1, messages.invalidCredentials)
    .max(254, messages.invalidCredentials),
  password: z.string({ error: messages.invalidCredentials }).min(1, messages.invalidCredentials).max(1024, messages.invalidCredentials),
});
export type LoginBody = z.infer<typeof loginBody>;

export const forgotPasswordBody = z.object({ email: email(messages.enterEmail) });

const linkToken = (invalid: string) =>
  z.string({ error: messages.missingVerificationToken }).trim().min(1, messages.missingVerificationToken).max(512, invalid);

export const resetPasswordBody = z.object({
  token: linkToken(messages.resetTokenInvalid),
  newPassword: newPassword(messages.fillAllInformation),
});

/** The token of a link that confirms an e-mail address. */
export const verifyEmailBody = z.object({ token: linkToken(messages.emailLinkInvalid) });

export const timeZoneSchema = z.string({ error: messages.timeZoneInvalid }).refine(isIanaTimeZone, messages.timeZoneInvalid);

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  /** Whether `email` was confirmed by opening a link sent to it. */
  emailVerified: z.boolean(),
  /** A new address asked for on the profile and not confirmed yet; `email` stays until it is. */
  pendingEmail: z.string().nullable(),
  /** False for a Facebook-only account: it changes its e-mail and sets a first password without a current one. */
  hasPassword: z.boolean(),
  avatarUrl: z.string().nullable(),
  facebookConnected: z.boolean(),
  /** The user's own IANA time zone (their browser's), null until the web app sends it; analytics' days use it without an ad account. */
  timeZone: z.string().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const loginResponse = z.object({ token: z.string(), user: userSchema });
export type LoginResponse = z.infer<typeof loginResponse>;

/** What /auth-success exchanges for a session after a Facebook login: the single-use code its URL hash carried. */
export const facebookSessionBody = z.object({
  code: z.string({ error: messages.facebookSignInInvalid }).min(1, messages.facebookSignInInvalid).max(128, messages.facebookSignInInvalid),
});

export const messageResponse = z.object({ message: z.string() });

/** Not a spec message (the profile form is not shown there); kept beside the rule it explains. */
export const AVATAR_URL_INVALID = 'Please enter a valid http(s) image URL.';

export const updateProfileBody = z.object({
  name: z.string().trim().max(100).nullable().optional(),
  email: email(messages.invalidEmail).optional(),
  // http(s) only: a javascript: or data: URL would run in whatever page renders the avatar as a link.
  avatarUrl: z
    .union([z.url({ protocol: /^https?$/, error: AVATAR_URL_INVALID }).max(2048, AVATAR_URL_INVALID), z.literal('')], {
      error: AVATAR_URL_INVALID,
    })
    .nullable()
    .optional(),
  /**
   * Required with newPassword, or with an e-mail other than the current one, when the account has a
   * password (the server checks: a Facebook-only account has none). A new e-mail stays pending until
   * the link sent to it is opened; sending the current e-mail again cancels a pending change.
   */
  currentPassword: z.string().max(1024).optional(),
  newPassword: newPassword(messages.passwordTooShort).optional(),
  /** The browser's IANA time zone; the web app sends it when the stored one differs (decision 160). */
  timeZone: timeZoneSchema.optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;
