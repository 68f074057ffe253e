/**
 * /api/analytics: every answer of spec 2 §7 (export aside) for the signed-in user, built from the
 * rollups (decision 091) by the pure definitions of this folder (docs/analytics.md). One service composed of
 * a part per job (decision 172): the dashboard and its sections, the overview answers, the drill-downs, the
 * exports' data and the saved configuration; each part has its own repo.
 */
import { type AnalyticsDeps, createAnalyticsContext } from './analytics-context.ts';
import { createAnalyticsSettingsService } from './analytics-settings.service.ts';
import { createAnalyticsDashboardService } from './dashboard.service.ts';
import { createDashboardParts } from './dashboard-parts.ts';
import { createDrillDownService } from './drill-down.service.ts';
import { createExportDataService } from './export-data.service.ts';
import { createAnalyticsOverviewService } from './overview.service.ts';
import { createWhatWorksService } from './what-works.service.ts';

export type { AnalyticsDeps } from './analytics-context.ts';

export function createAnalyticsService(deps: AnalyticsDeps) {
  const ctx = createAnalyticsContext(deps);
  const parts = createDashboardParts(ctx);
  return {
    ...createAnalyticsDashboardService(ctx, parts),
    ...createAnalyticsOverviewService(ctx, parts),
    ...createDrillDownService(ctx),
    ...createExportDataService(ctx, parts),
    ...createAnalyticsSettingsService(deps),
    ...createWhatWorksService(ctx),
  };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
