/**
 * TanStack Query keys of campaigns, ads, the dashboard, analytics, AI providers and the user. They live here, not in a feature, because
 * one feature's change must refresh another's data (deleting an ad on a campaign page refreshes the
 * ads list and the dashboard) and features do not import each other.
 */
export const queryKeys = {
  dashboard: ['dashboard'] as const,
  /** Not under ['dashboard']: refreshing the dashboard's data after a change must not refetch (or reset) the configuration. */
  dashboardConfig: ['dashboard-config'] as const,
  /** Prefix of every campaign query. */
  campaigns: ['campaigns'] as const,
  campaignPage: (page: number, size: number) => ['campaigns', 'page', page, size] as const,
  campaign: (id: number) => ['campaigns', 'detail', id] as const,
  /** Prefix of every ad query, the ads of one campaign included. */
  ads: ['ads'] as const,
  adPage: (page: number, size: number) => ['ads', 'page', page, size] as const,
  campaignAds: (campaignId: number) => ['ads', 'campaign', campaignId] as const,
  campaignAdsPage: (campaignId: number, page: number, size: number) => ['ads', 'campaign', campaignId, 'page', page, size] as const,
  ad: (id: number) => ['ads', 'detail', id] as const,
  adContents: (id: number) => ['ads', 'detail', id, 'contents'] as const,
  /** Prefix of every analytics query (features/analytics/api/analytics-keys.ts): a change or a refresh marks them all stale. */
  analytics: ['analytics'] as const,
  /** Prefix of the provider lists (all, text, image): Settings marks them all stale after a key changes. */
  aiProviders: ['ai-providers'] as const,
  aiProviderList: (kind: 'all' | 'text' | 'image') => ['ai-providers', kind] as const,
  /** The signed-in user as GET /api/auth/user answers (lib/auth). */
  authUser: ['auth', 'user'] as const,
  /** The user's own account as GET /api/user/profile answers (the profile page). */
  profile: ['user', 'profile'] as const,
};
