ALTER TABLE "ad_contents" ADD COLUMN "tags" jsonb;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "tags" jsonb;