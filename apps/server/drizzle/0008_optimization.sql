CREATE TABLE "optimization_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"frequency" text DEFAULT 'daily' NOT NULL,
	"min_confidence" double precision DEFAULT 0.7 NOT NULL,
	"auto_accept" boolean DEFAULT false NOT NULL,
	"excluded_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"target_roi" double precision DEFAULT 0 NOT NULL,
	"max_budget_step_percent" double precision DEFAULT 20 NOT NULL,
	"last_run_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "optimization_settings_frequency_check" CHECK ("optimization_settings"."frequency" in ('daily', 'weekly', 'monthly'))
);
--> statement-breakpoint
CREATE TABLE "recommendation_impacts" (
	"recommendation_id" integer NOT NULL,
	"horizon_days" integer NOT NULL,
	"measured_at" timestamp with time zone DEFAULT now() NOT NULL,
	"metric" text NOT NULL,
	"verdict" text NOT NULL,
	"change" double precision,
	"lower" double precision,
	"upper" double precision,
	"level" double precision NOT NULL,
	"method" text NOT NULL,
	CONSTRAINT "recommendation_impacts_recommendation_id_horizon_days_pk" PRIMARY KEY("recommendation_id","horizon_days")
);
--> statement-breakpoint
CREATE TABLE "recommendations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" text NOT NULL,
	"target_name" text NOT NULL,
	"priority" text NOT NULL,
	"score" double precision NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expected_impact" jsonb NOT NULL,
	"evidence" jsonb NOT NULL,
	"action" jsonb,
	"campaign_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"scheduled_for" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"auto_accepted" boolean DEFAULT false NOT NULL,
	"dismiss_reason" text,
	"dismiss_comment" text,
	"apply_attempts" integer DEFAULT 0 NOT NULL,
	"apply_error" text,
	"apply_error_at" timestamp with time zone,
	"applying_since" timestamp with time zone,
	"implemented_at" timestamp with time zone,
	"before_state" jsonb,
	"after_state" jsonb,
	"reverted_at" timestamp with time zone,
	"expiry_notified_at" timestamp with time zone,
	CONSTRAINT "recommendations_status_check" CHECK ("recommendations"."status" in ('PENDING', 'ACCEPTED', 'DISMISSED', 'IMPLEMENTED', 'SCHEDULED', 'EXPIRED')),
	CONSTRAINT "recommendations_priority_check" CHECK ("recommendations"."priority" in ('HIGH', 'MEDIUM', 'LOW'))
);
--> statement-breakpoint
CREATE TABLE "user_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_notifications_type_check" CHECK ("user_notifications"."type" in ('success', 'error', 'warning', 'info'))
);
--> statement-breakpoint
ALTER TABLE "optimization_settings" ADD CONSTRAINT "optimization_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_impacts" ADD CONSTRAINT "recommendation_impacts_recommendation_id_recommendations_id_fk" FOREIGN KEY ("recommendation_id") REFERENCES "public"."recommendations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notifications" ADD CONSTRAINT "user_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recommendations_one_open_key" ON "recommendations" USING btree ("user_id","type","target_kind","target_id") WHERE "recommendations"."status" in ('PENDING', 'SCHEDULED', 'ACCEPTED');--> statement-breakpoint
CREATE INDEX "recommendations_user_status_idx" ON "recommendations" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "recommendations_due_idx" ON "recommendations" USING btree ("status","scheduled_for");--> statement-breakpoint
CREATE INDEX "recommendations_expiry_idx" ON "recommendations" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "user_notifications_user_id_idx" ON "user_notifications" USING btree ("user_id","id");