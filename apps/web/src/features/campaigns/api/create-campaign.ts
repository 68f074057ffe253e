/** POST /api/campaigns: a new campaign; the lists and the dashboard are refreshed by the caller. */
import type { Campaign } from '@ads-creative/contracts/campaigns';
import { messages } from '@ads-creative/contracts/messages';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { withStoreFallback } from '../../../lib/server-message.ts';
import type { CampaignPayload } from '../campaign-form-values.ts';

export const createCampaign = (body: CampaignPayload) =>
  withStoreFallback(api<Campaign>('/campaigns', { method: 'POST', body }), messages.createCampaignFailed);

export const useCreateCampaign = () => useMutation({ mutationFn: createCampaign });
