/**
 * The pieces a recommendation card and a list item share: priority and status badges, the expected impact,
 * tags, the expiry warning, an apply failure with its Retry, and the measured impact (spec 2 §2, issue 10).
 */
import type { MeasuredImpact, RecommendationView } from '@ads-creative/contracts/optimization';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconClock } from '@tabler/icons-react';
import { expiryText } from '../expiry.ts';
import { formatChange, formatConfidence, formatDateTime } from '../optimization-format.ts';
import { metricLabel, PRIORITY_COLORS, STATUS_COLORS, VERDICT_COLORS, VERDICT_LABELS } from '../optimization-labels.ts';

type R = RecommendationView;

export function PriorityBadge({ priority }: { priority: R['priority'] }) {
  return (
    <Badge color={PRIORITY_COLORS[priority]} variant="light" aria-label={`Priority: ${priority}`}>
      {priority}
    </Badge>
  );
}

/** The status badge, with when a scheduled change runs and whether it was accepted automatically. */
export function StatusIndicator({ r }: { r: R }) {
  return (
    <Group gap={6} wrap="wrap">
      <Badge color={STATUS_COLORS[r.status]} variant="dot" aria-label={`Status: ${r.status}`}>
        {r.status}
      </Badge>
      {r.status === 'SCHEDULED' && r.scheduledFor && (
        <Text size="xs" c="dimmed">
          for {formatDateTime(r.scheduledFor)}
        </Text>
      )}
      {r.autoAccepted && (
        <Text size="xs" c="dimmed">
          accepted automatically
        </Text>
      )}
      {r.revertedAt && (
        <Text size="xs" c="dimmed">
          reverted {formatDateTime(r.revertedAt)}
        </Text>
      )}
    </Group>
  );
}

/** 'ROAS +12.5% in 7 days · 85% confidence'. */
export function ExpectedImpact({ impact }: { impact: R['expectedImpact'] }) {
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label="Expected impact">
      <Text size="sm" fw={600}>
        {metricLabel(impact.metric)} {formatChange(impact.expectedChange)}
      </Text>
      <Text size="sm" c="dimmed">
        in {impact.timeframe}
      </Text>
      <Text size="sm" c="dimmed">
        · {formatConfidence(impact.confidence)} confidence
      </Text>
    </Group>
  );
}

export function Tags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <Group gap={4} aria-label="Tags" role="list">
      {tags.slice(0, 3).map((tag) => (
        <Badge key={tag} size="sm" variant="outline" color="gray" role="listitem" tt="none">
          {tag}
        </Badge>
      ))}
    </Group>
  );
}

/** Shown while an open recommendation expires within 48 hours. */
export function ExpiryWarning({ r, now }: { r: R; now: Date }) {
  if (r.status !== 'PENDING' && r.status !== 'SCHEDULED') return null;
  const text = expiryText(r.expiresAt, now);
  if (!text) return null;
  return (
    <Group gap={4} c="orange.7" role="status">
      <IconClock size={14} aria-hidden />
      <Text size="xs" fw={600} c="inherit">
        Expires {text}
      </Text>
    </Group>
  );
}

/** Applying failed: the status is kept, the reason shown; Retry accepts again, Give up dismisses it (decision 152). */
export function ApplyFailure({ r, onRetry, onGiveUp, busy }: { r: R; onRetry: () => void; onGiveUp: () => void; busy: boolean }) {
  if (!r.applyFailure) return null;
  return (
    <Alert color="red" variant="light" p="xs" icon={<IconAlertTriangle size={16} />} title="Could not apply">
      <Stack gap={6}>
        <Text size="sm">{r.applyFailure.message}</Text>
        <Text size="xs" c="dimmed">
          {r.applyFailure.attempts} {r.applyFailure.attempts === 1 ? 'attempt' : 'attempts'}, last {formatDateTime(r.applyFailure.at)}
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="light" color="red" onClick={onRetry} loading={busy}>
            Retry
          </Button>
          <Button size="xs" variant="subtle" color="gray" onClick={onGiveUp} disabled={busy}>
            Give up
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** '7 days after: +12.5% (90% interval 2.1% to 22.9%)' and its verdict. */
export function MeasuredLine({ m }: { m: MeasuredImpact }) {
  const interval =
    m.lower !== null && m.upper !== null
      ? ` (${Math.round(m.level * 100)}% interval ${formatChange(m.lower)} to ${formatChange(m.upper)})`
      : '';
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm">
        {m.horizonDays} days after: {metricLabel(m.metric)} {formatChange(m.change)}
        {interval}
      </Text>
      <Badge size="sm" variant="light" color={VERDICT_COLORS[m.verdict]} tt="none">
        {VERDICT_LABELS[m.verdict]}
      </Badge>
    </Group>
  );
}

export function MeasuredImpactList({ items }: { items: MeasuredImpact[] }) {
  if (items.length === 0) return null;
  return (
    <Stack gap={4} role="group" aria-label="Measured impact">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        Measured impact
      </Text>
      {items.map((m) => (
        <MeasuredLine key={m.horizonDays} m={m} />
      ))}
    </Stack>
  );
}
