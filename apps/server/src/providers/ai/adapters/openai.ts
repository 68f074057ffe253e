/**
 * OpenAI through the official SDK: chat.completions with a strict json_schema response_format for
 * copy, images.generate (base64) for creatives. OPENAI_BASE_URL points it at any OpenAI-compatible
 * server (Ollama, vLLM, OpenRouter). SDK retries are off; model-text-provider retries.
 */
import OpenAI from 'openai';
import { type AdapterOptions, sdkTimeout } from '../adapter-options.ts';
import { AiProviderError } from '../ai-provider-error.ts';
import { createModelImageProvider } from '../model-image-provider.ts';
import { createModelTextProvider } from '../model-text-provider.ts';
import { httpFailureError, retryAfterMs } from '../provider-failure.ts';
import { pinnedFetch } from '../provider-fetch.ts';
import type { ImageProvider, TextProvider } from '../types.ts';
import { variationsResponseFormat } from '../variation-json-schema.ts';

/** Requests stay under OPENAI_BASE_URL and redirects are not followed (provider-fetch.ts). */
const client = (o: AdapterOptions) =>
  new OpenAI({
    apiKey: o.apiKey,
    baseURL: o.baseUrl,
    timeout: sdkTimeout(o.timeoutMs),
    maxRetries: 0,
    fetch: pinnedFetch('OPENAI', o.baseUrl),
  });

function mapError(err: unknown): unknown {
  if (err instanceof OpenAI.APIError && typeof err.status === 'number') {
    const body = err.error as { message?: string } | undefined;
    return httpFailureError('OPENAI', {
      status: err.status,
      reason: body?.message ?? err.message,
      retryAfterMs: retryAfterMs(err.headers),
    });
  }
  return err;
}

export function createOpenAiTextProvider(o: AdapterOptions): TextProvider {
  const openai = client(o);
  return createModelTextProvider({
    ...o,
    id: 'OPENAI',
    async transport({ system, messages, count, signal }) {
      try {
        const completion = await openai.chat.completions.create(
          {
            model: o.model,
            messages: [{ role: 'system', content: system }, ...messages],
            response_format: variationsResponseFormat(count),
          },
          { signal },
        );
        const message = completion.choices[0]?.message;
        if (message?.refusal) {
          throw new AiProviderError({
            provider: 'OPENAI',
            kind: 'bad_request',
            message: `OpenAI declined to write this ad: ${message.refusal}`,
          });
        }
        const text = message?.content ?? '';
        return { output: text, text, inputTokens: completion.usage?.prompt_tokens, outputTokens: completion.usage?.completion_tokens };
      } catch (err) {
        throw mapError(err);
      }
    },
  });
}

export function createOpenAiImageProvider(o: AdapterOptions): ImageProvider {
  const openai = client(o);
  // GPT Image models always answer base64 and reject response_format; DALL·E and most compatible servers need it.
  const gptImage = o.model.startsWith('gpt-image');
  return createModelImageProvider({
    ...o,
    id: 'OPENAI',
    async transport({ prompt, size, signal }) {
      const landscape = size === '1200x628';
      try {
        const result = await openai.images.generate(
          {
            model: o.model,
            prompt,
            n: 1,
            size: landscape ? (o.model === 'dall-e-3' ? '1792x1024' : '1536x1024') : '1024x1024',
            ...(gptImage ? { quality: 'medium', output_format: 'jpeg' } : { response_format: 'b64_json' }),
          },
          { signal },
        );
        const b64 = result.data?.[0]?.b64_json;
        return {
          bytes: b64 ? Buffer.from(b64, 'base64') : new Uint8Array(),
          inputTokens: result.usage?.input_tokens,
          outputTokens: result.usage?.output_tokens,
        };
      } catch (err) {
        throw mapError(err);
      }
    },
  });
}
