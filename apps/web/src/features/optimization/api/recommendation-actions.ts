/**
 * POST …/{id}/accept | dismiss | schedule | unschedule | revert: each answers the updated recommendation, which replaces the
 * old one in every loaded page (it stays where the user saw it, with its new status, until the list is loaded
 * again; the page's summary cards are brought up to date: decision 142); the header, the categories and the
 * history load again. Failures and outcomes are
 * toasts (decision 141).
 */
import type { DismissInput, RecommendationsPage, RecommendationView } from '@ads-creative/contracts/optimization';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { formatDateTime } from '../optimization-format.ts';
import { optimizationKeys } from './optimization-keys.ts';
import { fetchRecommendations } from './recommendations-query.ts';

export type RecommendationAction =
  | { kind: 'accept' }
  | { kind: 'dismiss'; body: DismissInput }
  | { kind: 'schedule'; body: { scheduledFor: string } }
  | { kind: 'unschedule' }
  | { kind: 'revert' };

const FAILED_TITLES: Record<RecommendationAction['kind'], string> = {
  accept: 'Accept failed',
  dismiss: 'Dismiss failed',
  schedule: 'Schedule failed',
  unschedule: 'Cancel schedule failed',
  revert: 'Revert failed',
};

export const postAction = (id: number, action: RecommendationAction) =>
  api<RecommendationView>(`/optimization/recommendations/${id}/${action.kind}`, {
    method: 'POST',
    body: 'body' in action ? action.body : undefined,
  });

/** Replaces one recommendation in every cached page, leaving the pages' order and summaries as they are. */
export function patchLoadedPages(queryClient: QueryClient, view: RecommendationView) {
  queryClient.setQueriesData<RecommendationsPage>({ queryKey: optimizationKeys.lists }, (page) =>
    page ? { ...page, recommendations: page.recommendations.map((r) => (r.id === view.id ? view : r)) } : page,
  );
}

/**
 * The pages on screen take the server's new summary and totals but keep their recommendations as patched, so the
 * one just changed stays where it was (decision 142).
 */
async function refreshSummaries(queryClient: QueryClient) {
  const shown = queryClient.getQueryCache().findAll({ queryKey: optimizationKeys.lists, type: 'active' });
  await Promise.all(
    shown.map(async ({ queryKey }) => {
      const [, , tab, filters] = queryKey as ReturnType<typeof optimizationKeys.list>;
      const fresh = await fetchRecommendations(filters, tab === 'high');
      queryClient.setQueryData<RecommendationsPage>(queryKey, (old) => (old ? { ...fresh, recommendations: old.recommendations } : fresh));
    }),
  );
}

/** After a change: the header, categories and history reload; the lists on screen take the new summary (or reload). */
export async function afterChange(queryClient: QueryClient, reloadLists = false) {
  if (!reloadLists) await refreshSummaries(queryClient).catch(() => {});
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: optimizationKeys.lists, refetchType: reloadLists ? 'active' : 'none' }),
    queryClient.invalidateQueries({ queryKey: optimizationKeys.summary }),
    queryClient.invalidateQueries({ queryKey: optimizationKeys.categories }),
    queryClient.invalidateQueries({ queryKey: optimizationKeys.history }),
  ]);
}

/** The toast that tells what became of the recommendation. */
export function announce(action: RecommendationAction, view: RecommendationView) {
  if (view.applyFailure) {
    toast.error({ title: 'Could not apply the recommendation', message: view.applyFailure.message });
    return;
  }
  if (action.kind === 'accept') toast.success(view.status === 'IMPLEMENTED' ? `Applied: ${view.title}` : `Accepted: ${view.title}`);
  else if (action.kind === 'dismiss') toast.info(`Dismissed: ${view.title}`);
  else if (action.kind === 'schedule' && view.scheduledFor)
    toast.success(`Scheduled for ${formatDateTime(view.scheduledFor)}: ${view.title}`);
  else if (action.kind === 'unschedule') toast.info(`Schedule cancelled: ${view.title}`);
  else if (action.kind === 'revert') toast.success(`Reverted: ${view.title}`);
}

export function useRecommendationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: RecommendationAction }) => postAction(id, action),
    onSuccess: async (view, { action }) => {
      patchLoadedPages(queryClient, view);
      announce(action, view);
      await afterChange(queryClient);
    },
    onError: (error, { action }) => {
      toast.error({ title: FAILED_TITLES[action.kind], message: errorMessage(error) });
    },
  });
}
