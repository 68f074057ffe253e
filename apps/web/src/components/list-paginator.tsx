/**
 * The list paginator (spec 1 §2, §9): shown only when there is more than one page; `page` is 0-based like the API.
 * A screen whose spec words the summary for every page count (the optimization center's 'Page 1 of 1 (N
 * recommendations)', spec 2 §2) keeps that line on a single page, without the page buttons.
 */
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
  /** Shows the summary line on a single page too. */
  summaryOnOnePage?: boolean;
}

export function ListPaginator({ page, totalPages, totalElements, onChange, noun, summary, summaryOnOnePage = false }: Props) {
  const line = (
    <Text size="sm" c="dimmed">
      {summary ?? `Page ${page + 1} of ${totalPages} · ${totalElements} ${noun}`}
    </Text>
  );
  if (totalPages <= 1) return summaryOnOnePage ? <Group mt="lg">{line}</Group> : null;
  return (
    <Group justify="space-between" mt="lg" gap="sm">
      {line}
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
