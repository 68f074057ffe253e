/**
 * Media URLs are made when answering (decision 174): an ad keeps the app's media path of its picture, so
 * it shows on whatever host and port the app is opened on, and under whatever S3_PUBLIC_URL the server
 * has now. Before, the absolute URL of the day it was saved was stored and answered for ever.
 */
import type { Ad } from '@ads-creative/contracts/ads';
import { uploadResponse } from '@ads-creative/contracts/uploads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { fileForm, pngImage } from '../src/modules/uploads/test-images.ts';
import { type S3Fake, startS3Fake } from './fakes/s3-fake.ts';
import { createAd, type Headers } from './helpers/ads-fixtures.ts';
import { createTestApp, signUp, type TestApp } from './helpers/test-app.ts';
import { openTestDatabase } from './helpers/test-database.ts';

let database: Database;
let s3: S3Fake;

beforeAll(async () => {
  database = await openTestDatabase();
  s3 = await startS3Fake({ bucket: 'media', accessKeyId: 'AKIATEST' });
});
afterAll(async () => {
  await s3.close();
  await database.close();
});

const s3Env = (publicUrl?: string): Record<string, string> => ({
  STORAGE_DRIVER: 's3',
  S3_ENDPOINT: s3.endpoint,
  S3_BUCKET: 'media',
  S3_ACCESS_KEY_ID: 'AKIATEST',
  S3_SECRET_ACCESS_KEY: 'secret',
  S3_FORCE_PATH_STYLE: 'true',
  ...(publicUrl ? { S3_PUBLIC_URL: publicUrl } : {}),
});

async function uploaded(t: TestApp, headers: Headers): Promise<string> {
  const form = fileForm(await pngImage(40, 40));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/upload/media',
    payload: form.payload,
    headers: { ...form.headers, ...headers },
  });
  expect(res.statusCode, res.body).toBe(200);
  return uploadResponse.parse(res.json()).fileUrl;
}

const adOf = async (t: TestApp, headers: Headers, id: number): Promise<Ad> =>
  (await t.app.inject({ method: 'GET', url: `/api/ads/${id}`, headers })).json();

/** An app on the shared database, run for `use` and closed. */
async function withApp<T>(env: Record<string, string>, use: (t: TestApp) => Promise<T>): Promise<T> {
  const t = await createTestApp({ database, env });
  try {
    return await use(t);
  } finally {
    await t.close();
  }
}

describe('media URLs on local storage', () => {
  it("answers the app's media path, which loads on any host; an absolute URL of this app sent back is stored as that path", async () => {
    await withApp({ PUBLIC_URL: 'http://localhost:3000' }, async (t) => {
      const { headers } = await signUp(t);
      const fileUrl = await uploaded(t, headers);
      expect(fileUrl).toMatch(/^\/api\/media\/uploads\/\d+\/[0-9a-f]{32}\.png$/);
      expect((await t.app.inject({ method: 'GET', url: fileUrl, headers: { host: '127.0.0.1:3000' } })).statusCode).toBe(200);

      // What a client of the old answers still holds: the absolute URL under PUBLIC_URL.
      const ad = await createAd(t, headers, { name: 'Old client', imageUrl: `http://localhost:3000${fileUrl}` });
      expect(ad.imageUrl).toBe(fileUrl);
      const updated = await t.app.inject({
        method: 'PUT',
        url: `/api/ads/${ad.id}`,
        headers,
        payload: { mediaFileUrl: `http://localhost:3000${fileUrl}` },
      });
      expect(updated.json()).toMatchObject({ imageUrl: fileUrl, mediaFileUrl: fileUrl });

      // A picture elsewhere, or this path on another site, is kept as it was typed.
      const typed = await createAd(t, headers, { name: 'Elsewhere', imageUrl: `https://images.example.com${fileUrl}` });
      expect(typed.imageUrl).toBe(`https://images.example.com${fileUrl}`);
    });
  });

  it('an ad saved while the server ran on one port shows its picture when it runs on another', async () => {
    const { headers, id, fileUrl } = await withApp({ PUBLIC_URL: 'http://localhost:3000' }, async (t) => {
      const user = await signUp(t);
      const fileUrl = await uploaded(t, user.headers);
      const ad = await createAd(t, user.headers, { name: 'Seeded on 3000', imageUrl: fileUrl });
      return { headers: user.headers, id: ad.id, fileUrl };
    });
    await withApp({ PORT: '4173', PUBLIC_URL: 'http://127.0.0.1:4173' }, async (t) => {
      expect((await adOf(t, headers, id)).imageUrl).toBe(fileUrl);
      const list = (await t.app.inject({ method: 'GET', url: '/api/ads', headers })).json().content as Ad[];
      expect(list.find((a) => a.id === id)?.imageUrl).toBe(fileUrl);
    });
  });
});

describe('media URLs with S3-compatible storage', () => {
  it('answers under the S3_PUBLIC_URL of now: a bucket URL sent back is stored as the path, so a new CDN URL applies to old ads', async () => {
    const { headers, id, key } = await withApp(s3Env('https://cdn-one.example.com'), async (t) => {
      const user = await signUp(t);
      const fileUrl = await uploaded(t, user.headers);
      expect(fileUrl).toMatch(/^https:\/\/cdn-one\.example\.com\/uploads\/\d+\/[0-9a-f]{32}\.png$/);
      const ad = await createAd(t, user.headers, { name: 'CDN', imageUrl: fileUrl });
      expect(ad.imageUrl).toBe(fileUrl);
      return { headers: user.headers, id: ad.id, key: fileUrl.slice('https://cdn-one.example.com/'.length) };
    });
    await withApp(s3Env('https://cdn-two.example.com/media'), async (t) => {
      expect((await adOf(t, headers, id)).imageUrl).toBe(`https://cdn-two.example.com/media/${key}`);
    });
    await withApp(s3Env(), async (t) => {
      const ad = await adOf(t, headers, id);
      expect(ad.imageUrl).toBe(`/api/media/${key}`);
      expect((await t.app.inject({ method: 'GET', url: ad.imageUrl as string })).statusCode).toBe(200);
    });
  });
});
