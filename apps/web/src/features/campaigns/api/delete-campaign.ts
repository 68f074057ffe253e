/** DELETE /api/campaigns/{id}: the campaign and its ads. */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const deleteCampaign = (id: number) => api<null>(`/campaigns/${id}`, { method: 'DELETE' });

/** The caller refreshes the lists and the dashboard once it has left any page showing the deleted campaign. */
export const useDeleteCampaign = () => useMutation({ mutationFn: deleteCampaign });
