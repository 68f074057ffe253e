/** The list paginator (spec 1 §2, §9): shown only when there is more than one page; `page` is 0-based like the API. */
import { Group, Pagination, Text } from '@mantine/core';

interface Props {
  page: number;
  totalPages: number;
  totalElements: number;
  onChange: (page: number) => void;
  /** What is being counted, for the summary ('campaigns', 'ads'). */
  noun: string;
  /** Replaces the 'Page X of Y · N noun' line where a screen words it otherwise. */
  summary?: string;
}

export function ListPaginator({ page, totalPages, totalElements, onChange, noun, summary }: Props) {
  if (totalPages <= 1) return null;
  return (
    <Group justify="space-between" mt="lg" gap="sm">
      <Text size="sm" c="dimmed">
        {summary ?? `Page ${page + 1} of ${totalPages} · ${totalElements} ${noun}`}
      </Text>
      <Pagination
        total={totalPages}
        value={page + 1}
        onChange={(p) => onChange(p - 1)}
        siblings={1}
        boundaries={1}
        aria-label={`${noun} pages`}
        getControlProps={(control) => ({ 'aria-label': `${control} page` })}
      />
    </Group>
  );
}
