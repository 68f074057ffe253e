/**
 * Step 3, Preview (spec 1 §2): the variation cards, or 'No ads generated yet'; Previous and Save Ad,
 * which is disabled without a selection (the Vietnamese warning says why) or while saving (keeping
 * its label, with a loader). Under each card its score before saving (decision 185); once the account has
 * the evidence, the cards can be ordered best score first.
 */
import { type AdVariation, generationMessages } from '@ads-creative/contracts/generation';
import { Alert, Button, Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconDeviceFloppy, IconMoodEmpty } from '@tabler/icons-react';
import { useState } from 'react';
import { useVariationScores } from '../api/variation-scores-query.ts';
import { VariationCard } from './variation-card.tsx';
import { VariationScoreView } from './variation-score.tsx';

interface Props {
  variations: AdVariation[];
  /** The chosen campaign: its owner's results score the variations. */
  campaignId: number | null;
  selectedId: number | null;
  onSelect: (id: number) => void;
  onEdit: (variation: AdVariation) => void;
  onPreviewImage: (url: string) => void;
  saving: boolean;
  onPrevious: () => void;
  onSave: () => void;
}

type Order = 'generated' | 'score';

export function PreviewStep({ variations, campaignId, selectedId, onSelect, onEdit, onPreviewImage, saving, onPrevious, onSave }: Props) {
  const hasSelection = variations.some((v) => v.id === selectedId);
  const scores = useVariationScores(campaignId, variations);
  const [order, setOrder] = useState<Order>('generated');
  const scored = scores.data?.enoughEvidence && scores.data.scores.length === variations.length ? scores.data.scores : null;
  // Each card keeps its number ('Variation 2') whatever the order; ties keep the generated order.
  const shown = variations.map((v, i) => ({ v, i }));
  if (scored && order === 'score') shown.sort((a, b) => (scored[b.i]?.score ?? -1) - (scored[a.i]?.score ?? -1) || a.i - b.i);
  return (
    <Stack gap="lg">
      {variations.length === 0 ? (
        <Stack align="center" gap={4} py="xl">
          <IconMoodEmpty size={40} color="var(--mantine-color-dimmed)" />
          <Text fw={600}>{generationMessages.noAdsGenerated}</Text>
          <Text c="dimmed" size="sm">
            {generationMessages.goBackToGenerate}
          </Text>
        </Stack>
      ) : (
        <Stack gap="sm">
          {scored && (
            <Group gap="xs">
              <Text size="sm">Order</Text>
              <SegmentedControl
                size="xs"
                aria-label="Order variations"
                value={order}
                onChange={(value) => setOrder(value as Order)}
                data={[
                  { value: 'generated', label: 'As generated' },
                  { value: 'score', label: 'Best score first' },
                ]}
              />
            </Group>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {shown.map(({ v, i }) => (
              <Stack key={v.id} gap="xs">
                <VariationCard
                  variation={v}
                  index={i}
                  selected={v.id === selectedId}
                  onSelect={() => onSelect(v.id)}
                  onEdit={() => onEdit(v)}
                  onPreviewImage={onPreviewImage}
                />
                <VariationScoreView title={`Variation ${i + 1}`} score={scores.data?.scores[i]} loading={scores.isLoading} />
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>
      )}
      {variations.length > 0 && !hasSelection && (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />}>
          {generationMessages.chooseAdToSave}
        </Alert>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={onPrevious} disabled={saving}>
          Previous
        </Button>
        <Button onClick={onSave} disabled={!hasSelection || saving} loading={saving} leftSection={<IconDeviceFloppy size={16} />}>
          Save Ad
        </Button>
      </Group>
    </Stack>
  );
}
