/**
 * GET /api/ai-providers[/text|/image] and GET/PUT /api/user/ai-keys: the provider list per user, and
 * per-user keys that are stored encrypted and never sent back.
 */
import { aiProviderSchema, MODEL_NAME_PATTERN } from '@ads-creative/contracts/ai';
import { aiKeysResponse } from '@ads-creative/contracts/generation';
import { messages } from '@ads-creative/contracts/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, type Headers, queryRows } from '../../../test/helpers/ads-fixtures.ts';
import { createTestApp, signUp, type TestApp } from '../../../test/helpers/test-app.ts';
import { userAiKeys } from '../../db/schema/ai.ts';
import { createCipher } from '../../lib/crypto.ts';
import { aiConfigFrom } from '../../providers/ai/ai-config.ts';
import { createAiRegistry } from '../../providers/ai/registry.ts';
import { aiSettingsMessages } from './ai-settings.service.ts';

const SECRET_KEY = 'sk-user-secret-0123456789abcdef';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { ai: createAiRegistry(aiConfigFrom({ GEMINI_API_KEY: 'server-gemini-key' })) } });
});
afterAll(() => t?.close());

const get = (headers: Headers, url: string) => t.app.inject({ method: 'GET', url, headers });
const put = (headers: Headers, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/user/ai-keys', headers, payload: payload as object });
const providers = async (headers: Headers, url = '/api/ai-providers') => {
  const res = await get(headers, url);
  expect(res.statusCode, res.body).toBe(200);
  return aiProviderSchema.array().parse(res.json());
};
const configured = async (headers: Headers) => Object.fromEntries((await providers(headers)).map((p) => [p.id, p.configured]));

describe('GET /api/ai-providers', () => {
  it('lists every provider; BUILTIN is always there and offline, keyless ones say what to set', async () => {
    const { headers } = await signUp(t);
    const all = await providers(headers);
    expect(all.map((p) => p.id)).toEqual(['BUILTIN', 'OPENAI', 'GEMINI', 'ANTHROPIC', 'HUGGINGFACE', 'FAL_AI', 'STABLE_DIFFUSION']);
    expect(all[0]).toMatchObject({ id: 'BUILTIN', configured: true, offline: true, capabilities: ['text', 'image'] });
    expect(all.find((p) => p.id === 'OPENAI')).toMatchObject({ configured: false, missing: 'Set OPENAI_API_KEY or add a key in Settings' });
    // A server-wide key configures it for everyone.
    expect(all.find((p) => p.id === 'GEMINI')).toMatchObject({ configured: true });
    expect(all.find((p) => p.id === 'GEMINI')?.missing).toBeUndefined();

    expect((await providers(headers, '/api/ai-providers/text')).map((p) => p.id)).toEqual([
      'BUILTIN',
      'OPENAI',
      'GEMINI',
      'ANTHROPIC',
      'HUGGINGFACE',
    ]);
    expect((await providers(headers, '/api/ai-providers/image')).map((p) => p.id)).toEqual([
      'BUILTIN',
      'OPENAI',
      'GEMINI',
      'HUGGINGFACE',
      'FAL_AI',
      'STABLE_DIFFUSION',
    ]);
  });

  it('asks for a session', async () => {
    for (const url of ['/api/ai-providers', '/api/ai-providers/text', '/api/ai-providers/image', '/api/user/ai-keys']) {
      expectError(await t.app.inject({ method: 'GET', url }), 401, 'UNAUTHORIZED');
    }
    expectError(
      await t.app.inject({ method: 'PUT', url: '/api/user/ai-keys', payload: { provider: 'OPENAI', apiKey: 'x' } }),
      401,
      'UNAUTHORIZED',
    );
  });
});

describe('/api/user/ai-keys', () => {
  it('stores a key encrypted, never returns it, and configures the provider for that user only', async () => {
    const alice = await signUp(t);
    const bob = await signUp(t);
    const before = aiKeysResponse.parse((await get(alice.headers, '/api/user/ai-keys')).json());
    expect(before.map((k) => [k.provider, k.configured])).toEqual([
      ['OPENAI', false],
      ['GEMINI', false],
      ['ANTHROPIC', false],
      ['HUGGINGFACE', false],
      ['FAL_AI', false],
      ['STABLE_DIFFUSION', false],
    ]);

    const res = await put(alice.headers, { provider: 'OPENAI', apiKey: `  ${SECRET_KEY} `, model: 'gpt-4o-mini' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain(SECRET_KEY);
    expect(aiKeysResponse.parse(res.json()).find((k) => k.provider === 'OPENAI')).toEqual({
      provider: 'OPENAI',
      configured: true,
      model: 'gpt-4o-mini',
      imageModel: null,
    });
    const listed = await get(alice.headers, '/api/user/ai-keys');
    expect(listed.body).not.toContain(SECRET_KEY);
    expect(listed.json().find((k: { provider: string }) => k.provider === 'OPENAI').configured).toBe(true);

    // At rest: ciphertext, not the key; it decrypts with the app secret to the trimmed key.
    const [row] = await queryRows<{ api_key_enc: string }>(
      t,
      sql`select api_key_enc from ${userAiKeys} where user_id = ${alice.user.id} and provider = 'OPENAI'`,
    );
    expect(row?.api_key_enc).toBeTruthy();
    expect(row?.api_key_enc).not.toContain(SECRET_KEY);
    expect(createCipher(t.appSecret).decrypt(row?.api_key_enc ?? '')).toBe(SECRET_KEY);

    // The provider list reflects it for Alice (with her model), not for Bob; no key in either answer.
    const forAlice = await get(alice.headers, '/api/ai-providers');
    expect(forAlice.body).not.toContain(SECRET_KEY);
    expect(
      aiProviderSchema
        .array()
        .parse(forAlice.json())
        .find((p) => p.id === 'OPENAI'),
    ).toMatchObject({
      configured: true,
      models: { text: 'gpt-4o-mini' },
    });
    expect((await configured(bob.headers)).OPENAI).toBe(false);
    expect((await configured(alice.headers)).OPENAI).toBe(true);
  });

  it('keeps the key when it is absent, removes it with an empty string or null', async () => {
    const u = await signUp(t);
    await put(u.headers, { provider: 'ANTHROPIC', apiKey: SECRET_KEY });
    const modelOnly = await put(u.headers, { provider: 'ANTHROPIC', model: 'claude-sonnet-4-5' });
    expect(modelOnly.json().find((k: { provider: string }) => k.provider === 'ANTHROPIC')).toMatchObject({
      configured: true,
      model: 'claude-sonnet-4-5',
    });
    expect((await configured(u.headers)).ANTHROPIC).toBe(true);

    const removed = await put(u.headers, { provider: 'ANTHROPIC', apiKey: '' });
    expect(removed.json().find((k: { provider: string }) => k.provider === 'ANTHROPIC')).toMatchObject({
      configured: false,
      model: 'claude-sonnet-4-5',
    });
    expect((await configured(u.headers)).ANTHROPIC).toBe(false);

    await put(u.headers, { provider: 'ANTHROPIC', apiKey: SECRET_KEY });
    await put(u.headers, { provider: 'ANTHROPIC', apiKey: null, model: null });
    const rows = await queryRows(t, sql`select 1 from ${userAiKeys} where user_id = ${u.user.id}`);
    expect(rows).toEqual([]);
    expect((await configured(u.headers)).ANTHROPIC).toBe(false);
  });

  it('refuses BUILTIN, keys with spaces, odd model names and models a provider cannot use', async () => {
    const u = await signUp(t);
    expectError(await put(u.headers, { provider: 'BUILTIN', apiKey: 'x' }), 400, 'VALIDATION_ERROR', aiSettingsMessages.builtinNeedsNoKey);
    expectError(await put(u.headers, { provider: 'NOPE', apiKey: 'x' }), 400, 'VALIDATION_ERROR');
    expectError(
      await put(u.headers, { provider: 'OPENAI', apiKey: 'sk one\ntwo' }),
      400,
      'VALIDATION_ERROR',
      aiSettingsMessages.keyWithSpaces,
    );
    expectError(await put(u.headers, { provider: 'OPENAI', model: 'gpt 4?' }), 400, 'VALIDATION_ERROR', messages.badModelName);
    expectError(
      await put(u.headers, { provider: 'FAL_AI', model: 'gpt-4o' }),
      400,
      'VALIDATION_ERROR',
      aiSettingsMessages.noTextModel('fal.ai'),
    );
    expectError(
      await put(u.headers, { provider: 'ANTHROPIC', imageModel: 'x' }),
      400,
      'VALIDATION_ERROR',
      aiSettingsMessages.noImageModel('Anthropic Claude'),
    );
    expect(await queryRows(t, sql`select 1 from ${userAiKeys} where user_id = ${u.user.id}`)).toEqual([]);
  });

  // Issue 15: fal's SDK takes any URL whose host ends in fal.ai as the endpoint, so a "model" was an SSRF.
  it.each([
    'http://x.evilfal.ai/run',
    'https://fal.run/fal-ai/flux',
    '//127.0.0.1:8080/x',
    'fal-ai//flux',
    'fal-ai/../../admin',
    'llama3:8b',
    '/fal-ai/flux',
    'fal-ai/flux?x=1',
    'a'.repeat(201),
  ])('refuses %s as a model name with 400 and stores nothing', async (model) => {
    const u = await signUp(t);
    for (const field of ['model', 'imageModel'] as const) {
      const res = await put(u.headers, { provider: 'FAL_AI', [field]: model });
      const error = expectError(res, 400, 'VALIDATION_ERROR', messages.badModelName);
      expect(error.issues?.[0]?.path).toBe(field);
    }
    expect(await queryRows(t, sql`select 1 from ${userAiKeys} where user_id = ${u.user.id}`)).toEqual([]);
  });

  it('takes owner/name models and clears one with an empty string', async () => {
    const u = await signUp(t);
    for (const imageModel of ['fal-ai/flux-pro/v1.1-ultra', 'black-forest-labs/FLUX.1-schnell', 'gemini-2.5-flash-image']) {
      const res = await put(u.headers, { provider: 'FAL_AI', imageModel });
      expect(res.statusCode, res.body).toBe(200);
      expect(aiKeysResponse.parse(res.json()).find((k) => k.provider === 'FAL_AI')?.imageModel).toBe(imageModel);
    }
    const cleared = await put(u.headers, { provider: 'FAL_AI', imageModel: '' });
    expect(aiKeysResponse.parse(cleared.json()).find((k) => k.provider === 'FAL_AI')?.imageModel).toBeNull();
  });

  it('states the model name pattern in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode, res.body).toBe(200);
    expect(JSON.stringify(res.json())).toContain(JSON.stringify(MODEL_NAME_PATTERN.source));
  });
});
