/**
 * A copy's creative tags as chips, and 'Correct the angles': a choice of 1–3 angles, the main one first, saved as
 * the user's (the tagger never overwrites them; decision 183). Used for the ad and for each generated content.
 */
import { creativeTagMessages as m } from '@ads-creative/contracts/creative-tagging';
import { ANGLE_LABELS, ANGLES, type Angle, type CreativeTags, MAX_ANGLES } from '@ads-creative/contracts/creative-tags';
import { Button, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { CreativeTagChips } from '../../../components/creative-tag-chips.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';

const angleOptions = ANGLES.map((value) => ({ value, label: ANGLE_LABELS[value] }));

export function CreativeTagsPanel({
  tags,
  onSave,
  saving,
}: {
  tags: CreativeTags | null | undefined;
  onSave: (angles: Angle[]) => Promise<unknown>;
  saving: boolean;
}) {
  const [editing, setEditing] = useState<Angle[] | null>(null);
  if (!tags) {
    return (
      <Text size="sm" c="dimmed">
        {m.notTagged}
      </Text>
    );
  }
  const save = async (angles: Angle[]) => {
    try {
      await onSave(angles);
      toast.success(m.saved);
      setEditing(null);
    } catch (e) {
      toast.error(`${m.saveFailed}: ${errorMessage(e)}`);
    }
  };
  return (
    <Stack gap="xs">
      <CreativeTagChips tags={tags} />
      {editing === null ? (
        <Group gap="xs">
          <Text size="xs" c="dimmed">
            {tags.anglesByUser ? m.setByYou : m.setByTagger}
          </Text>
          <Button size="compact-xs" variant="subtle" onClick={() => setEditing(tags.angles)}>
            {m.correct}
          </Button>
        </Group>
      ) : (
        <Stack gap="xs">
          <MultiSelect
            label={m.anglesLabel}
            data={angleOptions}
            value={editing}
            onChange={(values) => setEditing(values as Angle[])}
            maxValues={MAX_ANGLES}
            comboboxProps={{ withinPortal: false }}
          />
          <Group gap="xs">
            <Button size="xs" loading={saving} disabled={editing.length === 0} onClick={() => void save(editing)}>
              {m.save}
            </Button>
            <Button size="xs" variant="default" onClick={() => setEditing(null)}>
              {m.cancel}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
