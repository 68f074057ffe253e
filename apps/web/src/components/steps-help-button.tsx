/** A help button opening a dialog that walks through numbered steps (spec 1 §2: the Vietnamese help of the wizard and the campaign form). */
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHelpCircle } from '@tabler/icons-react';

export interface HelpStep {
  title: string;
  body: string;
}

interface Props {
  /** The dialog's title. */
  title: string;
  /** The line above the steps. */
  intro: string;
  steps: readonly HelpStep[];
}

export function StepsHelpButton({ title, intro, steps }: Props) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="light" leftSection={<IconHelpCircle size={16} />} onClick={open}>
        Hướng dẫn
      </Button>
      <Modal opened={opened} onClose={close} title={title} size="lg" centered>
        <Stack gap="md">
          <Text size="sm">{intro}</Text>
          {steps.map((step, i) => (
            <Group key={step.title} align="flex-start" wrap="nowrap" gap="sm">
              <ThemeIcon radius="xl" size={28} variant="light">
                {i + 1}
              </ThemeIcon>
              <Stack gap={2} style={{ flex: 1 }}>
                <Text fw={600}>{step.title}</Text>
                <Text size="sm" c="dimmed">
                  {step.body}
                </Text>
              </Stack>
            </Group>
          ))}
          <Group justify="flex-end">
            <Button onClick={close}>Đã hiểu</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
