import { describe, expect, it } from 'vitest';
import { createResultCache } from './result-cache.ts';

describe('the result cache', () => {
  it('computes a key once: a later request and requests made while it computes get the same answer', async () => {
    const cache = createResultCache<{ n: number }>(10);
    let computed = 0;
    let finish: (v: { n: number }) => void = () => undefined;
    const compute = () => {
      computed += 1;
      return new Promise<{ n: number }>((resolve) => (finish = resolve));
    };
    const waiting = [cache.get('a', compute), cache.get('a', compute), cache.get('a', compute)];
    finish({ n: 1 });
    expect(await Promise.all(waiting)).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }]);
    expect(await cache.get('a', compute)).toEqual({ n: 1 });
    expect(computed).toBe(1);
    expect(await cache.get('b', async () => ({ n: 2 }))).toEqual({ n: 2 });
  });

  it('keeps no failure: the error reaches the caller and the next request computes again', async () => {
    const cache = createResultCache<{ n: number }>(10);
    await expect(cache.get('a', () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect(await cache.get('a', async () => ({ n: 2 }))).toEqual({ n: 2 });
  });

  it('answers those waiting for a computation that newer keys pushed out while it ran', async () => {
    const cache = createResultCache<{ n: number }>(1);
    let finish: (v: { n: number }) => void = () => undefined;
    const slow = cache.get('a', () => new Promise<{ n: number }>((resolve) => (finish = resolve)));
    expect(await cache.get('b', async () => ({ n: 2 }))).toEqual({ n: 2 });
    finish({ n: 1 });
    expect(await slow).toEqual({ n: 1 });
  });

  it('keeps at most its size, the least recently used out first', async () => {
    const cache = createResultCache<{ key: string }>(2);
    const get = (key: string) => cache.get(key, async () => ({ key: `${key}, computed again` }));
    await cache.get('a', async () => ({ key: 'a' }));
    await cache.get('b', async () => ({ key: 'b' }));
    expect(await get('a')).toEqual({ key: 'a' });
    await cache.get('c', async () => ({ key: 'c' }));
    expect(cache.size).toBe(2);
    expect(await get('a')).toEqual({ key: 'a' });
    expect(await get('b')).toEqual({ key: 'b, computed again' });
  });
});
