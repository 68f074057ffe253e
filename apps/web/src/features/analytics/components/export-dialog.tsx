/**
 * Export (spec 2 §2, §7): data type (campaigns, ads, content or all), format (CSV, Excel, PDF) and time
 * range; the server builds the file and the browser saves it as 'analytics-{type}-{range}.{format}'.
 */
import {
  type ExportFormat,
  type ExportType,
  exportFormatLabels,
  exportFormats,
  exportTypes,
} from '@ads-creative/contracts/analytics-export';
import { type TimeRange, timeRanges } from '@ads-creative/contracts/metrics';
import { Alert, Button, Group, Modal, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { EXPORT_TYPE_LABELS, TIME_RANGE_LABELS } from '../analytics-labels.ts';
import { useExportAnalytics } from '../api/export-analytics.ts';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** The page's range, the dialog's first choice. */
  range: TimeRange;
}

function ExportForm({ range, onClose }: { range: TimeRange; onClose: () => void }) {
  const [type, setType] = useState<ExportType>('campaigns');
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [timeRange, setTimeRange] = useState<TimeRange>(range);
  const exporting = useExportAnalytics();

  const submit = () =>
    exporting.mutate(
      { type, format, timeRange },
      {
        onSuccess: (fileName) => {
          toast.success(`Downloaded ${fileName}`);
          onClose();
        },
      },
    );

  return (
    <Stack gap="md">
      <Select
        label="Data type"
        data={exportTypes.map((t) => ({ value: t, label: EXPORT_TYPE_LABELS[t] }))}
        value={type}
        onChange={(v) => v && setType(v as ExportType)}
        allowDeselect={false}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="export-format-label">
          Format
        </Text>
        <SegmentedControl
          aria-labelledby="export-format-label"
          data={exportFormats.map((f) => ({ value: f, label: exportFormatLabels[f] }))}
          value={format}
          onChange={(v) => setFormat(v as ExportFormat)}
          fullWidth
        />
      </Stack>
      <Select
        label="Time range"
        data={timeRanges.map((r) => ({ value: r, label: TIME_RANGE_LABELS[r] }))}
        value={timeRange}
        onChange={(v) => v && setTimeRange(v as TimeRange)}
        allowDeselect={false}
      />
      {exporting.isError && (
        <Alert color="red" variant="light" title="Export failed">
          {errorMessage(exporting.error)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={exporting.isPending}>
          Cancel
        </Button>
        <Button leftSection={<IconDownload size={16} />} loading={exporting.isPending} onClick={submit}>
          Export
        </Button>
      </Group>
    </Stack>
  );
}

export function ExportDialog({ opened, onClose, range }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Export analytics" centered>
      {opened && <ExportForm range={range} onClose={onClose} />}
    </Modal>
  );
}
