/**
 * Under a preview card: the variation's score before saving (decision 185), 0–100 against the account's own ads,
 * its predicted CTR with the 95 % interval and the tags that moved it; or why there is no number yet.
 */
import type { VariationScore } from '@ads-creative/contracts/creative-score';
import { Badge, Group, List, Stack, Text } from '@mantine/core';

const pct = (x: number) => `${x.toFixed(2)} %`;
const colorOf = (score: number) => (score >= 67 ? 'green' : score >= 34 ? 'yellow' : 'red');

interface Props {
  title: string;
  score: VariationScore | undefined;
  loading: boolean;
}

export function VariationScoreView({ title, score, loading }: Props) {
  if (loading)
    return (
      <Text size="xs" c="dimmed">
        Scoring against your account…
      </Text>
    );
  if (!score) return null;
  return (
    <Stack gap={4} role="region" aria-label={`Score of ${title}`}>
      {score.score === null ? (
        <Text size="xs" c="dimmed">
          {score.reasons[0]}
        </Text>
      ) : (
        <>
          <Group gap="xs">
            <Badge color={colorOf(score.score)} variant="light">
              Score {score.score}/100
            </Badge>
            {score.predictedCtr !== null && score.low !== null && score.high !== null && (
              <Text size="xs">
                Predicted CTR {pct(score.predictedCtr)} ({pct(score.low)} – {pct(score.high)})
              </Text>
            )}
          </Group>
          <List size="xs" spacing={2}>
            {score.reasons.map((r) => (
              <List.Item key={r}>{r}</List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
