/**
 * The wizard's own reads (its campaign choices, the text and image providers), started before it mounts:
 * /ads/{id}/edit asks for them together with the ad, so the wizard opens with the ad's campaign named
 * instead of showing an empty Campaign field for a second round trip. Prefetched, not subscribed: the page
 * does not re-render when they arrive; the wizard's own queries read them from the cache.
 */
import { usePrefetchQuery } from '@tanstack/react-query';
import { aiProvidersQuery } from '../../../lib/api/ai-providers.ts';
import { campaignOptionsQuery } from './campaign-options-query.ts';

export function usePrefetchWizardChoices() {
  usePrefetchQuery(campaignOptionsQuery);
  usePrefetchQuery(aiProvidersQuery('text'));
  usePrefetchQuery(aiProvidersQuery('image'));
}
