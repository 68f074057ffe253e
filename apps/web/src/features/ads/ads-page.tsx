/**
 * /ads (spec 1 §2): heading 'Ads', 'New Ad' and 'Create with AI' (the linked /ad/create-enhanced),
 * search over the loaded page, 8 skeleton cards, the error and empty states, ad cards with Edit
 * (dialog), Delete (confirmation) and View Details (dialog with the media viewer), and the paginator
 * (5 per page, shown with more than one page).
 */
import type { Ad } from '@ads-creative/contracts/ads';
import { messages } from '@ads-creative/contracts/messages';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { AdDetailsModal } from '../../components/ad-details-modal.tsx';
import { ListEmptyState } from '../../components/list-empty-state.tsx';
import { NewAdButtons } from '../../components/new-ad-buttons.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { PagedCardList } from '../../components/paged-card-list.tsx';
import { useDeleteAdFlow } from '../../lib/api/delete-ad.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { filterAds } from './ad-search.ts';
import { useAds } from './api/ads-query.ts';
import { AdCard } from './components/ad-card.tsx';
import { AdEditModal } from './components/ad-edit-modal.tsx';

export function AdsPage() {
  const [editing, setEditing] = useState<Ad | null>(null);
  const [viewing, setViewing] = useState<Ad | null>(null);
  const paged = usePagedList(useAds);
  const deleteAd = useDeleteAdFlow();

  return (
    <>
      <PageHeader title="Ads" description="View and manage your ads" actions={<NewAdButtons />} />
      <PagedCardList
        paged={paged}
        noun={{ one: 'ad', many: 'ads' }}
        filter={filterAds}
        renderItem={(ad) => <AdCard key={ad.id} ad={ad} onEdit={setEditing} onView={setViewing} onDelete={(a) => void deleteAd(a)} />}
        cols={{ base: 1, lg: 2 }}
        withImageSkeleton
        loadError={{ title: 'Error loading ads', fallback: messages.fetchAdsFailed, retryLabel: 'Try Again' }}
        empty={
          <ListEmptyState
            icon={<IconPhoto size={28} />}
            title="No ads yet"
            text="Create your first ad to start advertising"
            action={{ to: '/ad/create', label: 'Create Your First Ad' }}
          />
        }
      />
      <AdEditModal ad={editing} onClose={() => setEditing(null)} />
      <AdDetailsModal ad={viewing} opened={viewing !== null} onClose={() => setViewing(null)} />
    </>
  );
}
