/** Export (spec 2 §7): the recommendations of the page's range as CSV, Excel or PDF, built by the server. */
import { type OptimizationTimeRange, optimizationExportFormats } from '@ads-creative/contracts/optimization';
import { Button, Menu } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useExportRecommendations } from '../api/refresh-and-export.ts';

const LABELS = { csv: 'CSV', xlsx: 'Excel', pdf: 'PDF' } as const;

export function ExportMenu({ timeRange }: { timeRange: OptimizationTimeRange }) {
  const exporting = useExportRecommendations();
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="default" leftSection={<IconDownload size={16} />} loading={exporting.isPending}>
          Export
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {optimizationExportFormats.map((format) => (
          <Menu.Item key={format} onClick={() => exporting.mutate({ format, timeRange })}>
            {LABELS[format]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
