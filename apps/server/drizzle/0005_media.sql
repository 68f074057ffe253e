CREATE TABLE "media" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_user_live_idx" ON "media" USING btree ("user_id","bytes") WHERE "media"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "media_deleted_idx" ON "media" USING btree ("deleted_at") WHERE "media"."deleted_at" is not null;