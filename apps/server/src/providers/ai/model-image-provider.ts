/**
 * The part every model-backed image adapter shares: build the image prompt, call the provider
 * through the adapter's transport with a deadline and our one retry, check and fit the picture to
 * the requested size, ask once more when it is unusable, then fail with 'invalid_output'.
 */
import type { ImageSize } from '@ads-creative/contracts/ai';
import { AiProviderError } from './ai-provider-error.ts';
import { normaliseImage } from './image-output.ts';
import { type ModelProviderOptions, startModelCallMeter } from './model-call-meter.ts';
import { imageCost } from './prices.ts';
import { buildImagePrompt } from './prompt-builder.ts';
import { providerName } from './provider-catalog.ts';
import type { AiCallContext, AiUsage, ImageGenerationRequest, ImageGenerationResult, ImageProvider } from './types.ts';

export interface ImageModelCall {
  prompt: string;
  size: ImageSize;
  signal: AbortSignal;
}

export interface ImageModelAnswer {
  /** The picture as the provider sent it (any format sharp decodes), or empty when it sent none. */
  bytes: Uint8Array;
  inputTokens?: number;
  outputTokens?: number;
}

export type ImageModelTransport = (call: ImageModelCall) => Promise<ImageModelAnswer>;

export interface ModelImageProviderOptions extends ModelProviderOptions {
  transport: ImageModelTransport;
}

export function createModelImageProvider(opts: ModelImageProviderOptions): ImageProvider {
  return {
    id: opts.id,
    model: opts.model,
    async generateImage(req: ImageGenerationRequest, ctx: AiCallContext = {}): Promise<ImageGenerationResult> {
      const meter = startModelCallMeter(opts, ctx);
      let images = 0;
      const usage = (): AiUsage => ({
        ...meter.usage('image'),
        images,
        costUsd: images === 0 ? 0 : imageCost(opts.prices, opts.model, req.size, images),
      });
      const prompt = buildImagePrompt(req);

      const call = () =>
        meter.send(async (signal) => {
          const answer = await opts.transport({ prompt, size: req.size, signal });
          if (answer.bytes.byteLength > 0) images++;
          return answer;
        });

      try {
        let image = await normaliseImage((await call()).bytes, req.size);
        if (!image.ok) image = await normaliseImage((await call()).bytes, req.size);
        if (!image.ok) {
          throw new AiProviderError({
            provider: opts.id,
            kind: 'invalid_output',
            message: `${providerName(opts.id)} returned an unusable image twice (${image.problem}). Please try again or choose another provider.`,
          });
        }
        return { bytes: image.bytes, mimeType: image.mimeType, width: image.width, height: image.height, usage: usage() };
      } catch (err) {
        throw meter.failure(err, usage());
      }
    },
  };
}
