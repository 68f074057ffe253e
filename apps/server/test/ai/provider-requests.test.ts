/**
 * Issue 15 (SSRF through the fal.ai model name), over HTTP with the real adapters against local
 * fakes: a model is a model name; requests go only to the configured base URL; result files come
 * only from the provider's own hosts, without redirects; what a provider or the network said never
 * reaches the user. An "internal service" on another local port stands in for what a prober aims at.
 * docs/decisions/168-provider-requests-stay-home.md
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { messages } from '@ads-creative/contracts/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { userAiKeys } from '../../src/db/schema/ai.ts';
import { startAnthropicFake } from '../fakes/ai/anthropic-fake.ts';
import { type FalFake, startFalFake } from '../fakes/ai/fal-fake.ts';
import { startGeminiFake } from '../fakes/ai/gemini-fake.ts';
import { type HuggingFaceFake, startHuggingFaceFake } from '../fakes/ai/huggingface-fake.ts';
import { startOpenAiFake } from '../fakes/ai/openai-fake.ts';
import { type ScriptedServer, UPSTREAM_MARKER, VALID_KEY } from '../fakes/ai/scripted-server.ts';
import { startStabilityFake } from '../fakes/ai/stability-fake.ts';
import { createCampaign, expectError, type Headers, queryRows } from '../helpers/ads-fixtures.ts';
import { createTestApp, signUp, type TestApp } from '../helpers/test-app.ts';
import { registryWith, rejection } from './ai-test-kit.ts';

/** A service the server can reach but users must not: it records whatever reaches it. */
interface Internal {
  url: string;
  hits: string[];
  close(): Promise<void>;
}
async function startInternal(): Promise<Internal> {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ secret: 'internal-graph-data' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let t: TestApp;
let fal: FalFake;
let hf: HuggingFaceFake;
let openai: ScriptedServer;
let anthropic: ScriptedServer;
let gemini: ScriptedServer;
let stability: ScriptedServer;
let internal: Internal;

beforeAll(async () => {
  [fal, hf, openai, anthropic, gemini, stability, internal] = await Promise.all([
    startFalFake(),
    startHuggingFaceFake(),
    startOpenAiFake(),
    startAnthropicFake(),
    startGeminiFake(),
    startStabilityFake(),
    startInternal(),
  ]);
  // No server-wide keys: each user brings their own, and with it their own model.
  const ai = registryWith({
    FAL_BASE_URL: fal.url,
    HUGGINGFACE_BASE_URL: hf.url,
    OPENAI_BASE_URL: `${openai.url}/v1`,
    ANTHROPIC_BASE_URL: anthropic.url,
    GEMINI_BASE_URL: gemini.url,
    STABILITY_BASE_URL: stability.url,
  });
  t = await createTestApp({ deps: { ai } });
});
afterAll(async () => {
  await t?.close();
  await Promise.all([fal, hf, openai, anthropic, gemini, stability, internal].map((s) => s?.close()));
});
beforeEach(() => {
  for (const fake of [fal, hf, openai, anthropic, gemini, stability]) fake.reset();
  fal.resultUrl = undefined;
  hf.resultUrl = undefined;
  internal.hits.splice(0);
});

interface User {
  headers: Headers;
  id: number;
  campaignId: number;
}
async function newUser(): Promise<User> {
  const u = await signUp(t);
  const campaign = await createCampaign(t, u.headers, { name: 'Zen tea launch' });
  return { headers: u.headers, id: u.user.id, campaignId: campaign.id };
}
const putKeys = (u: User, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/user/ai-keys', headers: u.headers, payload });
async function setKey(u: User, provider: string, extra: Record<string, unknown> = {}) {
  const res = await putKeys(u, { provider, apiKey: VALID_KEY, ...extra });
  expect(res.statusCode, res.body).toBe(200);
}
const generate = (u: User, textProvider: string, imageProvider: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/ads/generate',
    headers: u.headers,
    payload: {
      campaignId: u.campaignId,
      adType: 'PAGE_POST_AD',
      name: 'Zen tea ad',
      prompt: 'Write an ad for Zen Tea, an organic herbal tea for busy parents',
      language: 'en',
      textProvider,
      imageProvider,
      numberOfVariations: 1,
      callToAction: 'SHOP_NOW',
      isPreview: true,
    },
  });

describe('a model is a model name', () => {
  it('answers 400 to the probe’s fal.ai model URL and stores nothing', async () => {
    const u = await newUser();
    const res = await putKeys(u, { provider: 'FAL_AI', apiKey: VALID_KEY, imageModel: 'http://x.evilfal.ai/run' });
    expect(expectError(res, 400, 'VALIDATION_ERROR', messages.badModelName).issues?.[0]?.path).toBe('imageModel');
  });

  it('refuses a model URL saved before the check, without any request leaving', async () => {
    const u = await newUser();
    await setKey(u, 'FAL_AI');
    // As a row written before model names were checked would be.
    await queryRows(t, sql`update ${userAiKeys} set image_model = ${`${internal.url}/fal.ai/run`} where user_id = ${u.id}`);
    const before = fal.requests.length;
    const res = await generate(u, 'BUILTIN', 'FAL_AI');
    const error = expectError(res, 400, 'VALIDATION_ERROR');
    expect(error.message).toContain(messages.badModelName);
    expect(fal.requests.length).toBe(before);
    expect(internal.hits).toEqual([]);
  });
});

describe('result files only from the provider’s own hosts, without redirects', () => {
  const cases = [
    ['FAL_AI', () => fal, (url: string) => (fal.resultUrl = url)],
    ['HUGGINGFACE', () => hf, (url: string) => (hf.resultUrl = url)],
  ] as const;

  it.each(cases)('%s: an image URL on another host is refused and that host gets no request', async (provider, _fake, answer) => {
    const u = await newUser();
    await setKey(u, provider);
    answer(`${internal.url}/graph/v19.0/me?fields=access_token`);
    const error = expectError(await generate(u, 'BUILTIN', provider), 502, 'BAD_GATEWAY');
    expect(error.message).toMatch(/returned an unusable answer\. Please try again or choose another provider\.$/);
    expect(error.message).not.toContain(internal.url);
    expect(internal.hits).toEqual([]);
  });

  it.each(cases)('%s: an image URL on the provider’s host that redirects is not followed', async (provider, fake, answer) => {
    const u = await newUser();
    await setKey(u, provider);
    answer(`${fake().url}/files/redirect?to=${encodeURIComponent(`${internal.url}/graph`)}`);
    const error = expectError(await generate(u, 'BUILTIN', provider), 502, 'BAD_GATEWAY');
    expect(error.message).not.toContain('internal-graph-data');
    expect(internal.hits).toEqual([]);
  });

  it('fal.ai: an image from the configured base URL still works', async () => {
    const u = await newUser();
    await setKey(u, 'FAL_AI', { imageModel: 'fal-ai/flux/dev' });
    const before = fal.requests.length;
    const res = await generate(u, 'BUILTIN', 'FAL_AI');
    expect(res.statusCode, res.body).toBe(200);
    expect(fal.requests.slice(before).map((r) => r.path)).toEqual(['/fal-ai/flux/dev', '/files/image.png']);
  });
});

describe('what a provider said never reaches the user', () => {
  it.each([
    ['OPENAI', 'OpenAI', 'OPENAI', 'BUILTIN', () => openai],
    ['OPENAI', 'OpenAI', 'BUILTIN', 'OPENAI', () => openai],
    ['ANTHROPIC', 'Anthropic Claude', 'ANTHROPIC', 'BUILTIN', () => anthropic],
    ['GEMINI', 'Google Gemini', 'GEMINI', 'BUILTIN', () => gemini],
    ['GEMINI', 'Google Gemini', 'BUILTIN', 'GEMINI', () => gemini],
    ['HUGGINGFACE', 'Hugging Face', 'HUGGINGFACE', 'BUILTIN', () => hf],
    ['HUGGINGFACE', 'Hugging Face', 'BUILTIN', 'HUGGINGFACE', () => hf],
    ['FAL_AI', 'fal.ai', 'BUILTIN', 'FAL_AI', () => fal],
    ['STABLE_DIFFUSION', 'Stability AI (Stable Diffusion)', 'BUILTIN', 'STABLE_DIFFUSION', () => stability],
  ] as const)('%s (%s; text %s, image %s): a failing answer’s body is not in the 502', async (provider, name, text, image, fake) => {
    const u = await newUser();
    await setKey(u, provider);
    fake().script('server_error', 'server_error');
    const error = expectError(await generate(u, text, image), 502, 'BAD_GATEWAY');
    expect(error.message).toMatch(
      new RegExp(`^${name.replace(/[().]/g, '\\$&')} is unavailable \\(5\\d\\d\\)\\. Please try again later\\.$`),
    );
    expect(error.message).not.toContain(UPSTREAM_MARKER);
  });

  it('a closed port and an open one give the same words (no ECONNREFUSED)', async () => {
    const closed = await startInternal();
    await closed.close();
    const provider = registryWith({ STABILITY_API_KEY: VALID_KEY, STABILITY_BASE_URL: closed.url }).getImageProvider('STABLE_DIFFUSION');
    const error = await rejection(
      provider.generateImage({
        prompt: 'Zen tea',
        headline: 'Zen',
        callToAction: 'SHOP_NOW',
        size: '1080x1080',
        language: 'en',
        promptStyle: 'dynamic',
      }),
    );
    expect(error.message).toBe('Stability AI (Stable Diffusion) could not be reached. Please try again later.');
    expect(error.detail).toBe('ECONNREFUSED');
  });
});
