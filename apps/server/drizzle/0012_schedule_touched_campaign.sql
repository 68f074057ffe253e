ALTER TABLE "campaign_delivery_schedules" ADD COLUMN "schedule_touched_campaign_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_delivery_schedules" ADD COLUMN "schedule_prior_change_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_delivery_schedules" ADD COLUMN "claimed_until" timestamp with time zone;