/** The dashboard's two quick actions (spec 1 §2): Create Campaign and Create Ad. */
import { Card, Group, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconPhotoPlus, IconSpeakerphone } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';

const actions = [
  {
    label: 'Create Campaign',
    text: 'Set the objective, budget and audience of a new campaign',
    to: '/campaign/create',
    icon: IconSpeakerphone,
  },
  { label: 'Create Ad', text: 'Write ad copy and images with AI, then save the ad', to: '/ad/create', icon: IconPhotoPlus },
];

export function QuickActions() {
  const id = useId();
  // The link's name is its label alone; the line below it is read as its description (Lighthouse, issue 7).
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {actions.map((a) => (
        <UnstyledButton key={a.to} component={Link} to={a.to} aria-describedby={`${id}${a.to}`}>
          <Card withBorder padding="md">
            <Group wrap="nowrap">
              <ThemeIcon size={44} radius="md" variant="light">
                <a.icon size={24} />
              </ThemeIcon>
              <div style={{ flex: 1 }}>
                <Text fw={600}>{a.label}</Text>
                <Text size="sm" c="dimmed" id={`${id}${a.to}`} aria-hidden>
                  {a.text}
                </Text>
              </div>
              <IconChevronRight size={18} color="var(--mantine-color-dimmed)" />
            </Group>
          </Card>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
