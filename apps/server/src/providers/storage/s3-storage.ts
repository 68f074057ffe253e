/**
 * Media in S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, Ceph, …) through the
 * official SDK: what many stateless instances share. Objects are written with their content type
 * and a year-long immutable cache header (keys are random and never rewritten). URLs point at
 * S3_PUBLIC_URL (a public bucket or CDN) when set, otherwise at the app's own /api/media route,
 * which streams the object from the bucket, so a private bucket works too. Either is made when
 * answering: columns keep the app's media path (decision 174).
 */
import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import {
  assertStorableKey,
  contentTypeForKey,
  isSafeKey,
  joinUrl,
  keyOfAppMediaUrl,
  keyUnder,
  MEDIA_CACHE_CONTROL,
  mediaPath,
  type Storage,
} from './storage.ts';

export interface S3StorageOptions {
  /** Omit for AWS itself; e.g. http://minio:9000 or https://<account>.r2.cloudflarestorage.com. */
  endpoint?: string;
  region: string;
  bucket: string;
  /** Omit both to use the SDK's default chain (environment, instance or task role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `bucket` in the path rather than the host name; MinIO and most self-hosted stores need it. */
  forcePathStyle: boolean;
  /** Base URL objects are publicly readable at (bucket website, CDN), without a trailing key. */
  publicUrl?: string;
  /** Where browsers reach the app (PUBLIC_URL): media URLs stored under it before decision 174 are still recognised. */
  appPublicUrl: string;
}

type S3Sdk = typeof import('@aws-sdk/client-s3');

const isNotFound = (s3: S3Sdk, error: unknown) =>
  error instanceof s3.S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

export function createS3Storage(opts: S3StorageOptions): Storage {
  // The SDK is imported on the first use of the bucket, not when the server starts (a quarter of a second of
  // its start, decision 174), and most servers store on local disk.
  let connection: Promise<{ s3: S3Sdk; client: S3Client }> | undefined;
  const connect = () => {
    connection ??= import('@aws-sdk/client-s3').then((s3) => ({ s3, client: clientOf(s3) }));
    return connection;
  };
  const clientOf = (s3: S3Sdk) =>
    new s3.S3Client({
      endpoint: opts.endpoint,
      region: opts.region,
      forcePathStyle: opts.forcePathStyle,
      credentials:
        opts.accessKeyId && opts.secretAccessKey ? { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey } : undefined,
      // Checksums only where the API demands them: several S3-compatible stores reject the newer
      // default CRC headers, and the bytes are our own re-encoded output anyway.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    });

  return {
    async put(key, bytes, contentType) {
      assertStorableKey(key, contentType);
      const { s3, client } = await connect();
      await client.send(
        new s3.PutObjectCommand({
          Bucket: opts.bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
          CacheControl: MEDIA_CACHE_CONTROL,
        }),
      );
    },

    async get(key) {
      const contentType = contentTypeForKey(key);
      if (!isSafeKey(key) || !contentType) return null;
      const { s3, client } = await connect();
      try {
        const res = await client.send(new s3.GetObjectCommand({ Bucket: opts.bucket, Key: key }));
        if (!(res.Body instanceof Readable)) throw new Error('S3 GetObject returned no readable body');
        // The type follows the key, as on local disk, whatever the object's metadata was set to.
        return { stream: res.Body, contentType, size: res.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(s3, error)) return null;
        throw error;
      }
    },

    async delete(key) {
      if (!isSafeKey(key)) throw new Error(`invalid storage key: ${key}`);
      // S3 answers 204 for a key that holds nothing, so a repeated delete is no error.
      const { s3, client } = await connect();
      await client.send(new s3.DeleteObjectCommand({ Bucket: opts.bucket, Key: key }));
    },

    publicUrl(key) {
      return opts.publicUrl ? joinUrl(opts.publicUrl, key) : mediaPath(key);
    },

    keyOf(url) {
      return keyOfAppMediaUrl(opts.appPublicUrl, url) ?? (opts.publicUrl ? keyUnder(opts.publicUrl, url) : null);
    },
  };
}
