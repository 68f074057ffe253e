/** The dashboard header's 'Customize' button: a checkbox per section, checked while the section is shown. */
import { DASHBOARD_SECTIONS, type DashboardSection } from '@ads-creative/contracts/dashboard';
import { Button, Checkbox, Popover, Stack, Text } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';

export const SECTION_LABELS: Record<DashboardSection, string> = {
  stats: 'Stat cards',
  quickActions: 'Quick actions',
  recentCampaigns: 'Recent Campaigns',
  recentAds: 'Recent Ads',
};

interface Props {
  hidden: readonly DashboardSection[];
  onToggle: (section: DashboardSection, shown: boolean) => void;
  disabled?: boolean;
}

export function CustomizeMenu({ hidden, onToggle, disabled }: Props) {
  return (
    // hideDetached off: the header button never scrolls out of a container, and jsdom's zero-size
    // boxes would otherwise count as detached and hide the dropdown in tests.
    <Popover position="bottom-end" width={220} shadow="md" hideDetached={false}>
      <Popover.Target>
        <Button variant="default" aria-label="Customize dashboard" leftSection={<IconAdjustments size={16} />} disabled={disabled}>
          Customize
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label="Dashboard sections">
        <Stack gap="sm">
          <Text size="sm" fw={600}>
            Show sections
          </Text>
          {DASHBOARD_SECTIONS.map((section) => (
            <Checkbox
              key={section}
              label={SECTION_LABELS[section]}
              checked={!hidden.includes(section)}
              onChange={(e) => onToggle(section, e.currentTarget.checked)}
            />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
