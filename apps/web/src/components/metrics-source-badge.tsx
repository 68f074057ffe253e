/**
 * Performance numbers that do not come from Facebook say so (decisions 083, 085): a badge for
 * sandbox (the simulated Facebook) and demo data; real Facebook numbers carry none.
 */
import type { metricSources } from '@ads-creative/contracts/metrics';
import { Badge } from '@mantine/core';

export type MetricsSource = (typeof metricSources)[number];

export const METRICS_SOURCE_LABELS: Record<MetricsSource, string | null> = {
  sandbox: 'Sandbox data (simulated Facebook)',
  demo: 'Demo data',
  facebook: null,
};

export function MetricsSourceBadge({ source }: { source: MetricsSource | null | undefined }) {
  const label = source ? METRICS_SOURCE_LABELS[source] : null;
  if (!label) return null;
  return (
    <Badge color="orange" variant="light">
      {label}
    </Badge>
  );
}
