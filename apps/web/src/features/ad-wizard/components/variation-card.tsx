/**
 * One generated variation (spec 1 §2 step 3): 'Variation N', its image (click for the Media Preview),
 * headline, body, call-to-action label, character counts, a check mark when selected, an edit button.
 * Clicking the card selects it.
 */
import { DESCRIPTION_LIMIT, HEADLINE_LIMIT, PRIMARY_TEXT_RECOMMENDED } from '@ads-creative/contracts/ai';
import type { AdVariation } from '@ads-creative/contracts/generation';
import { ActionIcon, Badge, Button, Card, Group, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCircleCheckFilled, IconPencil, IconPhoto } from '@tabler/icons-react';
import { callToActionText } from '../../../lib/labels.ts';
import { CharCount } from './char-count.tsx';

interface Props {
  variation: AdVariation;
  index: number;
  selected: boolean;
  onSelect: () => void;
  onEdit: () => void;
  onPreviewImage: (url: string) => void;
}

export function VariationCard({ variation, index, selected, onSelect, onEdit, onPreviewImage }: Props) {
  const title = `Variation ${index + 1}`;
  const image = variation.imageUrl || variation.mediaFileUrl;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      onClick={onSelect}
      style={{
        cursor: 'pointer',
        borderColor: selected ? 'var(--mantine-primary-color-filled)' : undefined,
        borderWidth: selected ? 2 : 1,
      }}
      aria-label={title}
      role="group"
      data-selected={selected || undefined}
    >
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Group gap={6}>
          <Text fw={600}>{title}</Text>
          {selected && <IconCircleCheckFilled size={20} color="var(--mantine-primary-color-filled)" aria-label="Selected" role="img" />}
        </Group>
        <ActionIcon
          variant="subtle"
          aria-label={`Edit ${title}`}
          onClick={(e) => {
            e.stopPropagation();
            onEdit();
          }}
        >
          <IconPencil size={16} />
        </ActionIcon>
      </Group>
      <Card.Section mb="sm">
        {image ? (
          <UnstyledButton
            aria-label={`Preview image of ${title}`}
            onClick={(e) => {
              e.stopPropagation();
              onPreviewImage(image);
            }}
            w="100%"
          >
            <Image src={image} alt={variation.headline || title} h={180} fit="cover" />
          </UnstyledButton>
        ) : (
          <Stack h={180} align="center" justify="center" bg="var(--mantine-color-default-hover)">
            <IconPhoto size={32} color="var(--mantine-color-dimmed)" />
          </Stack>
        )}
      </Card.Section>
      <Stack gap={6}>
        <Text fw={600} lineClamp={2}>
          {variation.headline}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {variation.body}
        </Text>
        {variation.description && (
          <Text size="sm" c="dimmed">
            {variation.description}
          </Text>
        )}
        <Badge variant="light" style={{ alignSelf: 'flex-start' }}>
          {callToActionText(variation.callToAction)}
        </Badge>
        <Group gap="md">
          <CharCount label="Headline" text={variation.headline} limit={HEADLINE_LIMIT} />
          <CharCount label="Primary text" text={variation.body} limit={PRIMARY_TEXT_RECOMMENDED} />
          {variation.description ? <CharCount label="Description" text={variation.description} limit={DESCRIPTION_LIMIT} /> : null}
        </Group>
        <Button
          variant={selected ? 'filled' : 'light'}
          size="xs"
          mt={4}
          onClick={(e) => {
            e.stopPropagation();
            onSelect();
          }}
          aria-pressed={selected}
        >
          {selected ? 'Selected' : 'Select'}
        </Button>
      </Stack>
    </Card>
  );
}
