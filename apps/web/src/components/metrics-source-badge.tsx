/**
 * The badge on performance numbers that did not come from Facebook itself: sandbox (the simulated
 * Facebook of FACEBOOK_SANDBOX) and demo data are always labelled where they are shown (issue 8,
 * docs/decisions/088-labelling-sandbox-and-demo-numbers.md). Facebook's own numbers carry none.
 */
import type { MetricSource } from '@ads-creative/contracts/metrics';
import { Badge } from '@mantine/core';

const NAMES = { sandbox: 'sandbox', demo: 'demo' } as const;

/**
 * What a figure built from rows of these sources is labelled: null when every row is Facebook's (or
 * there are none); the simulated or demo sources named, with 'Includes' when Facebook's are mixed in.
 */
export function metricsSourceLabel(sources: readonly MetricSource[]): string | null {
  const labelled = sources.filter((s): s is keyof typeof NAMES => s !== 'facebook').map((s) => NAMES[s]);
  if (labelled.length === 0) return null;
  const names = labelled.join(' and ');
  if (sources.includes('facebook')) return `Includes ${names} data`;
  if (names === 'sandbox') return 'Sandbox data (simulated Facebook)';
  return `${names[0]?.toUpperCase()}${names.slice(1)} data`;
}

export function MetricsSourceBadge({ sources }: { sources: readonly MetricSource[] }) {
  const label = metricsSourceLabel(sources);
  if (!label) return null;
  return (
    <Badge color="orange" variant="light">
      {label}
    </Badge>
  );
}
