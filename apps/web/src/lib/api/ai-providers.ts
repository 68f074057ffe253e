/**
 * GET /api/ai-providers, /api/ai-providers/text and /api/ai-providers/image: every provider (Settings) or
 * those of one kind (the wizard, the ad detail page's Generate Content), with capabilities, whether each can
 * be used now and what to set when not. One fetcher and one hook (decision 173), cached a minute under
 * ['ai-providers'], which Settings marks stale after a key changes.
 */
import type { AiProviderInfo } from '@ads-creative/contracts/ai';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

export type ProviderKind = 'text' | 'image';

export const fetchAiProviders = (kind: ProviderKind | 'all') =>
  api<AiProviderInfo[]>(kind === 'all' ? '/ai-providers' : `/ai-providers/${kind}`);

/** The query of one kind's providers, for the hook and for a page that starts it early (the wizard's edit page). */
export const aiProvidersQuery = (kind: ProviderKind | 'all') =>
  queryOptions({ queryKey: queryKeys.aiProviderList(kind), queryFn: () => fetchAiProviders(kind), staleTime: 60_000 });

export const useAiProviders = (kind: ProviderKind | 'all') => useQuery(aiProvidersQuery(kind));
