/**
 * Analytics settings (spec 2 §2): default time range, auto refresh, refresh interval (30, 60, 300 or
 * 600 s) and e-mail reports, saved in this browser's local storage and on the server (decision 161).
 */
import { refreshIntervals } from '@ads-creative/contracts/analytics';
import { ANALYTICS_REPORT_DESCRIPTION } from '@ads-creative/contracts/analytics-settings';
import { type TimeRange, timeRanges } from '@ads-creative/contracts/metrics';
import { Button, Group, Modal, Select, Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { REFRESH_INTERVAL_LABELS, TIME_RANGE_LABELS } from '../analytics-labels.ts';
import type { AnalyticsSettings } from '../analytics-settings.ts';

interface Props {
  opened: boolean;
  settings: AnalyticsSettings;
  onClose: () => void;
  onSave: (settings: AnalyticsSettings) => void;
}

function SettingsForm({ settings, onClose, onSave }: Omit<Props, 'opened'>) {
  const [draft, setDraft] = useState<AnalyticsSettings>(settings);
  const set = (patch: Partial<AnalyticsSettings>) => setDraft((d) => ({ ...d, ...patch }));
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSave(draft);
      }}
    >
      <Stack gap="md">
        <Select
          label="Default time range"
          data={timeRanges.map((r) => ({ value: r, label: TIME_RANGE_LABELS[r] }))}
          value={draft.defaultTimeRange}
          onChange={(v) => v && set({ defaultTimeRange: v as TimeRange })}
          allowDeselect={false}
        />
        <Switch
          label="Auto refresh"
          description="Reload the analytics on a timer while this page is open"
          checked={draft.autoRefresh}
          onChange={(e) => set({ autoRefresh: e.currentTarget.checked })}
        />
        <Select
          label="Refresh interval"
          data={refreshIntervals.map((s) => ({ value: String(s), label: REFRESH_INTERVAL_LABELS[s] }))}
          value={String(draft.refreshInterval)}
          onChange={(v) => v && set({ refreshInterval: Number(v) as AnalyticsSettings['refreshInterval'] })}
          allowDeselect={false}
          disabled={!draft.autoRefresh}
        />
        <Switch
          label="Email reports"
          description={ANALYTICS_REPORT_DESCRIPTION}
          checked={draft.emailReports}
          onChange={(e) => set({ emailReports: e.currentTarget.checked })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Save</Button>
        </Group>
      </Stack>
    </form>
  );
}

export function SettingsDialog({ opened, settings, onClose, onSave }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Analytics settings" centered>
      {opened && <SettingsForm settings={settings} onClose={onClose} onSave={onSave} />}
    </Modal>
  );
}
