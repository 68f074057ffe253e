/**
 * fal.ai through @fal-ai/client: fal.run on a FLUX endpoint (default fal-ai/flux/schnell), then the
 * returned image URL is downloaded. A request middleware rebases https://fal.run onto FAL_BASE_URL.
 * The SDK retries run() three times with no way to turn it off, so our fetch answers every HTTP
 * failure with an AiProviderError, which the SDK does not retry, and our one retry policy applies.
 *
 * The SDK takes a model id that is a URL on any host ending in fal.ai / fal.run as the endpoint
 * itself (utils.isValidUrl), which made the model name an SSRF (issue 15). Model names are checked
 * on the way in (contracts MODEL_NAME_PATTERN); here the middleware refuses anything but
 * https://fal.run, the fetch refuses anything off FAL_BASE_URL and redirects, and the image comes
 * only from FAL_BASE_URL's origin or fal's file CDN (FAL_FILE_HOSTS), without redirects, size-bounded.
 */
import { createFalClient, type RequestMiddleware } from '@fal-ai/client';
import type { AdapterOptions } from '../adapter-options.ts';
import { AiProviderError } from '../ai-provider-error.ts';
import { generationSize } from '../image-output.ts';
import { createModelImageProvider } from '../model-image-provider.ts';
import { httpFailureError, retryAfterMs, toAiProviderError } from '../provider-failure.ts';
import { downloadResult, errorBodyText, offBaseError, pinnedFetch } from '../provider-fetch.ts';
import type { ImageProvider } from '../types.ts';

const FAL_RUN = 'https://fal.run';
/** Where fal's synchronous runs put generated files (https://docs.fal.ai: v3.fal.media, fal.media, …). */
export const FAL_FILE_HOSTS = ['*.fal.media'] as const;

interface FalImageOutput {
  images?: Array<{ url?: string; content_type?: string }>;
  has_nsfw_concepts?: boolean[];
}

async function reasonOf(response: Response): Promise<string | undefined> {
  const text = await errorBodyText(response);
  try {
    const body = JSON.parse(text) as { detail?: unknown; message?: unknown; error?: unknown };
    const detail = Array.isArray(body.detail)
      ? body.detail.map((d) => (d as { msg?: string }).msg ?? JSON.stringify(d)).join('; ')
      : body.detail;
    const reason = detail ?? body.message ?? body.error;
    return typeof reason === 'string' ? reason : reason === undefined ? undefined : JSON.stringify(reason);
  } catch {
    return text.slice(0, 300) || undefined;
  }
}

const failFastFetch = (baseUrl: string): typeof fetch => {
  const pinned = pinnedFetch('FAL_AI', baseUrl);
  return async (input, init) => {
    let response: Response;
    try {
      response = await pinned(input, init);
    } catch (err) {
      if ((err as Error)?.name === 'AbortError' || (err as Error)?.name === 'TimeoutError') throw err;
      // Without `cause`: the SDK walks the cause chain for network codes and would retry.
      const { kind, message, detail } = toAiProviderError('FAL_AI', err);
      throw new AiProviderError({ provider: 'FAL_AI', kind, message, detail });
    }
    if (!response.ok) {
      throw httpFailureError('FAL_AI', {
        status: response.status,
        reason: await reasonOf(response),
        retryAfterMs: retryAfterMs(response.headers),
      });
    }
    return response;
  };
};

export function createFalImageProvider(o: AdapterOptions): ImageProvider {
  const baseUrl = o.baseUrl.replace(/\/+$/, '');
  // Anything the SDK would send elsewhere than https://fal.run (a model id that is a URL) is refused here.
  const rebase: RequestMiddleware = async (request) => {
    if (!request.url.startsWith(`${FAL_RUN}/`)) throw offBaseError('FAL_AI', request.url);
    return { ...request, url: `${baseUrl}${request.url.slice(FAL_RUN.length)}` };
  };
  const fal = createFalClient({
    credentials: o.apiKey,
    fetch: failFastFetch(baseUrl),
    requestMiddleware: rebase,
    suppressLocalCredentialsWarning: true,
  });

  return createModelImageProvider({
    ...o,
    id: 'FAL_AI',
    async transport({ prompt, size, signal }) {
      const result = await fal.run(o.model, {
        input: { prompt, image_size: generationSize(size), num_images: 1, enable_safety_checker: true, output_format: 'jpeg' },
        abortSignal: signal,
      });
      const output = result.data as FalImageOutput;
      if (output.has_nsfw_concepts?.[0]) {
        throw new AiProviderError({
          provider: 'FAL_AI',
          kind: 'bad_request',
          message: 'fal.ai flagged the generated image as unsafe. Please rephrase the prompt.',
        });
      }
      const url = output.images?.[0]?.url;
      if (!url) return { bytes: new Uint8Array() };
      return { bytes: await downloadResult('FAL_AI', url, { baseUrl, fileHosts: FAL_FILE_HOSTS, signal }) };
    },
  });
}
