import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateAdResponse } from '@ads-creative/contracts/generation';
import { uploadMessages, uploadResponse } from '@ads-creative/contracts/uploads';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3Fake, startS3Fake } from '../../../test/fakes/s3-fake.ts';
import { createAd, createCampaign, expectError, type Headers, queryRows } from '../../../test/helpers/ads-fixtures.ts';
import { createTestApp, signUp } from '../../../test/helpers/test-app.ts';
import { media } from '../../db/schema/media.ts';
import { createS3Storage } from '../../providers/storage/s3-storage.ts';
import { mediaKeyInUrl } from '../../providers/storage/storage.ts';
import { fileForm } from '../uploads/test-images.ts';

const PUBLIC_URL = 'http://localhost:3000';
const bucket = 'ads-media';
const s3Credentials = { accessKeyId: 'AKIAFAKEKEY', secretAccessKey: 'fake-secret-key' };
const DAY = 24 * 60 * 60 * 1000;

/** A PNG of random pixels: it compresses so little that its stored size is about width × height × 3 bytes. */
const noisePng = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();

interface User {
  id: number;
  headers: Headers;
  campaignId: number;
}

/** A test app on local disk (a fresh DATA_DIR) or on the S3 fake, with helpers that act as a user would. */
async function mediaApp(driver: 'local' | 's3', env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ads-media-'));
  const s3: S3Fake | undefined = driver === 's3' ? await startS3Fake({ bucket, accessKeyId: s3Credentials.accessKeyId }) : undefined;
  const storage = s3
    ? createS3Storage({
        endpoint: s3.endpoint,
        region: 'us-east-1',
        bucket,
        ...s3Credentials,
        forcePathStyle: true,
        appPublicUrl: PUBLIC_URL,
      })
    : undefined;
  const t = await createTestApp({ env: { DATA_DIR: dataDir, PUBLIC_URL, ...env }, deps: storage ? { storage } : {} });

  const newUser = async (): Promise<User> => {
    const u = await signUp(t);
    const campaign = await createCampaign(t, u.headers, { name: 'Media campaign' });
    return { id: u.user.id, headers: u.headers, campaignId: campaign.id };
  };
  const post = (u: User, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: u.headers, payload });
  const del = (u: User, url: string) => t.app.inject({ method: 'DELETE', url, headers: u.headers });
  const body = (u: User, extra: Record<string, unknown> = {}) => ({
    campaignId: u.campaignId,
    adType: 'PAGE_POST_AD',
    name: 'Media ad',
    prompt: 'Organic herbal tea for busy parents',
    language: 'en',
    adLinks: [''],
    promptStyle: 'Dynamic',
    textProvider: 'BUILTIN',
    imageProvider: 'BUILTIN',
    numberOfVariations: 2,
    callToAction: 'SHOP_NOW',
    isPreview: true,
    ...extra,
  });
  const generate = async (u: User, extra: Record<string, unknown> = {}) => {
    const res = await post(u, '/api/ads/generate', body(u, extra));
    expect(res.statusCode, res.body).toBe(200);
    return generateAdResponse.parse(res.json());
  };
  /** Generates and saves an ad; answers its id and every picture URL of its contents. */
  const savedAd = async (u: User, extra: Record<string, unknown> = {}) => {
    const gen = await generate(u, extra);
    const res = await post(u, '/api/ads/save-existing', { ...body(u, extra), adId: gen.adId, selectedVariation: gen.variations[0] });
    expect(res.statusCode, res.body).toBe(200);
    return { adId: gen.adId, urls: [...new Set(gen.variations.map((v) => v.imageUrl as string))] };
  };
  const upload = async (u: User, png: Buffer) =>
    t.app.inject({ method: 'POST', url: '/api/upload/media', ...withForm(fileForm(png, 'photo.png'), u.headers) });
  const uploaded = async (u: User, png: Buffer) => {
    const res = await upload(u, png);
    expect(res.statusCode, res.body).toBe(200);
    return uploadResponse.parse(res.json()).fileUrl;
  };
  /** What a browser gets for a media URL: 200 while the file exists, 404 once it is deleted. */
  const served = async (url: string) => (await t.app.inject(new URL(url, PUBLIC_URL).pathname)).statusCode;
  /** The bytes the user's live files count against the quota. */
  const usage = async (u: User) => {
    const [row] = await queryRows<{ bytes: string | null }>(
      t,
      sql`select sum(bytes) as bytes from ${media} where user_id = ${u.id} and deleted_at is null`,
    );
    return Number(row?.bytes ?? 0);
  };
  const close = async () => {
    await t.close();
    await s3?.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  return { t, s3, newUser, post, del, body, generate, savedAd, upload, uploaded, served, usage, close };
}

const withForm = (form: ReturnType<typeof fileForm>, headers: Headers) => ({
  payload: form.payload,
  headers: { ...form.headers, ...headers },
});

describe.each(['local', 's3'] as const)('media files are deleted with what showed them (%s storage)', (driver) => {
  let m: Awaited<ReturnType<typeof mediaApp>>;
  beforeAll(async () => {
    m = await mediaApp(driver);
  });
  afterAll(() => m.close());

  /** On S3 the bucket itself no longer holds the object (the app's media route could hide a leftover). */
  const expectGoneFromBucket = (urls: string[]) => {
    for (const url of urls) if (m.s3) expect(m.s3.objects.has(mediaKeyInUrl(url) as string), url).toBe(false);
  };

  it('deleting an ad deletes its generated pictures from storage and frees its quota', async () => {
    const u = await m.newUser();
    const { adId, urls } = await m.savedAd(u);
    expect(urls).toHaveLength(2);
    for (const url of urls) expect(await m.served(url)).toBe(200);
    expect(await m.usage(u)).toBeGreaterThan(0);

    expect((await m.del(u, `/api/ads/${adId}`)).statusCode).toBe(204);
    for (const url of urls) expect(await m.served(url), url).toBe(404);
    expectGoneFromBucket(urls);
    expect(await m.usage(u)).toBe(0);
  });

  it('an upload shown by two ads stays until the last of them is deleted', async () => {
    const u = await m.newUser();
    const photo = await m.uploaded(u, await noisePng(20, 20));
    const first = await m.savedAd(u, { mediaFileUrl: photo, imageProvider: null });
    const second = await m.savedAd(u, { mediaFileUrl: photo, imageProvider: null });

    await m.del(u, `/api/ads/${first.adId}`);
    expect(await m.served(photo)).toBe(200);
    await m.del(u, `/api/ads/${second.adId}`);
    expect(await m.served(photo)).toBe(404);
    expectGoneFromBucket([photo]);
  });

  it("deleting a campaign deletes its ads' pictures, and not those of the user's other ads", async () => {
    const u = await m.newUser();
    const inCampaign = await m.savedAd(u);
    const other = await createCampaign(m.t, u.headers, { name: 'Kept campaign' });
    const kept = await m.savedAd(u, { campaignId: other.id });

    expect((await m.del(u, `/api/campaigns/${u.campaignId}`)).statusCode).toBeLessThan(300);
    for (const url of inCampaign.urls) expect(await m.served(url), url).toBe(404);
    expectGoneFromBucket(inCampaign.urls);
    for (const url of kept.urls) expect(await m.served(url), url).toBe(200);
  });

  it('purging a preview left unsaved for a day deletes its pictures; a fresh preview keeps its own', async () => {
    const u = await m.newUser();
    const stale = await m.generate(u);
    const staleUrls = stale.variations.map((v) => v.imageUrl as string);
    for (const url of staleUrls) expect(await m.served(url)).toBe(200);

    m.t.clock.advance(DAY + 60_000);
    // Every generation purges the previews older than 24 h first.
    const fresh = await m.generate(u);
    for (const url of staleUrls) expect(await m.served(url), url).toBe(404);
    expectGoneFromBucket(staleUrls);
    for (const v of fresh.variations) expect(await m.served(v.imageUrl as string)).toBe(200);
  });

  it("another user's picture shown in my ad by its URL is not mine to delete", async () => {
    const owner = await m.newUser();
    const other = await m.newUser();
    const { urls } = await m.savedAd(owner);
    const borrowed = await createAd(m.t, other.headers, { campaignId: other.campaignId, imageUrl: urls[0] });

    await m.del(other, `/api/ads/${borrowed.id}`);
    expect(await m.served(urls[0] as string)).toBe(200);
  });
});

describe('the per-user media quota (MEDIA_QUOTA_BYTES)', () => {
  let m: Awaited<ReturnType<typeof mediaApp>>;
  beforeAll(async () => {
    m = await mediaApp('local', { MEDIA_QUOTA_BYTES: '10240' });
  });
  afterAll(() => m.close());
  const full = uploadMessages.quotaExceeded('10 KB');

  it('refuses an upload that would go over the quota with 413 and a message naming it; deleting what used the space makes room', async () => {
    expect(full).toBe(
      'Not enough storage space: this would take your media over your 10 KB limit. Delete ads you no longer need to free space.',
    );
    const u = await m.newUser();
    // About 6.9 KB each once stored: one fits in 10 KB, two do not.
    const photo = await m.uploaded(u, await noisePng(48, 48));
    const refused = await m.upload(u, await noisePng(48, 48));
    expectError(refused, 413, 'PAYLOAD_TOO_LARGE', full);
    expect(await m.usage(u)).toBeLessThanOrEqual(10240);

    // Another user has a quota of their own.
    await m.uploaded(await m.newUser(), await noisePng(48, 48));

    const ad = await createAd(m.t, u.headers, { campaignId: u.campaignId, imageUrl: photo, mediaFileUrl: photo });
    await m.del(u, `/api/ads/${ad.id}`);
    expect(await m.served(photo)).toBe(404);
    await m.uploaded(u, await noisePng(48, 48));
  });

  it('a full quota is first freed of files no ad has shown for a day (an upload abandoned in the wizard)', async () => {
    const u = await m.newUser();
    const abandoned = await m.uploaded(u, await noisePng(48, 48));
    // Younger than a day, it may still be on its way into an ad: kept, and the quota is full.
    expectError(await m.upload(u, await noisePng(48, 48)), 413, 'PAYLOAD_TOO_LARGE', full);

    m.t.clock.advance(DAY + 60_000);
    const next = await m.uploaded(u, await noisePng(48, 48));
    expect(await m.served(abandoned)).toBe(404);
    expect(await m.served(next)).toBe(200);
  });

  it('never frees a file an ad shows, however old', async () => {
    const u = await m.newUser();
    const photo = await m.uploaded(u, await noisePng(48, 48));
    await createAd(m.t, u.headers, { campaignId: u.campaignId, imageUrl: photo });

    m.t.clock.advance(DAY + 60_000);
    expectError(await m.upload(u, await noisePng(48, 48)), 413, 'PAYLOAD_TOO_LARGE', full);
    expect(await m.served(photo)).toBe(200);
  });

  it('refuses a generation whose pictures would go over the quota with the same 413, saving nothing', async () => {
    const u = await m.newUser();
    const res = await m.post(u, '/api/ads/generate', m.body(u, { numberOfVariations: 1 }));
    expectError(res, 413, 'PAYLOAD_TOO_LARGE', full);
    expect(await m.usage(u)).toBe(0);
    expect(await queryRows(m.t, sql`select id from ads where user_id = ${u.id}`)).toEqual([]);
  });
});

describe('a file that fails to delete (the bucket has an outage)', () => {
  let m: Awaited<ReturnType<typeof mediaApp>>;
  beforeAll(async () => {
    m = await mediaApp('s3');
  });
  afterAll(() => m.close());

  it('still lets the ad be deleted, keeps the file listed, and deletes it at a later generation', async () => {
    const u = await m.newUser();
    const { adId, urls } = await m.savedAd(u);
    const keys = urls.map((url) => mediaKeyInUrl(url) as string);
    const s3 = m.s3 as S3Fake;

    s3.faults.deletes = true;
    expect((await m.del(u, `/api/ads/${adId}`)).statusCode).toBe(204);
    for (const key of keys) expect(s3.objects.has(key)).toBe(true);
    const pending = await queryRows<{ key: string }>(m.t, sql`select key from ${media} where deleted_at is not null order by key`);
    expect(pending.map((r) => r.key)).toEqual([...keys].sort());
    // Deleted as far as the user is concerned: the space is free at once.
    expect(await m.usage(u)).toBe(0);

    s3.faults.deletes = false;
    await m.generate(u);
    for (const key of keys) expect(s3.objects.has(key), key).toBe(false);
    expect(await queryRows(m.t, sql`select key from ${media} where deleted_at is not null`)).toEqual([]);
  });
});
