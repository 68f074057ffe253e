/** POST /api/campaigns: a new campaign; the lists and the dashboard are refreshed by the caller. */
import type { Campaign } from '@ads-creative/contracts/campaigns';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { CampaignPayload } from '../campaign-form-values.ts';

export const createCampaign = (body: CampaignPayload) => api<Campaign>('/campaigns', { method: 'POST', body });

export const useCreateCampaign = () => useMutation({ mutationFn: createCampaign });
