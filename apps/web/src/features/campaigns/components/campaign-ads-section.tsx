/**
 * 'Campaign Ads' on a campaign's page (spec 1 §2, §8, §9): its ads in a grid, 5 per page with a paginator
 * when there is more than one page, view/edit/delete on each; 'No ads yet' with a create link; 'Failed
 * to load campaign ads' (toast and alert with 'Try Again') when the list cannot be read. Deleting asks
 * under 'Delete Confirmation'; declining says 'Delete operation cancelled'.
 */
import { messages } from '@ads-creative/contracts/messages';
import { Button, Card, Center, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { createContext, useContext } from 'react';
import { Link } from 'react-router';
import { ListPaginator } from '../../../components/list-paginator.tsx';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { useDeleteAdFlow } from '../../../lib/api/delete-ad.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { useCampaignAds } from '../api/campaign-ads-query.ts';
import { useLoadErrorToast } from '../use-load-error-toast.ts';
import { CampaignAdCard } from './campaign-ad-card.tsx';

const SKELETONS = ['a', 'b', 'c'];

/** The campaign whose ads are paged: usePagedList hands its page query only the page number. */
const CampaignIdContext = createContext(0);
const useSectionAdsPage = (page: number) => useCampaignAds(useContext(CampaignIdContext), page);

/** Mount it with `key={campaignId}`: another campaign starts on its first page, without the last one's cards. */
export function CampaignAdsSection({ campaignId }: { campaignId: number }) {
  return (
    <CampaignIdContext value={campaignId}>
      <PagedCampaignAds />
    </CampaignIdContext>
  );
}

function PagedCampaignAds() {
  const { page, setPage, list: ads } = usePagedList(useSectionAdsPage);
  const deleteAd = useDeleteAdFlow();

  useLoadErrorToast(ads.isError ? ads.errorUpdatedAt : 0, messages.campaignAdsLoadFailed);

  const createLink = (
    <Button component={Link} to="/ad/create" size="xs" variant="light" leftSection={<IconPlus size={14} />}>
      Create Ad
    </Button>
  );
  const data = ads.data;
  const hasAds = !!data && (data.totalElements > 0 || data.content.length > 0);

  return (
    <section aria-labelledby="campaign-ads-title">
      <Group justify="space-between" mb="sm">
        <Title order={3} id="campaign-ads-title">
          Campaign Ads
        </Title>
        {hasAds && createLink}
      </Group>
      {ads.isPending && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {SKELETONS.map((k) => (
            <Skeleton key={k} height={240} />
          ))}
        </SimpleGrid>
      )}
      {ads.isError && (
        <LoadErrorAlert
          title={messages.campaignAdsLoadFailed}
          message={errorMessage(ads.error, messages.fetchAdsFailed)}
          retryLabel="Try Again"
          onRetry={() => void ads.refetch()}
        />
      )}
      {data && !hasAds && (
        <Card withBorder padding="xl">
          <Center>
            <Stack align="center" gap="xs">
              <Text fw={600}>No ads yet</Text>
              <Text size="sm" c="dimmed">
                Create an ad to start advertising with this campaign.
              </Text>
              {createLink}
            </Stack>
          </Center>
        </Card>
      )}
      {data && hasAds && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" style={{ opacity: ads.isPlaceholderData ? 0.6 : 1 }}>
            {data.content.map((ad) => (
              <CampaignAdCard key={ad.id} ad={ad} onDelete={(a) => void deleteAd(a)} />
            ))}
          </SimpleGrid>
          <ListPaginator page={page} totalPages={data.totalPages} totalElements={data.totalElements} onChange={setPage} noun="ads" />
        </>
      )}
    </section>
  );
}
