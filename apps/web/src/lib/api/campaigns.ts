/**
 * GET /api/campaigns?page&size: one page of the user's campaigns, newest first (page index 0-based), for the
 * campaign list (5 a page) and the wizard's campaign choices (page 0, size 100; spec 1 §7). One fetcher
 * (decision 173), with the store fallback 'Failed to fetch campaigns'.
 */
import type { CampaignPage } from '@ads-creative/contracts/campaigns';
import { messages } from '@ads-creative/contracts/messages';
import { DEFAULT_PAGE_SIZE } from '@ads-creative/contracts/paging';
import { api } from '../api-client.ts';
import { withStoreFallback } from '../server-message.ts';

export const fetchCampaigns = (page: number, size = DEFAULT_PAGE_SIZE) =>
  withStoreFallback(api<CampaignPage>('/campaigns', { query: { page, size } }), messages.fetchCampaignsFailed);
