/**
 * Decision 185's calibration through the app's own storage: one simulated account's 40 ads stored on an in-memory
 * PGlite (migrated), their days written with the metrics repository's upsert (the insights sync's write path, which
 * the rollup triggers turn into analytics_ad_totals), and the variations scored by the score service (its SQL, the
 * tagger, the model). Checks that this path predicts exactly what the in-memory run does.
 */

import type { Db } from '../../../apps/server/src/db/client.ts';
import { migrate, openDatabase } from '../../../apps/server/src/db/client.ts';
import { ads, campaigns } from '../../../apps/server/src/db/schema/campaigns.ts';
import { users } from '../../../apps/server/src/db/schema/users.ts';
import { createCreativeScoreService } from '../../../apps/server/src/modules/creative/index.ts';
import { fitScoreModel, predictCtr } from '../../../apps/server/src/modules/creative/score/score-model.ts';
import type { DailyMetric } from '../../../apps/server/src/modules/metrics/daily-metric.ts';
import { createMetricsRepo } from '../../../apps/server/src/modules/metrics/metrics.repo.ts';
import { accountAds, type CalibrationOptions, deliveredAds, newVariations } from './score-calibration-run.ts';

export interface DatabaseCheck {
  variations: number;
  /** Variations whose predicted CTR (percent, 2 decimals) through the database equals the in-memory model's. */
  same: number;
  basis: { ads: number; impressions: number };
}

export async function calibrateThroughDatabase(accountId: string, o: CalibrationOptions): Promise<DatabaseCheck> {
  const database = await openDatabase('memory://');
  try {
    await migrate(database);
    const db = database.db;
    const [user] = await db.insert(users).values({ username: 'calibration', email: 'calibration@example.com' }).returning();
    const userId = user?.id as number;
    const [campaign] = await db
      .insert(campaigns)
      .values({ userId, name: 'Calibration', objective: 'TRAFFIC', status: 'ACTIVE' })
      .returning();
    const campaignId = campaign?.id as number;
    const metrics = createMetricsRepo(db);
    const rows: DailyMetric[] = [];
    for (const [i, ad] of accountAds(accountId, o).entries()) {
      const [saved] = await db
        .insert(ads)
        .values({
          userId,
          campaignId,
          name: `Ad ${i + 1}`,
          status: 'ACTIVE',
          headline: ad.copy.headline,
          primaryText: ad.copy.primaryText,
          callToAction: ad.copy.callToAction,
          tags: ad.tags,
        })
        .returning();
      for (const d of ad.days) {
        rows.push({
          adId: saved?.id as number,
          campaignId,
          date: d.date,
          impressions: d.impressions,
          reach: d.reach,
          clicks: d.clicks,
          linkClicks: d.linkClicks,
          spend: d.spend.toFixed(2),
          conversions: d.conversions,
          conversionValue: d.conversionValue.toFixed(2),
          currency: 'USD',
          source: 'sandbox' as const,
        });
      }
    }
    await db.transaction((tx) => metrics.upsert(tx as unknown as Db, userId, rows, new Date()));

    const variations = newVariations(accountId, o).slice(0, 5);
    const answer = await createCreativeScoreService({ db }).score(userId, {
      campaignId,
      variations: variations.map((v) => ({ ...v.copy, description: null })),
    });
    const fit = fitScoreModel(deliveredAds(accountId, o));
    const expected = variations.map((v) =>
      fit.enoughEvidence ? Math.round(predictCtr(fit.model, v.tags).predicted * 10_000) / 100 : null,
    );
    return {
      variations: variations.length,
      same: answer.scores.filter((s, i) => s.predictedCtr === expected[i]).length,
      basis: answer.basis,
    };
  } finally {
    await database.close();
  }
}
