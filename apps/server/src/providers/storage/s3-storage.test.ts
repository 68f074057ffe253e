import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3Fake, startS3Fake } from '../../../test/fakes/s3-fake.ts';
import { createS3Storage } from './s3-storage.ts';
import { MEDIA_CACHE_CONTROL } from './storage.ts';
import { checkStorageConfig, createStorage, storageConfigSchema } from './storage-config.ts';

const bucket = 'ads-media';
const credentials = { accessKeyId: 'AKIAFAKEKEY', secretAccessKey: 'fake-secret-key' };
let s3: S3Fake;

beforeAll(async () => {
  s3 = await startS3Fake({ bucket, accessKeyId: credentials.accessKeyId });
});
afterAll(() => s3.close());

const storageFor = (overrides: Partial<Parameters<typeof createS3Storage>[0]> = {}) =>
  createS3Storage({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    bucket,
    ...credentials,
    forcePathStyle: true,
    appPublicUrl: 'https://ads.example.com',
    ...overrides,
  });

describe('S3 storage (real SDK against the local S3 fake)', () => {
  it('puts an object with its type and cache header, and gets it back', async () => {
    const storage = storageFor();
    const bytes = Buffer.from('png bytes here');
    await storage.put('uploads/9/abc.png', bytes, 'image/png');

    const put = s3.requests.find((r) => r.method === 'PUT');
    expect(put).toMatchObject({ bucket, key: 'uploads/9/abc.png' });
    expect(put?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIAFAKEKEY\//);
    expect(s3.objects.get('uploads/9/abc.png')).toMatchObject({ body: bytes, contentType: 'image/png', cacheControl: MEDIA_CACHE_CONTROL });

    const object = await storage.get('uploads/9/abc.png');
    expect(object).toMatchObject({ contentType: 'image/png', size: bytes.length });
    expect(await buffer(object!.stream)).toEqual(bytes);
  });

  it('answers null for a missing key (NoSuchKey) and never asks the bucket about an unsafe one', async () => {
    const storage = storageFor();
    expect(await storage.get('uploads/9/missing.png')).toBeNull();
    const before = s3.requests.length;
    expect(await storage.get('../../other-bucket/x.png')).toBeNull();
    expect(s3.requests.length).toBe(before);
  });

  it('surfaces a real failure (wrong credentials, missing bucket) instead of hiding it as not found', async () => {
    await expect(storageFor({ accessKeyId: 'AKIAWRONG' }).get('uploads/9/abc.png')).rejects.toThrow(/Access Denied/);
    await expect(storageFor({ bucket: 'nope' }).put('a/b.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/bucket does not exist/);
  });

  it('deletes an object with a signed DELETE; a second delete is no error', async () => {
    const storage = storageFor();
    await storage.put('uploads/9/old.png', Buffer.from('x'), 'image/png');
    await storage.delete('uploads/9/old.png');
    expect(s3.objects.has('uploads/9/old.png')).toBe(false);
    expect(s3.requests.at(-1)).toMatchObject({ method: 'DELETE', bucket, key: 'uploads/9/old.png' });
    expect(await storage.get('uploads/9/old.png')).toBeNull();
    await storage.delete('uploads/9/old.png');
    await expect(storageFor({ accessKeyId: 'AKIAWRONG' }).delete('uploads/9/abc.png')).rejects.toThrow(/Access Denied/);
  });

  it('links to S3_PUBLIC_URL when set, else to the app media route that streams from the bucket', () => {
    expect(storageFor({ publicUrl: 'https://cdn.example.com/media/' }).publicUrl('uploads/9/abc.png')).toBe(
      'https://cdn.example.com/media/uploads/9/abc.png',
    );
    expect(storageFor().publicUrl('uploads/9/abc.png')).toBe('/api/media/uploads/9/abc.png');
  });

  it('knows its files under S3_PUBLIC_URL, on the media path and under PUBLIC_URL; nothing else', () => {
    const cdn = storageFor({ publicUrl: 'https://cdn.example.com/media/' });
    expect(cdn.keyOf('https://cdn.example.com/media/uploads/9/abc.png')).toBe('uploads/9/abc.png');
    expect(cdn.keyOf('/api/media/uploads/9/abc.png')).toBe('uploads/9/abc.png');
    expect(cdn.keyOf('https://ads.example.com/api/media/uploads/9/abc.png')).toBe('uploads/9/abc.png');
    expect(cdn.keyOf('https://cdn.example.com/uploads/9/abc.png')).toBeNull();
    expect(storageFor().keyOf('https://cdn.example.com/media/uploads/9/abc.png')).toBeNull();
  });
});

describe('storage configuration', () => {
  const check = (env: Record<string, string>) => storageConfigSchema.superRefine(checkStorageConfig).safeParse(env);

  it('defaults to local disk', () => {
    expect(storageConfigSchema.parse({})).toMatchObject({ STORAGE_DRIVER: 'local', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false });
    expect(storageConfigSchema.parse({ STORAGE_DRIVER: '', S3_ENDPOINT: '' }).STORAGE_DRIVER).toBe('local');
  });

  it('requires a bucket for s3 and both keys or neither, naming the variables', () => {
    const issues = (r: ReturnType<typeof check>) => (r.success ? [] : r.error.issues.map((i) => i.path.join('.')));
    expect(issues(check({ STORAGE_DRIVER: 's3' }))).toEqual(['S3_BUCKET']);
    expect(issues(check({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' }))).toEqual(['S3_SECRET_ACCESS_KEY']);
    expect(check({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b' }).success).toBe(true);
    expect(issues(check({ STORAGE_DRIVER: 'ftp' }))).toEqual(['STORAGE_DRIVER']);
    expect(issues(check({ S3_ENDPOINT: 'not a url' }))).toEqual(['S3_ENDPOINT']);
  });

  it('builds the S3 adapter from the environment', async () => {
    const env = storageConfigSchema.parse({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: 'https://cdn.example.com',
    });
    const storage = createStorage({ ...env, dataDir: '/unused', PUBLIC_URL: 'https://ads.example.com' });
    await storage.put('from-config/x.gif', Buffer.from('GIF89a'), 'image/gif');
    expect(s3.objects.get('from-config/x.gif')?.contentType).toBe('image/gif');
    expect(storage.publicUrl('from-config/x.gif')).toBe('https://cdn.example.com/from-config/x.gif');
  });
});
