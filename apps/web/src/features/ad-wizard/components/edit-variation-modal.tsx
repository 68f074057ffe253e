/** Edit Ad Variation (spec 1 §2): headline, body and call to action of one variation; Cancel or Save Changes. */
import { CALL_TO_ACTION_LABELS, callToActions } from '@ads-creative/contracts/ads';
import { HEADLINE_LIMIT, PRIMARY_TEXT_RECOMMENDED } from '@ads-creative/contracts/ai';
import type { AdVariation } from '@ads-creative/contracts/generation';
import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { CharCount } from './char-count.tsx';

const options = callToActions.map((code) => ({ value: code, label: CALL_TO_ACTION_LABELS[code] }));

interface Props {
  variation: AdVariation | null;
  onCancel: () => void;
  onSave: (variation: AdVariation) => void;
}

export function EditVariationModal({ variation, onCancel, onSave }: Props) {
  return (
    <Modal opened={variation !== null} onClose={onCancel} title="Edit Ad Variation" size="lg" centered>
      {/* Keyed so each opening starts from that variation's text. */}
      {variation && <EditVariationForm key={variation.id} variation={variation} onCancel={onCancel} onSave={onSave} />}
    </Modal>
  );
}

function EditVariationForm({ variation, onCancel, onSave }: { variation: AdVariation } & Omit<Props, 'variation'>) {
  const [headline, setHeadline] = useState(variation.headline);
  const [body, setBody] = useState(variation.body);
  const [callToAction, setCallToAction] = useState<string | null>(variation.callToAction || null);
  const known = options.some((o) => o.value === callToAction);
  const data = known || !callToAction ? options : [{ value: callToAction, label: callToAction }, ...options];
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!headline.trim() || !callToAction) return;
        onSave({ ...variation, headline: headline.trim(), body, callToAction });
      }}
    >
      <Stack>
        <div>
          <TextInput
            label="Headline"
            value={headline}
            onChange={(e) => setHeadline(e.currentTarget.value)}
            error={headline.trim() ? undefined : 'Headline is required'}
            data-autofocus
          />
          <CharCount label="Headline" text={headline} limit={HEADLINE_LIMIT} />
        </div>
        <div>
          <Textarea label="Body" value={body} onChange={(e) => setBody(e.currentTarget.value)} rows={5} resize="vertical" />
          <CharCount label="Primary text" text={body} limit={PRIMARY_TEXT_RECOMMENDED} />
        </div>
        <Select
          label="Call to Action"
          data={data}
          value={callToAction}
          onChange={setCallToAction}
          error={callToAction ? undefined : 'Call to Action is required'}
          comboboxProps={{ zIndex: 1000 }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={!headline.trim() || !callToAction}>
            Save Changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
