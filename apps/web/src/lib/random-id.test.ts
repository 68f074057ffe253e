/** randomId works with and without crypto.randomUUID (which exists only on https and localhost). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { savedPromptStore } from '../features/ad-wizard/saved-prompts.ts';
import { randomId } from './random-id.ts';

const realCrypto = globalThis.crypto;
/** The crypto a page over plain http on a LAN address gets: getRandomValues, no randomUUID. */
const stubInsecureCrypto = (getRandomValues = realCrypto.getRandomValues.bind(realCrypto)) => vi.stubGlobal('crypto', { getRandomValues });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('randomId', () => {
  it('uses crypto.randomUUID when there is one', () => {
    const spy = vi.spyOn(realCrypto, 'randomUUID').mockReturnValue('11111111-2222-4333-8444-555555555555');
    expect(randomId()).toBe('11111111-2222-4333-8444-555555555555');
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('gives distinct UUIDs by default', () => {
    const a = randomId();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(randomId()).not.toBe(a);
  });

  it('without randomUUID, builds 32 hex digits from crypto.getRandomValues', () => {
    stubInsecureCrypto();
    expect(globalThis.crypto.randomUUID).toBeUndefined();
    const ids = new Set(Array.from({ length: 50 }, () => randomId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('without randomUUID, writes every byte as two hex digits, zero-padded', () => {
    stubInsecureCrypto(<T extends ArrayBufferView | null>(array: T) => {
      if (array instanceof Uint8Array) for (let i = 0; i < array.length; i++) array[i] = i === 15 ? 255 : i;
      return array;
    });
    expect(randomId()).toBe('000102030405060708090a0b0c0d0eff');
  });
});

describe('callers on a non-secure origin', () => {
  it('saving a prompt works without randomUUID', () => {
    stubInsecureCrypto();
    const entry = savedPromptStore.save('Summer', 'Write about summer', 'dynamic');
    expect(entry.id).toMatch(/^[0-9a-f]{32}$/);
    expect(savedPromptStore.list()[0]).toMatchObject({ id: entry.id, name: 'Summer' });
  });
});
