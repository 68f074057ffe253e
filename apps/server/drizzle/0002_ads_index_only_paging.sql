DROP INDEX "ads_user_created_idx";--> statement-breakpoint
DROP INDEX "ads_campaign_created_idx";--> statement-breakpoint
CREATE INDEX "ads_user_created_idx" ON "ads" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"is_preview");--> statement-breakpoint
CREATE INDEX "ads_campaign_created_idx" ON "ads" USING btree ("campaign_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"is_preview");