/**
 * A real adapter whose module, and so its provider's SDK, is imported on its first call rather than when
 * the server starts (decision 174): the five SDKs were about a third of the time the server took to load
 * its code, and most servers call one of them, or none (the built-in provider needs no SDK).
 */
import type { AiProviderId } from '@ads-creative/contracts/ai';
import type { AdapterOptions } from './adapter-options.ts';
import type { ImageProvider, TextProvider } from './types.ts';

type Load<P> = () => Promise<(o: AdapterOptions) => P>;

/** Makes the provider once, on the first call, from the loaded module's factory. */
function once<P>(load: Load<P>, o: AdapterOptions): () => Promise<P> {
  let made: Promise<P> | undefined;
  return () => {
    made ??= load().then((create) => create(o));
    return made;
  };
}

export const lazyText =
  (id: AiProviderId, load: Load<TextProvider>) =>
  (o: AdapterOptions): TextProvider => {
    const provider = once(load, o);
    return { id, model: o.model, generateVariations: async (request, ctx) => (await provider()).generateVariations(request, ctx) };
  };

export const lazyImage =
  (id: AiProviderId, load: Load<ImageProvider>) =>
  (o: AdapterOptions): ImageProvider => {
    const provider = once(load, o);
    return { id, model: o.model, generateImage: async (request, ctx) => (await provider()).generateImage(request, ctx) };
  };
