/**
 * Hugging Face through @huggingface/inference's InferenceClient: chatCompletion against the router's
 * OpenAI-compatible /v1/chat/completions (json_schema response_format) for copy, textToImage against
 * /hf-inference/models/<model> for creatives. endpointUrl carries HUGGINGFACE_BASE_URL; the SDK's
 * 503 retry is off. Its errors keep the status but not the headers, so a wrapped fetch keeps them.
 * The wrapped fetch also keeps every request under HUGGINGFACE_BASE_URL without redirects, and a
 * URL answer to text-to-image is downloaded by us from the base URL's origin only (issue 15).
 */
import { InferenceClient, InferenceClientProviderApiError } from '@huggingface/inference';
import type { AdapterOptions } from '../adapter-options.ts';
import { generationSize } from '../image-output.ts';
import { createModelImageProvider } from '../model-image-provider.ts';
import { createModelTextProvider } from '../model-text-provider.ts';
import { httpFailureError, retryAfterMs, unusableAnswerError } from '../provider-failure.ts';
import { downloadResult, MAX_RESULT_BYTES, pinnedFetch, readBounded } from '../provider-fetch.ts';
import type { ImageProvider, TextProvider } from '../types.ts';
import { variationsResponseFormat } from '../variation-json-schema.ts';

const base = (url: string) => url.replace(/\/+$/, '');

/** A fetch pinned to the base URL that remembers the last response's headers, for Retry-After. One per call. */
function recordingFetch(baseUrl: string) {
  const seen: { headers?: Headers } = {};
  const pinned = pinnedFetch('HUGGINGFACE', baseUrl);
  const wrapped: typeof fetch = async (input, init) => {
    const response = await pinned(input, init);
    seen.headers = response.headers;
    return response;
  };
  return { fetch: wrapped, seen };
}

function mapError(err: unknown, headers: Headers | undefined): unknown {
  if (err instanceof InferenceClientProviderApiError) {
    const body = err.httpResponse.body;
    const reason =
      typeof body === 'string'
        ? body
        : typeof body?.error === 'string'
          ? body.error
          : ((body?.error as { message?: string } | undefined)?.message ??
            (typeof body?.message === 'string' ? body.message : err.message));
    return httpFailureError('HUGGINGFACE', { status: err.httpResponse.status, reason, retryAfterMs: retryAfterMs(headers) });
  }
  return err;
}

/**
 * For text-to-image: a JSON answer that points at a URL (`{ output: ['https://…'] }`) would make the
 * SDK fetch it with the global fetch, on any host and following redirects. This fetch downloads it
 * itself (base URL's origin only, no redirects, size-bounded) and hands the SDK the bytes instead.
 */
function urlAnswersDownloaded(inner: typeof fetch, baseUrl: string, signal: AbortSignal): typeof fetch {
  return async (input, init) => {
    const response = await inner(input, init);
    if (!response.ok || !response.headers.get('content-type')?.includes('json')) return response;
    // A JSON answer may carry the picture as base64: bounded like a downloaded one (4 chars per 3 bytes).
    const body = await readBounded(response, Math.ceil((MAX_RESULT_BYTES * 4) / 3) + 4096);
    if (!body) throw unusableAnswerError('HUGGINGFACE', 'the JSON answer is larger than a picture can be');
    const text = Buffer.from(body).toString('utf8');
    const url = ((): unknown => {
      try {
        return (JSON.parse(text) as { output?: unknown[] }).output?.[0];
      } catch {
        return undefined;
      }
    })();
    if (typeof url !== 'string') return new Response(text, { status: response.status, headers: response.headers });
    const bytes = await downloadResult('HUGGINGFACE', url, { baseUrl, signal });
    return new Response(new Uint8Array(bytes), { status: 200, headers: { 'content-type': 'application/octet-stream' } });
  };
}

export function createHuggingFaceTextProvider(o: AdapterOptions): TextProvider {
  const hf = new InferenceClient(o.apiKey);
  return createModelTextProvider({
    ...o,
    id: 'HUGGINGFACE',
    async transport({ system, messages, count, signal }) {
      const recorder = recordingFetch(o.baseUrl);
      try {
        const completion = await hf.chatCompletion(
          {
            model: o.model,
            endpointUrl: `${base(o.baseUrl)}/v1`,
            messages: [{ role: 'system', content: system }, ...messages],
            response_format: variationsResponseFormat(count),
            max_tokens: 2048,
          },
          { signal, retry_on_error: false, fetch: recorder.fetch },
        );
        const text = completion.choices?.[0]?.message?.content ?? '';
        return { output: text, text, inputTokens: completion.usage?.prompt_tokens, outputTokens: completion.usage?.completion_tokens };
      } catch (err) {
        throw mapError(err, recorder.seen.headers);
      }
    },
  });
}

export function createHuggingFaceImageProvider(o: AdapterOptions): ImageProvider {
  const hf = new InferenceClient(o.apiKey);
  return createModelImageProvider({
    ...o,
    id: 'HUGGINGFACE',
    async transport({ prompt, size, signal }) {
      const recorder = recordingFetch(o.baseUrl);
      try {
        const image = await hf.textToImage(
          {
            model: o.model,
            endpointUrl: `${base(o.baseUrl)}/hf-inference/models/${o.model}`,
            inputs: prompt,
            parameters: generationSize(size),
          },
          { signal, retry_on_error: false, fetch: urlAnswersDownloaded(recorder.fetch, o.baseUrl, signal), outputType: 'blob' },
        );
        return { bytes: Buffer.from(await image.arrayBuffer()) };
      } catch (err) {
        throw mapError(err, recorder.seen.headers);
      }
    },
  });
}
