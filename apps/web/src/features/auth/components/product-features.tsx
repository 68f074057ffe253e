/** The login screen's "what you get" panel: the product's main capabilities at a glance. */
import { List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBrandFacebook,
  IconChartLine,
  IconLibraryPhoto,
  IconPhotoAi,
  IconSparkles,
  IconTargetArrow,
  IconWand,
} from '@tabler/icons-react';

const features = [
  {
    icon: IconSparkles,
    title: 'AI ad copy',
    text: 'Headlines and body text in Vietnamese or English from OpenAI, Google Gemini or Anthropic, in the style you choose.',
  },
  {
    icon: IconPhotoAi,
    title: 'AI images',
    text: 'Ad images from OpenAI, Hugging Face, fal.ai or Stability AI, or upload your own.',
  },
  {
    icon: IconLibraryPhoto,
    title: 'Ad Library import',
    text: 'Paste Facebook Ad Library links to reuse proven copy as a starting point.',
  },
  { icon: IconTargetArrow, title: 'Campaigns and ads', text: 'Create, edit and organise campaigns and their ads in one place.' },
  { icon: IconBrandFacebook, title: 'Publish to Facebook', text: 'Send a finished ad to your Facebook ad account in one click.' },
  {
    icon: IconChartLine,
    title: 'Analytics and optimization',
    text: 'Follow spend, reach and conversions, and act on optimization recommendations.',
  },
];

export function ProductFeatures() {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Ads Creative
        </Title>
        <Text c="dimmed" mt={4}>
          Create Facebook ad campaigns and ads with AI.
        </Text>
      </div>
      <List spacing="md" center={false} aria-label="Features">
        {features.map(({ icon: Icon, title, text }) => (
          <List.Item
            key={title}
            icon={
              <ThemeIcon variant="light" size={32} radius="xl">
                <Icon size={18} aria-hidden />
              </ThemeIcon>
            }
          >
            <Text fw={600}>{title}</Text>
            <Text size="sm" c="dimmed">
              {text}
            </Text>
          </List.Item>
        ))}
      </List>
      <Text size="xs" c="dimmed" visibleFrom="md">
        <IconWand size={12} aria-hidden /> No AI key yet? The built-in offline generator works out of the box.
      </Text>
    </Stack>
  );
}
