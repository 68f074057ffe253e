CREATE TABLE "analytics_ad_totals" (
	"ad_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"first_date" date NOT NULL,
	"last_date" date NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"conversions" bigint DEFAULT 0 NOT NULL,
	"spend" numeric(20, 2) DEFAULT '0' NOT NULL,
	"conversion_value" numeric(20, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_ad_totals" ADD CONSTRAINT "analytics_ad_totals_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_ad_totals" ADD CONSTRAINT "analytics_ad_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_ad_totals_user_idx" ON "analytics_ad_totals" USING btree ("user_id");--> statement-breakpoint
-- analytics_ad_totals follows analytics_ad_cumulative (docs/decisions/111-analytics-ad-totals.md): for
-- each ad given, its last running total and its first day, or no row when it has no day left.
CREATE FUNCTION analytics_refresh_ad_totals(ad_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_ad_totals AS t
    (ad_id, user_id, currency, first_date, last_date, impressions, clicks, conversions, spend, conversion_value)
  SELECT k.ad_id, l.user_id, l.currency, f.date, l.date, l.impressions, l.clicks, l.conversions, l.spend, l.conversion_value
  FROM (SELECT DISTINCT unnest(ad_ids) AS ad_id ORDER BY 1) AS k
  JOIN LATERAL (
    SELECT c.user_id, c.currency, c.date, c.impressions, c.clicks, c.conversions, c.spend, c.conversion_value
    FROM analytics_ad_cumulative AS c WHERE c.ad_id = k.ad_id ORDER BY c.date DESC LIMIT 1
  ) AS l ON true
  JOIN LATERAL (SELECT c.date FROM analytics_ad_cumulative AS c WHERE c.ad_id = k.ad_id ORDER BY c.date LIMIT 1) AS f ON true
  ON CONFLICT (ad_id) DO UPDATE SET
    user_id = excluded.user_id, currency = excluded.currency, first_date = excluded.first_date, last_date = excluded.last_date,
    impressions = excluded.impressions, clicks = excluded.clicks, conversions = excluded.conversions,
    spend = excluded.spend, conversion_value = excluded.conversion_value;
  DELETE FROM analytics_ad_totals AS t
  WHERE t.ad_id = ANY (ad_ids) AND NOT EXISTS (SELECT 1 FROM analytics_ad_cumulative AS c WHERE c.ad_id = t.ad_id);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_rollup_cumulative(touched ad_metrics_daily[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM analytics_ad_cumulative AS c
  USING (SELECT d.ad_id, min(d.date) AS since FROM unnest(touched) AS d GROUP BY d.ad_id) AS t
  WHERE c.ad_id = t.ad_id AND c.date >= t.since;
  INSERT INTO analytics_ad_cumulative
    (ad_id, date, user_id, currency, impressions, clicks, conversions, spend, conversion_value)
  SELECT r.ad_id, r.date, r.user_id, r.currency,
         coalesce(b.impressions, 0) + sum(r.impressions) OVER w,
         coalesce(b.clicks, 0) + sum(r.clicks) OVER w,
         coalesce(b.conversions, 0) + sum(r.conversions) OVER w,
         coalesce(b.spend, 0) + sum(r.spend) OVER w,
         coalesce(b.conversion_value, 0) + sum(r.conversion_value) OVER w
  FROM (SELECT d.ad_id, min(d.date) AS since FROM unnest(touched) AS d GROUP BY d.ad_id) AS t
  JOIN ad_metrics_daily AS r ON r.ad_id = t.ad_id AND r.date >= t.since
  LEFT JOIN LATERAL (
    SELECT c.impressions, c.clicks, c.conversions, c.spend, c.conversion_value
    FROM analytics_ad_cumulative AS c
    WHERE c.ad_id = t.ad_id AND c.date < t.since
    ORDER BY c.date DESC
    LIMIT 1
  ) AS b ON true
  WINDOW w AS (PARTITION BY r.ad_id ORDER BY r.date);
  PERFORM analytics_refresh_ad_totals(array(SELECT DISTINCT d.ad_id FROM unnest(touched) AS d));
END $$;
--> statement-breakpoint
-- Back-fill: every ad that has running totals.
SELECT analytics_refresh_ad_totals(array(SELECT a.id FROM ads AS a));
