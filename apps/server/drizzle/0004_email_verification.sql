ALTER TABLE "password_reset_tokens" RENAME TO "account_tokens";--> statement-breakpoint
ALTER TABLE "account_tokens" DROP CONSTRAINT "password_reset_tokens_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "password_reset_tokens_hash_key";--> statement-breakpoint
DROP INDEX "password_reset_tokens_user_idx";--> statement-breakpoint
ALTER TABLE "account_tokens" ADD COLUMN "purpose" text DEFAULT 'password_reset' NOT NULL;--> statement-breakpoint
ALTER TABLE "account_tokens" ALTER COLUMN "purpose" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_tokens_hash_key" ON "account_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "account_tokens_user_idx" ON "account_tokens" USING btree ("user_id","purpose");