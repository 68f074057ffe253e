CREATE TABLE "facebook_ad_accounts" (
	"user_id" integer NOT NULL,
	"account_id" text NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"timezone" text NOT NULL,
	"status" integer NOT NULL,
	"dsa_beneficiary" text,
	"dsa_payor" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "facebook_ad_accounts_user_id_account_id_pk" PRIMARY KEY("user_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "facebook_pages" (
	"user_id" integer NOT NULL,
	"page_id" text NOT NULL,
	"name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "facebook_pages_user_id_page_id_pk" PRIMARY KEY("user_id","page_id")
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "targeting" jsonb;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "special_ad_categories" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "ad_account_id" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "page_id" text;--> statement-breakpoint
ALTER TABLE "facebook_sync_runs" ADD COLUMN "resumes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "facebook_sync_runs" ADD COLUMN "progress" jsonb;--> statement-breakpoint
ALTER TABLE "facebook_ad_accounts" ADD CONSTRAINT "facebook_ad_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facebook_pages" ADD CONSTRAINT "facebook_pages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The ad account and page each connection had chosen become the first rows of the lists (the next connect or
-- Settings visit refreshes them from Facebook).
INSERT INTO "facebook_ad_accounts" ("user_id", "account_id", "name", "currency", "timezone", "status", "updated_at")
SELECT "user_id", "ad_account_id", coalesce("ad_account_name", ''), coalesce("currency", 'USD'), coalesce("timezone", 'UTC'), 1, "updated_at"
FROM "facebook_connections" WHERE "ad_account_id" IS NOT NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "facebook_pages" ("user_id", "page_id", "name", "updated_at")
SELECT "user_id", "page_id", coalesce("page_name", ''), "updated_at"
FROM "facebook_connections" WHERE "page_id" IS NOT NULL
ON CONFLICT DO NOTHING;
