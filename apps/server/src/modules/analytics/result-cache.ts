/**
 * A bounded in-memory cache of computed answers (decision 163), least recently used out first. Concurrent
 * requests for one key wait for one computation; a failed computation is not kept. Callers put everything
 * the answer depends on in the key (the user's data version among it), so an entry never needs expiring:
 * a write makes a new key, and the old entry ages out.
 */
import { LRUCache } from 'lru-cache';

export function createResultCache<V extends object>(maxEntries: number) {
  const cache = new LRUCache<string, V, () => Promise<V>>({
    max: maxEntries,
    fetchMethod: (_key, _stale, { context }) => context(),
    // A computation pushed out by newer keys while it runs still answers those waiting for it (not an abort error).
    ignoreFetchAbort: true,
  });
  return {
    get: async (key: string, compute: () => Promise<V>): Promise<V> => (await cache.fetch(key, { context: compute })) as V,
    get size() {
      return cache.size;
    },
  };
}
