/** The user's analytics dashboard configuration (spec 2 §7; the page's settings under `settings`, decision 161). */
import { ANALYTICS_CONFIG_MAX_BYTES, type AnalyticsConfig, analyticsMessages } from '@ads-creative/contracts/analytics';
import { DASHBOARD_CONFIG_MAX_DEPTH } from '@ads-creative/contracts/dashboard';
import type { Db } from '../../db/client.ts';
import { assertStorableJson } from '../../lib/stored-json.ts';
import { createAnalyticsSettingsRepo } from './analytics-settings.repo.ts';

const configRules = {
  maxBytes: ANALYTICS_CONFIG_MAX_BYTES,
  maxDepth: DASHBOARD_CONFIG_MAX_DEPTH,
  messages: {
    tooLarge: analyticsMessages.configTooLarge,
    tooDeep: analyticsMessages.configTooDeep,
    badText: analyticsMessages.configBadText,
  },
};

export function createAnalyticsSettingsService(deps: { db: Db; clock: () => Date }) {
  const repo = createAnalyticsSettingsRepo(deps.db);

  return {
    async getConfig(userId: number): Promise<AnalyticsConfig> {
      return (await repo.findConfig(userId)) ?? {};
    },

    async saveConfig(userId: number, config: AnalyticsConfig): Promise<AnalyticsConfig> {
      assertStorableJson(config, configRules);
      await repo.saveConfig(userId, config, deps.clock());
      return config;
    },
  };
}
