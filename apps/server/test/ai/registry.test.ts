/**
 * The registry: what GET /api/ai-providers will list with and without keys, the clear errors for an
 * unconfigured, unknown or incapable provider (never a fallback), the user's key (and, only with it,
 * the user's model) winning over the server's, and the config fragment's defaults and validation.
 */
import { aiProviderSchema } from '@ads-creative/contracts/ai';
import { describe, expect, it } from 'vitest';
import { aiConfigFrom, aiConfigSchema } from '../../src/providers/ai/ai-config.ts';
import { createAiRegistry, normaliseProviderId } from '../../src/providers/ai/registry.ts';
import { startOpenAiFake } from '../fakes/ai/openai-fake.ts';
import { VALID_KEY } from '../fakes/ai/scripted-server.ts';
import { rejection } from './ai-test-kit.ts';

const request = { prompt: 'Zen Tea', language: 'en', promptStyle: 'dynamic', adType: 'PAGE_POST_AD', numberOfVariations: 2 } as const;

describe('listProviders', () => {
  it('lists BUILTIN as configured and offline, and every other provider as not configured with what to set', () => {
    const list = createAiRegistry(aiConfigFrom()).listProviders();
    expect(list.map((p) => p.id)).toEqual(['BUILTIN', 'OPENAI', 'GEMINI', 'ANTHROPIC', 'HUGGINGFACE', 'FAL_AI', 'STABLE_DIFFUSION']);
    for (const p of list) expect(aiProviderSchema.safeParse(p).success).toBe(true);
    expect(list[0]).toMatchObject({ id: 'BUILTIN', configured: true, offline: true, capabilities: ['text', 'image'] });
    expect(list.find((p) => p.id === 'OPENAI')).toMatchObject({
      configured: false,
      offline: false,
      missing: 'Set OPENAI_API_KEY or add a key in Settings',
      models: { text: 'gpt-4.1-mini', image: 'gpt-image-1-mini' },
    });
    expect(list.find((p) => p.id === 'FAL_AI')?.missing).toBe('Set FAL_KEY or add a key in Settings');
    expect(list.find((p) => p.id === 'STABLE_DIFFUSION')?.missing).toBe('Set STABILITY_API_KEY or add a key in Settings');
    expect(JSON.stringify(list)).not.toMatch(/apiKey|sk-/);
  });

  it('filters by capability and counts server and user keys', () => {
    const registry = createAiRegistry(aiConfigFrom({ GEMINI_API_KEY: 'server-key' }));
    expect(registry.listProviders({ capability: 'text' }).map((p) => p.id)).toEqual([
      'BUILTIN',
      'OPENAI',
      'GEMINI',
      'ANTHROPIC',
      'HUGGINGFACE',
    ]);
    expect(registry.listProviders({ capability: 'image' }).map((p) => p.id)).toEqual([
      'BUILTIN',
      'OPENAI',
      'GEMINI',
      'HUGGINGFACE',
      'FAL_AI',
      'STABLE_DIFFUSION',
    ]);
    const mine = registry.listProviders({
      userKeys: { ANTHROPIC: { apiKey: 'sk-ant-user', model: 'claude-sonnet-4-5' }, OPENAI: { apiKey: '  ' } },
    });
    const byId = Object.fromEntries(mine.map((p) => [p.id, p]));
    expect(byId.GEMINI.configured).toBe(true);
    expect(byId.ANTHROPIC).toMatchObject({ configured: true, models: { text: 'claude-sonnet-4-5' } });
    expect(byId.ANTHROPIC.missing).toBeUndefined();
    expect(byId.OPENAI.configured).toBe(false);
  });
});

describe('getTextProvider / getImageProvider', () => {
  const registry = createAiRegistry(aiConfigFrom());

  it("throws 'not_configured' naming what to set, never falling back", () => {
    expect(() => registry.getTextProvider('OPENAI')).toThrowError(
      expect.objectContaining({
        kind: 'not_configured',
        provider: 'OPENAI',
        message: 'OpenAI is not configured. Set OPENAI_API_KEY or add a key in Settings.',
      }),
    );
    expect(() => registry.getImageProvider('STABLE_DIFFUSION')).toThrowError(expect.objectContaining({ kind: 'not_configured' }));
  });

  it('refuses unknown providers and the wrong capability', () => {
    expect(() => registry.getTextProvider('MIDJOURNEY')).toThrowError(
      expect.objectContaining({ kind: 'bad_request', message: "Unknown AI provider 'MIDJOURNEY'." }),
    );
    expect(() => registry.getImageProvider('ANTHROPIC')).toThrowError(
      expect.objectContaining({ kind: 'bad_request', message: expect.stringContaining('Anthropic Claude cannot generate images') }),
    );
    expect(() => registry.getTextProvider('FAL_AI')).toThrowError(expect.objectContaining({ kind: 'bad_request' }));
  });

  it('accepts ids in any case and common aliases', () => {
    expect(registry.getTextProvider('builtin').id).toBe('BUILTIN');
    expect(normaliseProviderId('openai')).toBe('OPENAI');
    expect(normaliseProviderId('fal-ai')).toBe('FAL_AI');
    expect(normaliseProviderId('Stability')).toBe('STABLE_DIFFUSION');
    expect(normaliseProviderId('nope')).toBeUndefined();
  });

  it('rejects a variation count outside 1..5', async () => {
    const builtin = registry.getTextProvider('BUILTIN');
    expect((await rejection(builtin.generateVariations({ ...request, numberOfVariations: 6 }))).kind).toBe('bad_request');
    expect((await rejection(builtin.generateVariations({ ...request, numberOfVariations: 0 }))).message).toBe(
      'Number of variations must be between 1 and 5.',
    );
  });

  it("uses the user's key and model over the server's", async () => {
    const fake = await startOpenAiFake();
    try {
      const registry = createAiRegistry(
        aiConfigFrom({ OPENAI_API_KEY: 'server-key-that-the-fake-rejects', OPENAI_BASE_URL: `${fake.url}/v1` }),
      );
      const provider = registry.getTextProvider('openai', { OPENAI: { apiKey: VALID_KEY, model: 'gpt-4o-mini' } });
      expect(provider.model).toBe('gpt-4o-mini');
      const { usage } = await provider.generateVariations(request, { userId: 7 });
      expect(usage.model).toBe('gpt-4o-mini');
      expect((fake.requests.at(-1)!.json as { model: string }).model).toBe('gpt-4o-mini');
      expect(fake.requests.at(-1)?.headers.authorization).toBe(`Bearer ${VALID_KEY}`);
      expect(registry.concurrency.load('7')).toEqual({ active: 0, waiting: 0 });
    } finally {
      await fake.close();
    }
  });
});

describe("a user's model on the server's key", () => {
  it("runs and lists the server's model when the user has a model but no key of their own", async () => {
    const fake = await startOpenAiFake();
    try {
      const registry = createAiRegistry(
        aiConfigFrom({ OPENAI_API_KEY: VALID_KEY, OPENAI_MODEL: 'gpt-4.1-mini', OPENAI_BASE_URL: `${fake.url}/v1` }),
      );
      const modelOnly = { OPENAI: { apiKey: null, model: 'o3-pro', imageModel: 'gpt-image-1' } };
      const text = registry.getTextProvider('OPENAI', modelOnly);
      expect(text.model).toBe('gpt-4.1-mini');
      const { usage } = await text.generateVariations(request, { userId: 8 });
      expect(usage.model).toBe('gpt-4.1-mini');
      expect((fake.requests.at(-1)!.json as { model: string }).model).toBe('gpt-4.1-mini');
      expect(fake.requests.at(-1)?.headers.authorization).toBe(`Bearer ${VALID_KEY}`);
      expect(registry.getImageProvider('OPENAI', modelOnly).model).toBe('gpt-image-1-mini');
      expect(registry.listProviders({ userKeys: modelOnly }).find((p) => p.id === 'OPENAI')?.models).toEqual({
        text: 'gpt-4.1-mini',
        image: 'gpt-image-1-mini',
      });
      // With their own key, their model applies.
      const own = { OPENAI: { ...modelOnly.OPENAI, apiKey: 'sk-own' } };
      expect(registry.getTextProvider('OPENAI', own).model).toBe('o3-pro');
      expect(registry.listProviders({ userKeys: own }).find((p) => p.id === 'OPENAI')?.models).toEqual({
        text: 'o3-pro',
        image: 'gpt-image-1',
      });
    } finally {
      await fake.close();
    }
  });
});

describe('aiConfigSchema', () => {
  it('has working defaults and treats blank variables as unset', () => {
    const config = aiConfigFrom({ OPENAI_API_KEY: '', OPENAI_MODEL: ' ' });
    expect(config).toMatchObject({
      OPENAI_API_KEY: undefined,
      OPENAI_MODEL: 'gpt-4.1-mini',
      OPENAI_BASE_URL: 'https://api.openai.com/v1',
      AI_TIMEOUT_MS: 60_000,
      AI_MAX_CONCURRENCY_PER_USER: 2,
      FAL_BASE_URL: 'https://fal.run',
    });
    expect(config.AI_PRICES_JSON).toBeUndefined();
  });

  it('reads a price override and names bad values', () => {
    const config = aiConfigFrom({ AI_PRICES_JSON: '{"my-model":{"inputPerMTok":1,"outputPerMTok":2}}' });
    expect(config.AI_PRICES_JSON).toEqual({ 'my-model': { inputPerMTok: 1, outputPerMTok: 2 } });
    const bad = aiConfigSchema.safeParse({ AI_PRICES_JSON: '{nope', AI_TIMEOUT_MS: 'soon', OPENAI_BASE_URL: 'not a url' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path[0]).sort()).toEqual(['AI_PRICES_JSON', 'AI_TIMEOUT_MS', 'OPENAI_BASE_URL']);
  });
});
