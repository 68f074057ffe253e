CREATE TABLE "campaign_delivery_schedules" (
	"campaign_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"excluded_days" jsonb NOT NULL,
	"recommendation_id" integer,
	"paused_by_schedule" boolean DEFAULT false NOT NULL,
	"paused_campaign_updated_at" timestamp with time zone,
	"last_paused_on" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_delivery_schedules" ADD CONSTRAINT "campaign_delivery_schedules_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_delivery_schedules" ADD CONSTRAINT "campaign_delivery_schedules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_delivery_schedules" ADD CONSTRAINT "campaign_delivery_schedules_recommendation_id_recommendations_id_fk" FOREIGN KEY ("recommendation_id") REFERENCES "public"."recommendations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_delivery_schedules_user_idx" ON "campaign_delivery_schedules" USING btree ("user_id");