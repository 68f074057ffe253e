/** GET /api/user/ai-keys: whether the user has stored a key for each provider (never the key) and their model choices. */
import type { aiKeySettingSchema } from '@ads-creative/contracts/generation';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type AiKeySetting = z.infer<typeof aiKeySettingSchema>;

export const aiKeysQueryKey = ['user', 'ai-keys'] as const;

export const useAiKeys = () => useQuery({ queryKey: aiKeysQueryKey, queryFn: () => api<AiKeySetting[]>('/user/ai-keys') });
