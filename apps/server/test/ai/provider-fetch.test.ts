/** Where adapter requests may go (provider-fetch.ts, decision 168): the pure decisions and the size bound. */
import { describe, expect, it } from 'vitest';
import { isResultHost, isUnderBase, readBounded } from '../../src/providers/ai/provider-fetch.ts';

describe('isUnderBase', () => {
  it.each([
    ['https://fal.run/fal-ai/flux/schnell', 'https://fal.run', true],
    ['https://api.openai.com/v1/chat/completions', 'https://api.openai.com/v1', true],
    ['https://api.openai.com/v1', 'https://api.openai.com/v1/', true],
    ['https://api.openai.com/v2/chat', 'https://api.openai.com/v1', false],
    ['https://api.openai.com/v10/chat', 'https://api.openai.com/v1', false],
    ['http://fal.run/x', 'https://fal.run', false],
    ['https://x.evilfal.ai/run', 'https://fal.run', false],
    ['https://fal.run.evil.com/x', 'https://fal.run', false],
    ['https://user:pw@fal.run/x', 'https://fal.run', false],
    ['http://127.0.0.1:4001/x', 'http://127.0.0.1:4000', false],
    ['not a url', 'https://fal.run', false],
  ])('%s under %s: %s', (url, base, expected) => {
    expect(isUnderBase(url, base)).toBe(expected);
  });
});

describe('isResultHost', () => {
  const fal = { baseUrl: 'https://fal.run', fileHosts: ['*.fal.media'] };
  it.each([
    ['https://v3.fal.media/files/abc.jpg', fal, true],
    ['https://fal.media/files/abc.jpg', fal, true],
    ['https://fal.run/files/abc.jpg', fal, true],
    ['http://v3.fal.media/files/abc.jpg', fal, false],
    ['https://v3.fal.media:8443/files/abc.jpg', fal, false],
    ['https://evilfal.media/files/abc.jpg', fal, false],
    ['https://fal.media.evil.com/x', fal, false],
    ['https://user@v3.fal.media/x', fal, false],
    ['http://169.254.169.254/latest/meta-data', fal, false],
    ['http://127.0.0.1:4000/files/a.png', { baseUrl: 'http://127.0.0.1:4000' }, true],
    ['http://127.0.0.1:4001/files/a.png', { baseUrl: 'http://127.0.0.1:4000' }, false],
    ['file:///etc/passwd', fal, false],
  ])('%s: %s', (url, opts, expected) => {
    expect(isResultHost(url, opts)).toBe(expected);
  });
});

describe('readBounded', () => {
  const stream = (chunks: number[]) =>
    new Response(
      new ReadableStream({
        start(c) {
          for (const n of chunks) c.enqueue(new Uint8Array(n));
          c.close();
        },
      }),
    );
  it('reads a body within the bound', async () => {
    expect((await readBounded(stream([3, 4]), 7))?.byteLength).toBe(7);
  });
  it('gives up past the bound, with or without a content-length', async () => {
    expect(await readBounded(stream([4, 4]), 7)).toBeUndefined();
    expect(await readBounded(new Response('x'.repeat(10), { headers: { 'content-length': '10' } }), 7)).toBeUndefined();
  });
});
