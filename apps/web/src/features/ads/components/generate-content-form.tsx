/**
 * The detail page's Generate Content (spec 1 §2, §8, §9): a prompt, a radio per text provider
 * ('openai' until the list loads, then the first one) and Generate, which reads 'Generating...' while
 * the provider writes. A provider without a key is listed with what to set (choosing it gives the
 * server's clear error); the built-in one is labelled offline. A failure toasts
 * 'Failed to generate content: {message}'.
 */
import { generationMessages } from '@ads-creative/contracts/generation';
import { Button, Group, Radio, Stack, Textarea } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { useAiProviders } from '../../../lib/api/ai-providers.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useGenerateContent } from '../api/generate-content.ts';
import { knownTextProviders, type TextProviderOption } from '../api/text-providers-query.ts';

/** Spec 1 §9: the provider chosen before the list has loaded. */
export const DEFAULT_TEXT_PROVIDER = 'openai';

const label = (p: TextProviderOption) => (p.offline && !/offline/i.test(p.name) ? `${p.name} (offline)` : p.name);
const hint = (p: TextProviderOption) => {
  if (p.offline) return 'Runs on this server, no key needed';
  if (p.configured === false) return `Not configured${p.missing ? `: ${p.missing}` : ''}`;
  return undefined;
};

interface Props {
  adId: number;
  campaignId: number | null;
  /** Called after new contents arrived. */
  onGenerated?: () => void;
  /** When given, a Cancel button closes the form (the ad already has contents). */
  onCancel?: () => void;
}

export function GenerateContentForm({ adId, campaignId, onGenerated, onCancel }: Props) {
  const providers = useAiProviders('text');
  const generate = useGenerateContent(adId);
  const loaded = providers.data?.length ? providers.data : null;
  const list = loaded ?? knownTextProviders;
  const [prompt, setPrompt] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const provider = chosen ?? loaded?.[0].id ?? DEFAULT_TEXT_PROVIDER;
  const busy = generate.isPending;

  const submit = async () => {
    try {
      await generate.mutateAsync({ prompt, provider, campaignId });
    } catch (e) {
      toast.error(generationMessages.generateContentFailed(errorMessage(e)));
      return;
    }
    onGenerated?.();
  };

  return (
    <Stack
      gap="sm"
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        if (prompt.trim() && !busy) void submit();
      }}
    >
      <Textarea
        label="Prompt"
        placeholder="Describe what you want to advertise..."
        autosize
        minRows={3}
        maxRows={10}
        value={prompt}
        disabled={busy}
        onChange={(e) => setPrompt(e.currentTarget.value)}
      />
      <Radio.Group label="Text provider" value={provider.toUpperCase()} onChange={setChosen}>
        <Stack mt={6} gap="xs">
          {list.map((p) => (
            <Radio key={p.id} value={p.id} label={label(p)} description={hint(p)} disabled={busy} />
          ))}
        </Stack>
      </Radio.Group>
      <Group>
        {onCancel && (
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        )}
        <Button type="submit" leftSection={<IconSparkles size={16} />} disabled={!prompt.trim() || busy}>
          {busy ? 'Generating...' : 'Generate'}
        </Button>
      </Group>
    </Stack>
  );
}
