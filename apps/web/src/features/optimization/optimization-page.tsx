/**
 * /optimization (spec 2 §2–§4, §8, §9; issue 10): the header's numbers, Refresh (runs the engine now) and
 * Export; the tabs All Recommendations, High Priority (with its count), By Category, Performance and Settings,
 * all from the server. The open tab is in the address (?tab=), so Back and a reload keep it. Decisions 140–148, 152.
 */
import { DEFAULT_OPTIMIZATION_TIME_RANGE, type OptimizationTimeRange } from '@ads-creative/contracts/optimization';
import { Badge, Button, Stack, Tabs } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { useRefreshRecommendations } from './api/refresh-and-export.ts';
import { useHeaderSummary } from './api/summary-query.ts';
import { CategoriesTab } from './components/categories-tab.tsx';
import { ExportMenu } from './components/export-menu.tsx';
import { HeaderStats } from './components/header-stats.tsx';
import { PerformanceTab } from './components/performance-tab.tsx';
import { RecommendationsTab } from './components/recommendations-tab.tsx';
import { SettingsTab } from './components/settings-tab.tsx';

const TABS = ['all', 'high', 'categories', 'performance', 'settings'] as const;
type Tab = (typeof TABS)[number];
const isTab = (v: string | null): v is Tab => (TABS as readonly string[]).includes(v ?? '');

export function OptimizationPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'all';
  const [timeRange, setTimeRange] = useState<OptimizationTimeRange>(DEFAULT_OPTIMIZATION_TIME_RANGE);
  const refresh = useRefreshRecommendations();
  const summary = useHeaderSummary();

  return (
    <>
      <PageHeader
        title="Optimization"
        description="Recommendations from your campaigns' own numbers, with the evidence behind each"
        actions={
          <>
            <Button variant="default" leftSection={<IconRefresh size={16} />} loading={refresh.isPending} onClick={() => refresh.mutate()}>
              Refresh
            </Button>
            <ExportMenu timeRange={timeRange} />
          </>
        }
      />
      <Stack gap="lg">
        <HeaderStats />
        <Tabs value={tab} onChange={(v) => setParams(v && v !== 'all' ? { tab: v } : {}, { replace: true })} keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="all">All Recommendations</Tabs.Tab>
            <Tabs.Tab
              value="high"
              rightSection={
                summary.data ? (
                  <Badge size="sm" color="red" variant="light" circle={summary.data.highPriorityCount < 10}>
                    {summary.data.highPriorityCount}
                  </Badge>
                ) : undefined
              }
            >
              High Priority
            </Tabs.Tab>
            <Tabs.Tab value="categories">By Category</Tabs.Tab>
            <Tabs.Tab value="performance">Performance</Tabs.Tab>
            <Tabs.Tab value="settings">Settings</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="all">
            <RecommendationsTab highPriority={false} timeRange={timeRange} onTimeRangeChange={setTimeRange} />
          </Tabs.Panel>
          <Tabs.Panel value="high">
            <RecommendationsTab highPriority timeRange={timeRange} onTimeRangeChange={setTimeRange} />
          </Tabs.Panel>
          <Tabs.Panel value="categories">
            <CategoriesTab />
          </Tabs.Panel>
          <Tabs.Panel value="performance">
            <PerformanceTab />
          </Tabs.Panel>
          <Tabs.Panel value="settings">
            <SettingsTab />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </>
  );
}
