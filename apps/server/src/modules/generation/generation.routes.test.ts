/**
 * POST /api/ads/generate, /api/ads/save-existing, /api/ads/{id}/generate-content and
 * /api/ads/extract-from-library as a client uses them: with BUILTIN (no keys), with OpenAI and
 * Anthropic through their local wire-format fakes (real SDKs, real HTTP), and every refusal.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { adContentSchema, adPage, adSchema } from '@ads-creative/contracts/ads';
import { CALL_TO_ACTION_NOTE, withCallToActionNote } from '@ads-creative/contracts/ai';
import {
  generateAdBody,
  generateAdResponse,
  generationMessages,
  PROMPT_MAX,
  PROMPT_WITH_NOTE_MAX,
  saveExistingAdBody,
  saveExistingAdResponse,
} from '@ads-creative/contracts/generation';
import { messages } from '@ads-creative/contracts/messages';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registryWith } from '../../../test/ai/ai-test-kit.ts';
import { startAnthropicFake } from '../../../test/fakes/ai/anthropic-fake.ts';
import { startOpenAiFake } from '../../../test/fakes/ai/openai-fake.ts';
import { type ScriptedServer, VALID_KEY } from '../../../test/fakes/ai/scripted-server.ts';
import { createCampaign, expectError, type Headers, queryRows } from '../../../test/helpers/ads-fixtures.ts';
import { createTestApp, signUp, type TestApp } from '../../../test/helpers/test-app.ts';
import { aiCalls } from '../../db/schema/ai.ts';
import { adContents, ads } from '../../db/schema/campaigns.ts';
import { createStorage } from '../../providers/storage/storage-config.ts';
import { createCampaignAdsDeletion, shownMediaKeys } from '../ads/ad-deletion.ts';
import { createAdsService } from '../ads/ads.service.ts';
import { createAiCallLog } from '../ai-calls/ai-calls.service.ts';
import { providersOfCalls } from '../ai-calls/index.ts';
import type { AiSettingsService } from '../ai-settings/ai-settings.service.ts';
import { createCampaignsService } from '../campaigns/campaigns.service.ts';
import { tagCopy } from '../creative/index.ts';
import { createMediaService } from '../media/media.service.ts';
import { fileForm, pngImage } from '../uploads/test-images.ts';
import { createGenerationService } from './generation.service.ts';

const PUBLIC_URL = 'http://localhost:3000';
const LINK = 'https://www.facebook.com/ads/library/?id=123456789';

interface CallRow {
  id: number;
  ad_id: number | null;
  provider: string;
  model: string;
  kind: string;
  latency_ms: number;
  attempts: number;
  input_tokens: number | null;
  output_tokens: number | null;
  images: number | null;
  cost_usd: string | null;
  success: boolean;
  error_class: string | null;
  selected: boolean;
}

let t: TestApp;
let openai: ScriptedServer;
let anthropic: ScriptedServer;
let dataDir: string;

beforeAll(async () => {
  [openai, anthropic] = await Promise.all([startOpenAiFake(), startAnthropicFake()]);
  dataDir = await mkdtemp(path.join(tmpdir(), 'ads-generation-'));
  // No server-wide keys: OpenAI and Anthropic are configured only for users who add a key.
  const ai = registryWith({ OPENAI_BASE_URL: `${openai.url}/v1`, ANTHROPIC_BASE_URL: anthropic.url });
  t = await createTestApp({ env: { DATA_DIR: dataDir, PUBLIC_URL }, deps: { ai } });
});
afterAll(async () => {
  await t?.close();
  await Promise.all([openai?.close(), anthropic?.close()]);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  openai.reset();
  anthropic.reset();
});

interface User {
  headers: Headers;
  id: number;
  campaignId: number;
}
async function newUser(): Promise<User> {
  const u = await signUp(t);
  const campaign = await createCampaign(t, u.headers, { name: 'Zen tea launch', targetAudience: 'busy parents' });
  return { headers: u.headers, id: u.user.id, campaignId: campaign.id };
}

const body = (u: User, extra: Record<string, unknown> = {}) => ({
  campaignId: u.campaignId,
  adType: 'PAGE_POST_AD',
  name: 'Zen tea ad',
  prompt: 'Write an ad for "Zen Tea", an organic herbal tea for busy parents that helps you sleep better',
  language: 'en',
  adLinks: [''],
  promptStyle: 'Dynamic',
  textProvider: 'BUILTIN',
  imageProvider: 'BUILTIN',
  numberOfVariations: 1,
  callToAction: 'SHOP_NOW',
  isPreview: true,
  ...extra,
});

const post = (u: User, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: u.headers, payload: payload as object });
const get = (u: User, url: string) => t.app.inject({ method: 'GET', url, headers: u.headers });
const generate = (u: User, extra: Record<string, unknown> = {}) => post(u, '/api/ads/generate', body(u, extra));

async function generated(u: User, extra: Record<string, unknown> = {}) {
  const res = await generate(u, extra);
  expect(res.statusCode, res.body).toBe(200);
  return generateAdResponse.parse(res.json());
}

const callsOf = (userId: number) => queryRows<CallRow>(t, sql`select * from ${aiCalls} where user_id = ${userId} order by id`);
/** Every ad row of the user, previews included (what no API shows). */
const adRowsOf = (userId: number) =>
  queryRows<{ id: number; is_preview: boolean }>(t, sql`select id, is_preview from ${ads} where user_id = ${userId} order by id`);
const generatedFiles = (userId: number) => readdir(path.join(dataDir, 'media', 'generated', String(userId))).catch(() => [] as string[]);

/** GETs an image URL of this app and returns its content type and decoded size. */
async function fetchImage(url: string) {
  expect(url.startsWith('/api/media/'), url).toBe(true);
  const res = await t.app.inject(url);
  expect(res.statusCode).toBe(200);
  const meta = await sharp(res.rawPayload).metadata();
  return { contentType: res.headers['content-type'], format: meta.format, width: meta.width, height: meta.height };
}

async function setKey(u: User, provider: string, apiKey: string) {
  const res = await t.app.inject({ method: 'PUT', url: '/api/user/ai-keys', headers: u.headers, payload: { provider, apiKey } });
  expect(res.statusCode, res.body).toBe(200);
}

async function savedAdsTotal(u: User) {
  return adPage.parse((await get(u, '/api/ads?page=0&size=100')).json()).totalElements;
}

describe('POST /api/ads/generate with the built-in provider (no keys)', () => {
  it('makes one variation with a square PNG creative into a preview that no list or count shows', async () => {
    const u = await newUser();
    const res = await generated(u);
    expect(res).toMatchObject({ status: 'success', message: 'Ad created successfully! Please preview and save.' });
    expect(res.variations).toHaveLength(1);
    const [v] = res.variations;
    expect(v?.headline.trim()).not.toBe('');
    expect(v?.body.trim()).not.toBe('');
    expect(v?.callToAction).toBe('SHOP_NOW');
    expect(v?.mediaFileUrl).toBeNull();
    expect(v?.imageUrl).toMatch(new RegExp(`^/api/media/generated/${u.id}/[0-9a-f]{32}\\.png$`));
    expect(await fetchImage(v?.imageUrl ?? '')).toEqual({ contentType: 'image/png', format: 'png', width: 1080, height: 1080 });

    // The preview exists (the adId is real) but is nowhere to be seen until saved.
    expect(await adRowsOf(u.id)).toEqual([{ id: res.adId, is_preview: true }]);
    expect(await savedAdsTotal(u)).toBe(0);
    expect(adPage.parse((await get(u, `/api/ads/campaign/${u.campaignId}`)).json()).totalElements).toBe(0);
    const dashboard = (await get(u, '/api/dashboard')).json();
    expect(dashboard.stats.totalAds).toBe(0);
    expect(dashboard.recentAds).toEqual([]);
    expect((await get(u, `/api/campaigns/${u.campaignId}`)).json().adCount).toBe(0);

    const calls = await callsOf(u.id);
    expect(calls.map((c) => [c.kind, c.provider, c.success, c.ad_id, c.cost_usd, c.selected])).toEqual([
      ['text', 'BUILTIN', true, res.adId, '0.000000', false],
      ['image', 'BUILTIN', true, res.adId, '0.000000', false],
    ]);
    expect(calls[1]?.images).toBe(1);
    // The content rows carry the copy and the picture.
    const contents = await queryRows<{ id: number; title: string; body: string; image_url: string; call_to_action: string }>(
      t,
      sql`select id, title, body, image_url, call_to_action from ${adContents} where ad_id = ${res.adId}`,
    );
    expect(contents).toEqual([{ id: v?.id, title: v?.headline, body: v?.body, image_url: v?.imageUrl, call_to_action: 'SHOP_NOW' }]);
  });

  it('makes five different variations with wide creatives for a website conversion ad', async () => {
    const u = await newUser();
    const res = await generated(u, { numberOfVariations: 5, adType: 'WEBSITE_CONVERSION_AD', callToAction: 'LEARN_MORE' });
    expect(res.variations).toHaveLength(5);
    expect(new Set(res.variations.map((v) => v.id)).size).toBe(5);
    expect(new Set(res.variations.map((v) => v.headline)).size).toBe(5);
    expect(new Set(res.variations.map((v) => v.imageUrl)).size).toBe(5);
    for (const v of res.variations) {
      expect(v.callToAction).toBe('LEARN_MORE');
      expect(await fetchImage(v.imageUrl ?? '')).toEqual({ contentType: 'image/png', format: 'png', width: 1200, height: 628 });
    }
    expect((await callsOf(u.id)).map((c) => c.kind)).toEqual(['text', 'image', 'image', 'image', 'image', 'image']);
    expect(await generatedFiles(u.id)).toHaveLength(5);
    expect(await savedAdsTotal(u)).toBe(0);
  });

  it('generates from an Ad Library link alone (no prompt), in any of its spellings', async () => {
    const u = await newUser();
    for (const link of [
      LINK,
      'https://facebook.com/ads/library?id=42',
      'http://fb.com/ads/library/?id=7&country=VN',
      'www.facebook.com/ads/library/?id=9',
    ]) {
      const res = await generate(u, { prompt: '   ', adLinks: ['', link] });
      expect(res.statusCode, `${link}: ${res.body}`).toBe(200);
    }
  });

  it('uses the given extracted ad copy in the copy', async () => {
    const u = await newUser();
    const res = await generated(u, {
      prompt: '',
      adLinks: [LINK],
      extractedContent: [{ snapshot: { body: 'Trà "Lotus Calm" giúp bạn ngủ ngon' } }, { body: '' }],
      language: 'vi',
    });
    expect(JSON.stringify(res.variations)).toContain('Lotus Calm');
  });

  it('uses an uploaded file as every variation’s image and calls no image provider', async () => {
    const u = await newUser();
    const form = fileForm(await pngImage(300, 200));
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/upload/media',
      payload: form.payload,
      headers: { ...form.headers, ...u.headers },
    });
    expect(up.statusCode, up.body).toBe(200);
    const { fileUrl } = up.json();
    const res = await generated(u, { numberOfVariations: 3, mediaFileUrl: fileUrl, imageProvider: null });
    expect(res.variations.map((v) => [v.imageUrl, v.mediaFileUrl])).toEqual(Array(3).fill([fileUrl, fileUrl]));
    expect((await callsOf(u.id)).map((c) => c.kind)).toEqual(['text']);
    expect(await generatedFiles(u.id)).toEqual([]);
  });
});

describe('POST /api/ads/save-existing', () => {
  it('turns the preview into a saved ad with all its contents and only the chosen, edited one selected', async () => {
    const u = await newUser();
    const gen = await generated(u, { numberOfVariations: 5, callToAction: 'SHOP_NOW' });
    const chosen = gen.variations[2];
    if (!chosen) throw new Error('no variation');
    const edited = { ...chosen, headline: 'Sleep better with Zen Tea', body: 'Edited body text.', callToAction: 'GET_OFFER' };
    const res = await post(u, '/api/ads/save-existing', {
      ...body(u, { numberOfVariations: 5 }),
      name: 'Zen tea: saved',
      adId: gen.adId,
      selectedVariation: edited,
      isPreview: false,
      saveExistingContent: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = saveExistingAdResponse.parse(res.json());
    expect(saved).toMatchObject({ status: 'success', message: 'Ad saved successfully!', adId: gen.adId });
    expect(saved.ad).toMatchObject({
      id: gen.adId,
      name: 'Zen tea: saved',
      campaignId: u.campaignId,
      campaignName: 'Zen tea launch',
      status: 'DRAFT',
      adType: 'PAGE_POST_AD',
      headline: 'Sleep better with Zen Tea',
      primaryText: 'Edited body text.',
      callToAction: 'GET_OFFER',
      imageUrl: chosen.imageUrl,
    });

    // Now listed and counted, with every generated content and exactly one selected: the edited one.
    const list = adPage.parse((await get(u, '/api/ads?page=0&size=5')).json());
    expect(list.totalElements).toBe(1);
    expect(list.content[0]?.id).toBe(gen.adId);
    expect((await get(u, '/api/dashboard')).json().stats.totalAds).toBe(1);
    expect((await get(u, `/api/campaigns/${u.campaignId}`)).json().adCount).toBe(1);
    const contents = adContentSchema.array().parse((await get(u, `/api/ads/${gen.adId}/contents`)).json());
    expect(contents.map((c) => c.id)).toEqual(gen.variations.map((v) => v.id));
    expect(contents.filter((c) => c.isSelected).map((c) => [c.id, c.title, c.body, c.callToAction])).toEqual([
      [chosen.id, 'Sleep better with Zen Tea', 'Edited body text.', 'GET_OFFER'],
    ]);

    // The call log knows which calls wrote what was chosen: the text call and that variation's image.
    const calls = await callsOf(u.id);
    expect(calls.filter((c) => c.selected).map((c) => c.kind)).toEqual(['text', 'image']);
    const [imageCallId] = await queryRows<{ image_call_id: number }>(
      t,
      sql`select image_call_id from ${adContents} where id = ${chosen.id}`,
    );
    expect(calls.find((c) => c.selected && c.kind === 'image')?.id).toBe(imageCallId?.image_call_id);

    // A saved ad is no preview any more.
    const again = await post(u, '/api/ads/save-existing', { ...body(u), adId: gen.adId, selectedVariation: edited });
    expectError(again, 404, 'NOT_FOUND', generationMessages.previewNotFound);
  });

  it("keeps the variation's generated picture and description when the client leaves those fields out", async () => {
    const u = await newUser();
    const gen = await generated(u, { numberOfVariations: 2 });
    const chosen = gen.variations[1];
    if (!chosen?.imageUrl || !chosen.description) throw new Error('no generated picture or description');
    const res = await post(u, '/api/ads/save-existing', {
      ...body(u),
      adId: gen.adId,
      selectedVariation: { id: chosen.id, headline: 'Only the words changed', body: chosen.body, callToAction: chosen.callToAction },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(saveExistingAdResponse.parse(res.json()).ad).toMatchObject({
      headline: 'Only the words changed',
      imageUrl: chosen.imageUrl,
      description: chosen.description,
    });
    const contents = adContentSchema.array().parse((await get(u, `/api/ads/${gen.adId}/contents`)).json());
    expect(contents.find((c) => c.isSelected)).toMatchObject({ id: chosen.id, imageUrl: chosen.imageUrl, description: chosen.description });
  });

  it('adds a variation without an id as a new selected content', async () => {
    const u = await newUser();
    const gen = await generated(u, { numberOfVariations: 2 });
    const res = await post(u, '/api/ads/save-existing', {
      ...body(u),
      adId: gen.adId,
      selectedVariation: { headline: 'Hand written', body: 'My own words', callToAction: 'SHOP_NOW', imageUrl: null, mediaFileUrl: null },
    });
    expect(res.statusCode, res.body).toBe(200);
    const contents = adContentSchema.array().parse((await get(u, `/api/ads/${gen.adId}/contents`)).json());
    expect(contents).toHaveLength(3);
    expect(contents.filter((c) => c.isSelected).map((c) => c.title)).toEqual(['Hand written']);
  });

  it('creates a saved ad with the variation as its only, selected content when there is no adId', async () => {
    const u = await newUser();
    const res = await post(u, '/api/ads/save-existing', {
      ...body(u),
      selectedVariation: {
        id: 999,
        headline: 'Direct save',
        body: 'Body',
        callToAction: 'SIGN_UP',
        imageUrl: 'https://cdn.example.com/a.png',
        mediaFileUrl: null,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = saveExistingAdResponse.parse(res.json());
    expect(saved.ad).toMatchObject({ headline: 'Direct save', callToAction: 'SIGN_UP', imageUrl: 'https://cdn.example.com/a.png' });
    const contents = adContentSchema.array().parse((await get(u, `/api/ads/${saved.adId}/contents`)).json());
    expect(contents.map((c) => [c.title, c.isSelected])).toEqual([['Direct save', true]]);
    expect(await savedAdsTotal(u)).toBe(1);
  });

  it("refuses someone else's preview, an unknown one, someone else's campaign and a blank headline", async () => {
    const owner = await newUser();
    const other = await newUser();
    const gen = await generated(owner);
    const v = gen.variations[0];
    expectError(
      await post(other, '/api/ads/save-existing', { ...body(other), adId: gen.adId, selectedVariation: v }),
      404,
      'NOT_FOUND',
      generationMessages.previewNotFound,
    );
    expectError(
      await post(owner, '/api/ads/save-existing', { ...body(owner), adId: 2_000_000, selectedVariation: v }),
      404,
      'NOT_FOUND',
      generationMessages.previewNotFound,
    );
    expectError(
      await post(owner, '/api/ads/save-existing', { ...body(owner), campaignId: other.campaignId, adId: gen.adId, selectedVariation: v }),
      404,
      'NOT_FOUND',
      messages.campaignNotFound,
    );
    expectError(
      await post(owner, '/api/ads/save-existing', { ...body(owner), adId: gen.adId, selectedVariation: { ...v, headline: '  ' } }),
      400,
      'VALIDATION_ERROR',
      messages.headlineRequired,
    );
    expectError(
      await post(owner, '/api/ads/save-existing', {
        ...body(owner),
        adId: gen.adId,
        selectedVariation: { ...v, imageUrl: 'javascript:alert(1)' },
      }),
      400,
      'VALIDATION_ERROR',
      messages.invalidUrl,
    );
    // Still an unsaved preview of its owner.
    expect(await adRowsOf(owner.id)).toEqual([{ id: gen.adId, is_preview: true }]);
  });

  it('purges previews older than 24 hours on the next generation', async () => {
    const u = await newUser();
    const old = await generated(u);
    t.clock.advance(25 * 60 * 60 * 1000);
    const fresh = await generated(u);
    expect((await adRowsOf(u.id)).map((r) => r.id)).toEqual([fresh.adId]);
    expectError(
      await post(u, '/api/ads/save-existing', { ...body(u), adId: old.adId, selectedVariation: old.variations[0] }),
      404,
      'NOT_FOUND',
      generationMessages.previewNotFound,
    );
    // The purged preview's calls stay in the log, without their ad.
    expect((await callsOf(u.id)).filter((c) => c.ad_id === null)).toHaveLength(2);
  });
});

describe('POST /api/ads/generate with keyed providers (local fakes)', () => {
  it('writes copy and images with OpenAI using the user’s own key', async () => {
    const u = await newUser();
    await setKey(u, 'OPENAI', VALID_KEY);
    const requestsBefore = openai.requests.length;
    const res = await generated(u, { textProvider: 'openai', imageProvider: 'OPENAI', numberOfVariations: 2, language: 'vi' });
    expect(res.variations.map((v) => v.headline)).toEqual(['Trà Zen: ngủ ngon mỗi đêm', 'Dành cho cha mẹ bận rộn']);
    for (const v of res.variations) {
      expect(v.callToAction).toBe('SHOP_NOW');
      expect(await fetchImage(v.imageUrl ?? '')).toEqual({ contentType: 'image/jpeg', format: 'jpeg', width: 1080, height: 1080 });
    }
    const sent = openai.requests.slice(requestsBefore);
    expect(sent.map((r) => r.path)).toEqual(['/v1/chat/completions', '/v1/images/generations', '/v1/images/generations']);
    expect(sent.every((r) => r.headers.authorization === `Bearer ${VALID_KEY}`)).toBe(true);
    const calls = await callsOf(u.id);
    expect(calls.map((c) => [c.provider, c.kind, c.model, c.success, c.ad_id])).toEqual([
      ['OPENAI', 'text', 'gpt-4.1-mini', true, res.adId],
      ['OPENAI', 'image', 'gpt-image-1-mini', true, res.adId],
      ['OPENAI', 'image', 'gpt-image-1-mini', true, res.adId],
    ]);
    expect(calls[0]).toMatchObject({ input_tokens: 1200, output_tokens: 400, attempts: 1 });
    expect(Number(calls[0]?.cost_usd)).toBeGreaterThan(0);
  });

  it("sends the extracted ads' primary text, headline, description and call to action to the copy model", async () => {
    const u = await newUser();
    await setKey(u, 'OPENAI', VALID_KEY);
    const before = openai.requests.length;
    await generated(u, {
      prompt: '',
      adLinks: [LINK],
      textProvider: 'OPENAI',
      extractedContent: [
        {
          body: 'Lightweight trail shoes built for mud and rock.',
          snapshot: { body: 'Lightweight trail shoes built for mud and rock.' },
          text: 'Lightweight trail shoes built for mud and rock.',
          headline: 'Run every trail',
          description: 'Shop the autumn collection',
          callToAction: 'LEARN_MORE',
          link: LINK,
        },
      ],
    });
    const chat = openai.requests.slice(before).filter((r) => r.path === '/v1/chat/completions');
    expect(chat).toHaveLength(1);
    const sent = chat[0]?.json as { messages?: { role: string; content: string }[] } | undefined;
    const userTurn = sent?.messages?.find((m) => m.role === 'user');
    expect(userTurn?.content).toContain(
      '1. Primary text: Lightweight trail shoes built for mud and rock.\n   Headline: Run every trail\n   Description: Shop the autumn collection\n   Call to action: LEARN_MORE',
    );
  });

  it('answers 502 for a bad key without OpenAI’s own words, saves no preview and logs the failed call', async () => {
    const u = await newUser();
    await setKey(u, 'OPENAI', 'sk-wrong');
    const res = await generate(u, { textProvider: 'OPENAI', imageProvider: 'BUILTIN' });
    const err = expectError(res, 502, 'BAD_GATEWAY');
    expect(err.message).toBe('OpenAI rejected the API key (401). Check the key in Settings or the server configuration.');
    expect(await adRowsOf(u.id)).toEqual([]);
    expect(await generatedFiles(u.id)).toEqual([]);
    expect((await callsOf(u.id)).map((c) => [c.provider, c.kind, c.success, c.error_class, c.ad_id])).toEqual([
      ['OPENAI', 'text', false, 'auth', null],
    ]);
  });

  it('saves nothing when an image fails after the copy was written, and logs both calls', async () => {
    const u = await newUser();
    await setKey(u, 'OPENAI', VALID_KEY);
    openai.script('ok', 'server_error', 'server_error');
    const res = await generate(u, { textProvider: 'OPENAI', imageProvider: 'OPENAI' });
    const err = expectError(res, 502, 'BAD_GATEWAY');
    expect(err.message).toContain('OpenAI is unavailable (503)');
    expect(await adRowsOf(u.id)).toEqual([]);
    expect(await generatedFiles(u.id)).toEqual([]);
    expect((await callsOf(u.id)).map((c) => [c.kind, c.success, c.error_class, c.attempts, c.ad_id])).toEqual([
      ['text', true, null, 1, null],
      ['image', false, 'unavailable', 2, null],
    ]);
  });

  it('answers 429 with Retry-After when the provider keeps limiting', async () => {
    const u = await newUser();
    await setKey(u, 'OPENAI', VALID_KEY);
    openai.script('rate_limited', 'rate_limited');
    const res = await generate(u, { textProvider: 'OPENAI', imageProvider: 'BUILTIN' });
    const err = expectError(res, 429, 'RATE_LIMITED');
    expect(err.message).toContain('OpenAI is limiting requests (429)');
    expect(res.headers['retry-after']).toBe('1');
    expect(await adRowsOf(u.id)).toEqual([]);
  });

  it('writes copy with Anthropic and draws with BUILTIN; a bad Anthropic key is a 502 with nothing saved', async () => {
    const u = await newUser();
    await setKey(u, 'ANTHROPIC', VALID_KEY);
    const ok = await generated(u, { textProvider: 'ANTHROPIC', numberOfVariations: 3, language: 'vi' });
    expect(ok.variations).toHaveLength(3);
    const sentKey = (h: Record<string, unknown>) => h['x-api-key'] ?? String(h.authorization).replace(/^Bearer /, '');
    expect(sentKey(anthropic.requests.at(-1)?.headers ?? {})).toBe(VALID_KEY);

    await setKey(u, 'ANTHROPIC', 'wrong');
    const bad = await generate(u, { textProvider: 'ANTHROPIC' });
    expect(expectError(bad, 502, 'BAD_GATEWAY').message).toBe(
      'Anthropic Claude rejected the API key (401). Check the key in Settings or the server configuration.',
    );
    expect((await adRowsOf(u.id)).map((r) => r.id)).toEqual([ok.adId]);
    expect((await callsOf(u.id)).at(-1)).toMatchObject({ provider: 'ANTHROPIC', success: false, error_class: 'auth', ad_id: null });
  });

  it('stops the provider call and saves nothing when the client goes away', async () => {
    const u = await newUser();
    await setKey(u, 'OPENAI', VALID_KEY);
    openai.script('slow');
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const client = new AbortController();
    const pending = fetch(`${address}/api/ads/generate`, {
      method: 'POST',
      headers: { ...u.headers, 'content-type': 'application/json' },
      body: JSON.stringify(body(u, { textProvider: 'OPENAI' })),
      signal: client.signal,
    }).catch((e: Error) => e);
    await new Promise((r) => setTimeout(r, 300));
    client.abort();
    expect(await pending).toBeInstanceOf(Error);
    // The fake would answer after 2 s; the call is logged as cancelled well before that.
    let calls: CallRow[] = [];
    for (let i = 0; i < 30 && calls.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 50));
      calls = await callsOf(u.id);
    }
    expect(calls.map((c) => [c.provider, c.kind, c.success, c.error_class, c.ad_id])).toEqual([
      ['OPENAI', 'text', false, 'cancelled', null],
    ]);
    expect(await adRowsOf(u.id)).toEqual([]);
  });

  it("refuses a provider without a key with 422 (the client's choice, not a server failure) and what to set, before any call", async () => {
    const u = await newUser();
    const requestsBefore = openai.requests.length;
    expectError(
      await generate(u, { textProvider: 'OPENAI' }),
      422,
      'PROVIDER_NOT_CONFIGURED',
      generationMessages.providerNotConfigured('OpenAI', 'Set OPENAI_API_KEY or add a key in Settings.'),
    );
    // A missing image key is found before the copy is paid for.
    expectError(
      await generate(u, { imageProvider: 'FAL_AI' }),
      422,
      'PROVIDER_NOT_CONFIGURED',
      generationMessages.providerNotConfigured('fal.ai', 'Set FAL_KEY or add a key in Settings.'),
    );
    expectError(await generate(u, { imageProvider: 'ANTHROPIC' }), 400, 'VALIDATION_ERROR');
    expect(await callsOf(u.id)).toEqual([]);
    expect(await adRowsOf(u.id)).toEqual([]);
    expect(openai.requests).toHaveLength(requestsBefore);
  });
});

describe('POST /api/ads/generate refusals', () => {
  let u: User;
  beforeAll(async () => {
    u = await newUser();
  });

  it('needs a prompt or a link, and every link must be an Ad Library link', async () => {
    for (const extra of [{ prompt: '' }, { prompt: '  \n', adLinks: ['', '   '] }, { prompt: undefined, adLinks: undefined }]) {
      expectError(await generate(u, extra), 400, 'VALIDATION_ERROR', generationMessages.enterPromptContent);
    }
    for (const link of [
      'https://example.com/ads/library/?id=1',
      'https://www.facebook.com/some.page',
      'https://www.facebook.com/ads/library/?id=abc',
      'ftp://www.facebook.com/ads/library/?id=1',
      'https://www.facebook.com.evil.example/ads/library/?id=1',
      'not a link',
    ]) {
      expectError(await generate(u, { adLinks: [LINK, link] }), 400, 'VALIDATION_ERROR', generationMessages.invalidAdLink);
    }
    expect(await adRowsOf(u.id)).toEqual([]);
  });

  it('takes 1 to 5 variations only', async () => {
    for (const n of [0, 6, 'abc', 2.5, -1]) {
      const res = await generate(u, { numberOfVariations: n });
      expectError(res, 400, 'VALIDATION_ERROR');
    }
    expectError(await generate(u, { numberOfVariations: 6 }), 400, 'VALIDATION_ERROR', generationMessages.variationsRange);
  });

  it('needs a text provider, and an image provider unless a file was uploaded', async () => {
    expectError(await generate(u, { textProvider: '' }), 400, 'VALIDATION_ERROR', generationMessages.selectTextProvider);
    expectError(await generate(u, { imageProvider: null }), 400, 'VALIDATION_ERROR', generationMessages.uploadOrImageProvider);
    expectError(
      await generate(u, { mediaFileUrl: 'javascript:alert(1)', imageProvider: null }),
      400,
      'VALIDATION_ERROR',
      messages.invalidUrl,
    );
  });

  it("answers 404 for someone else's campaign and 401 without a session", async () => {
    const other = await newUser();
    expectError(await generate(u, { campaignId: other.campaignId }), 404, 'NOT_FOUND', messages.campaignNotFound);
    expectError(await generate(u, { campaignId: 2_147_483_647 }), 404, 'NOT_FOUND', messages.campaignNotFound);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/ads/generate', payload: body(u) });
    expectError(anonymous, 401, 'UNAUTHORIZED');
    expect(await adRowsOf(u.id)).toEqual([]);
  });
});

describe('POST /api/ads/{id}/generate-content', () => {
  it('appends three unselected text options to a saved ad and answers the full list', async () => {
    const u = await newUser();
    const gen = await generated(u, { numberOfVariations: 2 });
    const chosen = gen.variations[1];
    await post(u, '/api/ads/save-existing', { ...body(u), adId: gen.adId, selectedVariation: chosen });

    const res = await post(u, `/api/ads/${gen.adId}/generate-content`, {
      prompt: 'Herbal tea for better sleep, free shipping',
      provider: 'builtin',
    });
    expect(res.statusCode, res.body).toBe(200);
    const contents = adContentSchema.array().parse(res.json());
    expect(contents).toHaveLength(5);
    expect(contents.slice(0, 2).map((c) => c.id)).toEqual(gen.variations.map((v) => v.id));
    expect(contents.filter((c) => c.isSelected).map((c) => c.id)).toEqual([chosen?.id]);
    const added = contents.slice(2);
    expect(added.every((c) => !c.isSelected && c.title && c.body && c.imageUrl === null)).toBe(true);
    expect(new Set(added.map((c) => c.title)).size).toBe(3);

    // 'Use This' on a new option marks the call that wrote it as selected.
    const use = await post(u, `/api/ads/${gen.adId}/select-content?contentId=${added[0]?.id}`, undefined);
    expect(use.statusCode, use.body).toBe(200);
    expect(adSchema.parse(use.json()).headline).toBe(added[0]?.title);
    const calls = await callsOf(u.id);
    expect(calls.at(-1)).toMatchObject({ kind: 'text', ad_id: gen.adId, selected: true, success: true });
  });

  it("answers 404 for someone else's ad and for a preview, and 422 for a provider without a key", async () => {
    const u = await newUser();
    const other = await newUser();
    const gen = await generated(u);
    const payload = { prompt: 'More options', provider: 'BUILTIN' };
    expectError(await post(other, `/api/ads/${gen.adId}/generate-content`, payload), 404, 'NOT_FOUND', messages.adNotFound);
    expectError(await post(u, `/api/ads/${gen.adId}/generate-content`, payload), 404, 'NOT_FOUND', messages.adNotFound);
    await post(u, '/api/ads/save-existing', { ...body(u), adId: gen.adId, selectedVariation: gen.variations[0] });
    expectError(
      await post(u, `/api/ads/${gen.adId}/generate-content`, { prompt: 'More', provider: 'GEMINI' }),
      422,
      'PROVIDER_NOT_CONFIGURED',
      generationMessages.providerNotConfigured('Google Gemini', 'Set GEMINI_API_KEY or add a key in Settings.'),
    );
    expectError(await post(u, `/api/ads/${gen.adId}/generate-content`, { prompt: ' ', provider: 'BUILTIN' }), 400, 'VALIDATION_ERROR');
    expect((await get(u, `/api/ads/${gen.adId}/contents`)).json()).toHaveLength(1);
  });
});

describe('POST /api/ads/extract-from-library', () => {
  it('asks for a link, checks it, then says the import is not configured', async () => {
    const u = await newUser();
    const extract = (adLinks: unknown) => post(u, '/api/ads/extract-from-library', { adLinks, promptStyle: 'Dynamic' });
    expectError(await extract([]), 400, 'VALIDATION_ERROR', generationMessages.needOneLinkToExtract);
    expectError(await extract(['', '  ']), 400, 'VALIDATION_ERROR', generationMessages.needOneLinkToExtract);
    expectError(await extract(['https://example.com']), 400, 'VALIDATION_ERROR', generationMessages.invalidAdLink);
    expectError(await extract([LINK]), 503, 'NOT_CONFIGURED', generationMessages.libraryNotConfigured);
  });
});

describe('OpenAPI', () => {
  it('documents the generation and AI settings routes', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    for (const p of [
      '/api/ads/generate',
      '/api/ads/save-existing',
      '/api/ads/{id}/generate-content',
      '/api/ads/extract-from-library',
      '/api/ai-providers',
      '/api/ai-providers/text',
      '/api/ai-providers/image',
      '/api/user/ai-keys',
    ]) {
      expect(Object.keys(doc.paths), p).toContain(p);
    }
    expect(doc.paths['/api/ads/generate'].post.requestBody).toBeDefined();
  });
});

describe('POST /api/ads/save-existing without adId', () => {
  it("takes the preview holding the chosen variation's id: every content kept, the chosen one selected", async () => {
    const u = await newUser();
    const gen = await generated(u, { numberOfVariations: 3 });
    const chosen = gen.variations[1];
    if (!chosen) throw new Error('no variation');
    const res = await post(u, '/api/ads/save-existing', {
      ...body(u),
      selectedVariation: { ...chosen, headline: 'Picked without adId' },
      isPreview: false,
      saveExistingContent: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = saveExistingAdResponse.parse(res.json());
    expect(saved.adId).toBe(gen.adId);
    expect(saved.ad).toMatchObject({ headline: 'Picked without adId', imageUrl: chosen.imageUrl });
    expect(await adRowsOf(u.id)).toEqual([{ id: gen.adId, is_preview: false }]);
    const contents = adContentSchema.array().parse((await get(u, `/api/ads/${gen.adId}/contents`)).json());
    expect(contents.map((c) => c.id)).toEqual(gen.variations.map((v) => v.id));
    expect(contents.filter((c) => c.isSelected).map((c) => [c.id, c.title])).toEqual([[chosen.id, 'Picked without adId']]);
    expect((await callsOf(u.id)).filter((c) => c.selected).map((c) => c.kind)).toEqual(['text', 'image']);
  });

  it("never uses someone else's content: a foreign id makes a new ad and leaves their preview alone", async () => {
    const owner = await newUser();
    const other = await newUser();
    const gen = await generated(owner, { numberOfVariations: 2 });
    const theirs = gen.variations[0];
    if (!theirs) throw new Error('no variation');
    const res = await post(other, '/api/ads/save-existing', { ...body(other), selectedVariation: theirs });
    expect(res.statusCode, res.body).toBe(200);
    const saved = saveExistingAdResponse.parse(res.json());
    expect(saved.adId).not.toBe(gen.adId);
    const contents = adContentSchema.array().parse((await get(other, `/api/ads/${saved.adId}/contents`)).json());
    expect(contents.map((c) => [c.title, c.isSelected])).toEqual([[theirs.headline, true]]);
    expect(contents[0]?.id).not.toBe(theirs.id);
    // The owner's preview is untouched: still a preview, with both contents, none selected.
    expect(await adRowsOf(owner.id)).toEqual([{ id: gen.adId, is_preview: true }]);
    const ownerContents = await queryRows<{ id: number; is_selected: boolean }>(
      t,
      sql`select id, is_selected from ${adContents} where ad_id = ${gen.adId} order by id`,
    );
    expect(ownerContents).toEqual(gen.variations.map((v) => ({ id: v.id, is_selected: false })));
  });
});

describe('POST /api/ads/save-existing with targetAdId (editing a saved ad)', () => {
  /** A saved ad made by the wizard from `n` variations, the first one chosen. */
  async function savedAd(u: User, n: number) {
    const gen = await generated(u, { numberOfVariations: n });
    const res = await post(u, '/api/ads/save-existing', { ...body(u), adId: gen.adId, selectedVariation: gen.variations[0] });
    expect(res.statusCode, res.body).toBe(200);
    return { gen, ad: saveExistingAdResponse.parse(res.json()).ad };
  }
  const contentsOf = async (u: User, adId: number) => adContentSchema.array().parse((await get(u, `/api/ads/${adId}/contents`)).json());

  it("switches to another stored content and updates the ad's copy and step 1 fields; status and created date stay", async () => {
    const u = await newUser();
    const { gen, ad } = await savedAd(u, 2);
    const put = await t.app.inject({ method: 'PUT', url: `/api/ads/${ad.id}`, headers: u.headers, payload: { status: 'ACTIVE' } });
    expect(put.statusCode, put.body).toBe(200);
    const secondCampaign = await createCampaign(t, u.headers, { name: 'Second campaign' });
    t.clock.advance(60_000);
    const next = gen.variations[1];
    if (!next) throw new Error('no variation');

    // An edit that generated nothing has no text provider to name: saving calls none.
    const { textProvider: _unused, ...withoutProvider } = body(u);
    const res = await post(u, '/api/ads/save-existing', {
      ...withoutProvider,
      campaignId: secondCampaign.id,
      adType: 'LEAD_FORM_AD',
      name: 'Renamed in the wizard',
      targetAdId: ad.id,
      selectedVariation: { ...next, headline: 'Edited second option', callToAction: 'CONTACT_US' },
      isPreview: false,
      saveExistingContent: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = saveExistingAdResponse.parse(res.json());
    expect(saved).toMatchObject({ status: 'success', message: 'Ad saved successfully!', adId: ad.id });
    expect(saved.ad).toMatchObject({
      id: ad.id,
      name: 'Renamed in the wizard',
      campaignId: secondCampaign.id,
      campaignName: 'Second campaign',
      adType: 'LEAD_FORM_AD',
      status: 'ACTIVE',
      headline: 'Edited second option',
      primaryText: next.body,
      callToAction: 'CONTACT_US',
      imageUrl: next.imageUrl,
      createdDate: ad.createdDate,
    });
    expect(saved.ad.updatedDate).not.toBe(ad.updatedDate);
    const contents = await contentsOf(u, ad.id);
    expect(contents.map((c) => c.id)).toEqual(gen.variations.map((v) => v.id));
    expect(contents.filter((c) => c.isSelected).map((c) => [c.id, c.title, c.callToAction])).toEqual([
      [next.id, 'Edited second option', 'CONTACT_US'],
    ]);
    // Both images' calls are now marked: the first was chosen at the first save, the second now.
    expect((await callsOf(u.id)).map((c) => [c.kind, c.selected, c.ad_id])).toEqual([
      ['text', true, ad.id],
      ['image', true, ad.id],
      ['image', true, ad.id],
    ]);
    expect(await adRowsOf(u.id)).toEqual([{ id: ad.id, is_preview: false }]);
  });

  it("moves a new generation's contents and calls onto the edited ad and deletes the preview", async () => {
    const u = await newUser();
    const { gen: first, ad } = await savedAd(u, 1);
    const second = await generated(u, { numberOfVariations: 2, callToAction: 'LEARN_MORE' });
    const chosen = second.variations[1];
    if (!chosen) throw new Error('no variation');

    const res = await post(u, '/api/ads/save-existing', {
      ...body(u),
      targetAdId: ad.id,
      adId: second.adId,
      selectedVariation: chosen,
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = saveExistingAdResponse.parse(res.json());
    expect(saved.adId).toBe(ad.id);
    expect(saved.ad).toMatchObject({ id: ad.id, headline: chosen.headline, callToAction: 'LEARN_MORE', imageUrl: chosen.imageUrl });

    // Old and new contents on the edited ad; only the chosen one selected; the preview is gone.
    const contents = await contentsOf(u, ad.id);
    expect(contents.map((c) => c.id)).toEqual([...first.variations, ...second.variations].map((v) => v.id));
    expect(contents.filter((c) => c.isSelected).map((c) => c.id)).toEqual([chosen.id]);
    expect(await adRowsOf(u.id)).toEqual([{ id: ad.id, is_preview: false }]);

    // Every call of both runs points at the edited ad; of the new run, its text call and the chosen
    // variation's image call are selected, the other image call not.
    const calls = await callsOf(u.id);
    expect(calls.every((c) => c.ad_id === ad.id)).toBe(true);
    const [imageCall] = await queryRows<{ image_call_id: number }>(t, sql`select image_call_id from ${adContents} where id = ${chosen.id}`);
    const newRun = calls.slice(2);
    expect(newRun.map((c) => c.kind)).toEqual(['text', 'image', 'image']);
    expect(newRun[0]?.selected).toBe(true);
    expect(newRun.filter((c) => c.kind === 'image' && c.selected).map((c) => c.id)).toEqual([imageCall?.image_call_id]);
  });

  it("without adId, folds in the user's preview that holds the chosen variation", async () => {
    const u = await newUser();
    const { ad } = await savedAd(u, 1);
    const fresh = await generated(u, { numberOfVariations: 2 });
    const chosen = fresh.variations[0];
    const res = await post(u, '/api/ads/save-existing', { ...body(u), targetAdId: ad.id, selectedVariation: chosen });
    expect(res.statusCode, res.body).toBe(200);
    expect(saveExistingAdResponse.parse(res.json()).adId).toBe(ad.id);
    expect(await adRowsOf(u.id)).toEqual([{ id: ad.id, is_preview: false }]);
    const contents = await contentsOf(u, ad.id);
    expect(contents).toHaveLength(3);
    expect(contents.filter((c) => c.isSelected).map((c) => c.id)).toEqual([chosen?.id]);
    expect((await callsOf(u.id)).every((c) => c.ad_id === ad.id)).toBe(true);
  });

  it("answers 404 for someone else's ad, a preview as target, and someone else's preview, changing nothing", async () => {
    const owner = await newUser();
    const other = await newUser();
    const { ad } = await savedAd(owner, 1);
    const ownPreview = await generated(owner);
    const foreignPreview = await generated(other);
    const v = ownPreview.variations[0];

    expectError(
      await post(other, '/api/ads/save-existing', { ...body(other), targetAdId: ad.id, selectedVariation: v }),
      404,
      'NOT_FOUND',
      messages.adNotFound,
    );
    expectError(
      await post(owner, '/api/ads/save-existing', { ...body(owner), targetAdId: ownPreview.adId, selectedVariation: v }),
      404,
      'NOT_FOUND',
      messages.adNotFound,
    );
    expectError(
      await post(owner, '/api/ads/save-existing', { ...body(owner), targetAdId: 2_000_000, selectedVariation: v }),
      404,
      'NOT_FOUND',
      messages.adNotFound,
    );
    expectError(
      await post(owner, '/api/ads/save-existing', {
        ...body(owner),
        targetAdId: ad.id,
        adId: foreignPreview.adId,
        selectedVariation: foreignPreview.variations[0],
      }),
      404,
      'NOT_FOUND',
      generationMessages.previewNotFound,
    );
    expect(await adRowsOf(other.id)).toEqual([{ id: foreignPreview.adId, is_preview: true }]);
    expect((await contentsOf(owner, ad.id)).map((c) => c.isSelected)).toEqual([true]);
    expect((await get(owner, `/api/ads/${ad.id}`)).json()).toMatchObject({ headline: ad.headline, name: ad.name });
  });
});

describe('generate body: the call-to-action note, prompt length, NUL characters, blank image provider', () => {
  it('keeps the note out of the image subject but in the copy request', async () => {
    const u = await newUser();
    await setKey(u, 'OPENAI', VALID_KEY);
    const before = openai.requests.length;
    const prompt = withCallToActionNote('Write an ad for "Zen Tea", an organic herbal tea for busy parents');
    await generated(u, { prompt, textProvider: 'OPENAI', imageProvider: 'OPENAI', numberOfVariations: 2 });
    const sentNow = openai.requests.slice(before);
    const chat = sentNow.filter((r) => r.path === '/v1/chat/completions');
    const images = sentNow.filter((r) => r.path === '/v1/images/generations');
    expect(chat).toHaveLength(1);
    expect(images).toHaveLength(2);
    expect(JSON.stringify(chat[0]?.json)).toContain('Lưu ý: Call to Action');
    for (const r of images) {
      const imagePrompt = (r.json as { prompt: string }).prompt;
      expect(imagePrompt).toContain('Zen Tea');
      expect(imagePrompt).not.toContain(CALL_TO_ACTION_NOTE);
      expect(imagePrompt).not.toContain('Lưu ý');
    }
  });

  it('accepts a full prompt box plus the note, and refuses more with a clear message', async () => {
    const u = await newUser();
    const full = withCallToActionNote(`Zen Tea ${'a'.repeat(PROMPT_MAX - 8)}`);
    expect(full.length).toBe(PROMPT_WITH_NOTE_MAX);
    await generated(u, { prompt: full });
    expectError(await generate(u, { prompt: `${full}x` }), 400, 'VALIDATION_ERROR', generationMessages.promptTooLong);
    expectError(
      await generate(u, { customPrompt: 'b'.repeat(PROMPT_MAX + 1) }),
      400,
      'VALIDATION_ERROR',
      generationMessages.customPromptTooLong,
    );
    // A prompt that is only the note is no prompt.
    expectError(await generate(u, { prompt: CALL_TO_ACTION_NOTE }), 400, 'VALIDATION_ERROR', generationMessages.enterPromptContent);
  });

  it('drops NUL characters before any provider call, and refuses a name that is nothing else', async () => {
    const u = await newUser();
    expectError(await generate(u, { name: '\u0000\u0000' }), 400, 'VALIDATION_ERROR', generationMessages.enterAdName);
    expect(await callsOf(u.id)).toEqual([]);
    const res = await generated(u, { name: 'Zen\u0000 tea', prompt: 'Write an ad for "Zen\u0000 Tea" that helps you sleep' });
    expect(JSON.stringify(res.variations)).not.toContain('\\u0000');
    const [row] = await queryRows<{ name: string }>(t, sql`select name from ${ads} where id = ${res.adId}`);
    expect(row?.name).toBe('Zen tea');
  });

  it("counts a blank image provider as none: accepted with an upload, else 'upload or select'", async () => {
    const u = await newUser();
    const form = fileForm(await pngImage(300, 200));
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/upload/media',
      payload: form.payload,
      headers: { ...form.headers, ...u.headers },
    });
    expect(up.statusCode, up.body).toBe(200);
    const { fileUrl } = up.json();
    const res = await generated(u, { imageProvider: '', mediaFileUrl: fileUrl });
    expect(res.variations.map((v) => v.imageUrl)).toEqual([fileUrl]);
    expectError(await generate(u, { imageProvider: '' }), 400, 'VALIDATION_ERROR', generationMessages.uploadOrImageProvider);
    expectError(
      await generate(u, { imageProvider: '  ', mediaFileUrl: '' }),
      400,
      'VALIDATION_ERROR',
      generationMessages.uploadOrImageProvider,
    );
  });
});

describe('a campaign deleted while saving', () => {
  /** The service as the app builds it, but with a campaign check that still believes in a deleted campaign. */
  async function serviceBelievingIn(u: User) {
    const db = t.database.db;
    const clock = t.clock.now;
    const media = createMediaService({
      db,
      storage: createStorage(t.config),
      clock,
      quotaBytes: t.config.MEDIA_QUOTA_BYTES,
      shownKeys: shownMediaKeys,
    });
    const campaigns = createCampaignsService({ db, clock, deleteAds: createCampaignAdsDeletion({ db, media }) });
    const campaign = await campaigns.get(u.id, u.campaignId);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/campaigns/${u.campaignId}`, headers: u.headers });
    expect(del.statusCode, del.body).toBeLessThan(300);
    return createGenerationService({
      db,
      clock,
      media,
      ai: registryWith({}),
      aiSettings: { userKeys: async () => ({}) } as unknown as AiSettingsService,
      aiCalls: createAiCallLog({ db, clock }),
      campaigns: { ...campaigns, get: async () => campaign, isOwned: async () => true },
      ads: createAdsService({ db, clock, campaigns, media, tagging: { tagCopy, providersOf: providersOfCalls } }),
    });
  }

  it('answers 404 campaignNotFound from generate (after the calls, which are logged without an ad)', async () => {
    const u = await newUser();
    const service = await serviceBelievingIn(u);
    const error = await service.generate(u.id, generateAdBody.parse(body(u))).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: messages.campaignNotFound });
    expect((await callsOf(u.id)).map((c) => [c.kind, c.success, c.ad_id])).toEqual([
      ['text', true, null],
      ['image', true, null],
    ]);
    expect(await adRowsOf(u.id)).toEqual([]);
  });

  it('answers 404 campaignNotFound from save-existing', async () => {
    const u = await newUser();
    const service = await serviceBelievingIn(u);
    const payload = saveExistingAdBody.parse({
      ...body(u),
      selectedVariation: { headline: 'Direct save', body: 'Body', callToAction: 'SHOP_NOW', imageUrl: null, mediaFileUrl: null },
    });
    const error = await service.saveExisting(u.id, payload).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: messages.campaignNotFound });
    expect(await adRowsOf(u.id)).toEqual([]);
  });
});

describe('generate body: guidance (decision 187)', () => {
  it('sends the guidance to a text provider in its prompt', async () => {
    const u = await newUser();
    await setKey(u, 'OPENAI', VALID_KEY);
    const before = openai.requests.length;
    const guidance = { angles: ['OFFER', 'SOCIAL_PROOF'], avoidAngles: ['QUESTION'], hook: 'NUMBER', length: 'SHORT' };
    await generated(u, { textProvider: 'OPENAI', guidance, numberOfVariations: 2 });
    const chat = openai.requests.slice(before).filter((r) => r.path === '/v1/chat/completions');
    expect(chat).toHaveLength(1);
    const sent = JSON.stringify(chat[0]?.json);
    expect(sent).toContain('Lean on these angles in every variation: Offer');
    expect(sent).toContain('Avoid these angles in every variation (no sentence of that kind, in any field): Question (asks the reader).');
    expect(sent).toContain('primaryText length: short: at most 80 characters.');
  });

  it('refuses an angle both leaned on and avoided, and other bad guidance, in words', async () => {
    const u = await newUser();
    expectError(
      await generate(u, { guidance: { angles: ['OFFER', 'STORY'], avoidAngles: ['STORY', 'OFFER'] } }),
      400,
      'VALIDATION_ERROR',
      'Offer, Story cannot be both leaned on and avoided. Choose one or the other.',
    );
    expectError(
      await generate(u, { guidance: { hook: 'QUESTION', avoidAngles: ['QUESTION'] } }),
      400,
      'VALIDATION_ERROR',
      generationMessages.guidanceQuestionHookAvoided,
    );
    expectError(await generate(u, { guidance: { angles: ['PRICE'] } }), 400, 'VALIDATION_ERROR', generationMessages.guidanceAngle);
    expectError(
      await generate(u, { guidance: { angles: ['OFFER', 'STORY', 'URGENCY', 'BENEFIT'] } }),
      400,
      'VALIDATION_ERROR',
      generationMessages.guidanceTooManyAngles,
    );
    expectError(
      await generate(u, { guidance: { angles: ['OFFER', 'OFFER'] } }),
      400,
      'VALIDATION_ERROR',
      generationMessages.guidanceAngleTwice,
    );
    expectError(await generate(u, { guidance: { length: 'HUGE' } }), 400, 'VALIDATION_ERROR', generationMessages.guidanceLength);
    expectError(await generate(u, { guidance: 'offer' }), 400, 'VALIDATION_ERROR');
    // Empty or null guidance is no guidance.
    await generated(u, { guidance: {} });
    await generated(u, { guidance: null });
  });
});
