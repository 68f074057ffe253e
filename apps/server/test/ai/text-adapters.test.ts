/**
 * The real text adapters (official SDKs, real HTTP) against local fakes of each provider's wire
 * format: success, malformed output then repair, invalid output twice, time-out, 429 with
 * Retry-After, 503 twice, Retry-After beyond the cap, and a bad key.
 */
import { callToActions } from '@ads-creative/contracts/ads';
import { adCopySchema, CALL_TO_ACTION_NOTE } from '@ads-creative/contracts/ai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PRICES, textCost } from '../../src/providers/ai/prices.ts';
import type { TextGenerationRequest } from '../../src/providers/ai/types.ts';
import { ANTHROPIC_USAGE, startAnthropicFake } from '../fakes/ai/anthropic-fake.ts';
import { GEMINI_USAGE, startGeminiFake } from '../fakes/ai/gemini-fake.ts';
import { HF_USAGE, startHuggingFaceFake } from '../fakes/ai/huggingface-fake.ts';
import { OPENAI_USAGE, startOpenAiFake } from '../fakes/ai/openai-fake.ts';
import { RETRY_AFTER_SECONDS, type RecordedRequest, type ScriptedServer, VALID_KEY } from '../fakes/ai/scripted-server.ts';
import { registryWith, rejection, sent } from './ai-test-kit.ts';

interface TextCase {
  id: 'OPENAI' | 'ANTHROPIC' | 'GEMINI' | 'HUGGINGFACE';
  name: string;
  start: () => Promise<ScriptedServer>;
  env: (url: string, key: string) => Record<string, string>;
  model: string;
  tokens: { input: number; output: number };
  authStatus: number;
  authReason: string;
  /** The provider's structured-output feature is in the request. */
  structured: (r: RecordedRequest) => void;
}

// biome-ignore lint/suspicious/noExplicitAny: the assertions walk deep into each provider's request body.
const body = (r: RecordedRequest) => r.json as Record<string, any>;

const cases: TextCase[] = [
  {
    id: 'OPENAI',
    name: 'OpenAI',
    start: startOpenAiFake,
    env: (url, key) => ({ OPENAI_API_KEY: key, OPENAI_BASE_URL: `${url}/v1` }),
    model: 'gpt-4.1-mini',
    tokens: { input: OPENAI_USAGE.prompt_tokens, output: OPENAI_USAGE.completion_tokens },
    authStatus: 401,
    authReason: 'Incorrect API key provided',
    structured: (r) => {
      expect(r.path).toBe('/v1/chat/completions');
      expect(body(r).response_format.type).toBe('json_schema');
      expect(body(r).response_format.json_schema.strict).toBe(true);
      expect(body(r).response_format.json_schema.schema.properties.variations.items.properties.callToAction.enum).toEqual([
        ...callToActions,
      ]);
      expect(body(r).messages[0].role).toBe('system');
    },
  },
  {
    id: 'ANTHROPIC',
    name: 'Anthropic Claude',
    start: startAnthropicFake,
    env: (url, key) => ({ ANTHROPIC_API_KEY: key, ANTHROPIC_BASE_URL: url }),
    model: 'claude-haiku-4-5',
    tokens: { input: ANTHROPIC_USAGE.input_tokens, output: ANTHROPIC_USAGE.output_tokens },
    authStatus: 401,
    authReason: 'invalid x-api-key',
    structured: (r) => {
      expect(r.path).toBe('/v1/messages');
      expect(body(r).tools[0].input_schema.properties.variations.type).toBe('array');
      expect(body(r).tool_choice).toMatchObject({ type: 'tool', name: body(r).tools[0].name });
      expect(typeof body(r).system).toBe('string');
    },
  },
  {
    id: 'GEMINI',
    name: 'Google Gemini',
    start: startGeminiFake,
    env: (url, key) => ({ GEMINI_API_KEY: key, GEMINI_BASE_URL: url }),
    model: 'gemini-2.5-flash',
    tokens: { input: GEMINI_USAGE.promptTokenCount, output: GEMINI_USAGE.candidatesTokenCount },
    authStatus: 400,
    authReason: 'API key not valid',
    structured: (r) => {
      expect(r.path).toBe('/v1beta/models/gemini-2.5-flash:generateContent');
      expect(body(r).generationConfig.responseMimeType).toBe('application/json');
      expect(body(r).generationConfig.responseSchema.properties.variations.items.properties.callToAction.enum).toEqual([...callToActions]);
      expect(body(r).systemInstruction).toBeDefined();
    },
  },
  {
    id: 'HUGGINGFACE',
    name: 'Hugging Face',
    start: startHuggingFaceFake,
    env: (url, key) => ({ HUGGINGFACE_API_KEY: key, HUGGINGFACE_BASE_URL: url }),
    model: 'Qwen/Qwen2.5-72B-Instruct',
    tokens: { input: HF_USAGE.prompt_tokens, output: HF_USAGE.completion_tokens },
    authStatus: 401,
    authReason: 'Invalid credentials in Authorization header',
    structured: (r) => {
      expect(r.path).toBe('/v1/chat/completions');
      expect(body(r).model).toBe('Qwen/Qwen2.5-72B-Instruct');
      expect(body(r).response_format.type).toBe('json_schema');
      expect(body(r).response_format.json_schema.schema.properties.variations.type).toBe('array');
    },
  },
];

const request: TextGenerationRequest = {
  prompt: 'Viết quảng cáo cho trà thảo mộc Zen dành cho cha mẹ bận rộn',
  language: 'vi',
  promptStyle: 'friendly',
  adType: 'WEBSITE_CONVERSION_AD',
  numberOfVariations: 3,
};

describe.each(cases)('$id text adapter against its fake', (c) => {
  let fake: ScriptedServer;
  beforeAll(async () => {
    fake = await c.start();
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());
  const calls = () => fake.requests.length;
  const provider = (opts: { key?: string; timeoutMs?: number; maxWaitMs?: number } = {}) =>
    registryWith(c.env(fake.url, opts.key ?? VALID_KEY), opts).getTextProvider(c.id);

  it('returns valid variations with usage and cost, asking through structured output', async () => {
    const before = calls();
    const { variations, usage } = await provider().generateVariations(request, { userId: 1 });

    expect(variations).toHaveLength(3);
    for (const v of variations) {
      expect(adCopySchema.safeParse(v).success).toBe(true);
      expect(callToActions).toContain(v.callToAction);
    }
    const expectedCost = textCost(DEFAULT_PRICES, c.model, c.tokens.input, c.tokens.output);
    expect(expectedCost).toBeGreaterThan(0);
    expect(usage).toMatchObject({
      provider: c.id,
      kind: 'text',
      model: c.model,
      attempts: 1,
      inputTokens: c.tokens.input,
      outputTokens: c.tokens.output,
      costUsd: expectedCost,
    });
    expect(usage.latencyMs).toBeGreaterThanOrEqual(0);
    expect(calls() - before).toBe(1);
    const sentRequest = fake.requests.at(-1)!;
    c.structured(sentRequest);
    expect(sent(sentRequest)).toContain(JSON.stringify(CALL_TO_ACTION_NOTE).slice(1, -1));
  });

  it("uses the user's call to action for every variation", async () => {
    const { variations } = await provider().generateVariations({ ...request, callToAction: 'SIGN_UP' });
    expect(variations.map((v) => v.callToAction)).toEqual(['SIGN_UP', 'SIGN_UP', 'SIGN_UP']);
    expect(sent(fake.requests.at(-1)!)).toContain('use SIGN_UP for every variation');
  });

  it('repairs malformed output with one more request that says what was wrong', async () => {
    fake.script('malformed', 'ok');
    const before = calls();
    const { variations, usage } = await provider().generateVariations(request);
    expect(variations).toHaveLength(3);
    expect(calls() - before).toBe(2);
    expect(sent(fake.requests.at(-1)!)).toContain('Your previous answer could not be used');
    expect(usage.attempts).toBe(2);
    expect(usage.inputTokens).toBe(2 * c.tokens.input);
    expect(usage.outputTokens).toBe(2 * c.tokens.output);
    expect(usage.costUsd).toBeCloseTo(2 * (textCost(DEFAULT_PRICES, c.model, c.tokens.input, c.tokens.output) ?? 0), 10);
  });

  it("fails with 'invalid_output' when the answer is invalid twice", async () => {
    fake.script('invalid', 'invalid');
    const before = calls();
    const error = await rejection(provider().generateVariations(request));
    expect(error.kind).toBe('invalid_output');
    expect(error.provider).toBe(c.id);
    expect(error.message).toContain(`${c.name} returned ad copy in the wrong format twice`);
    expect(error.message).toMatch(/callToAction|primaryText/);
    expect(calls() - before).toBe(2);
    expect(error.usage).toMatchObject({ attempts: 2, inputTokens: 2 * c.tokens.input });
  });

  it("fails with 'timeout' when the provider is slower than AI_TIMEOUT_MS, without retrying", async () => {
    fake.script('slow');
    const before = calls();
    const started = performance.now();
    const error = await rejection(provider({ timeoutMs: 300 }).generateVariations(request));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe(`${c.name} did not answer within 300 ms. Please try again.`);
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(calls() - before).toBe(1);
  });

  it('waits for Retry-After after a 429, then succeeds', async () => {
    fake.script('rate_limited', 'ok');
    const before = calls();
    const { variations, usage } = await provider().generateVariations(request);
    expect(variations).toHaveLength(3);
    const [first, second] = fake.requests.slice(before);
    expect(second.at - first.at).toBeGreaterThanOrEqual(RETRY_AFTER_SECONDS * 1000 - 5);
    expect(usage.attempts).toBe(2);
  });

  it('does not hold the user when Retry-After is beyond the cap', async () => {
    fake.script('rate_limited');
    const before = calls();
    const error = await rejection(provider({ maxWaitMs: 500 }).generateVariations(request));
    expect(error.kind).toBe('rate_limited');
    expect(error.retryAfterMs).toBe(RETRY_AFTER_SECONDS * 1000);
    expect(error.message).toContain(`${c.name} is limiting requests (429)`);
    expect(error.message).toContain('wait 1 s');
    expect(calls() - before).toBe(1);
  });

  it("retries a 5xx once, then fails with 'unavailable'", async () => {
    fake.script('server_error', 'server_error');
    const before = calls();
    const error = await rejection(provider().generateVariations(request));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toContain(`${c.name} is unavailable`);
    expect(calls() - before).toBe(2);
  });

  it("fails with 'auth' on a bad key, keeping the provider's reason for the log only, without retrying", async () => {
    const before = calls();
    const error = await rejection(provider({ key: 'bad-key' }).generateVariations(request));
    expect(error.kind).toBe('auth');
    expect(error.status).toBe(c.authStatus);
    expect(error.message).toContain(`${c.name} rejected the API key (${c.authStatus})`);
    expect(error.message).not.toContain(c.authReason);
    expect(error.detail).toContain(c.authReason);
    expect(calls() - before).toBe(1);
  });
});
