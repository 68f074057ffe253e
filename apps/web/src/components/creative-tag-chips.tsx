/**
 * A copy's creative tags as chips (decision 183): its angles (the main one first), hook, length, emoji and format,
 * with 'Angles set by you' when the user corrected them. Shared: the ad page and the wizard's variation cards.
 */
import { CREATIVE_FORMAT_LABELS, creativeTagMessages as m } from '@ads-creative/contracts/creative-tagging';
import { ANGLE_LABELS, type CreativeTags, HOOK_LABELS, LENGTH_LABELS } from '@ads-creative/contracts/creative-tags';
import { Badge, Group } from '@mantine/core';

export function CreativeTagChips({ tags }: { tags: CreativeTags }) {
  return (
    <Group gap={6} aria-label={m.title}>
      {tags.angles.map((angle) => (
        <Badge key={angle} variant="filled" color="grape" tt="none">
          {ANGLE_LABELS[angle]}
        </Badge>
      ))}
      {tags.anglesByUser && (
        <Badge variant="outline" color="grape" tt="none">
          {m.setByYou}
        </Badge>
      )}
      <Badge variant="light" color="gray" tt="none">
        {HOOK_LABELS[tags.hook]}
      </Badge>
      <Badge variant="light" color="gray" tt="none">
        {LENGTH_LABELS[tags.length]}
      </Badge>
      <Badge variant="light" color="gray" tt="none">
        {tags.emoji ? m.emoji : m.noEmoji}
      </Badge>
      <Badge variant="light" color="gray" tt="none">
        {CREATIVE_FORMAT_LABELS[tags.format]}
      </Badge>
    </Group>
  );
}
