/**
 * The environment, validated once at start-up. A bad value stops the process with a message
 * naming every offending variable (see .env.example and the README's configuration table).
 */
import path from 'node:path';
import { z } from 'zod';
import { analyticsConfigSchema } from './config/analytics-config.ts';
import { aiConfigSchema } from './providers/ai/ai-config.ts';
import { facebookConfigSchema } from './providers/facebook/facebook-config.ts';
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
    FACEBOOK_GRAPH_URL: httpUrl().default('https://graph.facebook.com/v21.0'),
    FACEBOOK_DIALOG_URL: httpUrl().default('https://www.facebook.com/v21.0/dialog/oauth'),
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

export type Config = Omit<z.infer<typeof configSchema>, 'PUBLIC_URL'> & { PUBLIC_URL: string; dataDir: string };

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable counts as unset (`PORT=` in a copied .env.example would otherwise coerce to port 0).
  const parsed = configSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const publicUrl = (parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`).replace(/\/$/, '');
  return { ...parsed.data, PUBLIC_URL: publicUrl, dataDir: path.resolve(parsed.data.DATA_DIR) };
}

export const facebookConfigured = (c: Config) => Boolean(c.FACEBOOK_APP_ID && c.FACEBOOK_APP_SECRET);
