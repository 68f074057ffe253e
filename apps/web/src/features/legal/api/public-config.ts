/** GET /api/public/config: the operator's contact address (and sign-in options) for the public pages. */
import { FALLBACK_CONTACT_EMAIL, type PublicConfig } from '@ads-creative/contracts/public-config';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const fetchPublicConfig = () => api<PublicConfig>('/public/config');

export const usePublicConfig = () =>
  useQuery({ queryKey: ['public', 'config'], queryFn: fetchPublicConfig, staleTime: Number.POSITIVE_INFINITY, retry: 1 });

/** The address to print: the configured one once known, the default meanwhile or if the server cannot say. */
export const useContactEmail = () => usePublicConfig().data?.contactEmail ?? FALLBACK_CONTACT_EMAIL;
