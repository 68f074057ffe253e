/** DELETE /api/campaigns/{id}: the campaign and its ads. */

import { messages } from '@ads-creative/contracts/messages';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { withStoreFallback } from '../../../lib/server-message.ts';

export const deleteCampaign = (id: number) =>
  withStoreFallback(api<null>(`/campaigns/${id}`, { method: 'DELETE' }), messages.deleteCampaignFailed);

/** The caller refreshes the lists and the dashboard once it has left any page showing the deleted campaign. */
export const useDeleteCampaign = () => useMutation({ mutationFn: deleteCampaign });
