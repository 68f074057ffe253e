CREATE TABLE "ad_library_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"library_id" text NOT NULL,
	"source" text NOT NULL,
	"page_id" text,
	"page_name" text,
	"body" text,
	"headline" text,
	"description" text,
	"call_to_action" text,
	"image_url" text,
	"raw" jsonb,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "facebook_connections" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"facebook_name" text,
	"ad_account_id" text,
	"ad_account_name" text,
	"currency" text,
	"timezone" text,
	"page_id" text,
	"page_name" text,
	"needs_reconnect" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "facebook_sync_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"ad_account_id" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"job_id" text,
	"since" date,
	"until" date,
	"rows" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ad_metrics_daily" (
	"user_id" integer NOT NULL,
	"ad_id" integer NOT NULL,
	"campaign_id" integer,
	"date" date NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"reach" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"link_clicks" bigint DEFAULT 0 NOT NULL,
	"spend" numeric(16, 2) DEFAULT '0' NOT NULL,
	"conversions" integer DEFAULT 0 NOT NULL,
	"conversion_value" numeric(16, 2) DEFAULT '0' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"source" text NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_metrics_daily_source_check" CHECK ("ad_metrics_daily"."source" in ('facebook', 'sandbox', 'demo')),
	CONSTRAINT "ad_metrics_daily_counts_check" CHECK ("ad_metrics_daily"."impressions" >= 0 and "ad_metrics_daily"."clicks" >= 0 and "ad_metrics_daily"."spend" >= 0 and "ad_metrics_daily"."conversions" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "destination_url" text;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "fb_image_hash" text;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "fb_creative_id" text;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "publish_error" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "pixel_id" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "conversion_event" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "app_id" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "app_store_url" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "catalog_id" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "product_set_id" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "fb_ad_account_id" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "fb_campaign_id" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "fb_adset_id" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "publish_lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "ad_library_imports" ADD CONSTRAINT "ad_library_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facebook_connections" ADD CONSTRAINT "facebook_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facebook_sync_runs" ADD CONSTRAINT "facebook_sync_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_metrics_daily" ADD CONSTRAINT "ad_metrics_daily_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_metrics_daily" ADD CONSTRAINT "ad_metrics_daily_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_metrics_daily" ADD CONSTRAINT "ad_metrics_daily_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_library_imports_user_library_key" ON "ad_library_imports" USING btree ("user_id","library_id");--> statement-breakpoint
CREATE INDEX "ad_library_imports_user_page_idx" ON "ad_library_imports" USING btree ("user_id","page_id");--> statement-breakpoint
CREATE INDEX "facebook_sync_runs_user_idx" ON "facebook_sync_runs" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "facebook_sync_runs_one_open_idx" ON "facebook_sync_runs" USING btree ("user_id") WHERE "facebook_sync_runs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE UNIQUE INDEX "ad_metrics_daily_ad_date_key" ON "ad_metrics_daily" USING btree ("ad_id","date");--> statement-breakpoint
CREATE INDEX "ad_metrics_daily_user_date_idx" ON "ad_metrics_daily" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "ad_metrics_daily_campaign_date_idx" ON "ad_metrics_daily" USING btree ("campaign_id","date");--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;