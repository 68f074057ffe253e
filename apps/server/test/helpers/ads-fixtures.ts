/**
 * Campaign and ad fixtures for the API tests: create through the API as a client would, and seed
 * what no endpoint of this issue creates yet (generated contents, unsaved AI previews) directly.
 */
import type { Ad, AdContent } from '@ads-creative/contracts/ads';
import type { Campaign } from '@ads-creative/contracts/campaigns';
import type { SQL } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { adContents, ads } from '../../src/db/schema/campaigns.ts';
import type { TestApp } from './test-app.ts';

export type Headers = Record<string, string>;

export async function createCampaign(t: TestApp, headers: Headers, body: Record<string, unknown> = {}): Promise<Campaign> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/campaigns',
    headers,
    payload: { name: 'Summer sale', objective: 'CONVERSIONS', ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

export async function createAd(t: TestApp, headers: Headers, body: Record<string, unknown> = {}): Promise<Ad> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/ads',
    headers,
    payload: { name: 'Ad', headline: 'Big summer sale', callToAction: 'SHOP_NOW', ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** Generated text options of an ad, as the AI generation will store them. */
export async function seedContents(t: TestApp, adId: number, count: number): Promise<AdContent[]> {
  const rows = await t.database.db
    .insert(adContents)
    .values(Array.from({ length: count }, (_, i) => ({ adId, title: `Title ${i + 1}`, body: `Body ${i + 1}` })))
    .returning();
  return rows.map((r) => ({ id: r.id, adId: r.adId, title: r.title, body: r.body, isSelected: r.isSelected, createdDate: '' }));
}

/** An unsaved AI generation preview of the user (must never be listed or counted). */
export async function seedPreviewAd(t: TestApp, userId: number, campaignId: number | null, status = 'ACTIVE'): Promise<number> {
  const [row] = await t.database.db
    .insert(ads)
    .values({ userId, campaignId, name: 'Preview', status, headline: 'Preview', isPreview: true })
    .returning({ id: ads.id });
  return (row as { id: number }).id;
}

/** The one error shape `{ code, message, issues? }` with the given status, code and (when given) message. */
export function expectError(res: LightMyRequestResponse, status: number, code: string, message?: string) {
  expect(res.statusCode, res.body.slice(0, 500)).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json();
  expect(Object.keys(body).every((k) => ['code', 'message', 'issues'].includes(k))).toBe(true);
  expect(body.code).toBe(code);
  expect(typeof body.message).toBe('string');
  if (message !== undefined) expect(body.message).toBe(message);
  return body as { code: string; message: string; issues?: { path: string; message: string }[] };
}

/** Rows of a raw SQL query, on PGlite and node-postgres alike. */
export async function queryRows<T>(t: TestApp, query: SQL): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
