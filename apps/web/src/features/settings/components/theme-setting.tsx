/** Appearance: light, dark, or auto (no stored choice, so the operating system's preference applies; spec 1 §1). */
import { Card, SegmentedControl, Stack, Text, Title, useMantineColorScheme } from '@mantine/core';

const options = [
  { label: 'Light', value: 'light' },
  { label: 'Dark', value: 'dark' },
  { label: 'Auto', value: 'auto' },
];

export function ThemeSetting() {
  const { colorScheme, setColorScheme, clearColorScheme } = useMantineColorScheme();
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={3}>Appearance</Title>
        <Text size="sm" c="dimmed">
          Auto follows your operating system's light or dark setting.
        </Text>
        <SegmentedControl
          aria-label="Theme"
          data={options}
          value={colorScheme}
          onChange={(v) => (v === 'auto' ? clearColorScheme() : setColorScheme(v as 'light' | 'dark'))}
          style={{ alignSelf: 'flex-start' }}
        />
      </Stack>
    </Card>
  );
}
