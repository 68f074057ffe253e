/**
 * The environment, validated once at start-up. A bad value stops the process with a message
 * naming every offending variable (see .env.example and the README's configuration table).
 */
import path from 'node:path';
import { z } from 'zod';
import { analyticsConfigSchema } from './config/analytics-config.ts';
import { aiConfigSchema } from './providers/ai/ai-config.ts';
import { facebookConfigSchema } from './providers/facebook/facebook-config.ts';
import { API_VERSION_PATTERN, DEFAULT_API_VERSION, retiredForAds, splitVersionedUrl } from './providers/facebook/graph-version.ts';
import { checkStorageConfig, storageConfigSchema } from './providers/storage/storage-config.ts';

const bool = z.enum(['true', 'false', '1', '0', '']).transform((v) => v === 'true' || v === '1');
const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());
const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());
/** z.url() alone takes `localhost:3000` as a URL with scheme `localhost:`. */
const httpUrl = () => z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    /** Where browsers reach the app; links in e-mails and OAuth callbacks use it. Default http://localhost:PORT. */
    PUBLIC_URL: z.preprocess((v) => (v === '' ? undefined : v), httpUrl().optional()),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** 32+ characters; encrypts stored third-party tokens and keys. Generated into DATA_DIR when unset. */
    APP_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(32).optional()),
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default('Ads Creative <no-reply@ads-creative.local>'),
    CONTACT_EMAIL: z.email().default('privacy@ads-creative.app'),
    TRUST_PROXY: bool.default(false),
    RATE_LIMIT_DISABLED: bool.default(false),
    /** On SIGTERM, how long requests in flight may take to finish before their connections are cut and the process exits. */
    SHUTDOWN_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(0)
      .max(10 * 60_000)
      .default(10_000),
    FACEBOOK_APP_ID: optionalString,
    FACEBOOK_APP_SECRET: optionalString,
    /** The Graph / Marketing API version every call and the OAuth dialog use (decision 176). */
    FACEBOOK_API_VERSION: z.string().regex(API_VERSION_PATTERN, 'must be a Graph API version such as v27.0').default(DEFAULT_API_VERSION),
    /** Graph API base without a version; one still ending in /vNN.N works, its version ignored (a notice says so). */
    FACEBOOK_GRAPH_URL: httpUrl().default('https://graph.facebook.com'),
    /** Where Facebook's OAuth dialog lives, without a version (a legacy .../vNN.N/dialog/oauth works, as above). */
    FACEBOOK_DIALOG_URL: httpUrl().default('https://www.facebook.com'),
    WEB_DIST: optionalString,
    ...facebookConfigSchema.shape,
    /** What one user's stored media (uploads and generated pictures) may add up to, in bytes. Default 1 GiB. */
    MEDIA_QUOTA_BYTES: z.coerce
      .number()
      .int()
      .min(0)
      .default(1024 ** 3),
    ...storageConfigSchema.shape,
    ...aiConfigSchema.shape,
    ...analyticsConfigSchema.shape,
  })
  .superRefine(checkStorageConfig);

export type Config = Omit<z.infer<typeof configSchema>, 'PUBLIC_URL'> & {
  PUBLIC_URL: string;
  dataDir: string;
  /** What the operator should change though the app runs (logged once at start-up). */
  notices: string[];
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable counts as unset (`PORT=` in a copied .env.example would otherwise coerce to port 0).
  const parsed = configSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const publicUrl = (parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`).replace(/\/$/, '');
  const facebook = facebookUrls(parsed.data);
  return {
    ...parsed.data,
    ...facebook.urls,
    PUBLIC_URL: publicUrl,
    dataDir: path.resolve(parsed.data.DATA_DIR),
    notices: facebook.notices,
  };
}

/**
 * The Graph and dialog bases without a version: a URL that still ends in one (the setting before decision 176)
 * keeps working, its version dropped for FACEBOOK_API_VERSION's, and a notice says what to change.
 */
function facebookUrls(env: { FACEBOOK_API_VERSION: string; FACEBOOK_GRAPH_URL: string; FACEBOOK_DIALOG_URL: string }) {
  const notices: string[] = [];
  const urls = { FACEBOOK_GRAPH_URL: env.FACEBOOK_GRAPH_URL, FACEBOOK_DIALOG_URL: env.FACEBOOK_DIALOG_URL };
  for (const name of ['FACEBOOK_GRAPH_URL', 'FACEBOOK_DIALOG_URL'] as const) {
    const { base, version } = splitVersionedUrl(env[name]);
    urls[name] = base;
    if (version) {
      notices.push(
        `${name} ends in a version (${version}); the version now has its own setting, so ${env.FACEBOOK_API_VERSION} (FACEBOOK_API_VERSION) is used. Set ${name}=${base}.`,
      );
    }
  }
  if (retiredForAds(env.FACEBOOK_API_VERSION)) {
    notices.push(
      `FACEBOOK_API_VERSION=${env.FACEBOOK_API_VERSION}: Meta has retired this version for ads; publishing and insights will fail with error 2635. Set FACEBOOK_API_VERSION=${DEFAULT_API_VERSION}.`,
    );
  }
  return { urls, notices };
}

export const facebookConfigured = (c: Config) => Boolean(c.FACEBOOK_APP_ID && c.FACEBOOK_APP_SECRET);
