/**
 * /campaigns (spec 1 §2): search over the loaded page, 8 skeleton cards while loading, an error
 * alert with 'Try again', the empty state, campaign cards with Edit/Delete/View Details, and the
 * paginator (5 per page, shown only with more than one page).
 */
import type { Campaign } from '@ads-creative/contracts/campaigns';
import { messages } from '@ads-creative/contracts/messages';
import { Button } from '@mantine/core';
import { IconPlus, IconSpeakerphone } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListEmptyState } from '../../components/list-empty-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { PagedCardList } from '../../components/paged-card-list.tsx';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { useCampaigns } from './api/campaigns-query.ts';
import { filterCampaigns } from './campaign-search.ts';
import { CampaignCard } from './components/campaign-card.tsx';
import { CampaignEditModal } from './components/campaign-edit-modal.tsx';
import { listWording, useDeleteCampaignFlow } from './use-delete-campaign-flow.ts';

export function CampaignsPage() {
  const [editing, setEditing] = useState<Campaign | null>(null);
  const paged = usePagedList(useCampaigns);
  const deleteFlow = useDeleteCampaignFlow(listWording);

  return (
    <>
      <PageHeader
        title="Campaigns"
        description="Manage your ad campaigns"
        actions={
          <Button component={Link} to="/campaign/create" leftSection={<IconPlus size={16} />}>
            New Campaign
          </Button>
        }
      />
      <PagedCardList
        paged={paged}
        noun={{ one: 'campaign', many: 'campaigns' }}
        filter={filterCampaigns}
        renderItem={(c) => <CampaignCard key={c.id} campaign={c} onEdit={setEditing} onDelete={(x) => void deleteFlow.run(x)} />}
        cols={{ base: 1, sm: 2, lg: 3 }}
        loadError={{ title: 'Error loading campaign list', fallback: messages.fetchCampaignsFailed, retryLabel: 'Try again' }}
        empty={
          <ListEmptyState
            icon={<IconSpeakerphone size={28} />}
            title="No campaign found"
            text="Campaigns group your ads around one goal and budget."
            action={{ to: '/campaign/create', label: 'Create First Campaign' }}
          />
        }
      />
      <CampaignEditModal campaign={editing} onClose={() => setEditing(null)} />
    </>
  );
}
