/**
 * Migration 0016 (decision 174) on a database whose ads and contents hold absolute media URLs: the app's
 * own files become the media path `/api/media/<key>` (under PUBLIC_URL on any host and port, or under
 * S3_PUBLIC_URL when the key is one of the owner's media files), any other URL stays as it is.
 */
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsBefore } from '../../../test/helpers/migrations-before.ts';
import { createPostgresTestDatabase } from '../../../test/helpers/test-database.ts';
import { type Database, type Db, migrate, openDatabase } from '../../db/client.ts';

const MIGRATION = '0016_media_paths';
const hex = (c: string) => c.repeat(32);

let database: Database;
let db: Db;
let dropDatabase: (() => Promise<void>) | undefined;
let folderBefore: string;
let owner: number;
let other: number;

const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const newUser = async (name: string) =>
  (await rows<{ id: number }>(sql`insert into users (username, email) values (${name}, ${`${name}@example.com`}) returning id`))[0]
    ?.id as number;
const newAd = async (userId: number, name: string, imageUrl: string | null, mediaFileUrl: string | null = null) =>
  (
    await rows<{ id: number }>(
      sql`insert into ads (user_id, name, image_url, media_file_url) values (${userId}, ${name}, ${imageUrl}, ${mediaFileUrl}) returning id`,
    )
  )[0]?.id as number;
const adUrls = async (id: number) =>
  (
    await rows<{ image_url: string | null; media_file_url: string | null }>(sql`select image_url, media_file_url from ads where id = ${id}`)
  )[0];

const ownKey = `generated/1/${hex('a')}.png`;
const uploadKey = `uploads/1/${hex('b')}.jpg`;
const cdnKey = `uploads/1/${hex('c')}.webp`;
const othersKey = `uploads/2/${hex('d')}.png`;
const ids: Record<string, number> = {};

beforeAll(async () => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const created = await createPostgresTestDatabase(adminUrl);
    dropDatabase = created.drop;
    database = await openDatabase(created.url);
  } else {
    database = await openDatabase('memory://');
  }
  db = database.db;
  folderBefore = migrationsBefore(MIGRATION);
  await migrate(database, folderBefore);
  // Plain SQL: the schema of today may have columns of later migrations.
  owner = await newUser('owner');
  other = await newUser('other');
  const keys = [ownKey, uploadKey, cdnKey].map((k) => k.replace('/1/', `/${owner}/`));
  const othersFile = othersKey.replace('/2/', `/${other}/`);
  for (const key of keys) await db.execute(sql`insert into media (key, user_id, bytes) values (${key}, ${owner}, 10)`);
  await db.execute(sql`insert into media (key, user_id, bytes) values (${othersFile}, ${other}, 10)`);
  const [own, upload, cdn] = keys;
  ids.localhost = await newAd(owner, 'localhost', `http://localhost:3000/api/media/${own}`, `http://localhost:3000/api/media/${upload}`);
  ids.otherPort = await newAd(owner, 'another port', `http://127.0.0.1:4173/api/media/${upload}`);
  ids.cdn = await newAd(owner, 'S3_PUBLIC_URL', `https://cdn.example.com/media/${cdn}`);
  ids.path = await newAd(owner, 'already a path', `/api/media/${own}`);
  ids.elsewhere = await newAd(owner, 'a picture elsewhere', 'https://images.example.com/shoe.png', 'https://videos.example.com/clip.mp4');
  // Another user's file under a CDN-like URL is not this owner's media: kept as typed.
  ids.notOwned = await newAd(owner, "someone else's file", `https://cdn.example.com/media/${othersFile}`);
  ids.none = await newAd(owner, 'no picture', null);
  await db.execute(
    sql`insert into ad_contents (ad_id, title, image_url, media_file_url) values
      (${ids.localhost}, 'generated', ${`http://localhost:3000/api/media/${own}`}, null),
      (${ids.cdn}, 'uploaded', null, ${`https://cdn.example.com/media/${cdn}`}),
      (${ids.elsewhere}, 'elsewhere', 'https://images.example.com/shoe.png', null)`,
  );
}, 120_000);

afterAll(async () => {
  await database.close();
  await dropDatabase?.();
  fs.rmSync(folderBefore, { recursive: true, force: true });
});

describe(`migration ${MIGRATION}`, () => {
  it("stores the app's own media by its path, whatever host, port or bucket URL it was stored under; other URLs stay", async () => {
    await migrate(database);
    const path = (key: string) => `/api/media/${key.replace('/1/', `/${owner}/`)}`;
    expect(await adUrls(ids.localhost as number)).toEqual({ image_url: path(ownKey), media_file_url: path(uploadKey) });
    expect(await adUrls(ids.otherPort as number)).toEqual({ image_url: path(uploadKey), media_file_url: null });
    expect(await adUrls(ids.cdn as number)).toEqual({ image_url: path(cdnKey), media_file_url: null });
    expect(await adUrls(ids.path as number)).toEqual({ image_url: path(ownKey), media_file_url: null });
    expect(await adUrls(ids.elsewhere as number)).toEqual({
      image_url: 'https://images.example.com/shoe.png',
      media_file_url: 'https://videos.example.com/clip.mp4',
    });
    expect((await adUrls(ids.notOwned as number))?.image_url).toBe(
      `https://cdn.example.com/media/${othersKey.replace('/2/', `/${other}/`)}`,
    );
    expect(await adUrls(ids.none as number)).toEqual({ image_url: null, media_file_url: null });
    expect(await rows(sql`select title, image_url, media_file_url from ad_contents order by id`)).toEqual([
      { title: 'generated', image_url: path(ownKey), media_file_url: null },
      { title: 'uploaded', image_url: null, media_file_url: path(cdnKey) },
      { title: 'elsewhere', image_url: 'https://images.example.com/shoe.png', media_file_url: null },
    ]);
  });
});
