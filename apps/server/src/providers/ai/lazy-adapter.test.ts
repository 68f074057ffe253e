import { describe, expect, it, vi } from 'vitest';
import type { AdapterOptions } from './adapter-options.ts';
import { lazyImage, lazyText } from './lazy-adapter.ts';
import type { ImageProvider, TextProvider } from './types.ts';

const options = { apiKey: 'k', baseUrl: 'http://127.0.0.1:1', model: 'm-1', timeoutMs: 1000 } as AdapterOptions;

describe('lazy adapters', () => {
  it('load the adapter module on the first call only, and make the provider once with the same options', async () => {
    const generateVariations = vi.fn(
      async () => ({ variations: [] }) as unknown as Awaited<ReturnType<TextProvider['generateVariations']>>,
    );
    const create = vi.fn((o: AdapterOptions): TextProvider => ({ id: 'OPENAI', model: o.model, generateVariations }));
    const load = vi.fn(async () => create);
    const provider = lazyText('OPENAI', load)(options);
    expect(provider).toMatchObject({ id: 'OPENAI', model: 'm-1' });
    expect(load).not.toHaveBeenCalled();
    const request = { numberOfVariations: 1 } as Parameters<TextProvider['generateVariations']>[0];
    await Promise.all([provider.generateVariations(request), provider.generateVariations(request)]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith(options);
    expect(generateVariations).toHaveBeenCalledTimes(2);
  });

  it("pass the adapter's errors through, images too", async () => {
    const failure = new Error('provider down');
    const create = (): ImageProvider => ({
      id: 'FAL_AI',
      model: 'x',
      generateImage: async () => {
        throw failure;
      },
    });
    const provider = lazyImage('FAL_AI', async () => create)(options);
    await expect(provider.generateImage({} as Parameters<ImageProvider['generateImage']>[0])).rejects.toBe(failure);
  });
});
