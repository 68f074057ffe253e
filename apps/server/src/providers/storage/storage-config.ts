/**
 * The storage part of the environment (STORAGE_DRIVER and S3_*), merged into config.ts's schema,
 * and the factory that picks the adapter: local disk under DATA_DIR/media by default, S3-compatible
 * object storage when STORAGE_DRIVER=s3.
 */
import path from 'node:path';
import { z } from 'zod';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);
const bool = z.enum(['true', 'false', '1', '0', '']).transform((v) => v === 'true' || v === '1');
const optionalString = z.preprocess(blankToUndefined, z.string().optional());
const optionalUrl = z.preprocess(blankToUndefined, z.url().optional());

export const storageConfigSchema = z.object({
  /** `local` (DATA_DIR/media, one machine) or `s3` (any S3-compatible store, many instances). */
  STORAGE_DRIVER: z.preprocess(blankToUndefined, z.enum(['local', 's3']).default('local')),
  /** Omit for AWS; e.g. http://127.0.0.1:9000 for MinIO. */
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.preprocess(blankToUndefined, z.string().default('us-east-1')),
  S3_BUCKET: optionalString,
  /** Omit both keys to use the SDK's default credential chain (instance or task role). */
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: bool.default(false),
  /** Public base URL of the bucket or its CDN; without it media is streamed through GET /api/media. */
  S3_PUBLIC_URL: optionalUrl,
});

type StorageEnv = z.infer<typeof storageConfigSchema>;

/** The cross-variable rules, for `configSchema.superRefine(checkStorageConfig)`, so a bad set-up stops start-up with the others. */
export function checkStorageConfig(env: StorageEnv, ctx: z.RefinementCtx) {
  if (env.STORAGE_DRIVER !== 's3') return;
  if (!env.S3_BUCKET) ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'required when STORAGE_DRIVER=s3' });
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    const missing = env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    ctx.addIssue({ code: 'custom', path: [missing], message: 'set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither' });
  }
}

export type StorageConfig = StorageEnv & { dataDir: string; PUBLIC_URL: string };

export function createStorage(config: StorageConfig): Storage {
  if (config.STORAGE_DRIVER === 'local') {
    return createLocalStorage({ root: path.join(config.dataDir, 'media'), appPublicUrl: config.PUBLIC_URL });
  }
  if (!config.S3_BUCKET) throw new Error('Invalid configuration:\n  S3_BUCKET: required when STORAGE_DRIVER=s3');
  return createS3Storage({
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    bucket: config.S3_BUCKET,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    publicUrl: config.S3_PUBLIC_URL,
    appPublicUrl: config.PUBLIC_URL,
  });
}
