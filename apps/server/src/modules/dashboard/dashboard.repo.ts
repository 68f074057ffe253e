/** Queries of the dashboard_configs table: one JSON object per user. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dashboardConfigs } from '../../db/schema/dashboard.ts';

export function createDashboardRepo(db: Db) {
  return {
    async findConfig(userId: number): Promise<Record<string, unknown> | undefined> {
      const [row] = await db.select({ config: dashboardConfigs.config }).from(dashboardConfigs).where(eq(dashboardConfigs.userId, userId));
      return row?.config;
    },
    async saveConfig(userId: number, config: Record<string, unknown>, now: Date): Promise<void> {
      await db
        .insert(dashboardConfigs)
        .values({ userId, config, updatedAt: now })
        .onConflictDoUpdate({ target: dashboardConfigs.userId, set: { config, updatedAt: now } });
    },
  };
}
