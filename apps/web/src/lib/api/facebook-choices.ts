/**
 * GET /api/facebook/ad-accounts and /api/facebook/pages: what the connected Facebook login can publish with. Read by
 * Settings (the defaults) and by the campaign form (a campaign's own ad account and page; decision 181).
 */
import type { adAccountSchema, pageSchema } from '@ads-creative/contracts/facebook';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../api-client.ts';
import { facebookQueryKey } from './facebook-connection.ts';

export type AdAccount = z.infer<typeof adAccountSchema>;
export type FacebookPage = z.infer<typeof pageSchema>;

export const useAdAccounts = (enabled: boolean) =>
  useQuery({ queryKey: [...facebookQueryKey, 'ad-accounts'], queryFn: () => api<AdAccount[]>('/facebook/ad-accounts'), enabled });
export const usePages = (enabled: boolean) =>
  useQuery({ queryKey: [...facebookQueryKey, 'pages'], queryFn: () => api<FacebookPage[]>('/facebook/pages'), enabled });
