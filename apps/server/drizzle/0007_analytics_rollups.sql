CREATE TABLE "analytics_ad_cumulative" (
	"ad_id" integer NOT NULL,
	"date" date NOT NULL,
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"conversions" bigint DEFAULT 0 NOT NULL,
	"spend" numeric(20, 2) DEFAULT '0' NOT NULL,
	"conversion_value" numeric(20, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "analytics_ad_cumulative_ad_id_date_pk" PRIMARY KEY("ad_id","date")
);
--> statement-breakpoint
CREATE TABLE "analytics_campaign_daily" (
	"campaign_id" integer NOT NULL,
	"date" date NOT NULL,
	"currency" text NOT NULL,
	"user_id" integer NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"conversions" bigint DEFAULT 0 NOT NULL,
	"spend" numeric(20, 2) DEFAULT '0' NOT NULL,
	"conversion_value" numeric(20, 2) DEFAULT '0' NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_campaign_daily_campaign_id_date_currency_pk" PRIMARY KEY("campaign_id","date","currency")
);
--> statement-breakpoint
CREATE TABLE "analytics_configs" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"config" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_user_daily" (
	"user_id" integer NOT NULL,
	"date" date NOT NULL,
	"currency" text NOT NULL,
	"source" text NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"conversions" bigint DEFAULT 0 NOT NULL,
	"spend" numeric(20, 2) DEFAULT '0' NOT NULL,
	"conversion_value" numeric(20, 2) DEFAULT '0' NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_user_daily_user_id_date_currency_source_pk" PRIMARY KEY("user_id","date","currency","source")
);
--> statement-breakpoint
ALTER TABLE "analytics_ad_cumulative" ADD CONSTRAINT "analytics_ad_cumulative_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_ad_cumulative" ADD CONSTRAINT "analytics_ad_cumulative_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_campaign_daily" ADD CONSTRAINT "analytics_campaign_daily_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_campaign_daily" ADD CONSTRAINT "analytics_campaign_daily_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_configs" ADD CONSTRAINT "analytics_configs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_user_daily" ADD CONSTRAINT "analytics_user_daily_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_campaign_daily_user_date_idx" ON "analytics_campaign_daily" USING btree ("user_id","date");--> statement-breakpoint
-- The rollups follow ad_metrics_daily in the transaction of every write, whoever writes
-- (docs/decisions/091-analytics-rollups.md): statement-level triggers hand the changed rows to
-- analytics_rollup_sums (per user and per campaign and day: add the new rows, subtract the old) and
-- to analytics_rollup_cumulative (each touched ad's running totals rebuilt from its first touched day).
CREATE FUNCTION analytics_rollup_sums(delta ad_metrics_daily[], sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_user_daily AS u
    (user_id, date, currency, source, impressions, clicks, conversions, spend, conversion_value, row_count, synced_at)
  SELECT d.user_id, d.date, d.currency, d.source, sign * sum(d.impressions), sign * sum(d.clicks), sign * sum(d.conversions),
         sign * sum(d.spend), sign * sum(d.conversion_value), sign * count(*), max(d.synced_at)
  FROM unnest(delta) AS d
  GROUP BY d.user_id, d.date, d.currency, d.source
  ORDER BY d.user_id, d.date, d.currency, d.source
  ON CONFLICT (user_id, date, currency, source) DO UPDATE SET
    impressions = u.impressions + excluded.impressions,
    clicks = u.clicks + excluded.clicks,
    conversions = u.conversions + excluded.conversions,
    spend = u.spend + excluded.spend,
    conversion_value = u.conversion_value + excluded.conversion_value,
    row_count = u.row_count + excluded.row_count,
    synced_at = greatest(u.synced_at, excluded.synced_at);
  DELETE FROM analytics_user_daily AS u
  USING (SELECT DISTINCT d.user_id, d.date, d.currency, d.source FROM unnest(delta) AS d) AS k
  WHERE u.user_id = k.user_id AND u.date = k.date AND u.currency = k.currency AND u.source = k.source AND u.row_count <= 0;

  IF sign > 0 THEN
    INSERT INTO analytics_campaign_daily AS c
      (campaign_id, date, currency, user_id, impressions, clicks, conversions, spend, conversion_value, row_count)
    SELECT d.campaign_id, d.date, d.currency, min(d.user_id), sum(d.impressions), sum(d.clicks), sum(d.conversions),
           sum(d.spend), sum(d.conversion_value), count(*)
    FROM unnest(delta) AS d
    WHERE d.campaign_id IS NOT NULL
    GROUP BY d.campaign_id, d.date, d.currency
    ORDER BY d.campaign_id, d.date, d.currency
    ON CONFLICT (campaign_id, date, currency) DO UPDATE SET
      impressions = c.impressions + excluded.impressions,
      clicks = c.clicks + excluded.clicks,
      conversions = c.conversions + excluded.conversions,
      spend = c.spend + excluded.spend,
      conversion_value = c.conversion_value + excluded.conversion_value,
      row_count = c.row_count + excluded.row_count;
  ELSE
    -- Only rows that still exist: a campaign being deleted takes its rollup rows with it (cascade).
    UPDATE analytics_campaign_daily AS c SET
      impressions = c.impressions - s.impressions,
      clicks = c.clicks - s.clicks,
      conversions = c.conversions - s.conversions,
      spend = c.spend - s.spend,
      conversion_value = c.conversion_value - s.conversion_value,
      row_count = c.row_count - s.row_count
    FROM (
      SELECT d.campaign_id, d.date, d.currency, sum(d.impressions) AS impressions, sum(d.clicks) AS clicks,
             sum(d.conversions) AS conversions, sum(d.spend) AS spend, sum(d.conversion_value) AS conversion_value,
             count(*) AS row_count
      FROM unnest(delta) AS d
      WHERE d.campaign_id IS NOT NULL
      GROUP BY d.campaign_id, d.date, d.currency
    ) AS s
    WHERE c.campaign_id = s.campaign_id AND c.date = s.date AND c.currency = s.currency;
    DELETE FROM analytics_campaign_daily AS c
    USING (SELECT DISTINCT d.campaign_id, d.date, d.currency FROM unnest(delta) AS d WHERE d.campaign_id IS NOT NULL) AS k
    WHERE c.campaign_id = k.campaign_id AND c.date = k.date AND c.currency = k.currency AND c.row_count <= 0;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION analytics_rollup_cumulative(touched ad_metrics_daily[]) RETURNS void LANGUAGE plpgsql AS $$
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
END $$;
--> statement-breakpoint
CREATE FUNCTION analytics_rollups_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE changed ad_metrics_daily[];
BEGIN
  SELECT array_agg(n) INTO changed FROM new_rows AS n;
  IF changed IS NOT NULL THEN
    PERFORM analytics_rollup_sums(changed, 1);
    PERFORM analytics_rollup_cumulative(changed);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION analytics_rollups_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE before ad_metrics_daily[]; after ad_metrics_daily[];
BEGIN
  SELECT array_agg(o) INTO before FROM old_rows AS o;
  SELECT array_agg(n) INTO after FROM new_rows AS n;
  IF before IS NOT NULL THEN
    PERFORM analytics_rollup_sums(before, -1);
    PERFORM analytics_rollup_sums(after, 1);
    PERFORM analytics_rollup_cumulative(before || after);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION analytics_rollups_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE changed ad_metrics_daily[];
BEGIN
  SELECT array_agg(o) INTO changed FROM old_rows AS o;
  IF changed IS NOT NULL THEN
    PERFORM analytics_rollup_sums(changed, -1);
    PERFORM analytics_rollup_cumulative(changed);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_rollups_insert AFTER INSERT ON ad_metrics_daily
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_rollups_after_insert();
--> statement-breakpoint
CREATE TRIGGER analytics_rollups_update AFTER UPDATE ON ad_metrics_daily
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_rollups_after_update();
--> statement-breakpoint
CREATE TRIGGER analytics_rollups_delete AFTER DELETE ON ad_metrics_daily
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_rollups_after_delete();
