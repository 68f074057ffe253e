/**
 * 'Campaign Ads' on a campaign's page (spec 1 §2, §8): its ads in a grid with view/edit/delete,
 * 'No ads yet' with a create link, and 'Failed to load campaign ads' when the list cannot be read.
 */
import type { Ad } from '@ads-creative/contracts/ads';
import { messages } from '@ads-creative/contracts/messages';
import { Button, Card, Center, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { confirmDialog } from '../../../lib/confirm.ts';
import { toast } from '../../../lib/toast.ts';
import { useCampaignAds } from '../api/campaign-ads-query.ts';
import { useDeleteCampaignAd } from '../api/delete-campaign-ad.ts';
import { CampaignAdCard } from './campaign-ad-card.tsx';

const SKELETONS = ['a', 'b', 'c'];

export function CampaignAdsSection({ campaignId }: { campaignId: number }) {
  const ads = useCampaignAds(campaignId);
  const remove = useDeleteCampaignAd();

  // Once per failure, not on every render.
  useEffect(() => {
    if (ads.isError) toast.error(messages.campaignAdsLoadFailed);
  }, [ads.isError]);

  const deleteAd = async (ad: Ad) => {
    const confirmed = await confirmDialog({
      title: messages.adDeleteConfirmHeader,
      message: messages.adDeleteConfirm,
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
      danger: true,
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(ad.id);
      toast.success(messages.adDeleted);
    } catch {
      toast.error(messages.adDeleteFailed);
    }
  };

  const createLink = (
    <Button component={Link} to="/ad/create" size="xs" variant="light" leftSection={<IconPlus size={14} />}>
      Create Ad
    </Button>
  );

  return (
    <section aria-labelledby="campaign-ads-title">
      <Group justify="space-between" mb="sm">
        <Title order={3} id="campaign-ads-title">
          Campaign Ads
        </Title>
        {ads.data && ads.data.content.length > 0 && createLink}
      </Group>
      {ads.isPending && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {SKELETONS.map((k) => (
            <Skeleton key={k} height={240} />
          ))}
        </SimpleGrid>
      )}
      {ads.isError && <LoadErrorAlert title={messages.campaignAdsLoadFailed} retryLabel="Try Again" onRetry={() => void ads.refetch()} />}
      {ads.data && ads.data.content.length === 0 && (
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
      {ads.data && ads.data.content.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {ads.data.content.map((ad) => (
            <CampaignAdCard key={ad.id} ad={ad} onDelete={(a) => void deleteAd(a)} />
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}
