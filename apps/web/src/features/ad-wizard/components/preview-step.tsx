/**
 * Step 3, Preview (spec 1 §2): the variation cards, or 'No ads generated yet'; Previous and Save Ad,
 * which is disabled without a selection (the Vietnamese warning says why) or while saving (keeping
 * its label, with a loader).
 */
import { type AdVariation, generationMessages } from '@ads-creative/contracts/generation';
import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconDeviceFloppy, IconMoodEmpty } from '@tabler/icons-react';
import { VariationCard } from './variation-card.tsx';

interface Props {
  variations: AdVariation[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  onEdit: (variation: AdVariation) => void;
  onPreviewImage: (url: string) => void;
  saving: boolean;
  onPrevious: () => void;
  onSave: () => void;
}

export function PreviewStep({ variations, selectedId, onSelect, onEdit, onPreviewImage, saving, onPrevious, onSave }: Props) {
  const hasSelection = variations.some((v) => v.id === selectedId);
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
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {variations.map((v, i) => (
            <VariationCard
              key={v.id}
              variation={v}
              index={i}
              selected={v.id === selectedId}
              onSelect={() => onSelect(v.id)}
              onEdit={() => onEdit(v)}
              onPreviewImage={onPreviewImage}
            />
          ))}
        </SimpleGrid>
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
