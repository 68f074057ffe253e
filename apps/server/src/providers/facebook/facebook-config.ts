/** Environment of the Facebook integration beyond the app id and secret: sandbox, targeting default, Ad Library, sync schedule. */
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const countries = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((c) => c.trim().toUpperCase())
      .filter(Boolean),
  )
  .refine(
    (list) => list.length > 0 && list.every((c) => /^[A-Z]{2}$/.test(c)),
    'must be comma-separated ISO 3166 country codes, e.g. US,VN',
  );

/**
 * How long the sandbox reviews a new ad unless FACEBOOK_SANDBOX_REVIEW_SECONDS says otherwise: short enough that
 * the README's walk-through shows an active ad within a minute. Facebook's own review takes minutes to a day,
 * which a demo need not make anyone wait for (decision 174).
 */
export const DEFAULT_SANDBOX_REVIEW_SECONDS = 30;

export const facebookConfigSchema = z.object({
  /** Serve a simulated Facebook (Graph API and OAuth) on a local port and point the app at it. */
  FACEBOOK_SANDBOX: bool.default(false),
  /** The sandbox's port; 0 picks a free one. */
  FACEBOOK_SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /** How long the sandbox reviews a new ad before it delivers as ACTIVE (seconds; decision 174). */
  FACEBOOK_SANDBOX_REVIEW_SECONDS: z.coerce.number().int().min(0).max(86_400).default(DEFAULT_SANDBOX_REVIEW_SECONDS),
  /** Countries an ad set targets when the campaign's target audience names none. */
  FACEBOOK_DEFAULT_COUNTRIES: countries.default(['US']),
  /** How often every connected account's insights are synced (cron, UTC). */
  FACEBOOK_SYNC_CRON: z.string().default('0 */6 * * *'),
  SCRAPECREATORS_API_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  SCRAPECREATORS_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.scrapecreators.com'),
});
