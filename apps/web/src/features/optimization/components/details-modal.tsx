/**
 * Details of one recommendation, with 'Why this?': the server's reasons in plain words, then the data window,
 * the counts, the statistics with their intervals and the thresholds they passed (issue 10).
 */
import { RECOMMENDATION_TYPE_INFO, type RecommendationView } from '@ads-creative/contracts/optimization';
import { Divider, List, Modal, Stack, Text, Title } from '@mantine/core';
import { namedNumbers, statisticText, windowText } from '../evidence-text.ts';
import { formatDateTime } from '../optimization-format.ts';
import { typeLabel } from '../optimization-labels.ts';
import { ExpectedImpact, MeasuredImpactList, PriorityBadge, StatusIndicator, Tags } from './recommendation-parts.tsx';

function Lines({ title, lines }: { title: string; lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <List size="sm" spacing={2}>
        {lines.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

export function WhyThis({ r }: { r: RecommendationView }) {
  const e = r.evidence;
  return (
    <Stack gap="sm" component="section" aria-labelledby="why-this-title">
      <Title order={4} size="h5" id="why-this-title">
        Why this?
      </Title>
      <List size="sm" spacing={4}>
        {e.reasons.map((reason) => (
          <List.Item key={reason}>{reason}</List.Item>
        ))}
      </List>
      <Text size="sm">Data: {windowText(e.window)}</Text>
      <Lines title="Counts" lines={namedNumbers(e.counts)} />
      <Lines title="Statistics" lines={e.statistics.map(statisticText)} />
      <Lines title="Thresholds" lines={namedNumbers(e.thresholds)} />
    </Stack>
  );
}

function DetailsBody({ r }: { r: RecommendationView }) {
  const info = RECOMMENDATION_TYPE_INFO[r.type];
  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Text size="xs" fw={700} tt="uppercase" c="dimmed">
          {typeLabel(r.type)} · {r.category} · {info.risk.toLowerCase()} risk
        </Text>
        <PriorityBadge priority={r.priority} />
        <StatusIndicator r={r} />
      </Stack>
      <Text size="sm">{r.description}</Text>
      <Text size="sm">
        Target: <b>{r.targetEntityName}</b>
      </Text>
      <ExpectedImpact impact={r.expectedImpact} />
      <Tags tags={r.tags} />
      <Text size="xs" c="dimmed">
        Created {formatDateTime(r.createdAt)} · expires {formatDateTime(r.expiresAt)}
        {r.implementedAt ? ` · implemented ${formatDateTime(r.implementedAt)}` : ''}
      </Text>
      {r.dismissReason && (
        <Text size="sm">
          Dismissed: {r.dismissReason.replaceAll('_', ' ')}
          {r.dismissComment ? ` (${r.dismissComment})` : ''}
        </Text>
      )}
      <MeasuredImpactList items={r.measuredImpact} />
      <Divider />
      <WhyThis r={r} />
      <Text size="xs" c="dimmed">
        {info.description}
      </Text>
    </Stack>
  );
}

export function DetailsModal({ r, onClose }: { r: RecommendationView | null; onClose: () => void }) {
  return (
    <Modal opened={r !== null} onClose={onClose} title={r?.title ?? ''} size="lg" centered>
      {r && <DetailsBody r={r} />}
    </Modal>
  );
}
