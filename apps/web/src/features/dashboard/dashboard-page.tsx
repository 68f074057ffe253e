/**
 * /dashboard (spec 1 §2): New Campaign, New Ad and 'Create with AI' (the linked /ad/create-enhanced),
 * the four counts (and the total spent once insights are synced, labelled when sandbox or demo data),
 * the quick actions, the newest campaigns and ads (with the ad detail dialog), their empty states, and 'Error loading dashboard' with 'Try Again'. 'Customize' shows or hides the
 * sections; the choice is kept on the server (GET/POST /api/dashboard/config,
 * docs/decisions/016-dashboard-config.md).
 */
import type { Ad } from '@ads-creative/contracts/ads';
import { DASHBOARD_SECTIONS, type DashboardSection } from '@ads-creative/contracts/dashboard';
import { messages } from '@ads-creative/contracts/messages';
import { Button, Grid, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdDetailsModal } from '../../components/ad-details-modal.tsx';
import { LoadErrorAlert } from '../../components/load-error-alert.tsx';
import { NewAdButtons } from '../../components/new-ad-buttons.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useDashboardConfig } from './api/dashboard-config-query.ts';
import { useDashboard } from './api/dashboard-query.ts';
import { useSaveDashboardConfig } from './api/save-dashboard-config.ts';
import { CustomizeMenu } from './components/customize-menu.tsx';
import { QuickActions } from './components/quick-actions.tsx';
import { RecentAdCard } from './components/recent-ad-card.tsx';
import { RecentCampaignCard } from './components/recent-campaign-card.tsx';
import { RecentSection } from './components/recent-section.tsx';
import { SpendCard } from './components/spend-card.tsx';
import { StatCards } from './components/stat-cards.tsx';

const SKELETONS = ['a', 'b', 'c', 'd'];

export function DashboardPage() {
  const dashboard = useDashboard();
  const config = useDashboardConfig();
  const saveConfig = useSaveDashboardConfig();
  const [viewing, setViewing] = useState<Ad | null>(null);
  const hidden = config.layout.hiddenSections;
  const shows = (section: DashboardSection) => !hidden.includes(section);
  const toggle = (section: DashboardSection, shown: boolean) => {
    const hiddenSections = DASHBOARD_SECTIONS.filter((s) => (s === section ? !shown : hidden.includes(s)));
    // The server replaces the whole object: fields this page does not know are sent back as they were.
    saveConfig.mutate({ ...config.data, hiddenSections });
  };

  const header = (
    <PageHeader
      title="Dashboard"
      description="Overview of your campaigns"
      actions={
        <>
          <CustomizeMenu hidden={hidden} onToggle={toggle} disabled={config.isPending} />
          <Button component={Link} to="/campaign/create" variant="default" leftSection={<IconPlus size={16} />}>
            New Campaign
          </Button>
          <NewAdButtons />
        </>
      }
    />
  );

  if (dashboard.isError) {
    return (
      <>
        {header}
        <LoadErrorAlert
          title="Error loading dashboard"
          message={errorMessage(dashboard.error, messages.loadDashboardFailed)}
          retryLabel="Try Again"
          onRetry={() => void dashboard.refetch()}
        />
      </>
    );
  }
  // The configuration is awaited too, so a hidden section does not flash in before it loads.
  if (dashboard.isPending || config.isPending) {
    return (
      <>
        {header}
        <Stack gap="lg" aria-busy="true" aria-label="Loading dashboard">
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            {SKELETONS.map((k) => (
              <Skeleton key={k} height={92} />
            ))}
          </SimpleGrid>
          <Skeleton height={80} />
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Skeleton height={260} />
            <Skeleton height={260} />
          </SimpleGrid>
        </Stack>
      </>
    );
  }

  const { stats, campaigns, recentAds, metricsSources } = dashboard.data;
  // One recent column left takes the whole width.
  const recentSpan = shows('recentCampaigns') && shows('recentAds') ? 6 : 12;
  return (
    <>
      {header}
      <Stack gap="xl">
        {shows('stats') && (
          <Stack gap="md">
            <StatCards stats={stats} />
            {metricsSources.length > 0 && <SpendCard totalSpent={stats.totalSpent} sources={metricsSources} />}
          </Stack>
        )}
        {shows('quickActions') && <QuickActions />}
        <Grid gap="lg">
          {shows('recentCampaigns') && (
            <Grid.Col span={{ base: 12, lg: recentSpan }}>
              <RecentSection
                title="Recent Campaigns"
                link={{ to: '/campaigns', label: 'View all campaigns' }}
                items={campaigns}
                renderItem={(c) => <RecentCampaignCard key={c.id} campaign={c} />}
                empty={{
                  title: 'No campaigns yet',
                  text: 'Create a campaign to group your ads around one goal and budget.',
                  action: { to: '/campaign/create', label: 'Create Campaign' },
                }}
              />
            </Grid.Col>
          )}
          {shows('recentAds') && (
            <Grid.Col span={{ base: 12, lg: recentSpan }}>
              <RecentSection
                title="Recent Ads"
                link={{ to: '/ads', label: 'View all ads' }}
                items={recentAds}
                renderItem={(ad) => <RecentAdCard key={ad.id} ad={ad} onView={setViewing} />}
                empty={{
                  title: 'No ads yet',
                  text: 'Create your first ad to start advertising.',
                  action: { to: '/ad/create', label: 'Create Ad' },
                }}
              />
            </Grid.Col>
          )}
        </Grid>
      </Stack>
      <AdDetailsModal ad={viewing} opened={viewing !== null} onClose={() => setViewing(null)} />
    </>
  );
}
