/** The user's analytics dashboard configuration (`analytics_configs`, one row per user). */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { analyticsConfigs } from '../../db/schema/analytics.ts';

export function createAnalyticsSettingsRepo(db: Db) {
  return {
    async findConfig(userId: number): Promise<Record<string, unknown> | undefined> {
      const [row] = await db.select({ config: analyticsConfigs.config }).from(analyticsConfigs).where(eq(analyticsConfigs.userId, userId));
      return row?.config;
    },

    async saveConfig(userId: number, config: Record<string, unknown>, now: Date): Promise<void> {
      await db
        .insert(analyticsConfigs)
        .values({ userId, config, updatedAt: now })
        .onConflictDoUpdate({ target: analyticsConfigs.userId, set: { config, updatedAt: now } });
    },
  };
}
