/**
 * The real image adapters (official SDKs or REST, real HTTP) against local fakes of each provider's
 * wire format: success at both sizes, an unusable image then a good one, unusable twice, time-out,
 * 429 with Retry-After, and a bad key.
 */
import type { ImageSize } from '@ads-creative/contracts/ai';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PRICES, imageCost } from '../../src/providers/ai/prices.ts';
import type { ImageGenerationRequest } from '../../src/providers/ai/types.ts';
import { startFalFake } from '../fakes/ai/fal-fake.ts';
import { startGeminiFake } from '../fakes/ai/gemini-fake.ts';
import { startHuggingFaceFake } from '../fakes/ai/huggingface-fake.ts';
import { startOpenAiFake } from '../fakes/ai/openai-fake.ts';
import { RETRY_AFTER_SECONDS, type RecordedRequest, type ScriptedServer, VALID_KEY } from '../fakes/ai/scripted-server.ts';
import { startStabilityFake } from '../fakes/ai/stability-fake.ts';
import { registryWith, rejection } from './ai-test-kit.ts';

interface ImageCase {
  id: 'OPENAI' | 'GEMINI' | 'HUGGINGFACE' | 'FAL_AI' | 'STABLE_DIFFUSION';
  name: string;
  start: () => Promise<ScriptedServer>;
  env: (url: string, key: string) => Record<string, string>;
  model: string;
  authStatus: number;
  authReason: string;
  /** What the adapter asked for, per size. */
  asked: (r: RecordedRequest, size: ImageSize) => Promise<void> | void;
}

// biome-ignore lint/suspicious/noExplicitAny: the assertions walk deep into each provider's request body.
const body = (r: RecordedRequest) => r.json as Record<string, any>;
const form = (r: RecordedRequest) =>
  new Response(new Uint8Array(r.raw), { headers: { 'content-type': String(r.headers['content-type']) } }).formData();

const cases: ImageCase[] = [
  {
    id: 'OPENAI',
    name: 'OpenAI',
    start: startOpenAiFake,
    env: (url, key) => ({ OPENAI_API_KEY: key, OPENAI_BASE_URL: `${url}/v1` }),
    model: 'gpt-image-1-mini',
    authStatus: 401,
    authReason: 'Incorrect API key provided',
    asked: (r, size) => {
      expect(r.path).toBe('/v1/images/generations');
      expect(body(r)).toMatchObject({
        model: 'gpt-image-1-mini',
        n: 1,
        size: size === '1200x628' ? '1536x1024' : '1024x1024',
        quality: 'medium',
      });
      expect(body(r).prompt).toContain('Do not render any text');
    },
  },
  {
    id: 'GEMINI',
    name: 'Google Gemini',
    start: startGeminiFake,
    env: (url, key) => ({ GEMINI_API_KEY: key, GEMINI_BASE_URL: url }),
    model: 'gemini-2.5-flash-image',
    authStatus: 400,
    authReason: 'API key not valid',
    asked: (r, size) => {
      expect(r.path).toBe('/v1beta/models/gemini-2.5-flash-image:generateContent');
      expect(body(r).generationConfig.responseModalities).toEqual(['IMAGE']);
      expect(body(r).generationConfig.imageConfig).toEqual({ aspectRatio: size === '1200x628' ? '16:9' : '1:1' });
    },
  },
  {
    id: 'HUGGINGFACE',
    name: 'Hugging Face',
    start: startHuggingFaceFake,
    env: (url, key) => ({ HUGGINGFACE_API_KEY: key, HUGGINGFACE_BASE_URL: url }),
    model: 'black-forest-labs/FLUX.1-schnell',
    authStatus: 401,
    authReason: 'Invalid credentials in Authorization header',
    asked: (r, size) => {
      expect(r.path).toBe('/hf-inference/models/black-forest-labs/FLUX.1-schnell');
      expect(body(r).parameters).toEqual(size === '1200x628' ? { width: 1216, height: 640 } : { width: 1024, height: 1024 });
      expect(typeof body(r).inputs).toBe('string');
    },
  },
  {
    id: 'FAL_AI',
    name: 'fal.ai',
    start: startFalFake,
    env: (url, key) => ({ FAL_KEY: key, FAL_BASE_URL: url }),
    model: 'fal-ai/flux/schnell',
    authStatus: 401,
    authReason: 'Invalid API key',
    asked: (r, size) => {
      expect(r.path).toBe('/fal-ai/flux/schnell');
      expect(r.headers.authorization).toBe(`Key ${VALID_KEY}`);
      expect(body(r)).toMatchObject({
        num_images: 1,
        image_size: size === '1200x628' ? { width: 1216, height: 640 } : { width: 1024, height: 1024 },
      });
    },
  },
  {
    id: 'STABLE_DIFFUSION',
    name: 'Stability AI (Stable Diffusion)',
    start: startStabilityFake,
    env: (url, key) => ({ STABILITY_API_KEY: key, STABILITY_BASE_URL: url }),
    model: 'stable-image-core',
    authStatus: 401,
    authReason: 'authorization: invalid or missing header value',
    asked: async (r, size) => {
      expect(r.path).toBe('/v2beta/stable-image/generate/core');
      expect(r.headers.accept).toBe('image/*');
      const fields = await form(r);
      expect(fields.get('aspect_ratio')).toBe(size === '1200x628' ? '16:9' : '1:1');
      expect(fields.get('output_format')).toBe('png');
      expect(String(fields.get('prompt'))).toContain('Trà Zen');
    },
  },
];

const request = (size: ImageSize): ImageGenerationRequest => ({
  prompt: 'Trà thảo mộc Zen cho cha mẹ bận rộn',
  headline: 'Trà Zen: ngủ ngon mỗi đêm',
  callToAction: 'SHOP_NOW',
  size,
  language: 'vi',
  promptStyle: 'friendly',
});

describe.each(cases)('$id image adapter against its fake', (c) => {
  let fake: ScriptedServer;
  beforeAll(async () => {
    fake = await c.start();
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());
  /** Calls to the generation endpoint (fal's image downloads aside). */
  const generations = () => fake.requests.filter((r) => !r.path.startsWith('/files/'));
  const provider = (opts: { key?: string; timeoutMs?: number } = {}) =>
    registryWith(c.env(fake.url, opts.key ?? VALID_KEY), opts).getImageProvider(c.id);

  it.each([
    ['1200x628', 1200, 628],
    ['1080x1080', 1080, 1080],
  ] as const)('returns a %s creative with usage and cost', async (size, width, height) => {
    const before = generations().length;
    const result = await provider().generateImage(request(size), { userId: 'u1' });
    expect(await sharp(result.bytes).metadata()).toMatchObject({ format: 'jpeg', width, height });
    expect(result).toMatchObject({ mimeType: 'image/jpeg', width, height });
    const cost = imageCost(DEFAULT_PRICES, c.model, size);
    expect(cost).toBeGreaterThan(0);
    expect(result.usage).toMatchObject({ provider: c.id, kind: 'image', model: c.model, attempts: 1, images: 1, costUsd: cost });
    expect(generations().length - before).toBe(1);
    await c.asked(generations().at(-1)!, size);
  });

  it('asks again once when the image is unusable', async () => {
    fake.script('invalid', 'ok');
    const before = generations().length;
    const result = await provider().generateImage(request('1080x1080'));
    expect(result.usage.attempts).toBe(2);
    expect(generations().length - before).toBe(2);
  });

  it("fails with 'invalid_output' when the image is unusable twice", async () => {
    fake.script('invalid', 'invalid');
    const error = await rejection(provider().generateImage(request('1200x628')));
    expect(error.kind).toBe('invalid_output');
    expect(error.message).toContain(`${c.name} returned an unusable image twice`);
    expect(error.usage?.attempts).toBe(2);
  });

  it("fails with 'timeout' when the provider is slower than AI_TIMEOUT_MS", async () => {
    fake.script('slow');
    const before = generations().length;
    const started = performance.now();
    const error = await rejection(provider({ timeoutMs: 300 }).generateImage(request('1200x628')));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe(`${c.name} did not answer within 300 ms. Please try again.`);
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(generations().length - before).toBe(1);
  });

  it('waits for Retry-After after a 429, then succeeds', async () => {
    fake.script('rate_limited', 'ok');
    const before = generations().length;
    const result = await provider().generateImage(request('1080x1080'));
    const [first, second] = generations().slice(before);
    expect(second.at - first.at).toBeGreaterThanOrEqual(RETRY_AFTER_SECONDS * 1000 - 5);
    expect(result.usage.attempts).toBe(2);
  });

  it("fails with 'auth' on a bad key, keeping the provider's reason for the log only, without retrying", async () => {
    const before = generations().length;
    const error = await rejection(provider({ key: 'bad-key' }).generateImage(request('1200x628')));
    expect(error.kind).toBe('auth');
    expect(error.status).toBe(c.authStatus);
    expect(error.message).toContain(`${c.name} rejected the API key (${c.authStatus})`);
    expect(error.message).not.toContain(c.authReason);
    expect(error.detail).toContain(c.authReason);
    expect(generations().length - before).toBe(1);
  });
});
