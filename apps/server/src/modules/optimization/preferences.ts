/**
 * The user's preferences that applied recommendations set (decision 123): the default AI provider and
 * the preferred content format are the after-state of the newest IMPLEMENTED, not reverted
 * provider_switch / content_format recommendation. One function serves the applier (its plan and revert
 * check), the engine's snapshot and GET /api/ai-providers (the `default` flag the ad wizard preselects).
 */
import { type AiProviderId, aiProviderIds } from '@ads-creative/contracts/ai';
import type { AppliedState } from './apply/plan.ts';
import type { RecommendationRow } from './recommendation-view.ts';
import type { RecommendationsRepo } from './recommendations.repo.ts';

export interface UserPreferences {
  defaultProvider: AiProviderId | null;
  preferredFormat: string | null;
}

/** Pure: the preferences the two newest applied switches leave (none → null). */
export function preferencesOf(
  providerSwitch: Pick<RecommendationRow, 'afterState'> | undefined,
  formatSwitch: Pick<RecommendationRow, 'afterState'> | undefined,
): UserPreferences {
  const chosen = (providerSwitch?.afterState as AppliedState | null | undefined)?.defaultProvider;
  return {
    defaultProvider: aiProviderIds.find((p) => p === chosen) ?? null,
    preferredFormat: (formatSwitch?.afterState as AppliedState | null | undefined)?.preferredFormat ?? null,
  };
}

export function createPreferences(repo: Pick<RecommendationsRepo, 'latestApplied'>) {
  return async (userId: number): Promise<UserPreferences> => {
    const [provider, format] = await Promise.all([
      repo.latestApplied(userId, 'provider_switch'),
      repo.latestApplied(userId, 'content_format'),
    ]);
    return preferencesOf(provider, format);
  };
}
export type Preferences = ReturnType<typeof createPreferences>;
