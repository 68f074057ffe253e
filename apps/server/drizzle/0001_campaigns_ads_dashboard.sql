CREATE TABLE "ad_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"ad_id" integer NOT NULL,
	"title" text,
	"body" text,
	"is_selected" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"campaign_id" integer,
	"name" text NOT NULL,
	"ad_type" text DEFAULT 'PAGE_POST_AD' NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"headline" text,
	"description" text,
	"primary_text" text,
	"call_to_action" text,
	"image_url" text,
	"media_file_url" text,
	"video_url" text,
	"fb_ad_id" text,
	"is_preview" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ads_ad_type_check" CHECK ("ads"."ad_type" in ('PAGE_POST_AD', 'WEBSITE_CONVERSION_AD', 'LEAD_FORM_AD')),
	CONSTRAINT "ads_status_check" CHECK ("ads"."status" in ('DRAFT', 'PENDING', 'ACTIVE', 'PAUSED', 'COMPLETED', 'FAILED', 'REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"objective" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"budget_type" text DEFAULT 'DAILY' NOT NULL,
	"daily_budget" numeric(14, 2),
	"total_budget" numeric(14, 2),
	"target_audience" text,
	"start_date" date,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_objective_check" CHECK ("campaigns"."objective" in ('BRAND_AWARENESS', 'REACH', 'TRAFFIC', 'ENGAGEMENT', 'APP_INSTALLS', 'VIDEO_VIEWS', 'LEAD_GENERATION', 'CONVERSIONS', 'CATALOG_SALES', 'STORE_TRAFFIC')),
	CONSTRAINT "campaigns_status_check" CHECK ("campaigns"."status" in ('DRAFT', 'ACTIVE', 'PAUSED', 'COMPLETED', 'FAILED')),
	CONSTRAINT "campaigns_budget_type_check" CHECK ("campaigns"."budget_type" in ('DAILY', 'LIFETIME')),
	CONSTRAINT "campaigns_daily_budget_check" CHECK ("campaigns"."daily_budget" >= 1),
	CONSTRAINT "campaigns_total_budget_check" CHECK ("campaigns"."total_budget" >= 1),
	CONSTRAINT "campaigns_dates_check" CHECK ("campaigns"."end_date" >= "campaigns"."start_date")
);
--> statement-breakpoint
CREATE TABLE "dashboard_configs" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"config" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ad_contents" ADD CONSTRAINT "ad_contents_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_configs" ADD CONSTRAINT "dashboard_configs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_contents_ad_idx" ON "ad_contents" USING btree ("ad_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_contents_one_selected_idx" ON "ad_contents" USING btree ("ad_id") WHERE "ad_contents"."is_selected";--> statement-breakpoint
CREATE INDEX "ads_user_created_idx" ON "ads" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ads_campaign_created_idx" ON "ads" USING btree ("campaign_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ads_user_status_saved_idx" ON "ads" USING btree ("user_id","status") WHERE not "ads"."is_preview";--> statement-breakpoint
CREATE INDEX "campaigns_user_created_idx" ON "campaigns" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);