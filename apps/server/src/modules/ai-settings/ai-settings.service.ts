/**
 * The user's AI settings: their own provider keys (stored encrypted, never sent back: answers say
 * only whether one is set) and model choices, and the provider list as this user sees it (a
 * provider is configured when the user or the server has a key). The decrypted keys are handed to
 * the registry per request and kept nowhere else.
 */
import type { AiCapability, AiProviderId, AiProviderInfo } from '@ads-creative/contracts/ai';
import type { aiKeySettingSchema, UpdateAiKeyBody } from '@ads-creative/contracts/generation';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Cipher } from '../../lib/crypto.ts';
import { badRequest } from '../../lib/errors.ts';
import { providerCatalog } from '../../providers/ai/provider-catalog.ts';
import type { AiRegistry, KeyedProviderId, UserAiKeys } from '../../providers/ai/registry.ts';
import { createAiSettingsRepo } from './ai-settings.repo.ts';

export type AiKeySetting = z.infer<typeof aiKeySettingSchema>;

export const aiSettingsMessages = {
  builtinNeedsNoKey: 'The built-in provider runs on this server and needs no key.',
  keyWithSpaces: 'An API key cannot contain spaces or line breaks.',
  noTextModel: (name: string) => `${name} does not write ad copy, so it has no text model.`,
  noImageModel: (name: string) => `${name} does not generate images, so it has no image model.`,
} as const;

const keyedProviders = providerCatalog.filter((p) => p.id !== 'BUILTIN');

/** undefined keeps the stored value; '' or null clears it; anything else replaces it. */
const next = <T>(given: string | null | undefined, current: T | null, make: (v: string) => T): T | null =>
  given === undefined ? current : given === null || given.trim() === '' ? null : make(given.trim());

export function createAiSettingsService(deps: {
  db: Db;
  cipher: Cipher;
  ai: AiRegistry;
  clock: () => Date;
  /** Told when a stored key no longer decrypts (APP_SECRET changed); the key then counts as unset. */
  onUndecryptable?: (userId: number, provider: string) => void;
  /** The user's default provider for ad copy (optimization preferences, decision 123); none when absent. */
  defaultProvider?: (userId: number) => Promise<AiProviderId | null>;
}) {
  const repo = createAiSettingsRepo(deps.db);

  async function userKeys(userId: number): Promise<UserAiKeys> {
    const keys: UserAiKeys = {};
    for (const row of await repo.list(userId)) {
      let apiKey: string | null = null;
      if (row.apiKeyEnc) {
        try {
          apiKey = deps.cipher.decrypt(row.apiKeyEnc);
        } catch {
          deps.onUndecryptable?.(userId, row.provider);
        }
      }
      keys[row.provider as KeyedProviderId] = { apiKey, model: row.model, imageModel: row.imageModel };
    }
    return keys;
  }

  async function listKeys(userId: number): Promise<AiKeySetting[]> {
    const rows = new Map((await repo.list(userId)).map((r) => [r.provider, r]));
    return keyedProviders.map((p) => {
      const row = rows.get(p.id);
      return { provider: p.id, configured: Boolean(row?.apiKeyEnc), model: row?.model ?? null, imageModel: row?.imageModel ?? null };
    });
  }

  return {
    userKeys,
    listKeys,

    /** The registry's list with `default` on the user's default copy provider (never in the image list). */
    async listProviders(userId: number, capability?: AiCapability): Promise<AiProviderInfo[]> {
      const [keys, chosen] = await Promise.all([userKeys(userId), capability === 'image' ? null : deps.defaultProvider?.(userId)]);
      return deps.ai.listProviders({ userKeys: keys, capability }).map((p) => ({ ...p, default: p.id === chosen }));
    },

    async updateKey(userId: number, body: UpdateAiKeyBody): Promise<AiKeySetting[]> {
      const entry = keyedProviders.find((p) => p.id === body.provider);
      if (!entry) throw badRequest(aiSettingsMessages.builtinNeedsNoKey, 'provider');
      if (body.apiKey && /\s/.test(body.apiKey.trim())) throw badRequest(aiSettingsMessages.keyWithSpaces, 'apiKey');
      for (const field of ['model', 'imageModel'] as const) {
        const value = body[field]?.trim();
        if (!value) continue;
        const capability = field === 'model' ? 'text' : 'image';
        if (!entry.capabilities.includes(capability)) {
          throw badRequest(
            field === 'model' ? aiSettingsMessages.noTextModel(entry.name) : aiSettingsMessages.noImageModel(entry.name),
            field,
          );
        }
      }
      await deps.db.transaction(async (tx) => {
        const txRepo = createAiSettingsRepo(tx as unknown as Db);
        const current = await txRepo.find(userId, entry.id);
        const row = {
          userId,
          provider: entry.id,
          apiKeyEnc: next(body.apiKey, current?.apiKeyEnc ?? null, (v) => deps.cipher.encrypt(v)),
          model: next(body.model, current?.model ?? null, (v) => v),
          imageModel: next(body.imageModel, current?.imageModel ?? null, (v) => v),
          updatedAt: deps.clock(),
        };
        if (row.apiKeyEnc === null && row.model === null && row.imageModel === null) await txRepo.delete(userId, entry.id);
        else await txRepo.upsert(row);
      });
      return listKeys(userId);
    },
  };
}
export type AiSettingsService = ReturnType<typeof createAiSettingsService>;
