/**
 * The All Recommendations and High Priority tabs (spec 2 §2, §4, §8, §9): range, filters (back to page 1 on
 * every change), cards or list, 12 a page with 'Page X of Y (N recommendations)', the empty states, the load
 * error with Retry, the actions on one recommendation and on the selected ones.
 */
import type { DismissInput, OptimizationTimeRange, RecommendationView } from '@ads-creative/contracts/optimization';
import { Checkbox, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { CardSkeletonGrid } from '../../../components/card-skeleton-grid.tsx';
import { ListPaginator } from '../../../components/list-paginator.tsx';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useBatchAction } from '../api/batch-action.ts';
import { type RecommendationAction, useRecommendationAction } from '../api/recommendation-actions.ts';
import { useRecommendations } from '../api/recommendations-query.ts';
import { GREAT_JOB, LOAD_RECOMMENDATIONS_FAILED, LOAD_RECOMMENDATIONS_TITLE, NO_RECOMMENDATIONS } from '../optimization-messages.ts';
import { BatchBar } from './batch-bar.tsx';
import { DetailsModal } from './details-modal.tsx';
import { DismissDialog } from './dismiss-dialog.tsx';
import { type Filters, FiltersBar, type Layout } from './filters-bar.tsx';
import { confirmRevert, type RecommendationHandlers } from './recommendation-actions.tsx';
import { RecommendationCard } from './recommendation-card.tsx';
import { ScheduleDialog } from './schedule-dialog.tsx';
import { SummaryCards } from './summary-cards.tsx';

type Dismissing = { one: RecommendationView } | { ids: number[] } | null;

/** Spec 2 §2, to the letter: 'Page X of Y (N recommendations)', whatever N. */
export const pagingText = (page: number, totalPages: number, total: number) =>
  `Page ${page + 1} of ${totalPages} (${total} recommendations)`;

function EmptyState({ highPriority }: { highPriority: boolean }) {
  return (
    <Stack align="center" gap={4} py="xl">
      <Title order={3} size="h4">
        {highPriority ? GREAT_JOB : NO_RECOMMENDATIONS}
      </Title>
      <Text c="dimmed" ta="center">
        {highPriority ? 'No high priority recommendations right now.' : 'Try another time range or filter, or press Refresh.'}
      </Text>
    </Stack>
  );
}

interface Props {
  highPriority: boolean;
  /** Shared by both recommendation tabs and the export (the page holds it). */
  timeRange: OptimizationTimeRange;
  onTimeRangeChange: (range: OptimizationTimeRange) => void;
}

export function RecommendationsTab({ highPriority, timeRange, onTimeRangeChange }: Props) {
  const [narrowing, setNarrowing] = useState<Omit<Filters, 'timeRange'>>({});
  const filters: Filters = { ...narrowing, timeRange };
  const [page, setPage] = useState(0);
  const [layout, setLayout] = useState<Layout>('cards');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [details, setDetails] = useState<RecommendationView | null>(null);
  const [scheduling, setScheduling] = useState<RecommendationView | null>(null);
  const [dismissing, setDismissing] = useState<Dismissing>(null);
  const query = useRecommendations({ ...filters, page }, highPriority);
  const acting = useRecommendationAction();
  const batch = useBatchAction();

  const changeFilters = ({ timeRange: nextRange, ...next }: Filters) => {
    setNarrowing(next);
    if (nextRange !== timeRange) onTimeRangeChange(nextRange);
    setPage(0);
    setSelected(new Set());
  };
  const changePage = (next: number) => {
    setPage(next);
    setSelected(new Set());
  };
  const act = (r: RecommendationView, action: RecommendationAction, onDone?: () => void) =>
    acting.mutate({ id: r.id, action }, { onSuccess: onDone });

  const handlers: RecommendationHandlers = {
    onDetails: setDetails,
    onAccept: (r) => act(r, { kind: 'accept' }),
    onSchedule: setScheduling,
    onDismiss: (r) => setDismissing({ one: r }),
    onUnschedule: (r) => act(r, { kind: 'unschedule' }),
    onRevert: async (r) => {
      if (await confirmRevert(r.title)) act(r, { kind: 'revert' });
    },
    busyId: acting.isPending ? acting.variables.id : null,
    selected,
    onToggleSelected: (id) =>
      setSelected((old) => {
        const next = new Set(old);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
  };

  const dismiss = (input: DismissInput) => {
    if (!dismissing) return;
    if ('one' in dismissing) act(dismissing.one, { kind: 'dismiss', body: input }, () => setDismissing(null));
    else
      batch.mutate(
        { action: 'dismiss', ids: dismissing.ids, ...input },
        {
          onSuccess: () => {
            setDismissing(null);
            setSelected(new Set());
          },
        },
      );
  };

  const data = query.data;
  const items = data?.recommendations ?? [];
  const pendingIds = items.filter((r) => r.status === 'PENDING').map((r) => r.id);
  const allSelected = pendingIds.length > 0 && pendingIds.every((id) => selected.has(id));
  const now = new Date();

  let body: React.ReactNode;
  if (query.isError && !data)
    body = (
      <LoadErrorAlert
        title={LOAD_RECOMMENDATIONS_TITLE}
        message={errorMessage(query.error, LOAD_RECOMMENDATIONS_FAILED)}
        retryLabel="Retry"
        onRetry={() => void query.refetch()}
      />
    );
  else if (!data) body = <CardSkeletonGrid count={6} />;
  else if (items.length === 0) body = <EmptyState highPriority={highPriority} />;
  else
    body = (
      <>
        {pendingIds.length > 0 && (
          <Checkbox
            label="Select all pending on this page"
            checked={allSelected}
            indeterminate={!allSelected && pendingIds.some((id) => selected.has(id))}
            onChange={() => setSelected(allSelected ? new Set() : new Set(pendingIds))}
          />
        )}
        <SimpleGrid
          cols={layout === 'cards' ? { base: 1, sm: 2, xl: 3 } : 1}
          spacing="md"
          style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}
          aria-busy={query.isFetching}
        >
          {items.map((r) => (
            <RecommendationCard key={r.id} r={r} h={handlers} now={now} layout={layout} />
          ))}
        </SimpleGrid>
        <ListPaginator
          page={data.number}
          totalPages={data.totalPages}
          totalElements={data.totalElements}
          onChange={changePage}
          noun="recommendations"
          summary={pagingText(data.number, Math.max(data.totalPages, 1), data.totalElements)}
          summaryOnOnePage
        />
      </>
    );

  return (
    <Stack gap="md">
      <FiltersBar filters={filters} onChange={changeFilters} withPriority={!highPriority} layout={layout} onLayoutChange={setLayout} />
      {query.isError && data && (
        <LoadErrorAlert
          title={LOAD_RECOMMENDATIONS_TITLE}
          message={errorMessage(query.error, LOAD_RECOMMENDATIONS_FAILED)}
          retryLabel="Retry"
          onRetry={() => void query.refetch()}
        />
      )}
      {data && !highPriority && <SummaryCards summary={data.summary} />}
      <BatchBar
        count={selected.size}
        busy={batch.isPending}
        onAccept={() => batch.mutate({ action: 'accept', ids: [...selected] }, { onSuccess: () => setSelected(new Set()) })}
        onDismiss={() => setDismissing({ ids: [...selected] })}
        onClear={() => setSelected(new Set())}
      />
      {body}
      <DetailsModal r={details} onClose={() => setDetails(null)} />
      <ScheduleDialog
        subject={scheduling?.title ?? null}
        current={scheduling?.status === 'SCHEDULED' ? scheduling.scheduledFor : null}
        busy={acting.isPending}
        onClose={() => setScheduling(null)}
        onSubmit={(scheduledFor) => scheduling && act(scheduling, { kind: 'schedule', body: { scheduledFor } }, () => setScheduling(null))}
      />
      <DismissDialog
        subject={
          dismissing === null ? null : 'one' in dismissing ? dismissing.one.title : `${dismissing.ids.length} selected recommendations`
        }
        busy={acting.isPending || batch.isPending}
        onClose={() => setDismissing(null)}
        onSubmit={dismiss}
      />
    </Stack>
  );
}
