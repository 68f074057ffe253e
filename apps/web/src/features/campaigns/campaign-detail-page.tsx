/**
 * /campaigns/{id} (spec 1 §2, §8): loading, error ('Failed to load campaign details' as a toast and as an
 * alert with the reason and 'Try Again', like 'Failed to load campaign ads'; an id that is not a number never
 * reaches the server), and the campaign: name, status, created date, Edit and Delete, the Budget / Total Ads /
 * Duration cards, the delivery schedule an applied recommendation set (decision 155), the target audience, its special
 * ad categories when it has some (decision 180), what it needs to publish to Facebook (pixel, app or catalog) and its ads.
 */
import { messages } from '@ads-creative/contracts/messages';
import { SPECIAL_AD_CATEGORY_LABELS } from '@ads-creative/contracts/publishing-rules';
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconCurrencyDollar, IconEdit, IconPhoto, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { BackLink } from '../../components/back-link.tsx';
import { LoadingLine } from '../../components/loading-line.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { formatCompactNumber, formatCurrency, formatShortDate } from '../../lib/format.ts';
import { humanizeCode } from '../../lib/labels.ts';
import { parseRouteId } from '../../lib/route-id.ts';
import { useCampaign } from './api/campaign-query.ts';
import { campaignDuration } from './campaign-duration.ts';
import { CampaignAdsSection } from './components/campaign-ads-section.tsx';
import { CampaignLoadError } from './components/campaign-load-error.tsx';
import { CampaignPublishingCard } from './components/campaign-publishing-card.tsx';
import { StatCard } from './components/stat-card.tsx';
import { detailWording, useDeleteCampaignFlow } from './use-delete-campaign-flow.ts';
import { useLoadErrorToast } from './use-load-error-toast.ts';

export function CampaignDetailPage() {
  const id = parseRouteId(useParams().id);
  const campaign = useCampaign(id);
  const deleteFlow = useDeleteCampaignFlow(detailWording);
  const navigate = useNavigate();
  // An id that is not a number fails at once (-1: there is no query to give a failure time).
  useLoadErrorToast(id === null ? -1 : campaign.isError ? campaign.errorUpdatedAt : 0, messages.campaignDetailsLoadFailed);

  const back = <BackLink to="/campaigns">Back to Campaigns</BackLink>;

  if (id === null || campaign.isError) {
    return (
      <>
        {back}
        <CampaignLoadError id={id} campaign={campaign} />
      </>
    );
  }
  if (campaign.isPending) {
    return (
      <>
        {back}
        <LoadingLine>Loading campaign...</LoadingLine>
      </>
    );
  }

  const c = campaign.data;
  const duration = campaignDuration(c.startDate, c.endDate);
  return (
    <>
      {back}
      <Group justify="space-between" align="flex-start" mb="lg" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="sm">
            <Title order={2} style={{ overflowWrap: 'anywhere' }}>
              {c.name}
            </Title>
            <StatusBadge status={c.status} size="lg" />
          </Group>
          <Text c="dimmed" size="sm">
            {humanizeCode(c.objective)} · Created {formatShortDate(c.createdDate)}
          </Text>
          {c.deliverySchedule && (
            <Text c="dimmed" size="sm">
              Delivers {c.deliverySchedule.deliversOn} (optimization schedule)
            </Text>
          )}
        </Stack>
        <Group gap="sm">
          <Button component={Link} to={`/campaigns/${c.id}/edit`} variant="default" leftSection={<IconEdit size={16} />}>
            Edit
          </Button>
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} />}
            loading={deleteFlow.isPending}
            onClick={() => void deleteFlow.run(c, () => navigate('/campaigns'))}
          >
            Delete
          </Button>
        </Group>
      </Group>

      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" mb="lg">
        <StatCard
          label="Budget"
          value={c.budget === null ? 'N/A' : formatCurrency(c.budget)}
          detail={c.budgetType === 'LIFETIME' ? 'Lifetime budget' : 'Daily budget'}
          icon={<IconCurrencyDollar size={22} />}
        />
        <StatCard
          label="Total Ads"
          value={formatCompactNumber(c.totalAds ?? c.adCount)}
          detail="Ads in this campaign"
          icon={<IconPhoto size={22} />}
        />
        <StatCard label="Duration" value={duration.value} detail={duration.detail} icon={<IconCalendar size={22} />} />
      </SimpleGrid>

      {c.targetAudience && (
        <Card withBorder padding="md" mb="lg">
          <Title order={4} mb={6}>
            Target Audience
          </Title>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {c.targetAudience}
          </Text>
        </Card>
      )}

      {c.specialAdCategories.length > 0 && (
        <Card withBorder padding="md" mb="lg">
          <Title order={4} mb={6}>
            Special ad category
          </Title>
          <Text size="sm">{c.specialAdCategories.map((k) => SPECIAL_AD_CATEGORY_LABELS[k]).join(', ')}</Text>
        </Card>
      )}

      <CampaignPublishingCard campaign={c} />

      <CampaignAdsSection key={c.id} campaignId={c.id} />
    </>
  );
}
