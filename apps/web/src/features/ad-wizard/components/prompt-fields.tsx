/**
 * Step 1's prompt fields: the prompt style (default Dynamic), a custom prompt that can be saved under a
 * name and loaded again (local storage 'savedPrompts', spec 1 §3), and the ad content prompt.
 */
import type { PromptStyle } from '@ads-creative/contracts/ai';
import { PROMPT_MAX } from '@ads-creative/contracts/generation';
import { ActionIcon, Button, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { useSavedPrompts } from '../saved-prompts.ts';
import { promptStyleOptions, type WizardErrors, type WizardValues } from '../wizard-values.ts';

interface Props {
  values: WizardValues;
  errors: WizardErrors;
  set: <K extends keyof WizardValues>(key: K, value: WizardValues[K]) => void;
  /** The AI-first page asks for the prompt first and bigger. */
  promptFirst?: boolean;
}

export function PromptFields({ values, errors, set, promptFirst = false }: Props) {
  const prompt = (
    <Textarea
      label="Ad content prompt"
      description="What are you advertising, to whom, and why should they care?"
      placeholder="e.g. Giày chạy bộ AirFlow Pro dành cho dân văn phòng, giảm 30% tuần này"
      value={values.prompt}
      onChange={(e) => set('prompt', e.currentTarget.value)}
      error={errors.prompt}
      rows={promptFirst ? 6 : 4}
      resize="vertical"
      maxLength={PROMPT_MAX}
    />
  );
  return (
    <Stack gap="md">
      {promptFirst && prompt}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label="Prompt style"
          data={promptStyleOptions}
          value={values.promptStyle}
          onChange={(v) => v && set('promptStyle', v as PromptStyle)}
          allowDeselect={false}
        />
        <SavedPromptPicker values={values} set={set} />
      </SimpleGrid>
      <Textarea
        label="Custom prompt"
        description="Optional extra instructions for the AI, e.g. always mention free delivery"
        value={values.customPrompt}
        onChange={(e) => set('customPrompt', e.currentTarget.value)}
        rows={3}
        resize="vertical"
        maxLength={PROMPT_MAX}
      />
      {!promptFirst && prompt}
    </Stack>
  );
}

function SavedPromptPicker({ values, set }: Pick<Props, 'values' | 'set'>) {
  const saved = useSavedPrompts();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [opened, { open, close }] = useDisclosure(false);
  const [name, setName] = useState('');
  const chosen = saved.list.find((p) => p.id === chosenId) ?? null;

  const load = (id: string | null) => {
    setChosenId(id);
    const entry = saved.list.find((p) => p.id === id);
    if (!entry) return;
    set('customPrompt', entry.prompt);
    set('promptStyle', entry.style);
  };
  const startSave = () => {
    setName(chosen?.prompt === values.customPrompt ? chosen.name : values.customPrompt.trim().slice(0, 40));
    open();
  };
  const save = () => {
    if (!name.trim()) return;
    const entry = saved.save(name, values.customPrompt, values.promptStyle);
    setChosenId(entry.id);
    toast.success(`Prompt "${entry.name}" saved`);
    close();
  };

  return (
    <>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Select
          label="Saved prompts"
          placeholder={saved.list.length ? 'Load a saved prompt' : 'No saved prompts yet'}
          data={saved.list.map((p) => ({ value: p.id, label: p.name }))}
          value={chosen ? chosen.id : null}
          onChange={load}
          disabled={saved.list.length === 0}
          style={{ flex: 1 }}
        />
        <Tooltip label="Save the custom prompt">
          <ActionIcon variant="light" size={36} aria-label="Save prompt" onClick={startSave} disabled={values.customPrompt.trim() === ''}>
            <IconDeviceFloppy size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Delete the chosen saved prompt">
          <ActionIcon
            variant="subtle"
            color="red"
            size={36}
            aria-label="Delete saved prompt"
            disabled={!chosen}
            onClick={() => {
              if (!chosen) return;
              saved.remove(chosen.id);
              setChosenId(null);
            }}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Modal opened={opened} onClose={close} title="Save custom prompt" centered>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <Stack>
            <TextInput
              label="Prompt name"
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              maxLength={80}
              data-autofocus
              required
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" disabled={!name.trim()}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
