/**
 * Decision 183: every saved content and ad carries its creative tags, on every write path (an ad by hand, its
 * edit, a generation, its save, the detail page's new options, a selection, the start-up backfill), re-tagged on
 * edit with the user's angles kept; POST /api/creative/tag; PUT /api/contents/{id}/tags and /api/ads/{id}/tags.
 * Expected tags are worked out by hand from docs/creative-tags.md's rules.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Ad, AdContent } from '@ads-creative/contracts/ads';
import type { CreativeTags } from '@ads-creative/contracts/creative-tags';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiCalls } from '../../src/db/schema/ai.ts';
import { adContents, ads } from '../../src/db/schema/campaigns.ts';
import { backfillCreativeTags } from '../../src/modules/ads/index.ts';
import { providersOfCalls } from '../../src/modules/ai-calls/index.ts';
import { tagCopy } from '../../src/modules/creative/index.ts';
import { createAd, createCampaign, expectError, type Headers, queryRows } from '../helpers/ads-fixtures.ts';
import { createTestApp, signUp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let dataDir: string;
let a: { headers: Headers; id: number; campaignId: number };
let b: { headers: Headers; id: number; campaignId: number };

async function newUser() {
  const u = await signUp(t);
  const campaign = await createCampaign(t, u.headers, { name: 'Zen tea' });
  return { headers: u.headers, id: u.user.id, campaignId: campaign.id };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'ads-creative-tags-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  a = await newUser();
  b = await newUser();
});
afterAll(async () => {
  await t?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const call = (u: { headers: Headers }, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: u.headers, payload });
const ok = async <T>(res: Awaited<ReturnType<typeof call>>, status = 200): Promise<T> => {
  expect(res.statusCode, res.body.slice(0, 500)).toBe(status);
  return res.json() as T;
};
const adOf = async (u: { headers: Headers }, id: number) => ok<Ad>(await call(u, 'GET', `/api/ads/${id}`));
const contentsOf = async (u: { headers: Headers }, id: number) => ok<AdContent[]>(await call(u, 'GET', `/api/ads/${id}/contents`));

/** 'Get 30% off today' (one sentence, 17 characters): an offer, a command hook, short, no emoji. */
const OFFER_COPY = { headline: 'Zen Tea sale', primaryText: 'Get 30% off today', callToAction: 'SHOP_NOW' };
const OFFER_TAGS = { hook: 'COMMAND', length: 'SHORT', emoji: false, callToAction: 'SHOP_NOW', language: 'en' } as const;

describe('POST /api/creative/tag', () => {
  it('answers the tags of a copy without saving anything', async () => {
    const before = await queryRows<{ n: number }>(t, sql`select count(*)::int as n from ${ads}`);
    const res = await ok<{ tags: CreativeTags }>(await call(a, 'POST', '/api/creative/tag', OFFER_COPY));
    expect(res.tags).toMatchObject({ ...OFFER_TAGS, format: 'TEXT', provider: null, anglesByUser: false });
    expect(res.tags.angles[0]).toBe('OFFER');
    // 'Bạn có mệt mỏi vì mất ngủ?' asks (QUESTION), in Vietnamese; 3 emoji-free sentences of 81+ characters: MEDIUM.
    const vi = await ok<{ tags: CreativeTags }>(
      await call(a, 'POST', '/api/creative/tag', {
        headline: 'Ngủ ngon mỗi đêm',
        primaryText: 'Bạn có mệt mỏi vì mất ngủ? Trà Zen giúp bạn thư giãn và ngủ sâu hơn. Đặt ngay hôm nay nhé bạn ơi!',
        language: 'vi',
      }),
    );
    expect(vi.tags).toMatchObject({ hook: 'QUESTION', length: 'MEDIUM', emoji: false, language: 'vi', callToAction: null });
    expect(await queryRows<{ n: number }>(t, sql`select count(*)::int as n from ${ads}`)).toEqual(before);
  });

  it('refuses copy longer than an ad takes, and no headline', async () => {
    expectError(await call(a, 'POST', '/api/creative/tag', { ...OFFER_COPY, headline: 'x'.repeat(256) }), 400, 'VALIDATION_ERROR');
    expectError(await call(a, 'POST', '/api/creative/tag', { ...OFFER_COPY, primaryText: 'x'.repeat(5001) }), 400, 'VALIDATION_ERROR');
    expectError(await call(a, 'POST', '/api/creative/tag', { primaryText: 'x' }), 400, 'VALIDATION_ERROR');
    expectError(await call(a, 'POST', '/api/creative/tag', { ...OFFER_COPY, language: 'fr' }), 400, 'VALIDATION_ERROR');
  });
});

describe('an ad written by hand', () => {
  it('is tagged when created: no provider, the format from its picture or video', async () => {
    const text = await createAd(t, a.headers, { ...OFFER_COPY, name: 'Text', campaignId: a.campaignId });
    expect(text.tags).toMatchObject({ ...OFFER_TAGS, format: 'TEXT', provider: null, anglesByUser: false });
    const image = await createAd(t, a.headers, { ...OFFER_COPY, name: 'Image', imageUrl: 'https://cdn.example.com/a.png' });
    expect(image.tags?.format).toBe('IMAGE');
    const video = await createAd(t, a.headers, { ...OFFER_COPY, name: 'Video', videoUrl: 'https://cdn.example.com/a.mp4' });
    expect(video.tags?.format).toBe('VIDEO');
  });

  it('is re-tagged when its copy changes, and keeps the angles the user set', async () => {
    const ad = await createAd(t, a.headers, { ...OFFER_COPY, name: 'Edited' });
    // '🔥 ' and ten 22-character sentences, the last space trimmed: 221 characters, LONG; an opening emoji makes the hook EMOJI.
    const long = `🔥 ${'Sleep better tonight. '.repeat(10)}`.trim();
    expect([...long].length).toBe(221);
    const edited = await ok<Ad>(await call(a, 'PUT', `/api/ads/${ad.id}`, { primaryText: long }));
    expect(edited.tags).toMatchObject({ hook: 'EMOJI', length: 'LONG', emoji: true, anglesByUser: false });

    const set = await ok<{ tags: CreativeTags }>(await call(a, 'PUT', `/api/ads/${ad.id}/tags`, { angles: ['STORY', 'URGENCY'] }));
    expect(set.tags).toMatchObject({ angles: ['STORY', 'URGENCY'], anglesByUser: true, length: 'LONG' });
    const again = await ok<Ad>(await call(a, 'PUT', `/api/ads/${ad.id}`, { primaryText: 'Get 30% off today' }));
    expect(again.tags).toMatchObject({ angles: ['STORY', 'URGENCY'], anglesByUser: true, length: 'SHORT', hook: 'COMMAND' });
    // A change of the name alone re-tags nothing.
    expect((await ok<Ad>(await call(a, 'PUT', `/api/ads/${ad.id}`, { name: 'Renamed' }))).tags).toEqual(again.tags);
  });
});

describe('generated contents', () => {
  const generate = (extra: object = {}) =>
    call(a, 'POST', '/api/ads/generate', {
      campaignId: a.campaignId,
      adType: 'PAGE_POST_AD',
      name: 'Generated',
      prompt: 'Zen Tea, an organic herbal tea: 30% off this week',
      language: 'en',
      adLinks: [''],
      promptStyle: 'Dynamic',
      textProvider: 'BUILTIN',
      imageProvider: 'BUILTIN',
      numberOfVariations: 2,
      callToAction: 'SHOP_NOW',
      ...extra,
    });

  it('are tagged with the provider that wrote them; the saved ad gets its chosen one’s tags', async () => {
    const gen = await ok<{ adId: number; variations: { id: number; headline: string; body: string }[] }>(await generate());
    const rows = await t.database.db.select().from(adContents).where(eq(adContents.adId, gen.adId));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.tags).toEqual(
        tagCopy({
          headline: row.title,
          primaryText: row.body,
          description: row.description,
          callToAction: row.callToAction,
          format: 'IMAGE',
          provider: 'BUILTIN',
        }),
      );
    }
    const chosen = gen.variations[1] as { id: number; headline: string; body: string };
    const saved = await ok<{ adId: number }>(
      await call(a, 'POST', '/api/ads/save-existing', {
        campaignId: a.campaignId,
        adType: 'PAGE_POST_AD',
        name: 'Saved',
        prompt: 'p',
        language: 'en',
        adLinks: [''],
        promptStyle: 'Dynamic',
        textProvider: 'BUILTIN',
        numberOfVariations: 2,
        callToAction: 'SHOP_NOW',
        adId: gen.adId,
        selectedVariation: { id: chosen.id, headline: chosen.headline, body: chosen.body, callToAction: 'SHOP_NOW' },
      }),
    );
    const ad = await adOf(a, saved.adId);
    const contents = await contentsOf(a, saved.adId);
    const selected = contents.find((c) => c.isSelected);
    expect(selected?.id).toBe(chosen.id);
    expect(ad.tags).toEqual(selected?.tags);
    expect(ad.tags).toMatchObject({ provider: 'BUILTIN', format: 'IMAGE' });

    // The user's angles on the chosen content reach the ad, and an edited save keeps them (the provider too).
    await ok(await call(a, 'PUT', `/api/contents/${chosen.id}/tags`, { angles: ['SOCIAL_PROOF'] }));
    expect((await adOf(a, saved.adId)).tags).toMatchObject({ angles: ['SOCIAL_PROOF'], anglesByUser: true });
    const edit = await ok<{ adId: number }>(
      await call(a, 'POST', '/api/ads/save-existing', {
        campaignId: a.campaignId,
        adType: 'PAGE_POST_AD',
        name: 'Saved',
        prompt: 'p',
        language: 'en',
        adLinks: [''],
        promptStyle: 'Dynamic',
        textProvider: 'BUILTIN',
        numberOfVariations: 2,
        callToAction: 'SHOP_NOW',
        targetAdId: saved.adId,
        selectedVariation: { id: chosen.id, headline: 'Rewritten', body: 'Hurry, only today!', callToAction: 'SHOP_NOW' },
      }),
    );
    expect((await adOf(a, edit.adId)).tags).toMatchObject({
      angles: ['SOCIAL_PROOF'],
      anglesByUser: true,
      provider: 'BUILTIN',
      hook: 'COMMAND',
      length: 'SHORT',
    });
  });

  it("the detail page's new options are tagged (text only), and selecting one gives the ad its tags", async () => {
    const ad = await createAd(t, a.headers, { ...OFFER_COPY, name: 'Detail' });
    const added = await ok<AdContent[]>(
      await call(a, 'POST', `/api/ads/${ad.id}/generate-content`, { prompt: 'Zen Tea: sleep better', provider: 'BUILTIN', language: 'en' }),
    );
    expect(added.length).toBeGreaterThan(0);
    for (const c of added) expect(c.tags).toMatchObject({ provider: 'BUILTIN', format: 'TEXT', anglesByUser: false });
    const pick = added[0] as AdContent;
    const selected = await ok<Ad>(await call(a, 'POST', `/api/ads/${ad.id}/select-content?contentId=${pick.id}`));
    expect(selected.tags).toEqual(pick.tags);
  });
});

describe('PUT /api/contents/{id}/tags', () => {
  async function adWithContent(u: typeof a) {
    const ad = await createAd(t, u.headers, { ...OFFER_COPY, name: 'With content' });
    const [content] = await t.database.db
      .insert(adContents)
      .values({ adId: ad.id, title: 'Zen Tea', body: '10,000 parents sleep better', isSelected: true })
      .returning();
    return { ad, content: content as typeof adContents.$inferSelect };
  }

  it("sets the user's angles (the content untagged until then is tagged first) and the ad it is selected for gets them", async () => {
    const { ad, content } = await adWithContent(a);
    const res = await ok<{ tags: CreativeTags }>(await call(a, 'PUT', `/api/contents/${content.id}/tags`, { angles: ['STORY', 'OFFER'] }));
    expect(res.tags).toMatchObject({ angles: ['STORY', 'OFFER'], anglesByUser: true, hook: 'NUMBER', provider: null, format: 'TEXT' });
    expect((await contentsOf(a, ad.id))[0]?.tags).toEqual(res.tags);
    expect((await adOf(a, ad.id)).tags).toMatchObject({ angles: ['STORY', 'OFFER'], anglesByUser: true });
  });

  it("answers 404 for another user's content or a missing one, and changes nothing of theirs", async () => {
    const { ad, content } = await adWithContent(a);
    const before = await adOf(a, ad.id);
    expectError(await call(b, 'PUT', `/api/contents/${content.id}/tags`, { angles: ['STORY'] }), 404, 'NOT_FOUND', 'Ad content not found.');
    expectError(await call(b, 'PUT', `/api/ads/${ad.id}/tags`, { angles: ['STORY'] }), 404, 'NOT_FOUND');
    expectError(await call(a, 'PUT', '/api/contents/2000000000/tags', { angles: ['STORY'] }), 404, 'NOT_FOUND');
    expect(await adOf(a, ad.id)).toEqual(before);
    expect((await contentsOf(a, ad.id))[0]?.tags).toBeNull();
  });

  it('refuses no angle, more than three, one twice or one outside the taxonomy', async () => {
    const { content } = await adWithContent(a);
    for (const [angles, message] of [
      [[], 'Choose at least one angle.'],
      [['OFFER', 'STORY', 'FEATURE', 'BENEFIT'], 'Choose at most 3 angles.'],
      [['OFFER', 'OFFER'], 'Each angle once.'],
    ] as const) {
      expectError(await call(a, 'PUT', `/api/contents/${content.id}/tags`, { angles }), 400, 'VALIDATION_ERROR', message);
    }
    expectError(await call(a, 'PUT', `/api/contents/${content.id}/tags`, { angles: ['CHEAP'] }), 400, 'VALIDATION_ERROR');
  });
});

describe('the start-up backfill', () => {
  it('tags every untagged content (its provider from its text call) and ad once', async () => {
    const [ad] = await t.database.db
      .insert(ads)
      .values({ userId: a.id, name: 'Old', headline: 'Zen Tea sale', primaryText: 'Get 30% off today', imageUrl: '/api/media/x.png' })
      .returning();
    const [textCall] = await t.database.db
      .insert(aiCalls)
      .values({ userId: a.id, adId: ad?.id, provider: 'OPENAI', model: 'gpt', kind: 'text', latencyMs: 1, attempts: 1, success: true })
      .returning();
    await t.database.db
      .insert(adContents)
      .values({ adId: ad?.id as number, title: 'Zen Tea sale', body: 'Get 30% off today', textCallId: textCall?.id, isSelected: true });
    const tagging = { tagCopy, providersOf: providersOfCalls };
    const first = await backfillCreativeTags(t.database.db, tagging);
    expect(first.contents).toBeGreaterThanOrEqual(1);
    expect(first.ads).toBeGreaterThanOrEqual(1);
    const [content] = await t.database.db
      .select()
      .from(adContents)
      .where(eq(adContents.adId, ad?.id as number));
    expect(content?.tags).toMatchObject({ ...OFFER_TAGS, callToAction: null, provider: 'OPENAI', format: 'TEXT' });
    const after = await adOf(a, ad?.id as number);
    expect(after.tags).toMatchObject({ hook: 'COMMAND', length: 'SHORT', provider: 'OPENAI', format: 'IMAGE' });
    expect(await backfillCreativeTags(t.database.db, tagging)).toEqual({ contents: 0, ads: 0 });
  });
});
