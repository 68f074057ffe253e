/**
 * Above the recommendations: the time range (7d, 30d, 90d), the priority, type, category and status filters
 * (each change goes back to page 1, spec 2 §2) and the cards / list toggle.
 */
import {
  type OptimizationTimeRange,
  optimizationTimeRanges,
  type RecommendationType,
  recommendationCategories,
  recommendationPriorities,
  recommendationStatuses,
  recommendationTypes,
} from '@ads-creative/contracts/optimization';
import { Group, SegmentedControl, Select, SimpleGrid } from '@mantine/core';
import type { ListFilters } from '../api/optimization-keys.ts';
import { TIME_RANGE_LABELS, typeLabel } from '../optimization-labels.ts';

export type Filters = Omit<ListFilters, 'page'>;
export type Layout = 'cards' | 'list';

const ALL = 'all';
const options = (all: string, values: readonly string[], label: (v: string) => string = (v) => v) => [
  { value: ALL, label: all },
  ...values.map((v) => ({ value: v, label: label(v) })),
];

interface Props {
  filters: Filters;
  onChange: (filters: Filters) => void;
  /** The High Priority tab lists HIGH ones only: no priority filter there. */
  withPriority: boolean;
  layout: Layout;
  onLayoutChange: (layout: Layout) => void;
}

export function FiltersBar({ filters, onChange, withPriority, layout, onLayoutChange }: Props) {
  const set = (key: keyof Filters) => (v: string | null) => onChange({ ...filters, [key]: !v || v === ALL ? undefined : v });
  const select = (key: 'priority' | 'type' | 'category' | 'status', label: string, data: { value: string; label: string }[]) => (
    <Select label={label} data={data} value={filters[key] ?? ALL} onChange={set(key)} allowDeselect={false} />
  );
  return (
    <>
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          aria-label="Time range"
          data={optimizationTimeRanges.map((r) => ({ value: r, label: TIME_RANGE_LABELS[r] }))}
          value={filters.timeRange}
          onChange={(v) => onChange({ ...filters, timeRange: v as OptimizationTimeRange })}
        />
        <SegmentedControl
          aria-label="View"
          data={[
            { value: 'cards', label: 'Cards' },
            { value: 'list', label: 'List' },
          ]}
          value={layout}
          onChange={(v) => onLayoutChange(v as Layout)}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: withPriority ? 4 : 3 }} spacing="sm">
        {withPriority && select('priority', 'Priority', options('All priorities', recommendationPriorities))}
        {select(
          'type',
          'Type',
          options('All types', recommendationTypes, (t) => typeLabel(t as RecommendationType)),
        )}
        {select('category', 'Category', options('All categories', recommendationCategories))}
        {select('status', 'Status', options('Open', recommendationStatuses))}
      </SimpleGrid>
    </>
  );
}
