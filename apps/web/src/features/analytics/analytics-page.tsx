/**
 * /analytics (spec 2 §2, §4, §8, §9): Refresh, Export and Settings; the time range; the eight KPIs,
 * performance trends, the campaign table, AI providers, budget, AI content and the top performing
 * content, what works for you (decision 184), all from GET /api/analytics/* (definitions in docs/analytics.md); 'Failed to load
 * analytics' with Retry; skeletons while loading. Decision 117 records the choices the spec leaves open.
 */
import type { TopContent } from '@ads-creative/contracts/analytics';
import { messages } from '@ads-creative/contracts/messages';
import type { TimeRange } from '@ads-creative/contracts/metrics';
import '@mantine/charts/styles.css';
import { Button, Grid, Stack } from '@mantine/core';
import { IconDownload, IconRefresh, IconSettings } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { LoadErrorAlert } from '../../components/load-error-alert.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';
import type { AnalyticsSettings } from './analytics-settings.ts';
import { useAnalyticsDashboard } from './api/analytics-dashboard-query.ts';
import { AiProviderChart } from './components/ai-provider-chart.tsx';
import { AnalyticsSkeleton } from './components/analytics-skeleton.tsx';
import { BudgetChart } from './components/budget-chart.tsx';
import { CampaignTable } from './components/campaign-table.tsx';
import { ContentAnalyzeModal } from './components/content-analyze-modal.tsx';
import { ContentChart } from './components/content-chart.tsx';
import { ExportDialog } from './components/export-dialog.tsx';
import { KpiCards } from './components/kpi-cards.tsx';
import { RangeBar } from './components/range-bar.tsx';
import { SettingsDialog } from './components/settings-dialog.tsx';
import { TopContentGrid } from './components/top-content-grid.tsx';
import { TrendsChart } from './components/trends-chart.tsx';
import { WhatWorksSection } from './components/what-works-section.tsx';
import { useAnalyticsRefresh, useAutoRefresh } from './use-analytics-refresh.ts';
import { useAnalyticsSettings } from './use-analytics-settings.ts';

type Dialog = 'export' | 'settings' | null;

export function AnalyticsPage() {
  const rangeChosen = useRef(false);
  const { settings, save } = useAnalyticsSettings((fromServer) => {
    // The server's default range applies until the user picks one here.
    if (!rangeChosen.current) setRange(fromServer.defaultTimeRange);
  });
  const [range, setRange] = useState<TimeRange>(settings.defaultTimeRange);
  const chooseRange = (next: TimeRange) => {
    rangeChosen.current = true;
    setRange(next);
  };
  const [dialog, setDialog] = useState<Dialog>(null);
  const [analyzing, setAnalyzing] = useState<TopContent | null>(null);
  const dashboard = useAnalyticsDashboard(range);
  const { refreshing, refresh, reload } = useAnalyticsRefresh();
  useAutoRefresh(settings.autoRefresh ? settings.refreshInterval : null, reload);

  const saveSettings = (next: AnalyticsSettings) => {
    save(next);
    if (next.defaultTimeRange !== settings.defaultTimeRange) setRange(next.defaultTimeRange);
    setDialog(null);
    toast.success('Analytics settings saved');
  };

  const header = (
    <PageHeader
      title="Analytics"
      description="Performance of your campaigns, ads and AI content"
      actions={
        <>
          <Button variant="default" leftSection={<IconRefresh size={16} />} loading={refreshing} onClick={() => void refresh()}>
            Refresh
          </Button>
          <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => setDialog('export')}>
            Export
          </Button>
          <Button variant="default" leftSection={<IconSettings size={16} />} onClick={() => setDialog('settings')}>
            Settings
          </Button>
        </>
      }
    />
  );

  const data = dashboard.data;
  const error = dashboard.isError && (
    <LoadErrorAlert
      title="Failed to load analytics"
      message={errorMessage(dashboard.error, messages.loadAnalyticsFailed)}
      retryLabel="Retry"
      onRetry={() => void dashboard.refetch()}
    />
  );

  return (
    <>
      {header}
      {error}
      {!data && dashboard.isPending && <AnalyticsSkeleton />}
      {data && (
        <Stack gap="lg" mt={error ? 'lg' : 0}>
          <RangeBar range={range} onRangeChange={chooseRange} meta={data.meta} loading={dashboard.isFetching} />
          <KpiCards kpis={data.kpiMetrics} />
          <TrendsChart range={range} />
          <CampaignTable range={range} />
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, lg: 6 }}>
              <AiProviderChart ai={data.aiProviderAnalytics} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 6 }}>
              <BudgetChart budget={data.budgetAnalytics} />
            </Grid.Col>
          </Grid>
          <ContentChart content={data.contentAnalytics} />
          <TopContentGrid items={data.contentAnalytics.topPerformingContent} onAnalyze={setAnalyzing} />
          <WhatWorksSection range={range} />
        </Stack>
      )}
      <ExportDialog opened={dialog === 'export'} onClose={() => setDialog(null)} range={range} />
      <SettingsDialog opened={dialog === 'settings'} settings={settings} onClose={() => setDialog(null)} onSave={saveSettings} />
      <ContentAnalyzeModal content={analyzing} range={range} onClose={() => setAnalyzing(null)} />
    </>
  );
}
