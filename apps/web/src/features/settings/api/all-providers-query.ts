/** GET /api/ai-providers: every provider with its capabilities, whether it can be used now, and the models it would use. */
import type { AiProviderInfo } from '@ads-creative/contracts/ai';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const useAllProviders = () => useQuery({ queryKey: ['ai-providers', 'all'], queryFn: () => api<AiProviderInfo[]>('/ai-providers') });
