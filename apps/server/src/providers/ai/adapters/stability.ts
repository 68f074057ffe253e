/**
 * Stability AI (STABLE_DIFFUSION) over its REST API with fetch: POST
 * /v2beta/stable-image/generate/core as multipart form data with `accept: image/*`, which answers
 * the image bytes. Errors come as JSON `{ name, errors: [...] }`; a filtered image is refused.
 */
import type { AdapterOptions } from '../adapter-options.ts';
import { AiProviderError } from '../ai-provider-error.ts';
import { createModelImageProvider } from '../model-image-provider.ts';
import { httpFailureError, retryAfterMs } from '../provider-failure.ts';
import { errorBodyText, pinnedFetch } from '../provider-fetch.ts';
import type { ImageProvider } from '../types.ts';

export const STABILITY_CORE_PATH = '/v2beta/stable-image/generate/core';
export const STABILITY_CORE_MODEL = 'stable-image-core';

async function reasonOf(response: Response): Promise<string | undefined> {
  const text = await errorBodyText(response);
  try {
    const body = JSON.parse(text) as { errors?: unknown; message?: unknown; name?: unknown };
    if (Array.isArray(body.errors) && body.errors.length > 0) return body.errors.map(String).join('; ');
    return typeof body.message === 'string' ? body.message : typeof body.name === 'string' ? body.name : undefined;
  } catch {
    return text.slice(0, 300) || undefined;
  }
}

export function createStabilityImageProvider(o: AdapterOptions): ImageProvider {
  const url = `${o.baseUrl.replace(/\/+$/, '')}${STABILITY_CORE_PATH}`;
  // No redirects followed (provider-fetch.ts); the model is not a choice, so nothing else shapes the URL.
  const fetch = pinnedFetch('STABLE_DIFFUSION', o.baseUrl);
  return createModelImageProvider({
    ...o,
    id: 'STABLE_DIFFUSION',
    async transport({ prompt, size, signal }) {
      const form = new FormData();
      form.set('prompt', prompt.slice(0, 10_000));
      form.set('negative_prompt', 'text, letters, words, watermark, logo, signature, blurry');
      form.set('aspect_ratio', size === '1200x628' ? '16:9' : '1:1');
      form.set('output_format', 'png');
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${o.apiKey}`, accept: 'image/*' },
        body: form,
        signal,
      });
      if (!response.ok) {
        throw httpFailureError('STABLE_DIFFUSION', {
          status: response.status,
          reason: await reasonOf(response),
          retryAfterMs: retryAfterMs(response.headers),
        });
      }
      if (response.headers.get('finish-reason') === 'CONTENT_FILTERED') {
        throw new AiProviderError({
          provider: 'STABLE_DIFFUSION',
          kind: 'bad_request',
          message: "Stability AI's content filter blocked the generated image. Please rephrase the prompt.",
        });
      }
      return { bytes: Buffer.from(await response.arrayBuffer()) };
    },
  });
}
