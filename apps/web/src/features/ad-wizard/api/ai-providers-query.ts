/** GET /api/ai-providers/text and /api/ai-providers/image: the wizard's provider choices with their capabilities and state. */
import type { AiProviderInfo } from '@ads-creative/contracts/ai';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type ProviderKind = 'text' | 'image';

export const fetchProviders = (kind: ProviderKind) => api<AiProviderInfo[]>(`/ai-providers/${kind}`);

/** Under ['ai-providers'], which Settings refreshes after a key changes. */
export const useProviders = (kind: ProviderKind) =>
  useQuery({ queryKey: ['ai-providers', kind], queryFn: () => fetchProviders(kind), staleTime: 60_000 });
