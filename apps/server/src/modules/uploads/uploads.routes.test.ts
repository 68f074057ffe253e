import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UPLOAD_MAX_BYTES, uploadMessages, uploadResponse } from '@ads-creative/contracts/uploads';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3Fake, startS3Fake } from '../../../test/fakes/s3-fake.ts';
import { expectApiError } from '../../../test/helpers/api-error.ts';
import { testClock } from '../../../test/helpers/test-clock.ts';
import { openTestDatabase } from '../../../test/helpers/test-database.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { registerAuthentication } from '../../plugins/authenticate.ts';
import { registerErrorHandler } from '../../plugins/error-handler.ts';
import { createS3Storage } from '../../providers/storage/s3-storage.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import { createStorage, storageConfigSchema } from '../../providers/storage/storage-config.ts';
import { shownMediaKeys } from '../ads/ad-deletion.ts';
import { createAuthService } from '../auth/auth.service.ts';
import { createMediaService } from '../media/media.service.ts';
import { animatedGif, fileForm, htmlPage, jpegWithExif, multipart, padPngTo, pngBomb, pngImage, solid, svgImage } from './test-images.ts';
import { registerUploadRoutes } from './uploads.routes.ts';

const PUBLIC_URL = 'https://ads.example.com';

/**
 * The app as app.ts builds it, reduced to what uploads need: the same compilers, error handler and
 * authentication (the real auth service on a fresh database), and the upload routes under /api.
 */
async function createUploadTestApp(database: Database, dataDir: string, storage?: Storage) {
  const { now: clock } = testClock();
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PUBLIC_URL });
  const auth = createAuthService({
    db: database.db,
    clock,
    mailer: { send: async () => {} },
    config,
    limitMail: async () => {},
  });
  const app = Fastify({ bodyLimit: 1024 * 1024 });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerAuthentication(app, auth.resolveSession);
  const files = storage ?? createStorage({ ...storageConfigSchema.parse({}), dataDir: config.dataDir, PUBLIC_URL: config.PUBLIC_URL });
  const media = createMediaService({
    db: database.db,
    storage: files,
    clock,
    quotaBytes: config.MEDIA_QUOTA_BYTES,
    shownKeys: shownMediaKeys,
  });
  await app.register(async (api) => registerUploadRoutes(api, { storage: files, media }), { prefix: '/api' });
  await app.ready();

  let n = 0;
  const signIn = async () => {
    const username = `uploader${++n}${Math.random().toString(36).slice(2, 6)}`;
    const password = 'correct horse battery';
    const user = await auth.register({ username, email: `${username}@example.com`, password }, app.log);
    const { token } = await auth.login(username, password, {});
    return { user, headers: { authorization: `Bearer ${token}` } };
  };
  return { app, signIn };
}

let database: Database;
let dataDir: string;
let t: Awaited<ReturnType<typeof createUploadTestApp>>;
let owner: Awaited<ReturnType<typeof t.signIn>>;

beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'ads-uploads-'));
  t = await createUploadTestApp(database, dataDir);
  owner = await t.signIn();
});
afterAll(async () => {
  await t.app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

type Form = ReturnType<typeof multipart>;
const upload = (form: Form, headers: Record<string, string> = owner.headers, url = '/api/upload/media') =>
  t.app.inject({ method: 'POST', url, payload: form.payload, headers: { ...form.headers, ...headers } });

/** Uploads, expects success, and returns the stored key and the served response. */
async function uploadAndFetch(form: Form, url?: string) {
  const res = await upload(form, owner.headers, url);
  expect(res.statusCode, res.body).toBe(200);
  const body = uploadResponse.parse(res.json());
  // The app's media path, resolved by the browser against the origin it opened the app on (decision 174).
  expect(body.fileUrl.startsWith(`/api/media/uploads/${owner.user.id}/`)).toBe(true);
  const mediaPath = body.fileUrl;
  return { fileUrl: body.fileUrl, mediaPath, served: await t.app.inject(mediaPath) };
}

describe('POST /api/upload/media and /api/upload/image', () => {
  it('accepts a file of exactly 10485760 bytes', async () => {
    const png = padPngTo(await pngImage(), UPLOAD_MAX_BYTES);
    expect(png.length).toBe(10_485_760);
    const { served } = await uploadAndFetch(fileForm(png, 'exact.png'));
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    // Re-encoded: the padding chunk is gone, the picture is the same.
    expect(served.rawPayload.length).toBeLessThan(10_000);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 64, height: 48 });
  });

  it('refuses one byte more with the spec message, as 413 PAYLOAD_TOO_LARGE, and stores nothing', async () => {
    const before = await storedFiles(owner.user.id);
    const png = padPngTo(await pngImage(), UPLOAD_MAX_BYTES + 1);
    const res = await upload(fileForm(png, 'big.png'));
    expectApiError(res, 413, 'PAYLOAD_TOO_LARGE', 'File too large. Please select a file smaller than 10MB.');
    expect(res.headers.connection).toBe('close');
    expect(await storedFiles(owner.user.id)).toEqual(before);
  });

  it('refuses at once when Content-Length already says the body is far too large', async () => {
    const form = fileForm(Buffer.alloc(UPLOAD_MAX_BYTES + 200_000, 1), 'huge.png');
    expectApiError(await upload(form), 413, 'PAYLOAD_TOO_LARGE', uploadMessages.fileTooLarge);
  });

  // Retried: on a loaded machine the server's close can reach the client as EPIPE before its 413 is read.
  it('refuses an oversize upload while it is still streaming in, before the client has finished sending', { retry: 2 }, async () => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const form = fileForm(Buffer.alloc(0), 'stream.png');
    // Everything up to where the file's bytes go; the closing boundary is never sent.
    const head = form.payload.subarray(0, form.payload.indexOf('\r\n\r\n') + 4);
    const req = http.request({
      host: '127.0.0.1',
      port: Number(port),
      method: 'POST',
      path: '/api/upload/media',
      headers: { ...form.headers, ...owner.headers, 'transfer-encoding': 'chunked' },
    });
    const response = new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
      // A reset before the answer fails the test; errors after it (writes into the closed connection) are expected.
      req.on('error', reject);
      req.on('response', (res) => {
        const sentWhenAnswered = sent;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), sent: sentWhenAnswered }));
      });
    });
    // Stop sending once the request settles either way. Both outcomes are handled here, so a reset
    // fails this attempt (at `await response` below, then retried) instead of escaping as an
    // unhandled rejection that fails the whole run.
    let answered = false;
    const settle = () => {
      answered = true;
    };
    void response.then(settle, settle);
    let sent = 0;
    req.write(head);
    const chunk = padPngTo(await pngImage(), 256 * 1024);
    // Offer up to 40 MB, a chunk at a time, and stop as soon as the server answers.
    while (!answered && sent < 40 * 1024 * 1024) {
      await new Promise<void>((resolve) => req.write(chunk, () => resolve()));
      sent += chunk.length;
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    const result = await response;
    req.destroy();
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: uploadMessages.fileTooLarge });
    expect(result.sent).toBeGreaterThan(UPLOAD_MAX_BYTES);
    expect(result.sent).toBeLessThan(UPLOAD_MAX_BYTES + 4 * 1024 * 1024);
  });

  it('accepts a PNG named photo.jpg and sent as image/jpeg, and stores and serves it as PNG', async () => {
    const { fileUrl, served } = await uploadAndFetch(fileForm(await pngImage(), 'photo.jpg', 'image/jpeg'));
    expect(fileUrl).toMatch(/\.png$/);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('png');
  });

  it('keeps JPEG, WebP and animated GIF uploads in their own format', async () => {
    const cases = [
      { bytes: await solid(40, 30).jpeg().toBuffer(), type: 'image/jpeg', ext: 'jpg' },
      { bytes: await solid(40, 30).webp().toBuffer(), type: 'image/webp', ext: 'webp' },
      { bytes: await animatedGif(3), type: 'image/gif', ext: 'gif' },
    ];
    for (const c of cases) {
      const { fileUrl, served } = await uploadAndFetch(fileForm(c.bytes, `file.${c.ext}`, c.type));
      expect(fileUrl.endsWith(`.${c.ext}`)).toBe(true);
      expect(served.headers['content-type']).toBe(c.type);
    }
    const gifPath = (await uploadAndFetch(fileForm(await animatedGif(4)))).served.rawPayload;
    expect((await sharp(gifPath).metadata()).pages).toBe(4);
  });

  it('refuses an SVG, an HTML file named .png and other non-images with 415', async () => {
    const forms = [
      fileForm(svgImage, 'logo.svg', 'image/svg+xml'),
      fileForm(svgImage, 'logo.png', 'image/png'),
      fileForm(htmlPage, 'page.png', 'image/png'),
      fileForm(Buffer.from('MZ\x90\x00 not an image'), 'x.gif', 'image/gif'),
    ];
    for (const form of forms) {
      expectApiError(await upload(form), 415, 'UNSUPPORTED_MEDIA_TYPE', 'Only PNG, JPEG, WebP and GIF images can be uploaded.');
    }
  });

  it('refuses a truncated image with a clear 400, not a 500', async () => {
    const full = await solid(300, 200).png().toBuffer();
    const res = await upload(fileForm(full.subarray(0, Math.floor(full.length / 2)), 'cut.png'));
    expectApiError(res, 400, 'VALIDATION_ERROR', uploadMessages.damagedImage);
    const gif = await animatedGif(3, 40, 40);
    expectApiError(
      await upload(fileForm(gif.subarray(0, gif.length - 30), 'cut.gif')),
      400,
      'VALIDATION_ERROR',
      uploadMessages.damagedImage,
    );
  });

  it('refuses a decompression bomb (20000 x 20000 PNG of some 50 KB) with 413 naming the pixel limit, and stores nothing', async () => {
    const before = await storedFiles(owner.user.id);
    const res = await upload(fileForm(pngBomb(), 'bomb.png'));
    expectApiError(res, 413, 'PAYLOAD_TOO_LARGE', 'This image is too large to process. Please select an image under 50 megapixels.');
    expect(await storedFiles(owner.user.id)).toEqual(before);
  });

  it('strips EXIF metadata (author, GPS) from what it serves', async () => {
    const photo = await jpegWithExif(120, 80);
    expect(photo.includes('Jane Secret Photographer')).toBe(true);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const { served } = await uploadAndFetch(fileForm(photo, 'holiday.jpg', 'image/jpeg'));
    expect(served.rawPayload.includes('Jane Secret Photographer')).toBe(false);
    expect(served.rawPayload.includes('Private Copyright Notice')).toBe(false);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta).toMatchObject({ format: 'jpeg', width: 120, height: 80 });
  });

  it('stores each upload under the uploader’s folder with a random name', async () => {
    const other = await t.signIn();
    const a = await upload(fileForm(await pngImage()), other.headers);
    const b = await upload(fileForm(await pngImage()), other.headers);
    const urls = [a.json().fileUrl, b.json().fileUrl];
    for (const url of urls) expect(url).toMatch(new RegExp(`^/api/media/uploads/${other.user.id}/[0-9a-f]{32}\\.png$`));
    expect(urls[0]).not.toBe(urls[1]);
  });

  it('answers /api/upload/image the same way', async () => {
    const { served } = await uploadAndFetch(fileForm(await pngImage(), 'x.png'), '/api/upload/image');
    expect(served.statusCode).toBe(200);
  });

  it('refuses anonymous and signed-out uploads with 401 before reading the file', async () => {
    const form = fileForm(await pngImage());
    expectApiError(await upload(form, {}), 401, 'UNAUTHORIZED');
    expectApiError(await upload(form, { authorization: 'Bearer not-a-session' }), 401, 'UNAUTHORIZED');
  });

  it('answers 400 when there is no file field', async () => {
    const noFile = multipart([{ name: 'note', data: 'hello' }]);
    expectApiError(await upload(noFile), 400, 'VALIDATION_ERROR', uploadMessages.fileRequired);
    const wrongField = multipart([{ name: 'image', filename: 'x.png', contentType: 'image/png', data: await pngImage() }]);
    expectApiError(await upload(wrongField), 400, 'VALIDATION_ERROR', uploadMessages.fileRequired);
    const empty = fileForm(Buffer.alloc(0), 'empty.png');
    expectApiError(await upload(empty), 400, 'VALIDATION_ERROR', uploadMessages.fileRequired);
    const json = await t.app.inject({ method: 'POST', url: '/api/upload/media', headers: owner.headers, payload: { file: 'x' } });
    expectApiError(json, 400, 'VALIDATION_ERROR', uploadMessages.fileRequired);
  });

  it('answers 400 for a malformed multipart body', async () => {
    const form = fileForm(await pngImage());
    const cut = { ...form, payload: form.payload.subarray(0, form.payload.length - 40) };
    expectApiError(await upload(cut), 400, 'VALIDATION_ERROR');
  });
});

describe('GET /api/media/<key>', () => {
  it('serves publicly with the content type, nosniff, a sandboxing CSP and a year-long immutable cache', async () => {
    const { mediaPath } = await uploadAndFetch(fileForm(await pngImage()));
    const res = await t.app.inject(mediaPath); // no authorization header
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    const head = await t.app.inject({ method: 'HEAD', url: mediaPath });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/png');
  });

  it('answers 404 in the error shape for a missing key', async () => {
    expectApiError(
      await t.app.inject(`/api/media/uploads/${owner.user.id}/${'0'.repeat(32)}.png`),
      404,
      'NOT_FOUND',
      uploadMessages.mediaNotFound,
    );
  });

  it('never serves anything outside the media folder, however the path is spelled', async () => {
    await writeFile(path.join(dataDir, 'secret.png'), 'database password');
    await writeFile(path.join(dataDir, 'media', 'note.txt'), 'not media');
    const attempts = [
      '/api/media/../secret.png',
      '/api/media/..%2Fsecret.png',
      '/api/media/%2e%2e/secret.png',
      '/api/media/%2E%2E%2Fsecret.png',
      '/api/media/uploads/..%2F..%2Fsecret.png',
      '/api/media/..%5Csecret.png',
      '/api/media/%2Fetc%2Fpasswd',
      '/api/media/note.txt',
      '/api/media/',
    ];
    for (const url of attempts) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('database password');
      expect(res.body, url).not.toContain('not media');
    }
  });
});

describe('uploads with S3-compatible storage', () => {
  let s3: S3Fake;
  let s3App: Awaited<ReturnType<typeof createUploadTestApp>>;
  const s3Storage = (publicUrl?: string) =>
    createS3Storage({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      bucket: 'media',
      accessKeyId: 'AKIATEST',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      publicUrl,
      appPublicUrl: PUBLIC_URL,
    });

  beforeAll(async () => {
    s3 = await startS3Fake({ bucket: 'media', accessKeyId: 'AKIATEST' });
  });
  afterAll(async () => {
    await s3App?.app.close();
    await s3.close();
  });

  it('stores the cleaned image in the bucket and links to S3_PUBLIC_URL', async () => {
    s3App = await createUploadTestApp(database, dataDir, s3Storage('https://cdn.example.com'));
    const user = await s3App.signIn();
    const form = fileForm(await jpegWithExif(), 'photo.png', 'image/png');
    const res = await s3App.app.inject({
      method: 'POST',
      url: '/api/upload/media',
      payload: form.payload,
      headers: { ...form.headers, ...user.headers },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { fileUrl } = uploadResponse.parse(res.json());
    expect(fileUrl).toMatch(new RegExp(`^https://cdn\\.example\\.com/uploads/${user.user.id}/[0-9a-f]{32}\\.jpg$`));
    const stored = s3.objects.get(new URL(fileUrl).pathname.slice(1));
    expect(stored?.contentType).toBe('image/jpeg');
    expect(stored?.cacheControl).toBe('public, max-age=31536000, immutable');
    expect(stored?.body.includes('Jane Secret Photographer')).toBe(false);
    await s3App.app.close();
  });

  it('streams from a private bucket through /api/media when no public URL is set', async () => {
    s3App = await createUploadTestApp(database, dataDir, s3Storage());
    const user = await s3App.signIn();
    const form = fileForm(await pngImage(30, 20));
    const res = await s3App.app.inject({
      method: 'POST',
      url: '/api/upload/media',
      payload: form.payload,
      headers: { ...form.headers, ...user.headers },
    });
    const { fileUrl } = uploadResponse.parse(res.json());
    expect(fileUrl.startsWith(`/api/media/uploads/${user.user.id}/`)).toBe(true);
    const served = await s3App.app.inject(fileUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 30, height: 20 });
    expectApiError(await s3App.app.inject('/api/media/uploads/1/missing.png'), 404, 'NOT_FOUND');
  });
});

async function storedFiles(userId: number) {
  return readdir(path.join(dataDir, 'media', 'uploads', String(userId))).catch(() => []);
}
